/**
 * A sort input `{ field, direction }` whose field enum maps onto the provider's field names
 * (sent as orderBy, or orderByDesc for DESC), or onto what another source sorts by (`by`
 * describes each value then).
 */
import { builder } from './builder.js';
import { SortDirection } from './enums.js';

export function sortInput(
  name: string,
  fields: Record<string, string>,
  description: string,
  by: (value: string) => string = (value) => `By the provider's field ${value}.`,
) {
  const field = builder.enumType(`${name}Field`, {
    description: `The fields ${description} can be sorted by.`,
    values: Object.fromEntries(
      Object.entries(fields).map(([key, value]) => [key, { value, description: by(value) }]),
    ),
  });
  return builder.inputType(name, {
    description: `Sort order of ${description}.`,
    fields: (t) => ({
      field: t.field({ type: field, required: true, description: 'The field to sort by.' }),
      direction: t.field({
        type: SortDirection,
        defaultValue: 'ASC',
        description: 'Ascending (the default) or descending.',
      }),
    }),
  });
}
