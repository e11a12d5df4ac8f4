/**
 * PostgreSQL for the tests: the machine's server (127.0.0.1:5432, or TEST_POSTGRES_URL), a
 * fresh database per test file (test/setup/database.ts makes it before the file's tests and
 * drops it after), and more of them for a test that needs a database of its own.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** the server's maintenance database, where databases are made and dropped */
const ADMIN_URL = process.env['TEST_POSTGRES_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
  /** makes it again, empty, after `drop()` */
  recreate(): Promise<void>;
}

/** every database this test file made and has not dropped yet */
const made = new Map<string, TestDatabase>();

/** Drops what the test file made and left (a gateway never closed, a test that failed halfway). */
export async function dropLeftDatabases(): Promise<void> {
  await Promise.all([...made.values()].map((database) => database.drop()));
}

/** A new, empty database; `drop()` removes it, connections and all. */
export async function createTestDatabase(label = 'test'): Promise<TestDatabase> {
  const name = `msp_${label.replace(/\W/g, '_').slice(0, 30)}_${randomBytes(4).toString('hex')}`;
  await admin((client) => client.query(`create database ${name}`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const database: TestDatabase = {
    url: url.toString(),
    name,
    recreate: async () => {
      await admin((client) => client.query(`create database ${name}`));
      made.set(name, database);
    },
    drop: async () => {
      made.delete(name);
      await admin((client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
  made.set(name, database);
  return database;
}

/** The test file's own database (made by test/setup/database.ts). */
export function fileDatabaseUrl(): string {
  const url = process.env['TEST_DATABASE_URL'];
  if (url === undefined) throw new Error('no test database: test/setup/database.ts makes one per test file');
  return url;
}

/** Runs `sql` on the database at `url`: a look at what the journal wrote, as a support desk would. */
export async function query<R extends object>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end();
  }
}
