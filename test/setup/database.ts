/**
 * Every test file gets a PostgreSQL database of its own, made before its tests and dropped
 * after them: its gateways journal there (test/utils/gateway.ts and process.ts pass it on).
 * Any other database the file made and left is dropped then too.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestDatabase, dropLeftDatabases, type TestDatabase } from '../utils/database.js';

let database: TestDatabase | undefined;

beforeAll(async () => {
  const file = expect.getState().testPath?.split('/').pop()?.replace('.test.ts', '') ?? 'test';
  database = await createTestDatabase(file);
  process.env['TEST_DATABASE_URL'] = database.url;
});

afterAll(async () => {
  delete process.env['TEST_DATABASE_URL'];
  await database?.drop();
  await dropLeftDatabases();
});
