/**
 * The partner fields a page's records need, from what the caller selected on them, so that a
 * list can be asked for with the partner's `fields` parameter instead of whole records.
 *
 * A field of an object type declares the top-level partner fields it reads in its `reads`
 * extension (`reads(...)` below). A selection whose every field declares them needs only those;
 * one field that declares nothing (an edge to another record, whose loaders are better served
 * by whole records) makes the page be asked whole. Fragments, @include and @skip are followed
 * as the executor follows them (and deferred fragments, were @defer enabled).
 */
import { collectSubFields } from '@graphql-tools/utils';
import {
  type FieldNode,
  type GraphQLObjectType,
  type GraphQLResolveInfo,
  getNamedType,
  isObjectType,
} from 'graphql';

const READS = 'partnerReads';

/** The extension of a field that reads only these top-level fields of its record. */
export const reads = <T>(...fields: ReadonlyArray<keyof T & string>) => ({ [READS]: fields });

/** Every field selected on `type` by `nodes`, by field name. */
function selected(info: GraphQLResolveInfo, type: GraphQLObjectType, nodes: FieldNode[]) {
  const { fields, patches } = collectSubFields(info.schema, info.fragments, info.variableValues, type, nodes);
  const byName = new Map<string, FieldNode[]>();
  for (const group of [fields, ...patches.map((patch) => patch.fields)])
    for (const fieldNodes of group.values()) {
      const name = fieldNodes[0]?.name.value;
      if (name !== undefined) byName.set(name, [...(byName.get(name) ?? []), ...fieldNodes]);
    }
  return byName;
}

/**
 * The partner fields the records at `path` below the resolving field read (`['edges', 'node']`
 * for a connection's records), or undefined when some selected field does not say which it
 * reads and the records must be whole.
 */
export function partnerFieldsAt(info: GraphQLResolveInfo, path: readonly string[]): Set<string> | undefined {
  let type = getNamedType(info.returnType);
  let nodes = [...info.fieldNodes];
  for (const step of path) {
    if (!isObjectType(type)) return undefined;
    nodes = selected(info, type, nodes).get(step) ?? [];
    const field = type.getFields()[step];
    if (field === undefined) return undefined;
    type = getNamedType(field.type);
  }
  if (!isObjectType(type)) return undefined;
  const needed = new Set<string>();
  if (nodes.length === 0) return needed;
  for (const name of selected(info, type, nodes).keys()) {
    if (name === '__typename') continue;
    const fields: unknown = type.getFields()[name]?.extensions[READS];
    if (!Array.isArray(fields)) return undefined;
    for (const field of fields) if (typeof field === 'string') needed.add(field);
  }
  return needed;
}

/**
 * The partner's `fields` parameter for the records at `path` below the resolving field: the
 * fields they read and `always` (what ownership, the global id and the partner cache's tags
 * read), sorted; none when the records must be whole.
 */
export function fieldsParam(
  info: GraphQLResolveInfo,
  path: readonly string[],
  always: readonly string[],
): { fields?: string } {
  const needed = partnerFieldsAt(info, path);
  if (needed === undefined) return {};
  return { fields: [...new Set([...always, ...needed])].sort().join(',') };
}
