// With a logged-in caller, modern cars' diagrams are answered like any other.
import type { ItemDiagramsResponse } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { get, loadDiagrams, placedItem } from './diagrams.fixtures.js';
import type { DiagramFixture, PlacedItem } from './diagrams.fixtures.js';
import type { CarDiagramsResponse, DiagramResponse } from '@shop/domain';

// There are no accounts yet: stand in a caller who is logged in.
vi.mock('../../plugins/auth.js', () => ({ isAuthenticated: () => true }));

let t: TestApp;
let modern: PlacedItem;
let modernDiagram: DiagramFixture;

beforeAll(async () => {
  t = await createTestApp();
  modern = await placedItem(t.db, true);
  const found = (await loadDiagrams(t.db)).find(
    (d) => d.modern && d.entries.some((e) => e.item_id === modern.itemId),
  );
  if (!found) throw new Error('the modern item is on no modern diagram');
  modernDiagram = found;
});

afterAll(() => t?.close());

describe('a logged-in caller and a modern car', () => {
  it('gets the car and group list and the diagram', async () => {
    const { car, group, illustration } = modernDiagram;
    const list = await get<CarDiagramsResponse>(t.app, `/api/diagrams/car/${car}/group/${group}`);
    expect(list.status).toBe(200);
    expect(list.body.diagrams.map((d) => d.illustration)).toContain(illustration);
    const one = await get<DiagramResponse>(t.app, `/api/diagrams/${illustration}`);
    expect(one.status).toBe(200);
    expect(one.body.diagram.car.slug).toBe(car);
  });

  it("gets the modern cars' diagrams in the item call without a car", async () => {
    const { status, body } = await get<ItemDiagramsResponse>(
      t.app,
      `/api/diagrams/item/${modern.itemId}`,
    );
    expect(status).toBe(200);
    expect(body.diagrams.map((d) => d.illustration)).toContain(modernDiagram.illustration);
  });

  it('gets the legacy lookup, the same as the item call', async () => {
    const { car, group } = modern;
    const legacy = await get(
      t.app,
      `/api/diagrams/item/${modern.legacyId}/car/${car}/group/${group}/legacy`,
    );
    const byId = await get(t.app, `/api/diagrams/item/${modern.itemId}/car/${car}/group/${group}`);
    expect(legacy.status).toBe(200);
    expect(legacy).toEqual(byId);
  });
});
