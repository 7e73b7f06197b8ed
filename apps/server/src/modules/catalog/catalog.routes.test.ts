import type {
  CarGroup,
  CarResponse,
  Country,
  Currency,
  Item,
  ItemGroup,
  ItemsPage,
} from '@shop/domain';
import { ITEMS_PAGE_SIZE } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';

let t: TestApp;
let car: string;
/** A group of `car` with more than one page of items. */
let bigGroup: string;

async function get<T>(url: string): Promise<{ status: number; body: T }> {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json<T>() };
}

beforeAll(async () => {
  t = await createTestApp();
  const groups = (await get<CarGroup[]>('/api/car-groups')).body;
  // The car with the largest group, so paging has something to page through.
  let best = { car: '', group: '', items: 0 };
  for (const c of groups.flatMap((g) => g.cars)) {
    const { body } = await get<CarResponse>(`/api/car/${c.slug}`);
    for (const g of body.groups) {
      if (g.items > best.items) best = { car: c.slug, group: g.slug, items: g.items };
    }
  }
  car = best.car;
  bigGroup = best.group;
  expect(best.items).toBeGreaterThan(ITEMS_PAGE_SIZE);
});

afterAll(() => t?.close());

function expectItemShape(item: Item) {
  expect(item._id).toMatch(/^[0-9a-f]{24}$/);
  expect(item).toHaveProperty('_legacy_id');
  expect(typeof item.name).toBe('string');
  expect(item.image).toMatch(/^\/public\//);
  expect(item.prices_typed.any?.price).toBe(item.price);
  expect(item.suppliers_typed.any?.name).toEqual(expect.any(String));
  expect(item.prices_typed.any?.arrival).toHaveProperty('type');
  expect(item.stock).toEqual({ quantity: expect.any(Number) });
  expect(Array.isArray(item.references)).toBe(true);
  expect(item.references[0]).toEqual({ id: expect.any(String), visible: expect.any(Boolean) });
  expect(item.fits.some((f) => f.car === car)).toBe(true);
  expect(item.fee).toBeGreaterThanOrEqual(0);
  for (const r of item.related)
    expect(r).toEqual({ _id: expect.any(String), name: expect.any(String) });
}

describe('reference data', () => {
  it('lists car groups with cars by position', async () => {
    const { status, body } = await get<CarGroup[]>('/api/car-groups');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(4);
    expect(body[0]?.cars[0]).toEqual({
      slug: expect.any(String),
      name: expect.any(String),
      make: 'Volvo',
      modern: false,
    });
    // The model name leaves the make to its own field: the shop joins them as "Volvo 240".
    const the240 = body.flatMap((g) => g.cars).find((c) => c.slug === 'volvo-240');
    expect(the240).toEqual({ slug: 'volvo-240', name: '240', make: 'Volvo', modern: false });
    expect(body.flatMap((g) => g.cars).some((c) => c.modern)).toBe(true);
  });

  it('lists item groups by index', async () => {
    const { status, body } = await get<ItemGroup[]>('/api/item-groups');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(15);
    const indexes = body.map((g) => g.index);
    expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
    expect(body[0]).toEqual({
      slug: expect.any(String),
      name: expect.any(String),
      index: expect.any(Number),
    });
  });

  it('answers a car with its groups and counts', async () => {
    const { status, body } = await get<CarResponse>(`/api/car/${car}`);
    expect(status).toBe(200);
    expect(body.car).toMatchObject({
      slug: car,
      make: 'Volvo',
      modern: expect.any(Boolean),
      group: expect.any(String),
    });
    expect(body.count.items).toBe(body.groups.reduce((n, g) => n + g.items, 0));
    expect(body.groups.every((g) => g.items > 0 || g.diagrams > 0)).toBe(true);
  });

  it('lists currencies and shipment data', async () => {
    const currencies = (await get<Currency[]>('/api/currencies')).body;
    expect(currencies.map((c) => c.code)).toEqual(
      expect.arrayContaining(['SEK', 'EUR', 'NOK', 'GBP']),
    );
    expect(currencies.find((c) => c.code === 'EUR')).toEqual({
      code: 'EUR',
      symbol: '€',
      euro_rate: 1,
      exponent: 2,
    });
    const shipments =
      await get<{ type: string; data: { key: string; value: string }[] }[]>('/api/shipments/data');
    expect(shipments.status).toBe(200);
    const minimum = shipments.body.find((e) => e.type === 'minimum_arrival');
    expect(minimum?.data.find((d) => d.key === 'date')?.value).toMatch(/^\d{6}$/);
  });
});

describe('item pages', () => {
  it('answers a group page with SPEC field names', async () => {
    const { status, body } = await get<ItemsPage>(`/api/items/car/${car}/group/${bigGroup}`);
    expect(status).toBe(200);
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(ITEMS_PAGE_SIZE);
    expect(body.group?.slug).toBe(bigGroup);
    expect(body.items).toHaveLength(ITEMS_PAGE_SIZE);
    for (const item of body.items) {
      expect(item.group).toBe(bigGroup);
      expectItemShape(item);
    }
  });

  it('sorts by name and price, both ways', async () => {
    const url = `/api/items/car/${car}/group/${bigGroup}`;
    const names = (await get<ItemsPage>(url)).body.items.map((i) => i.name);
    expect(names).toEqual([...names].sort());
    const namesDesc = (await get<ItemsPage>(`${url}?sort=-name`)).body.items.map((i) => i.name);
    expect(namesDesc).toEqual([...namesDesc].sort().reverse());
    const prices = (await get<ItemsPage>(`${url}?sort=price`)).body.items.map((i) => i.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const pricesDesc = (await get<ItemsPage>(`${url}?sort=-price`)).body.items.map((i) => i.price);
    expect(pricesDesc).toEqual([...pricesDesc].sort((a, b) => b - a));
  });

  it('pages: page 2 differs from page 1, the count is stable, past the end is empty', async () => {
    const base = `/api/items/car/${car}/group/${bigGroup}`;
    const one = (await get<ItemsPage>(base)).body;
    const two = (await get<ItemsPage>(`${base}/2`)).body;
    expect(two.page).toBe(2);
    expect(two.count).toBe(one.count);
    const firstIds = new Set(one.items.map((i) => i._id));
    expect(two.items.length).toBeGreaterThan(0);
    expect(two.items.some((i) => firstIds.has(i._id))).toBe(false);
    const far = await get<ItemsPage>(`${base}/999`);
    expect(far.status).toBe(200);
    expect(far.body).toMatchObject({ items: [], count: one.count, page: 999 });
  });

  it("lists a car's latest updates without a group", async () => {
    const { status, body } = await get<ItemsPage>(`/api/items/car/${car}`);
    expect(status).toBe(200);
    expect(body.group).toBeNull();
    const updated = body.items.map((i) => i.updated);
    expect(updated).toEqual([...updated].sort().reverse());
    const page2 = await get<ItemsPage>(`/api/items/car/${car}/2?sort=name`);
    expect(page2.status).toBe(200);
    expect(page2.body.count).toBe(body.count);
  });

  it('answers 404 JSON for an unknown car or group', async () => {
    const car404 = await get<{ message: string; code: string }>('/api/items/car/no-such-car');
    expect(car404).toEqual({
      status: 404,
      body: { message: "Unknown car 'no-such-car'", code: 'not_found' },
    });
    const group404 = await get<{ code: string }>(`/api/items/car/${car}/group/no-such-group`);
    expect(group404.status).toBe(404);
    expect(group404.body.code).toBe('not_found');
    expect((await get(`/api/car/no-such-car`)).status).toBe(404);
  });

  it.each(['abc', '1e3', '-1', '0', '1.5'])('answers 400 for page %s', async (page) => {
    const res = await get<{ message: string; code: string }>(
      `/api/items/car/${car}/group/${bigGroup}/${page}`,
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_request');
    expect(res.body.message).toMatch(/page/);
  });

  it('answers 400 for an unknown sort and a malformed slug', async () => {
    expect((await get(`/api/items/car/${car}/group/${bigGroup}?sort=weight`)).status).toBe(400);
    expect((await get('/api/car/Not_A_Slug')).status).toBe(400);
  });
});

describe('countries', () => {
  it('lists countries, Sweden and Finland first, with transport and payment ids', async () => {
    const { status, body } = await get<Country[]>('/api/country');
    expect(status).toBe(200);
    expect(body.slice(0, 2).map((c) => c.slug)).toEqual(expect.arrayContaining(['se', 'fi']));
    const se = body[0];
    expect(se).toMatchObject({
      _id: expect.any(String),
      vat: 2500,
      gratis_threshold: expect.any(Number),
    });
    expect(se?.transports.length).toBeGreaterThan(0);
    expect(se?.payments.length).toBeGreaterThan(0);
  });
});
