import SqliteDatabase from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withStatementCache } from './sqlite-statements.js';

describe('withStatementCache', () => {
  const raw = new SqliteDatabase(':memory:');
  afterEach(() => vi.restoreAllMocks());

  it('prepares each SQL text once and answers like the connection', () => {
    const prepare = vi.spyOn(raw, 'prepare');
    const db = withStatementCache(raw);
    const first = db.prepare('select ? + 1 as n');
    const again = db.prepare('select ? + 1 as n');
    expect(again).toBe(first);
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(again.all([41])).toEqual([{ n: 42 }]);
  });

  it('forgets the least recently used statement when full', () => {
    const prepare = vi.spyOn(raw, 'prepare');
    const db = withStatementCache(raw, 2);
    db.prepare('select 1');
    db.prepare('select 2');
    db.prepare('select 1');
    db.prepare('select 3');
    db.prepare('select 1');
    expect(prepare).toHaveBeenCalledTimes(3);
    db.prepare('select 2');
    expect(prepare).toHaveBeenCalledTimes(4);
  });

  it('gives a fresh statement while the cached one is still being iterated', () => {
    const db = withStatementCache(raw);
    const sql = 'select value from json_each(?)';
    const rows = db.prepare(sql).iterate(['[1,2]']);
    expect(rows.next().value).toEqual({ value: 1 });
    const other = db.prepare(sql);
    expect(other.all(['[3]'])).toEqual([{ value: 3 }]);
    expect(rows.next().value).toEqual({ value: 2 });
    rows.return?.();
  });
});
