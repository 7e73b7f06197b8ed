// Bulk staging rows keep every character, null and JSON value they were given (PostgreSQL, COPY).
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createDb, type DbHandle } from './client.js';
import { roundTrip } from './copy-rows.fixtures.js';
import { migrateToLatest } from './migrate.js';
import { createTemporaryPgDatabase, type TemporaryDatabase } from './temporary-database.js';

const pgUrl = process.env.TEST_PG_URL;

describe.runIf(pgUrl)('copyRows on PostgreSQL', () => {
  let database: TemporaryDatabase;
  let handle: DbHandle;
  beforeAll(async () => {
    database = await createTemporaryPgDatabase(pgUrl!, 'shop_db_copy_rows');
    handle = createDb(database.url);
    await migrateToLatest(handle.db);
  });
  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  it('writes every row through COPY, as given', () => roundTrip(handle));
});
