// writeTransaction on both engines: commit hooks, joining, rollback, and concurrent
// read-then-write work that must not lose an update (SQLite: BEGIN IMMEDIATE; PostgreSQL:
// serializable with a retry).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from './client.js';
import { createTemporaryPgDatabase, type TemporaryDatabase } from './temporary-database.js';
import { afterCommit, writeTransaction, type Executor } from './transaction.js';

const pgUrl = process.env.TEST_PG_URL;

async function counter(db: Executor): Promise<number> {
  const { rows } = await sql<{ n: number }>`select n from tx_counter where id = 1`.execute(db);
  return Number(rows[0]?.n);
}

async function increment(db: Executor): Promise<void> {
  // Read, yield, write: the pattern that loses updates without the right transaction.
  const seen = await counter(db);
  await new Promise((resolve) => setImmediate(resolve));
  await sql`update tx_counter set n = ${seen + 1} where id = 1`.execute(db);
}

function suite(engine: 'sqlite' | 'postgres', open: () => Promise<[DbHandle, DbHandle]>) {
  describe(`writeTransaction on ${engine}`, () => {
    let a: DbHandle;
    let b: DbHandle;

    beforeAll(async () => {
      [a, b] = await open();
      await sql`create table tx_counter (id integer primary key, n integer not null)`.execute(a.db);
      await sql`insert into tx_counter (id, n) values (1, 0)`.execute(a.db);
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
    });

    it('commits, answers the result, then runs the hooks', async () => {
      const events: string[] = [];
      const result = await writeTransaction(a.db, async (trx) => {
        await increment(trx);
        afterCommit(trx, () => events.push('hook'));
        events.push('work');
        return 'done';
      });
      expect(result).toBe('done');
      expect(events).toEqual(['work', 'hook']);
      expect(await counter(b.db)).toBe(1);
    });

    it('rolls back on an error and runs no hook', async () => {
      const hook = { ran: false };
      await expect(
        writeTransaction(a.db, async (trx) => {
          await increment(trx);
          afterCommit(trx, () => (hook.ran = true));
          throw new Error('no');
        }),
      ).rejects.toThrow('no');
      expect(hook.ran).toBe(false);
      expect(await counter(a.db)).toBe(1);
    });

    it('joins an open transaction: the inner work commits or rolls back with the outer', async () => {
      await expect(
        writeTransaction(a.db, async (outer) => {
          await writeTransaction(outer, async (inner) => {
            expect(inner).toBe(outer);
            await increment(inner);
          });
          expect(await counter(outer)).toBe(2);
          throw new Error('outer fails');
        }),
      ).rejects.toThrow('outer fails');
      expect(await counter(a.db)).toBe(1);
    });

    it('runs a hook at once outside a transaction', () => {
      let ran = false;
      afterCommit(a.db, () => (ran = true));
      expect(ran).toBe(true);
    });

    it('loses no update when two connections read then write at once', async () => {
      const before = await counter(a.db);
      const options = { isolation: 'serializable' as const, attempts: 50 };
      const run = (db: Executor) =>
        Promise.all(Array.from({ length: 10 }, () => writeTransaction(db, increment, options)));
      // better-sqlite3 is synchronous: a second connection of this process would wait for the lock
      // in its busy handler and so block the event loop the first needs to finish. One connection
      // (whose transactions queue) stands in for it; other processes wait their turn as they should.
      const other = engine === 'postgres' ? b.db : a.db;
      await Promise.all([run(a.db), run(other)]);
      expect(await counter(a.db)).toBe(before + 20);
    });
  });
}

const dir = mkdtempSync(join(tmpdir(), 'shop-db-trx-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
suite('sqlite', async () => {
  const url = `sqlite:${join(dir, 'trx.sqlite')}`;
  return [createDb(url), createDb(url)];
});

if (pgUrl) {
  let database: TemporaryDatabase | undefined;
  afterAll(() => database?.drop());
  suite('postgres', async () => {
    database = await createTemporaryPgDatabase(pgUrl, 'shop_db_trx');
    return [createDb(database.url), createDb(database.url)];
  });
}
