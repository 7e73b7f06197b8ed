import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BACKSTOP_CHECKPOINT_PAGES,
  INLINE_CHECKPOINT_PAGES,
  startSqliteCheckpointer,
  type SqliteCheckpointer,
} from './sqlite-checkpointer.js';

let dir: string;
let file: string;
let main: SqliteDatabase.Database;
let checkpointer: SqliteCheckpointer | undefined;

/** Resolves once `condition` holds (the worker runs on its own thread). */
function until(condition: () => boolean): Promise<void> {
  return vi.waitFor(() => expect(condition()).toBe(true), { timeout: 10_000 });
}

const autocheckpoint = () => main.pragma('wal_autocheckpoint', { simple: true });

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'shop-checkpoint-'));
  file = join(dir, 'shop.sqlite');
  main = new SqliteDatabase(file);
  main.pragma('journal_mode = WAL');
  main.pragma('synchronous = NORMAL');
  main.exec('create table t (body text)');
});

afterEach(async () => {
  await checkpointer?.close();
  checkpointer = undefined;
  main.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('startSqliteCheckpointer', () => {
  it('copies committed pages into the file while the writer only appends to the log', async () => {
    checkpointer = startSqliteCheckpointer(main, file, { intervalMs: 10 });
    await until(() => autocheckpoint() === BACKSTOP_CHECKPOINT_PAGES);
    const before = statSync(file).size;
    const insert = main.prepare('insert into t values (?)');
    // 2 MiB in 500 pages: below the writer's own limit now, so only the worker moves them.
    main.transaction(() => {
      for (let i = 0; i < 512; i += 1) insert.run('x'.repeat(4096));
    })();
    const passes = checkpointer.passes;
    await until(() => statSync(file).size >= before + 2 * 1024 * 1024);
    await until(() => checkpointer!.passes > passes);
    expect(main.prepare('select count(*) as n from t').get()).toEqual({ n: 512 });
  });

  it('gives the writer back its own checkpoints when closed', async () => {
    checkpointer = startSqliteCheckpointer(main, file, { intervalMs: 10 });
    await until(() => autocheckpoint() === BACKSTOP_CHECKPOINT_PAGES);
    await checkpointer.close();
    expect(autocheckpoint()).toBe(INLINE_CHECKPOINT_PAGES);
  });

  it('gives the writer back its own checkpoints and reports why when the worker cannot open the file', async () => {
    const reasons: string[] = [];
    checkpointer = startSqliteCheckpointer(main, join(dir, 'missing.sqlite'), {
      onError: (reason) => reasons.push(reason),
    });
    await until(() => reasons.length > 0);
    expect(autocheckpoint()).toBe(INLINE_CHECKPOINT_PAGES);
    expect(reasons[0]).toMatch(/unable to open|does not exist|exited/i);
  });
});
