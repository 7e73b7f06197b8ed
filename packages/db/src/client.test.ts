import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from './client.js';

const handles: DbHandle[] = [];
const dirs: string[] = [];

afterEach(async () => {
  await Promise.all(handles.splice(0).map((h) => h.close()));
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'shop-db-client-'));
  dirs.push(dir);
  return dir;
}

describe('createDb', () => {
  it('opens a SQLite file, creating its folder, with WAL, foreign keys, busy timeout and NORMAL sync', async () => {
    const dir = await tempDir();
    const handle = createDb(`sqlite:${join(dir, 'nested', 'shop.sqlite')}`);
    handles.push(handle);
    expect(handle.dialect).toBe('sqlite');
    const pragma = async (name: string): Promise<unknown> => {
      const { rows } = await sql<Record<string, unknown>>`${sql.raw(`pragma ${name}`)}`.execute(
        handle.db,
      );
      return Object.values(rows[0] ?? {})[0];
    };
    expect(await pragma('journal_mode')).toBe('wal');
    expect(await pragma('foreign_keys')).toBe(1);
    expect(await pragma('busy_timeout')).toBe(5000);
    expect(await pragma('synchronous')).toBe(1);
    expect((await stat(join(dir, 'nested', 'shop.sqlite'))).isFile()).toBe(true);
  });

  it('opens a path relative to the working directory', async () => {
    const dir = await tempDir();
    const previous = process.cwd();
    process.chdir(dir);
    try {
      const handle = createDb('sqlite:data/relative.sqlite');
      handles.push(handle);
      await sql`select 1`.execute(handle.db);
      expect((await stat(join(dir, 'data', 'relative.sqlite'))).isFile()).toBe(true);
    } finally {
      process.chdir(previous);
    }
  });

  it('supports an in-memory database and runs transactions (BEGIN IMMEDIATE)', async () => {
    const handle = createDb('sqlite::memory:');
    handles.push(handle);
    await sql`create table t (n integer)`.execute(handle.db);
    await handle.db.transaction().execute(async (trx) => {
      await sql`insert into t values (1)`.execute(trx);
    });
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await sql`insert into t values (2)`.execute(trx);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const { rows } = await sql<{ n: number }>`select n from t`.execute(handle.db);
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('chooses PostgreSQL for postgres:// and postgresql:// without connecting yet', async () => {
    for (const url of ['postgres://u@127.0.0.1:1/x', 'postgresql://u@127.0.0.1:1/x']) {
      const handle = createDb(url);
      expect(handle.dialect).toBe('postgres');
      await handle.close();
    }
  });

  it('rejects an unknown scheme with a clear message that hides credentials', () => {
    expect(() => createDb('mysql://root:secret@host/db')).toThrow(/Unsupported DATABASE_URL/);
    expect(() => createDb('mysql://root:secret@host/db')).not.toThrow(/secret/);
    expect(() => createDb('sqlite:')).toThrow(/file path/);
  });
});
