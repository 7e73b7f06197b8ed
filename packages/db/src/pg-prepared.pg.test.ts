// Writes go to PostgreSQL as named prepared statements, planned once per connection; reads do not.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from './client.js';
import { migrateToLatest } from './migrate.js';
import { createTemporaryPgDatabase, type TemporaryDatabase } from './temporary-database.js';

const pgUrl = process.env.TEST_PG_URL;

describe.runIf(pgUrl)('prepared writes on PostgreSQL', () => {
  let database: TemporaryDatabase;
  let handle: DbHandle;

  beforeAll(async () => {
    database = await createTemporaryPgDatabase(pgUrl!, 'shop_db_prepared');
    handle = createDb(database.url);
    await migrateToLatest(handle.db);
  });

  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  it('prepares a write once on its connection and runs it again by name', async () => {
    const prepared = await handle.db.transaction().execute(async (trx) => {
      for (const key of ['a', 'b', 'c'])
        await trx.insertInto('settings').values({ key, value: key }).execute();
      await trx.selectFrom('settings').selectAll().where('key', '=', 'a').execute();
      const { rows } = await sql<{ statement: string }>`
        select statement from pg_prepared_statements`.execute(trx);
      return rows.map((r) => r.statement);
    });
    const insert = 'insert into "settings" ("key", "value") values ($1, $2)';
    expect(prepared.filter((statement) => statement === insert)).toHaveLength(1);
    expect(prepared.filter((statement) => /^\s*select/i.test(statement))).toEqual([]);
    const keys = await handle.db
      .selectFrom('settings')
      .select('key')
      .where('key', 'in', ['a', 'b', 'c'])
      .execute();
    expect(keys).toHaveLength(3);
  });
});
