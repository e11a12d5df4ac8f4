/**
 * The graph's scalars. The date scalars are strings that validate with a check and pass the
 * value through unchanged, so the provider's date-times keep their offset and fractional
 * seconds.
 */
import { yearMonthSchema } from '@msp/partner-interface';
import { GraphQLError, Kind } from 'graphql';
import { DateResolver, DateTimeResolver, JSONObjectResolver } from 'graphql-scalars';
import { builder } from './builder.js';

function passThroughScalar(
  name: 'DateTime' | 'Date' | 'YearMonth',
  description: string,
  check: (value: string) => void,
) {
  const validate = (value: unknown): string => {
    if (typeof value !== 'string') throw new GraphQLError(`${name} must be a string`);
    try {
      check(value);
    } catch (error) {
      throw new GraphQLError(`${name} cannot represent '${value}': ${(error as Error).message}`);
    }
    return value;
  };
  return builder.scalarType(name, {
    description,
    serialize: (value) => validate(value),
    parseValue: (value) => validate(value),
    parseLiteral: (ast) => {
      if (ast.kind !== Kind.STRING) throw new GraphQLError(`${name} must be a string`, { nodes: ast });
      return validate(ast.value);
    },
  });
}

export const DateTime = passThroughScalar(
  'DateTime',
  'An ISO 8601 date-time with a time-zone offset, for example 2026-07-01T09:30:00+02:00. Values from the provider are passed through as sent.',
  (value) => {
    if (/^\d{4}-\d{2}-\d{2}T[^Zz+-]*$/.test(value))
      throw new Error('a time-zone offset is required, for example 2026-07-01T09:30:00+02:00 or Z');
    DateTimeResolver.parseValue(value);
  },
);

export const DateScalar = passThroughScalar('Date', 'A calendar date, YYYY-MM-DD.', (value) =>
  DateResolver.parseValue(value),
);

export const YearMonth = passThroughScalar(
  'YearMonth',
  'A month as the provider writes it: YYYY_MM, for example 2026_05.',
  (value) => {
    if (!yearMonthSchema.safeParse(value).success)
      throw new Error('a year-month is written YYYY_MM, for example 2026_05');
  },
);

export const JSONObject = builder.addScalarType('JSONObject', JSONObjectResolver, {
  description: 'A JSON object, with any keys and values.',
});
