// GET /api/diagrams/car/:carSlug/group/:groupSlug and GET /api/diagrams/:illustration.
import type { ApiError, Item, ItemsPage } from '@shop/domain';
import { basePositionOf, isAuxiliaryPosition } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { get as getFrom, loadDiagrams } from './diagrams.fixtures.js';
import type { DiagramFixture } from './diagrams.fixtures.js';
import type { CarDiagramsResponse, DiagramResponse } from '@shop/domain';

let t: TestApp;
let diagrams: DiagramFixture[];
/** A classic diagram whose car and group have two or more diagrams. */
let withSiblings: DiagramFixture;

const get = <T>(url: string) => getFrom<T>(t.app, url);
const distinctPositions = (d: DiagramFixture) => new Set(d.entries.map((e) => e.position));
const hasBrackets = (d: DiagramFixture) => d.entries.some((e) => isAuxiliaryPosition(e.position));

beforeAll(async () => {
  t = await createTestApp();
  diagrams = await loadDiagrams(t.db);
  const classic = diagrams.filter((d) => !d.modern);
  const siblingsOf = (d: DiagramFixture) =>
    classic.filter((o) => o.car === d.car && o.group === d.group);
  const found = classic.find((d) => siblingsOf(d).length >= 2);
  if (!found) throw new Error('the demo has no car and group with two diagrams');
  withSiblings = found;
});

afterAll(() => t?.close());

describe('GET /api/diagrams/car/:carSlug/group/:groupSlug', () => {
  it("answers the car and group's diagrams by name with SPEC §3 fields", async () => {
    const { car, group } = withSiblings;
    const { status, body } = await get<CarDiagramsResponse>(
      `/api/diagrams/car/${car}/group/${group}`,
    );
    expect(status).toBe(200);
    const expected = diagrams.filter((d) => d.car === car && d.group === group);
    expect(body.diagrams.map((d) => d.illustration).sort()).toEqual(
      expected.map((d) => d.illustration).sort(),
    );
    const names = body.diagrams.map((d) => `${d.name}\u0000${d.illustration}`);
    expect(names).toEqual([...names].sort());
    for (const d of body.diagrams) {
      expect(d).toEqual({
        illustration: expect.any(String),
        name: expect.any(String),
        description: expect.any(Array),
        remark: expect.any(Array),
        model: expect.any(Array),
        coordinates: expect.any(Array),
        width: expect.any(Number),
        height: expect.any(Number),
        image: `/public/diagrams/${d.illustration}.svg`,
        car: { slug: car, name: expect.any(String), make: 'Volvo' },
        group: { slug: group, name: expect.any(String) },
      });
      expect(d.coordinates.length).toBeGreaterThan(0);
    }
  });

  it('answers an empty list for a group without diagrams of that car', async () => {
    const groups = await t.db.selectFrom('item_groups').select('slug').execute();
    const used = new Set(diagrams.filter((d) => d.car === withSiblings.car).map((d) => d.group));
    const empty = groups.find((g) => !used.has(g.slug));
    if (!empty) throw new Error('the demo car has diagrams in every group');
    const res = await get(`/api/diagrams/car/${withSiblings.car}/group/${empty.slug}`);
    expect(res).toEqual({ status: 200, body: { diagrams: [] } });
  });

  it('answers 404 for an unknown car or group and 400 for a malformed slug', async () => {
    const car = await get<ApiError>(`/api/diagrams/car/no-such-car/group/${withSiblings.group}`);
    expect(car).toEqual({
      status: 404,
      body: { message: "Unknown car 'no-such-car'", code: 'not_found' },
    });
    const group = await get<ApiError>(`/api/diagrams/car/${withSiblings.car}/group/no-such-group`);
    expect(group).toEqual({
      status: 404,
      body: { message: "Unknown group 'no-such-group'", code: 'not_found' },
    });
    const bad = await get<ApiError>(`/api/diagrams/car/Volvo_240/group/${withSiblings.group}`);
    expect([bad.status, bad.body.code]).toEqual([400, 'invalid_request']);
  });
});

describe('GET /api/diagrams/:illustration', () => {
  it('answers the diagram, its siblings by name and its entries with SPEC §3 fields', async () => {
    const { illustration, car, group } = withSiblings;
    const { status, body } = await get<DiagramResponse>(`/api/diagrams/${illustration}`);
    expect(status).toBe(200);
    const list = await get<CarDiagramsResponse>(`/api/diagrams/car/${car}/group/${group}`);
    expect(body.diagrams).toEqual(list.body.diagrams);
    expect(body.diagram).toEqual(list.body.diagrams.find((d) => d.illustration === illustration));
    expect(body.diagramItems.length).toBeGreaterThan(0);
    for (const di of body.diagramItems) {
      expect(Object.keys(di).sort()).toEqual(
        [
          'basePosition',
          'description',
          'illustration',
          'index',
          'item',
          'model',
          'position',
          'quantity',
          'reference',
          'remark',
        ].sort(),
      );
      const raw = withSiblings.entries.find((e) => e.idx === di.index);
      expect(raw).toBeDefined();
      expect(di).toMatchObject({
        illustration,
        position: raw?.position,
        basePosition: basePositionOf(di.position),
        reference: raw?.reference,
      });
      expect(di.item?._id ?? null).toBe(raw?.item_id);
      for (const list of [di.description, di.model, di.remark, di.quantity]) {
        expect(list.every((s) => typeof s === 'string')).toBe(true);
      }
    }
    const indexes = body.diagramItems.map((di) => di.index);
    expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
  });

  it('carries items exactly as the catalog routes answer them', async () => {
    const { illustration, car, group } = withSiblings;
    const { body } = await get<DiagramResponse>(`/api/diagrams/${illustration}`);
    const listed = new Map<string, Item>();
    for (let page = 1; ; page++) {
      const res = await get<ItemsPage>(`/api/items/car/${car}/group/${group}/${page}`);
      for (const item of res.body.items) listed.set(item._id, item);
      if (page * res.body.pageSize >= res.body.count) break;
    }
    const linked = body.diagramItems.flatMap((di) => (di.item ? [di.item] : []));
    const compared = linked.filter((item) => listed.has(item._id));
    expect(compared.length).toBeGreaterThan(0);
    for (const item of compared) expect(item).toEqual(listed.get(item._id));
  });

  it('shows a 20+ entry diagram without bracketed or repeated positions', async () => {
    const big = diagrams.find(
      (d) =>
        !d.modern &&
        distinctPositions(d).size >= 20 &&
        hasBrackets(d) &&
        distinctPositions(d).size < d.entries.length,
    );
    if (!big) throw new Error('the demo has no 20+ entry diagram with brackets and repeats');
    const { status, body } = await get<DiagramResponse>(`/api/diagrams/${big.illustration}`);
    expect(status).toBe(200);
    const positions = body.diagramItems.map((di) => di.position);
    expect(positions.some(isAuxiliaryPosition)).toBe(false);
    expect(new Set(positions).size).toBe(positions.length);
    const plain = [...distinctPositions(big)].filter((p) => !isAuxiliaryPosition(p));
    expect([...positions].sort()).toEqual(plain.sort());
    for (const di of body.diagramItems) {
      const first = big.entries.find((e) => e.position === di.position);
      expect(di.index).toBe(first?.idx);
    }
  });

  it('keeps bracketed positions on a diagram with fewer than 20 entries', async () => {
    const small = diagrams.find(
      (d) => !d.modern && distinctPositions(d).size < 20 && hasBrackets(d),
    );
    if (!small) throw new Error('the demo has no small diagram with brackets');
    const { body } = await get<DiagramResponse>(`/api/diagrams/${small.illustration}`);
    const positions = body.diagramItems.map((di) => di.position);
    expect([...positions].sort()).toEqual([...distinctPositions(small)].sort());
  });

  it('answers 404 for an unknown illustration', async () => {
    const res = await get<ApiError>('/api/diagrams/V99999011');
    expect(res).toEqual({
      status: 404,
      body: { message: "Unknown diagram 'V99999011'", code: 'not_found' },
    });
  });

  it.each([['../x'], ['a b'], ['A'.repeat(50)], ['V240_09011']])(
    'answers 400 for the malformed illustration %j',
    async (illustration) => {
      const res = await get<ApiError>(`/api/diagrams/${encodeURIComponent(illustration)}`);
      expect(res).toEqual({
        status: 400,
        body: { message: expect.any(String), code: 'invalid_request' },
      });
    },
  );
});
