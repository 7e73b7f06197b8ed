// GET /api/diagrams/item/:legacyItem/car/:legacyCar/group/:legacyGroup/legacy (old links).
import type { ApiError, ItemDiagramsResponse } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { get as getFrom, placedItem } from './diagrams.fixtures.js';
import type { PlacedItem } from './diagrams.fixtures.js';

let t: TestApp;
let classic: PlacedItem;

const get = <T>(url: string) => getFrom<T>(t.app, url);
const legacyPath = (legacyItem: string | number, car = classic.car, group = classic.group) =>
  `/api/diagrams/item/${legacyItem}/car/${car}/group/${group}/legacy`;

beforeAll(async () => {
  t = await createTestApp();
  classic = await placedItem(t.db, false);
});

afterAll(() => t?.close());

describe('GET /api/diagrams/item/:legacyItem/car/:legacyCar/group/:legacyGroup/legacy', () => {
  it('answers the same as the item call with car and group', async () => {
    const legacy = await get<ItemDiagramsResponse>(legacyPath(classic.legacyId));
    const byId = await get<ItemDiagramsResponse>(
      `/api/diagrams/item/${classic.itemId}/car/${classic.car}/group/${classic.group}`,
    );
    expect(legacy.status).toBe(200);
    expect(legacy.body.item).toMatchObject({ _id: classic.itemId, _legacy_id: classic.legacyId });
    expect(legacy.body.diagrams.length).toBeGreaterThan(0);
    expect(legacy.body.diagramItems.length).toBeGreaterThan(0);
    expect(legacy).toEqual(byId);
  });

  it('reads leading zeros as the same number', async () => {
    const padded = await get(legacyPath(`00${classic.legacyId}`));
    expect(padded).toEqual(await get(legacyPath(classic.legacyId)));
  });

  it.each([['abc'], ['12a'], ['-1'], ['1e3'], ['1.5'], ['%20']])(
    'answers 400 for the legacy id %j',
    async (legacyItem) => {
      const res = await get<ApiError>(legacyPath(legacyItem));
      expect(res).toEqual({
        status: 400,
        body: { message: expect.any(String), code: 'invalid_request' },
      });
    },
  );

  it('answers 404 for an unknown legacy id, however large', async () => {
    const top = await t.db
      .selectFrom('items')
      .select(({ fn }) => fn.max('legacy_id').as('max'))
      .executeTakeFirstOrThrow();
    const unknown = Number(top.max) + 1;
    expect(await get(legacyPath(unknown))).toEqual({
      status: 404,
      body: { message: `Unknown legacy item '${unknown}'`, code: 'not_found' },
    });
    for (const huge of ['2147483648', '9'.repeat(30)]) {
      const res = await get<ApiError>(legacyPath(huge));
      expect([res.status, res.body.code]).toEqual([404, 'not_found']);
    }
  });

  it('answers 404 for an unknown car or group', async () => {
    const car = await get<ApiError>(legacyPath(classic.legacyId, 'no-such-car'));
    expect(car).toEqual({
      status: 404,
      body: { message: "Unknown car 'no-such-car'", code: 'not_found' },
    });
    const group = await get<ApiError>(legacyPath(classic.legacyId, classic.car, 'no-such-group'));
    expect(group.status).toBe(404);
  });
});
