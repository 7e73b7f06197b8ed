import type { ItemDiagramsResponse } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';

let t: TestApp;
/** An item placed on a classic car's diagram, with that diagram's car and group. */
let classic: { itemId: string; car: string; group: string };
/** An item placed on a modern car's diagram. */
let modern: { itemId: string; car: string; group: string };

async function get<T>(url: string): Promise<{ status: number; body: T }> {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json<T>() };
}

async function placedItem(isModern: number) {
  const row = await t.db
    .selectFrom('diagram_items as di')
    .innerJoin('diagrams as d', 'd.illustration', 'di.illustration')
    .innerJoin('cars as c', 'c.slug', 'd.car_slug')
    .select(['di.item_id', 'd.car_slug', 'd.group_slug'])
    .where('di.item_id', 'is not', null)
    .where('c.modern', '=', isModern)
    .orderBy('di.illustration')
    .orderBy('di.idx')
    .executeTakeFirstOrThrow();
  return { itemId: row.item_id as string, car: row.car_slug, group: row.group_slug };
}

beforeAll(async () => {
  t = await createTestApp();
  classic = await placedItem(0);
  modern = await placedItem(1);
});

afterAll(() => t?.close());

describe('GET /api/diagrams/item/:itemId', () => {
  it('answers the item, its diagrams and its positions with parsed lists', async () => {
    const { status, body } = await get<ItemDiagramsResponse>(
      `/api/diagrams/item/${classic.itemId}`,
    );
    expect(status).toBe(200);
    expect(body.item._id).toBe(classic.itemId);
    expect(body.diagrams.length).toBeGreaterThan(0);
    const diagram = body.diagrams[0];
    expect(diagram).toMatchObject({
      illustration: expect.any(String),
      car: { slug: expect.any(String), name: expect.any(String) },
      group: { slug: expect.any(String), name: expect.any(String) },
    });
    expect(Array.isArray(diagram?.description)).toBe(true);
    expect(diagram?.coordinates[0]).toEqual({
      pos: expect.any(String),
      x: expect.any(Number),
      y: expect.any(Number),
      w: expect.any(Number),
      h: expect.any(Number),
    });
    expect(diagram?.image).toBe(`/public/diagrams/${diagram?.illustration}.svg`);
    expect(body.diagramItems.length).toBeGreaterThan(0);
    const illustrations = new Set(body.diagrams.map((d) => d.illustration));
    for (const di of body.diagramItems) {
      expect(illustrations.has(di.illustration)).toBe(true);
      expect(di.item?._id).toBe(classic.itemId);
      expect(Array.isArray(di.quantity)).toBe(true);
      expect(di).toHaveProperty('basePosition');
    }
  });

  it('filters by car and group', async () => {
    const url = `/api/diagrams/item/${classic.itemId}/car/${classic.car}/group/${classic.group}`;
    const { status, body } = await get<ItemDiagramsResponse>(url);
    expect(status).toBe(200);
    expect(body.diagrams.length).toBeGreaterThan(0);
    for (const d of body.diagrams)
      expect([d.car.slug, d.group.slug]).toEqual([classic.car, classic.group]);
    const byCar = await get<ItemDiagramsResponse>(
      `/api/diagrams/item/${classic.itemId}/car/${classic.car}`,
    );
    expect(byCar.body.diagrams.every((d) => d.car.slug === classic.car)).toBe(true);
  });

  it('answers 403 diagram_forbidden to an anonymous caller naming a modern car', async () => {
    const res = await get(`/api/diagrams/item/${modern.itemId}/car/${modern.car}`);
    expect(res).toEqual({
      status: 403,
      body: { message: 'Modern car diagrams require authentication.', code: 'diagram_forbidden' },
    });
    const withGroup = await get(
      `/api/diagrams/item/${modern.itemId}/car/${modern.car}/group/${modern.group}`,
    );
    expect(withGroup.status).toBe(403);
  });

  it("leaves modern cars' diagrams out without a car", async () => {
    const { status, body } = await get<ItemDiagramsResponse>(`/api/diagrams/item/${modern.itemId}`);
    expect(status).toBe(200);
    const modernSlugs = new Set(
      (await t.db.selectFrom('cars').select('slug').where('modern', '=', 1).execute()).map(
        (c) => c.slug,
      ),
    );
    expect(body.diagrams.some((d) => modernSlugs.has(d.car.slug))).toBe(false);
    const shown = new Set(body.diagrams.map((d) => d.illustration));
    expect(body.diagramItems.every((di) => shown.has(di.illustration))).toBe(true);
  });

  it('answers 400 for a malformed id and 404 for unknown item, car or group', async () => {
    const bad = await get<{ code: string }>('/api/diagrams/item/not-an-id');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('invalid_request');
    const unknown = await get<{ code: string }>(`/api/diagrams/item/${'0'.repeat(24)}`);
    expect(unknown).toEqual({
      status: 404,
      body: { message: expect.any(String), code: 'not_found' },
    });
    expect((await get(`/api/diagrams/item/${classic.itemId}/car/no-such-car`)).status).toBe(404);
    expect(
      (await get(`/api/diagrams/item/${classic.itemId}/car/${classic.car}/group/no-such-group`))
        .status,
    ).toBe(404);
  });
});
