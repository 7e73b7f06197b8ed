import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from './client.js';
import { migrateToLatest } from './migrate.js';
import { openSqliteReadPool, type SqliteReadPool } from './sqlite-read-pool.js';

let dir: string;
let file: string;
let pool: SqliteReadPool;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'shop-read-pool-'));
  file = join(dir, 'shop.sqlite');
  const handle = createDb(`sqlite:${file}`);
  await migrateToLatest(handle.db);
  await handle.db.insertInto('settings').values({ key: 'k', value: 'v' }).execute();
  await handle.close();
  pool = await openSqliteReadPool(file, 2);
});

afterAll(async () => {
  await pool?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('openSqliteReadPool', () => {
  it('answers reads from its workers, in parallel', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        pool.all<{ value: string; n: number }>('select value, ? as n from settings where key = ?', [
          i,
          'k',
        ]),
      ),
    );
    expect(answers.map((rows) => rows[0])).toEqual(
      Array.from({ length: 10 }, (_, i) => ({ value: 'v', n: i })),
    );
  });

  it('fails a bad statement or a write, and keeps working', async () => {
    await expect(pool.all('select * from nowhere', [])).rejects.toThrow(/no such table/);
    await expect(
      pool.all("insert into settings values ('a', 'b') returning key", []),
    ).rejects.toThrow(/readonly/);
    expect(await pool.all('select count(*) as n from settings', [])).toEqual([{ n: 1 }]);
  });

  it('refuses a missing file, and calls after close', async () => {
    await expect(openSqliteReadPool(join(dir, 'missing.sqlite'), 1)).rejects.toThrow();
    const other = await openSqliteReadPool(file, 1);
    await other.close();
    await expect(other.all('select 1', [])).rejects.toThrow(/closed/);
  });
});
