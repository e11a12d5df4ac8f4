/**
 * A string scalar that validates with a check and passes the value through unchanged, so the
 * provider's date-times keep their offset and fractional seconds.
 */
import { GraphQLError, Kind } from 'graphql';
import { builder } from './builder.js';

export function passThroughScalar(
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
