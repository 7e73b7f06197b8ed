// Catalog imports of items, on SQLite and PostgreSQL: a file with bad rows reports each with its
// line, column and reason and changes nothing; a good file's changed price shows in the shop, a new
// item is found by its number, and the same file again changes nothing. Each apply is audited.
import type { ImportSummary, Item, ItemSearchResponse } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { signedInStaff } from '../admin/admin.fixtures.js';
import type { StaffMember } from '../admin/admin.fixtures.js';
import {
  applied,
  catalogAsImport,
  itemsCsv,
  runIn,
  staged,
  upload,
  auditOf,
} from './imports.fixtures.js';

let t: TestApp;
let admin: StaffMember;
let ids: string[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInStaff(t.app, 'admin');
  const rows = await t.db.selectFrom('items').select('id').orderBy('id').limit(3).execute();
  ids = rows.map((row) => row.id);
});
afterAll(() => t?.close());

const itemCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('items')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function shopItem(id: string): Promise<Item | undefined> {
  const res = await admin.client.post('/api/items', { items: [id] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: Item[] }>().items[0];
}

async function searched(q: string): Promise<string[]> {
  const res = await admin.client.post('/api/items/search/', { q });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ItemSearchResponse>().items.map((i) => i._id);
}

const problemsOf = (run: ImportSummary) =>
  run.report?.problems.map((p) => [p.line, p.column, p.code, p.value]);

describe('a file with bad rows', () => {
  it('reports every bad row with its line, column and reason, and changes nothing', async () => {
    const [first, second] = await catalogAsImport(t.db, ids.slice(0, 2));
    const before = await itemCount();
    const good = itemsCsv([first!, second!]).trimEnd().split('\n');
    const header = good[0]!.split(';');
    const cell = (line: string, column: string, value: string) => {
      const cells = line.split(';');
      cells[header.indexOf(column)] = value;
      return cells.join(';');
    };
    const file = [
      good[0],
      good[1],
      cell(good[2]!, 'price_any', 'tolv kronor'),
      cell(cell(good[2]!, 'id', 'ffffffffffffffffffffffff'), 'group', 'flux-capacitors'),
      good[1],
      'too;few',
      cell(cell(good[2]!, 'id', 'eeeeeeeeeeeeeeeeeeeeeeee'), 'weight', ''),
    ].join('\n');
    const run = await staged(t.app, admin.client, 'supplier.csv', file);
    expect(run.state).toBe('staged');
    expect(run.report).toMatchObject({ kind: 'items', rows: 6, unchanged: 1, invalid: 5 });
    expect(problemsOf(run)).toEqual([
      [3, 'price_any', 'not_a_number', 'tolv kronor'],
      [4, 'group', 'unknown_group', 'flux-capacitors'],
      [5, null, 'duplicate', '2'],
      [6, null, 'wrong_column_count', '2'],
      [7, 'weight', 'required', null],
    ]);
    const refused = await admin.client.post(`/api/admin/imports/${run.id}/apply`, { mode: 'all' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'import_has_problems' });
    const cancel = await admin.client.post(`/api/admin/imports/${run.id}/cancel`, {});
    expect(cancel.json<{ import: ImportSummary }>().import.state).toBe('cancelled');
    expect(await itemCount()).toBe(before);
  });

  it('says why a file that is no CSV at all, or lacks a column, cannot be read', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const binary = await staged(t.app, admin.client, 'photo.csv', png);
    expect(problemsOf(binary)).toEqual([[0, null, 'not_csv', 'binary data']]);
    const missing = await staged(t.app, admin.client, 'prices.csv', 'id;group;name_en;weight\n');
    expect(problemsOf(missing)).toEqual([[0, null, 'missing_column', 'price_any']]);
    expect(missing.report).toMatchObject({ rows: 0, invalid: 0 });
  });
});

describe('a good file', () => {
  it('changes a price the shop then shows, adds an item search finds, and is audited', async () => {
    const [first, second] = await catalogAsImport(t.db, ids.slice(0, 2));
    const anyPrice = first!.prices.find((p) => p.brand === 'any')!;
    anyPrice.price += 1000;
    const created = {
      ...second!,
      id: 'abcdefabcdefabcdefabcdef',
      name: 'Imported test bracket',
      references: [{ ref: 'IMP-4711-X', visible: true }],
      related: [],
    };
    const run = await staged(
      t.app,
      admin.client,
      'week-48.csv',
      itemsCsv([first!, second!, created]),
    );
    expect(run.report).toMatchObject({ rows: 3, create: 1, update: 1, unchanged: 1, invalid: 0 });
    const done = await applied(admin.client, run.id);
    expect(done).toMatchObject({ state: 'applied', applied: { mode: 'all', rows: 2 } });

    expect((await shopItem(first!.id))?.prices_typed.any?.price).toBe(anyPrice.price);
    expect(await searched('imp 4711x')).toContain(created.id);
    const audit = await auditOf(admin.client, 'import', run.id);
    expect(audit[0]).toMatchObject({
      action: 'catalog.import',
      after: expect.objectContaining({ file: 'week-48.csv', written: 2, create: 1, update: 1 }),
    });

    const again = await staged(
      t.app,
      admin.client,
      'week-48.csv',
      itemsCsv([first!, second!, created]),
    );
    expect(again.report).toMatchObject({ rows: 3, create: 0, update: 0, unchanged: 3 });
    expect((await applied(admin.client, again.id)).applied).toEqual({ mode: 'all', rows: 0 });
  });

  it('applies only the valid rows when asked, and lets one import run at a time', async () => {
    const [first] = await catalogAsImport(t.db, ids.slice(2, 3));
    first!.stock += 7;
    const file = `${itemsCsv([first!])}${first!.id};nope\n`;
    const run = await staged(t.app, admin.client, 'partial.csv', file);
    expect(run.report).toMatchObject({ update: 1, invalid: 1 });
    const busy = await upload(t.app, admin.client, 'other.csv', file);
    expect(busy.statusCode).toBe(202);
    const second = busy.json<{ import: ImportSummary }>().import;
    // Only one import stages at a time, but this one is staged already: the second may start.
    await runIn(admin.client, second.id, ['staged']);
    await admin.client.post(`/api/admin/imports/${second.id}/cancel`, {});
    const done = await applied(admin.client, run.id, 'valid');
    expect(done.applied).toEqual({ mode: 'valid', rows: 1 });
    expect((await shopItem(first!.id))?.stock.quantity).toBe(first!.stock);
  });

  it('refuses a second import while one stages, and takes over from one cut short', async () => {
    const at = (ms: number) => new Date(Date.now() + ms).toISOString();
    const stuck = {
      id: '00000000-0000-4000-8000-000000000001',
      file_name: 'stuck.csv',
      mapping: null,
      kind: null,
      state: 'staging',
      bytes: 0,
      total_bytes: null,
      rows: 0,
      rows_per_second: 0,
      report: null,
      apply_mode: null,
      applied_rows: null,
      error: null,
      created_by: admin.email,
      created_at: at(0),
      updated_at: at(0),
      finished_at: null,
    };
    await t.db.insertInto('import_runs').values(stuck).execute();
    const refused = await upload(t.app, admin.client, 'next.csv', 'old;new\n');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'import_busy' });
    await t.db
      .updateTable('import_runs')
      .set({ updated_at: at(-10 * 60_000) })
      .where('id', '=', stuck.id)
      .execute();
    const next = await upload(t.app, admin.client, 'next.csv', 'old;new\n');
    expect(next.statusCode, next.body).toBe(202);
    await runIn(admin.client, next.json<{ import: ImportSummary }>().import.id, ['staged']);
    expect((await runIn(admin.client, stuck.id, ['failed'])).error).toMatch(/Interrupted/);
  });

  it('is for admins only', async () => {
    const staff = await signedInStaff(t.app, 'staff');
    expect((await upload(t.app, staff.client, 'x.csv', 'old;new\n')).statusCode).toBe(403);
    expect((await staff.client.get('/api/admin/imports')).statusCode).toBe(403);
  });
});
