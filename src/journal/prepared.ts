/**
 * Named statements on a PostgreSQL server: each statement text the journal runs is parsed and
 * planned once per connection (the extended protocol's named Parse) rather than at every call.
 * The statements that record an order and tell of it (./statements.ts) are CTEs whose planning
 * costs far more than their work: 1.8 ms of 2 for a placed order's. Earns bench/results.md,
 * "The order journal", "added to an order".
 *
 * Only the statements that say so (`.modifyEnd(PREPARED)`, or PREPARED at the end of a raw
 * one) are named: the order path's, each of one shape whatever its values. A statement whose
 * best plan depends on its values (the poll's, over arrays of any length) is planned at every
 * call, as the server's generic plan for it is far slower. Bounded: at most MAX_NAMED texts; a
 * text whose plan the server refuses after a migration changed its tables ("cached plan must
 * not change result type", as when a newer instance adds a column under `select *`) is parsed
 * again under a new name.
 */
import { createHash } from 'node:crypto';
import {
  type PostgresCursor,
  type PostgresPool,
  type PostgresPoolClient,
  type PostgresQueryResult,
  sql,
} from 'kysely';
import type pg from 'pg';

const MAX_NAMED = 500;
const MARK = '/* prepared */';
/** the end of a statement to run as a named one */
export const PREPARED = sql.raw(MARK);

export function preparedStatements(pool: pg.Pool): PostgresPool {
  /** the name of each text, and its generation (bumped when its plan went stale) */
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < MAX_NAMED && text.endsWith(MARK)) {
      name = `journal_${createHash('sha1').update(text).digest('hex').slice(0, 24)}_0`;
      names.set(text, name);
    }
    return name;
  };
  const renew = (text: string, name: string) => {
    const generation = Number(name.slice(name.lastIndexOf('_') + 1)) + 1;
    names.set(text, `${name.slice(0, name.lastIndexOf('_'))}_${generation}`);
  };

  return {
    options: pool.options,
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      // pg's result is Kysely's, but for its `command`, which pg types as any string
      const result = <R>(answer: pg.QueryResult) => answer as PostgresQueryResult<R> & pg.QueryResult;
      async function run<R>(text: string, values: readonly unknown[]): Promise<PostgresQueryResult<R>> {
        const name = nameOf(text);
        if (name === undefined) return result<R>(await client.query(text, [...values]));
        try {
          return result<R>(await client.query({ name, text, values: [...values] }));
        } catch (error) {
          if ((error as { code?: unknown }).code !== '0A000') throw error;
          renew(text, name);
          return result<R>(await client.query(text, [...values]));
        }
      }
      function query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>>;
      function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
      function query<R>(
        sql: string | PostgresCursor<R>,
        parameters: readonly unknown[] = [],
      ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
        // Kysely streams through a cursor only when asked to, which the journal never does
        if (typeof sql !== 'string') throw new Error('the journal does not stream its statements');
        return run<R>(sql, parameters);
      }
      return { query, release: (destroy?: boolean) => client.release(destroy) };
    },
    end: () => pool.end(),
  };
}
