// Modern cars' diagrams need a logged-in user (SPEC §6, DESIGN §4): every diagram path says 403.
import type { ItemDiagramsResponse } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { FORBIDDEN_BODY, get, loadDiagrams, placedItem } from './diagrams.fixtures.js';
import type { DiagramFixture, PlacedItem } from './diagrams.fixtures.js';

let t: TestApp;
let diagrams: DiagramFixture[];
/** An item with a legacy id on a modern car's diagram, with that diagram's car and group. */
let modern: PlacedItem;
let modernDiagram: DiagramFixture;

beforeAll(async () => {
  t = await createTestApp();
  diagrams = await loadDiagrams(t.db);
  modern = await placedItem(t.db, true);
  const found = diagrams.find((d) => d.modern);
  if (!found) throw new Error('the demo has no modern diagram');
  modernDiagram = found;
});

afterAll(() => t?.close());

describe('an anonymous caller and a modern car', () => {
  const paths: [string, () => string][] = [
    ['car and group list', () => `/api/diagrams/car/${modern.car}/group/${modern.group}`],
    ['illustration', () => `/api/diagrams/${modernDiagram.illustration}`],
    ['item with car', () => `/api/diagrams/item/${modern.itemId}/car/${modern.car}`],
    [
      'item with car and group',
      () => `/api/diagrams/item/${modern.itemId}/car/${modern.car}/group/${modern.group}`,
    ],
    [
      'legacy item',
      () => `/api/diagrams/item/${modern.legacyId}/car/${modern.car}/group/${modern.group}/legacy`,
    ],
  ];

  it.each(paths)('%s: 403 diagram_forbidden', async (_name, path) => {
    expect(await get(t.app, path())).toEqual({ status: 403, body: FORBIDDEN_BODY });
  });

  it('gets 403 for a group of the modern car without diagrams too', async () => {
    const used = new Set(diagrams.filter((d) => d.car === modern.car).map((d) => d.group));
    const groups = await t.db.selectFrom('item_groups').select('slug').execute();
    const empty = groups.find((g) => !used.has(g.slug));
    if (!empty) throw new Error('the modern car has diagrams in every group');
    const res = await get(t.app, `/api/diagrams/car/${modern.car}/group/${empty.slug}`);
    expect(res).toEqual({ status: 403, body: FORBIDDEN_BODY });
  });

  it("gets the item call without a car minus the modern cars' diagrams", async () => {
    const onModern = diagrams.filter(
      (d) => d.modern && d.entries.some((e) => e.item_id === modern.itemId),
    );
    expect(onModern.length).toBeGreaterThan(0);
    const { status, body } = await get<ItemDiagramsResponse>(
      t.app,
      `/api/diagrams/item/${modern.itemId}`,
    );
    expect(status).toBe(200);
    expect(body.item._id).toBe(modern.itemId);
    const modernCars = new Set(diagrams.filter((d) => d.modern).map((d) => d.car));
    expect(body.diagrams.some((d) => modernCars.has(d.car.slug))).toBe(false);
    const shown = new Set(body.diagrams.map((d) => d.illustration));
    expect(body.diagramItems.every((di) => shown.has(di.illustration))).toBe(true);
    const classic = diagrams.filter(
      (d) => !d.modern && d.entries.some((e) => e.item_id === modern.itemId),
    );
    expect([...shown].sort()).toEqual(classic.map((d) => d.illustration).sort());
  });
});
