// Bulk price edits, on SQLite and PostgreSQL: the preview lists exactly what apply then changes;
// apply is refused once a price moved since the preview, and a second click changes nothing twice;
// undo restores the old prices from the audit row, once, audited, and is refused once a price moved.
import type {
  AuditEntry,
  BulkPricePreview,
  BulkPriceRequest,
  PriceChangeResult,
} from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { signedInStaff } from './admin.fixtures.js';
import type { StaffMember } from './admin.fixtures.js';
import { auditOf, patch, shopPage, shownPrice } from './admin-catalog.fixtures.js';

let t: TestApp;
let admin: StaffMember;
/** Items of one public page, each edit on its own few. */
let ids: string[];
let pageUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInStaff(t.app, 'admin');
  const { url, page } = await shopPage(t.app);
  pageUrl = url;
  // Sorted, as a preview lists its changes.
  ids = page.items.map((i) => i._id).sort();
  expect(ids.length).toBeGreaterThanOrEqual(14);
});
afterAll(() => t?.close());

const request = (items: string[]): BulkPriceRequest => ({
  selection: { items, brand: 'any' },
  adjustment: { type: 'percent', direction: 'up', percent: 10 },
  rounding: 'end90',
});

async function preview(body: BulkPriceRequest): Promise<BulkPricePreview> {
  const res = await admin.client.post('/api/admin/bulk-price/preview', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<BulkPricePreview>();
}

const apply = (body: BulkPriceRequest, token: string) =>
  admin.client.post('/api/admin/bulk-price/apply', { ...body, token, reason: 'Autumn prices' });

const anyPrice = async (id: string) =>
  (
    await t.db
      .selectFrom('item_prices')
      .select('price')
      .where('item_id', '=', id)
      .where('brand', '=', 'any')
      .executeTakeFirstOrThrow()
  ).price;

describe('a bulk price edit', () => {
  it('applies exactly what it previewed, once, shown in the shop at once, in one audit row', async () => {
    const body = request(ids.slice(0, 3));
    const olds = await Promise.all(ids.slice(0, 3).map(anyPrice));
    const seen = await Promise.all(ids.slice(0, 3).map((id) => shownPrice(t.app, pageUrl, id)));
    expect(seen).toEqual(olds);
    const shown = await preview(body);
    expect(shown.changes.map((c) => c.old)).toEqual(olds);
    for (const change of shown.changes) {
      expect(change.new % 100).toBe(90);
      expect(change.name).not.toBe('');
    }
    expect(await Promise.all(ids.slice(0, 3).map(anyPrice))).toEqual(olds);

    const res = await apply(body, shown.token);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<PriceChangeResult>();
    expect(result.applied).toBe(true);
    expect(result.changes).toEqual(shown.changes.map(({ name: _, ...change }) => change));
    for (const change of shown.changes)
      expect(await shownPrice(t.app, pageUrl, change.item)).toBe(change.new);

    const again = await apply(body, shown.token);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<PriceChangeResult>()).toEqual({ ...result, applied: false });
    expect(await Promise.all(ids.slice(0, 3).map(anyPrice))).toEqual(
      shown.changes.map((c) => c.new),
    );

    const entries = await auditOf(admin.client, 'item', `bulk-price:${shown.token}`);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      id: result.auditId,
      action: 'item.bulk_price',
      reason: 'Autumn prices',
      before: {
        prices: shown.changes.map((c) => ({ item: c.item, brand: c.brand, price: c.old })),
      },
      after: {
        prices: shown.changes.map((c) => ({ item: c.item, brand: c.brand, price: c.new })),
        adjustment: body.adjustment,
        rounding: 'end90',
      },
    });
  });

  it('is refused once a price moved since the preview, and changes nothing', async () => {
    const items = ids.slice(3, 6);
    const body = request(items);
    const shown = await preview(body);
    const moved = (await anyPrice(items[1]!)) + 100;
    const edit = await patch(t.app, admin.client, `/api/admin/items/${items[1]}`, {
      prices: { any: { price: moved } },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const res = await apply(body, shown.token);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ code: string }>().code).toBe('stale_preview');
    expect(await anyPrice(items[0]!)).toBe(shown.changes[0]!.old);
    expect(await anyPrice(items[1]!)).toBe(moved);
  });

  it('submitted twice at once is applied once', async () => {
    const body = request(ids.slice(12, 14));
    const shown = await preview(body);
    const results = await Promise.all([apply(body, shown.token), apply(body, shown.token)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const answers = results.map((r) => r.json<PriceChangeResult>());
    expect(answers.map((a) => a.applied).sort()).toEqual([false, true]);
    expect(answers[0]!.auditId).toBe(answers[1]!.auditId);
    for (const change of shown.changes) expect(await anyPrice(change.item)).toBe(change.new);
  });

  it('is refused for a request other than the one previewed', async () => {
    const shown = await preview(request(ids.slice(6, 8)));
    const res = await apply({ ...request(ids.slice(6, 8)), rounding: 'whole' }, shown.token);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ code: string }>().code).toBe('stale_preview');
  });

  it('selects by car, group and search', async () => {
    const { group } = await shopPage(t.app);
    const fits = await t.db
      .selectFrom('item_fits as f')
      .innerJoin('items as i', 'i.id', 'f.item_id')
      .select('f.item_id')
      .where('f.car_slug', '=', 'volvo-240')
      .where('i.group_slug', '=', group)
      .execute();
    const byCar = await preview({
      selection: { car: 'volvo-240', group, brand: 'any' },
      adjustment: { type: 'amount', direction: 'up', amount: 100 },
      rounding: 'none',
    });
    expect(byCar.changes.map((c) => c.item).sort()).toEqual(fits.map((f) => f.item_id).sort());
    expect(byCar.changes.every((c) => c.new === c.old + 100)).toBe(true);
    const bySearch = await preview({
      selection: { q: byCar.changes[0]!.name, group },
      adjustment: { type: 'percent', direction: 'down', percent: 5 },
      rounding: 'whole',
    });
    expect(bySearch.changes.map((c) => c.item)).toContain(byCar.changes[0]!.item);
  });

  it('refuses a change that would take a price to zero', async () => {
    const res = await admin.client.post(
      '/api/admin/bulk-price/preview',
      {
        selection: { items: ids.slice(0, 2) },
        adjustment: { type: 'amount', direction: 'down', amount: 100_000_000 },
      },
      { 'accept-language': 'sv' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<{ code: string; message: string }>()).toMatchObject({
      code: 'price_out_of_range',
      message: expect.stringContaining('skulle göra priset'),
    });
  });
});

describe('undoing a bulk edit', () => {
  async function applied(items: string[]) {
    const body = request(items);
    const shown = await preview(body);
    const res = await apply(body, shown.token);
    expect(res.statusCode, res.body).toBe(200);
    return { shown, result: res.json<PriceChangeResult>() };
  }

  it('restores the old prices, once, with its own audit row', async () => {
    const items = ids.slice(8, 10);
    const { shown, result } = await applied(items);
    const undo = await admin.client.post(`/api/admin/audit/${result.auditId}/undo`);
    expect(undo.statusCode, undo.body).toBe(200);
    const undone = undo.json<PriceChangeResult>();
    expect(undone.applied).toBe(true);
    for (const change of shown.changes) {
      expect(await anyPrice(change.item)).toBe(change.old);
      expect(await shownPrice(t.app, pageUrl, change.item)).toBe(change.old);
    }
    const again = await admin.client.post(`/api/admin/audit/${result.auditId}/undo`);
    expect(again.json<PriceChangeResult>()).toEqual({ ...undone, applied: false });

    const entries = await auditOf(admin.client, 'item', `bulk-price:${shown.token}`);
    expect(entries.map((e: AuditEntry) => e.action)).toEqual([
      'item.bulk_price.undo',
      'item.bulk_price',
    ]);
    expect(entries[0]).toMatchObject({
      id: undone.auditId,
      actor: { email: admin.email },
      after: { undoes: result.auditId },
    });
  });

  it('is refused once one of its prices changed since, and changes nothing', async () => {
    const items = ids.slice(10, 12);
    const { shown, result } = await applied(items);
    const moved = shown.changes[1]!.new + 500;
    await patch(t.app, admin.client, `/api/admin/items/${items[1]}`, {
      prices: { any: { price: moved } },
    });
    const undo = await admin.client.post(`/api/admin/audit/${result.auditId}/undo`);
    expect(undo.statusCode).toBe(409);
    expect(undo.json<{ code: string }>().code).toBe('price_changed');
    expect(await anyPrice(items[0]!)).toBe(shown.changes[0]!.new);
    expect(await anyPrice(items[1]!)).toBe(moved);
  });

  it('refuses an audit row that is not a bulk edit', async () => {
    const edit = await patch(t.app, admin.client, `/api/admin/items/${ids[0]}`, { stock: 3 });
    expect(edit.statusCode).toBe(200);
    const [entry] = await auditOf(admin.client, 'item', ids[0]!);
    const undo = await admin.client.post(`/api/admin/audit/${entry!.id}/undo`);
    expect(undo.statusCode).toBe(400);
    expect(undo.json<{ code: string }>().code).toBe('not_undoable');
  });
});
