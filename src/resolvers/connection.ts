/**
 * Relay connections over skip/take paging (the provider's, and the journal's). Cursors are
 * offsets; the list's `total` answers totalCount and hasNextPage, so no extra record is
 * fetched to find out.
 */

import type { Envelope } from '@msp/partner-interface';
import { cursorToOffset, offsetForArgs, offsetToCursor } from '@pothos/plugin-relay';
import { GraphQLError } from 'graphql';
import { CODES } from '../errors/codes.js';

/** `first` or `last` of a connection when neither is given, and the most either may be. */
export const CONNECTION_DEFAULT_SIZE = 20;
export const CONNECTION_MAX_SIZE = 100;

export interface ConnectionArgs {
  first?: number | null | undefined;
  last?: number | null | undefined;
  after?: string | null | undefined;
  before?: string | null | undefined;
}

export interface Connection<T> {
  edges: Array<{ cursor: string; node: T }>;
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
  totalCount: number;
}

const badArgument = (field: keyof ConnectionArgs, message: string) =>
  new GraphQLError(message, { extensions: { code: CODES.BAD_USER_INPUT, field } });

const given = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined;

/** Each argument checked on its own, so that an error names the one at fault. */
const clean = (args: ConnectionArgs) => {
  for (const name of ['first', 'last'] as const) {
    const value = args[name];
    if (given(value) && (value < 0 || value > CONNECTION_MAX_SIZE))
      throw badArgument(name, `${name} must be between 0 and ${CONNECTION_MAX_SIZE}`);
  }
  if (given(args.first) && given(args.last))
    throw badArgument('last', 'give first (with after) or last (with before), not both');
  for (const name of ['after', 'before'] as const) {
    const cursor = args[name];
    if (!cursor) continue;
    let offset: number;
    try {
      offset = cursorToOffset(cursor);
    } catch {
      offset = Number.NaN;
    }
    if (!Number.isInteger(offset) || offset < 0)
      throw badArgument(
        name,
        `${name} is not a cursor of this list: pass a startCursor or endCursor it returned`,
      );
  }
  return {
    ...(args.first !== null && args.first !== undefined ? { first: args.first } : {}),
    ...(args.last !== null && args.last !== undefined ? { last: args.last } : {}),
    ...(args.after ? { after: args.after } : {}),
    ...(args.before ? { before: args.before } : {}),
  };
};

/** one place in a page: its cursor is encoded only when a client asks for it */
class Edge<T> {
  constructor(
    readonly node: T,
    private readonly offset: number,
  ) {}

  get cursor(): string {
    return offsetToCursor(this.offset);
  }
}

function build<T>(items: readonly T[], offset: number, total: number): Connection<T> {
  const edges = items.map((node, i) => new Edge(node, offset + i));
  return {
    edges,
    pageInfo: {
      hasPreviousPage: offset > 0,
      hasNextPage: offset + items.length < total,
      startCursor: items.length === 0 ? null : offsetToCursor(offset),
      endCursor: items.length === 0 ? null : offsetToCursor(offset + items.length - 1),
    },
    totalCount: total,
  };
}

function window(args: ConnectionArgs, totalCount?: number) {
  try {
    return offsetForArgs({
      args: clean(args),
      defaultSize: CONNECTION_DEFAULT_SIZE,
      maxSize: CONNECTION_MAX_SIZE,
      ...(totalCount !== undefined ? { totalCount } : {}),
    });
  } catch (error) {
    if (error instanceof GraphQLError) throw error;
    throw new GraphQLError((error as Error).message, { extensions: { code: CODES.BAD_USER_INPUT } });
  }
}

/**
 * A page of a list read with skip/take, the provider's or the journal's: one read (two when
 * `last` comes without `before`).
 */
export async function providerConnection<T>(
  args: ConnectionArgs,
  fetch: (page: { skip: number; take: number }) => Promise<Pick<Envelope<T>, 'results' | 'total'>>,
): Promise<Connection<T>> {
  const needsTotal =
    args.last !== null && args.last !== undefined && !args.before && (args.first ?? null) === null;
  const total = needsTotal ? (await fetch({ skip: 0, take: 0 })).total : undefined;
  const { offset, expectedSize } = window(args, total);
  const page = await fetch({ skip: offset, take: expectedSize });
  return build(page.results, offset, page.total);
}

/** A page of a list already in memory (an edge loaded whole through a loader). */
export function arrayConnection<T>(args: ConnectionArgs, items: readonly T[]): Connection<T> {
  const { offset, expectedSize } = window(args, items.length);
  return build(items.slice(offset, offset + expectedSize), offset, items.length);
}
