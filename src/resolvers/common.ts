/**
 * Small pieces shared by the root resolvers: sort arguments onto orderBy/orderByDesc, and
 * filters without their null fields. Ids arrive as the provider's: the schema decodes global
 * ids at its edge (src/schema/ids.ts).
 */

import { GraphQLError } from 'graphql';
import { CODES, type ErrorCode } from '../errors/codes.js';

export interface SortArg {
  field: string;
  direction?: 'ASC' | 'DESC' | null | undefined;
}

/** `{ field, direction }` as the provider's orderBy or orderByDesc. */
export function sortParams(order: SortArg | null | undefined): { orderBy?: string; orderByDesc?: string } {
  if (order === null || order === undefined) return {};
  return order.direction === 'DESC' ? { orderByDesc: order.field } : { orderBy: order.field };
}

type WithoutNulls<T> = { [K in keyof T]?: Exclude<T[K], null> };
/** A filter input may be null, and so may each field: such fields are simply not sent. */
export type FilterArg<T> = { [K in keyof T]?: T[K] | null } | null | undefined;

/** Drops null and absent fields, so they are not sent as parameters. */
export function withoutNulls<T extends object>(filter: T | null | undefined): WithoutNulls<T> {
  if (filter === null || filter === undefined) return {};
  return Object.fromEntries(
    Object.entries(filter).filter(([, v]) => v !== null && v !== undefined),
  ) as WithoutNulls<T>;
}

/** An input the gateway refuses: its message and `extensions.field` name the field. */
export const inputError = (
  field: string,
  message: string,
  code: ErrorCode = CODES.BAD_USER_INPUT,
): GraphQLError => new GraphQLError(`${field}: ${message}`, { extensions: { code, field } });

/**
 * The one look-up key of `names` that `args` gives (a field taking "exactly one of" them), or
 * BAD_USER_INPUT naming the keys.
 */
export function exactlyOneOf<K extends string>(
  args: { readonly [P in K]?: string | null | undefined },
  names: readonly K[],
): { name: K; value: string } {
  const given = names.flatMap((name) => {
    const value = args[name];
    return value === null || value === undefined ? [] : [{ name, value }];
  });
  const [first, second] = given;
  if (first === undefined || second !== undefined) {
    throw new GraphQLError(`give exactly one of ${names.join(', ')}`, {
      extensions: { code: CODES.BAD_USER_INPUT, field: second?.name ?? names[0] },
    });
  }
  return first;
}
