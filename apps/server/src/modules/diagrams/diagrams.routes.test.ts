// GET /api/diagrams/item/:itemId[/car/:carSlug][/group/:groupSlug] (403 and modern: forbidden test).
import type { ItemDiagramsResponse } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { get as getFrom, placedItem } from './diagrams.fixtures.js';
import type { PlacedItem } from './diagrams.fixtures.js';

let t: TestApp;
/** An item placed on a classic car's diagram, with that diagram's car and group. */
let classic: PlacedItem;

const get = <T>(url: string) => getFrom<T>(t.app, url);

beforeAll(async () => {
  t = await createTestApp();
  classic = await placedItem(t.db, false);
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
    // One entry per diagram and position, in the diagrams' order.
    const keys = body.diagramItems.map((di) => `${di.illustration} ${di.position}`);
    expect(new Set(keys).size).toBe(keys.length);
    const order = body.diagramItems.map((di) => [...illustrations].indexOf(di.illustration));
    expect(order).toEqual([...order].sort((a, b) => a - b));
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
