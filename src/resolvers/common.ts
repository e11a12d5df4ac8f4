/**
 * Small pieces shared by the root resolvers: sort arguments onto orderBy/orderByDesc, and
 * filters without their null fields. Ids arrive as the provider's: the schema decodes global
 * ids at its edge (src/schema/ids.ts).
 */

export interface OrderArg {
  field: string;
  direction?: 'ASC' | 'DESC' | null | undefined;
}

/** `{ field, direction }` as the provider's orderBy or orderByDesc. */
export function sortParams(order: OrderArg | null | undefined): { orderBy?: string; orderByDesc?: string } {
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
