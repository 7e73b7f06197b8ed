// Runs only when TEST_PG_URL names a PostgreSQL server where this test may CREATE DATABASE.
import { afterAll, describe, it } from 'vitest';
import { createDb, type DbHandle } from '../client.js';
import { createTemporaryPgDatabase, type TemporaryDatabase } from '../temporary-database.js';
import { carMakesUpAndDown } from './2026-12-06-car-makes.fixtures.js';

const pgUrl = process.env.TEST_PG_URL;

describe.runIf(pgUrl)('car makes migration on PostgreSQL', () => {
  let database: TemporaryDatabase | undefined;
  let handle: DbHandle | undefined;
  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  it('adds an empty make to the cars there, and takes it away going down', async () => {
    database = await createTemporaryPgDatabase(pgUrl as string, 'shop_db_car_makes');
    handle = createDb(database.url);
    await carMakesUpAndDown(handle);
  });
});
