// The console's items, on SQLite and PostgreSQL: found by part number or name and paged; staff may
// change the stock but not prices or texts (403); each edit is audited with the changed fields
// before and after; the shop's public answers show it at once, and search finds a new name.
import type { AdminItem, AdminItemsPage, Item, ItemSearchResponse } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { signedInStaff } from './admin.fixtures.js';
import type { StaffMember } from './admin.fixtures.js';
import { auditOf, patch, shopPage, shownPrice } from './admin-catalog.fixtures.js';

let t: TestApp;
let staff: StaffMember;
let admin: StaffMember;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signedInStaff(t.app, 'staff');
  admin = await signedInStaff(t.app, 'admin');
});
afterAll(() => t?.close());

const itemOf = async (id: string) => {
  const res = await admin.client.get(`/api/admin/items/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminItem>();
};

describe('GET /api/admin/items', () => {
  it('finds items by part number and by name, a page at a time', async () => {
    const ref = await t.db
      .selectFrom('item_references')
      .select(['item_id', 'ref'])
      .where('visible', '=', 1)
      .orderBy('item_id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const byRef = await staff.client.get(`/api/admin/items?q=${encodeURIComponent(ref.ref)}`);
    expect(byRef.statusCode, byRef.body).toBe(200);
    expect(byRef.json<AdminItemsPage>().items.map((i) => i._id)).toContain(ref.item_id);

    const first = await staff.client.get('/api/admin/items?q=brake&limit=5');
    const page = first.json<AdminItemsPage>();
    expect(page.items).toHaveLength(5);
    expect(page.items.every((i) => /brake/i.test(i.name))).toBe(true);
    const next = await staff.client.get(`/api/admin/items?q=brake&limit=5&cursor=${page.next}`);
    const second = next.json<AdminItemsPage>().items;
    expect(second[0]!._id > page.items[4]!._id).toBe(true);
  });

  it('shows an item with its brands, stock and texts in en, sv and fi', async () => {
    const { page } = await shopPage(t.app);
    const item = await itemOf(page.items[0]!._id);
    expect(item.prices.map((p) => p.brand)).toContain('any');
    expect(item.texts.en.name).toBe(page.items[0]!.name);
    expect(item).toHaveProperty('texts.sv');
    expect(item.stock.quantity).toBe(page.items[0]!.stock.quantity);
  });

  it('answers 404 in the asker’s language for an unknown item', async () => {
    const res = await staff.client.get('/api/admin/items/ffffffffffffffffffffffff', {
      'accept-language': 'sv',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', message: 'Artikeln finns inte.' });
  });
});

describe('PATCH /api/admin/items/:id', () => {
  it('lets staff change the stock, audited, but not a price or a text', async () => {
    const { url, page } = await shopPage(t.app);
    const id = page.items[1]!._id;
    const stock = page.items[1]!.stock.quantity;
    const res = await patch(t.app, staff.client, `/api/admin/items/${id}`, {
      stock: stock + 5,
      reason: 'Counted the shelf',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminItem>().stock.quantity).toBe(stock + 5);
    const shown = (await t.app.inject({ method: 'GET', url })).json<{ items: Item[] }>();
    expect(shown.items.find((i) => i._id === id)?.stock.quantity).toBe(stock + 5);
    const [entry] = await auditOf(staff.client, 'item', id);
    expect(entry).toMatchObject({
      action: 'item.update',
      actor: { email: staff.email },
      before: { stock },
      after: { stock: stock + 5 },
      reason: 'Counted the shelf',
    });

    for (const body of [
      { prices: { any: { price: 100 } } },
      { texts: { en: { name: 'X part' } } },
    ]) {
      const refused = await patch(t.app, staff.client, `/api/admin/items/${id}`, body, {
        'accept-language': 'fi',
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        code: 'forbidden',
        message: 'Vain ylläpitäjä voi muuttaa hintoja, tekstejä ja asetuksia.',
      });
    }
    expect((await itemOf(id)).stock.quantity).toBe(stock + 5);
  });

  it('changes a price, watermark and increment, shown in the shop at once and audited', async () => {
    const { url, page } = await shopPage(t.app);
    const id = page.items[2]!._id;
    // The page is cached now: the edit must clear it.
    const old = await shownPrice(t.app, url, id);
    const before = (await itemOf(id)).prices.find((p) => p.brand === 'any')!;
    const price = (old ?? 0) + 1234;
    const res = await patch(t.app, admin.client, `/api/admin/items/${id}`, {
      prices: { any: { price, watermark: 10, increment: 2 } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await shownPrice(t.app, url, id)).toBe(price);
    const items = await admin.client.post('/api/items', { items: [id] });
    expect(items.json<{ items: Item[] }>().items[0]?.price).toBe(price);

    const [entry] = await auditOf(admin.client, 'item', id);
    expect(entry).toMatchObject({
      action: 'item.update',
      before: {
        prices: {
          any: { price: before.price, watermark: before.watermark, increment: before.increment },
        },
      },
      after: { prices: { any: { price, watermark: 10, increment: 2 } } },
    });
  });

  it('renames an item in Swedish and search finds the new name', async () => {
    const { page } = await shopPage(t.app);
    const id = page.items[3]!._id;
    const name = 'Tändstiftsnyckelhållare';
    const was = (await itemOf(id)).texts.sv;
    const res = await patch(t.app, admin.client, `/api/admin/items/${id}`, {
      texts: { sv: { name } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json<AdminItem>();
    // What the patch leaves out stays as it was (or the English text for a new translation).
    const description = was?.description ?? item.texts.en.description;
    expect(item.texts.sv).toEqual({ name, description });
    const found = await admin.client.post(
      '/api/items/search/',
      { q: 'tändstiftsnyckelhållare' },
      { 'accept-language': 'sv' },
    );
    expect(found.statusCode, found.body).toBe(200);
    const hit = found.json<ItemSearchResponse>().items.find((i) => i._id === id);
    expect(hit?.name).toBe(name);
    const [entry] = await auditOf(admin.client, 'item', id);
    expect(entry).toMatchObject({
      before: { texts: { sv: was } },
      after: { texts: { sv: { name, description } } },
    });
  });

  it('refuses a brand the item has no price for', async () => {
    const rows = await t.db.selectFrom('item_prices').select(['item_id', 'brand']).execute();
    const brands = new Map<string, string[]>();
    for (const r of rows) brands.set(r.item_id, [...(brands.get(r.item_id) ?? []), r.brand]);
    const id = [...brands].find(([, b]) => !b.includes('genuine'))?.[0];
    expect(id).toBeDefined();
    const res = await patch(t.app, admin.client, `/api/admin/items/${id}`, {
      prices: { genuine: { price: 1000 } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ code: string }>().code).toBe('unknown_reference');
  });
});
