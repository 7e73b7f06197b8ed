// Bulk staging rows keep every character, null and JSON value they were given (SQLite).
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createDb, type DbHandle } from './client.js';
import { roundTrip } from './copy-rows.fixtures.js';
import { migrateToLatest } from './migrate.js';

describe('copyRows on SQLite', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = createDb('sqlite::memory:');
    await migrateToLatest(handle.db);
  });
  afterAll(() => handle?.close());

  it('writes every row, in multi-row statements, as given', () => roundTrip(handle));
});
