// With a logged-in caller (a real login, its bearer token), modern cars' diagrams are answered
// like any other.
import type { ItemDiagramsResponse } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { signedUp } from '../users/users.fixtures.js';
import type { AccountClient } from '../users/users.fixtures.js';
import { loadDiagrams, placedItem } from './diagrams.fixtures.js';
import type { DiagramFixture, PlacedItem } from './diagrams.fixtures.js';
import type { CarDiagramsResponse, DiagramResponse } from '@shop/domain';

let t: TestApp;
let client: AccountClient;
let modern: PlacedItem;
let modernDiagram: DiagramFixture;

/** GET as the logged-in customer. */
async function get<T>(url: string): Promise<{ status: number; body: T }> {
  const res = await client.get(url);
  return { status: res.statusCode, body: res.json<T>() };
}

beforeAll(async () => {
  t = await createTestApp();
  client = await signedUp(t.app, 'Diana Diagram', 'diana@example.se');
  modern = await placedItem(t.db, true);
  const found = (await loadDiagrams(t.db)).find(
    (d) => d.modern && d.entries.some((e) => e.item_id === modern.itemId),
  );
  if (!found) throw new Error('the modern item is on no modern diagram');
  modernDiagram = found;
});

afterAll(() => t?.close());

describe('a logged-in caller and a modern car', () => {
  it('is refused without the token, and the token is a real session', async () => {
    const { illustration } = modernDiagram;
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/diagrams/${illustration}` });
    expect(anonymous.statusCode).toBe(403);
    expect((await client.get('/api/user')).json()).toMatchObject({ email: 'diana@example.se' });
  });

  it('gets the car and group list and the diagram', async () => {
    const { car, group, illustration } = modernDiagram;
    const list = await get<CarDiagramsResponse>(`/api/diagrams/car/${car}/group/${group}`);
    expect(list.status).toBe(200);
    expect(list.body.diagrams.map((d) => d.illustration)).toContain(illustration);
    const one = await get<DiagramResponse>(`/api/diagrams/${illustration}`);
    expect(one.status).toBe(200);
    expect(one.body.diagram.car.slug).toBe(car);
  });

  it("gets the modern cars' diagrams in the item call without a car", async () => {
    const { status, body } = await get<ItemDiagramsResponse>(`/api/diagrams/item/${modern.itemId}`);
    expect(status).toBe(200);
    expect(body.diagrams.map((d) => d.illustration)).toContain(modernDiagram.illustration);
  });

  it('gets the legacy lookup, the same as the item call', async () => {
    const { car, group } = modern;
    const legacy = await get(
      `/api/diagrams/item/${modern.legacyId}/car/${car}/group/${group}/legacy`,
    );
    const byId = await get(`/api/diagrams/item/${modern.itemId}/car/${car}/group/${group}`);
    expect(legacy.status).toBe(200);
    expect(legacy).toEqual(byId);
  });
});
