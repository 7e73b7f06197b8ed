// Catalog imports of car groups, cars, fits and supersessions, on SQLite and PostgreSQL: a new car
// with its group in three languages and its make, a fit that puts an item on the car's page, and old
// numbers that lead search to the current item, with unknown cars and items, new cars without a
// make and supersession loops refused.
import type { CarGroup, CarResponse, ImportSummary, Item, ItemsPage } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { signedInStaff } from '../admin/admin.fixtures.js';
import type { StaffMember } from '../admin/admin.fixtures.js';
import { applied, staged, getJson } from './imports.fixtures.js';

let t: TestApp;
let admin: StaffMember;
let itemId: string;
let itemRef: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInStaff(t.app, 'admin');
  const row = await t.db
    .selectFrom('item_references')
    .select(['item_id', 'ref'])
    .where('visible', '=', 1)
    .orderBy('item_id')
    .limit(1)
    .executeTakeFirstOrThrow();
  itemId = row.item_id;
  itemRef = row.ref;
});
afterAll(() => t?.close());

const problemsOf = (run: ImportSummary) =>
  run.report?.problems.map((p) => [p.line, p.column, p.code, p.value]);

async function importFile(name: string, text: string): Promise<ImportSummary> {
  const run = await staged(t.app, admin.client, name, text);
  expect(run.state, run.error ?? '').toBe('staged');
  return run;
}

describe('cars, car groups and fits', () => {
  it('adds a car group and a car, and a fit puts an item on the car’s page', async () => {
    const groups = await importFile(
      'groups.csv',
      'id;name_en;name_sv;name_fi;position\n77;Trucks;Lastbilar;Kuorma-autot;9\n',
    );
    expect(groups.report).toMatchObject({ kind: 'car_groups', create: 1 });
    await applied(admin.client, groups.id);
    const cars = await importFile(
      'cars.jsonl',
      [
        '{"slug":"volvo-fh16","make":"Volvo","name":"FH16","group":77,"modern":true}',
        '{"slug":"scania-r","make":"Scania","name":"R","group":78}',
        '{"slug":"man-tgx","name":"TGX","group":77}',
      ].join('\n'),
    );
    expect(problemsOf(cars)).toEqual([
      [2, 'group', 'unknown_car_group', '78'],
      [3, 'make', 'required', null],
    ]);
    await applied(admin.client, cars.id, 'valid');
    const swedish = await t.app.inject({
      method: 'GET',
      url: '/api/car-groups',
      headers: { 'accept-language': 'sv' },
    });
    const trucks = swedish.json<CarGroup[]>().find((g) => g.name === 'Lastbilar');
    expect(trucks?.cars).toEqual([
      { slug: 'volvo-fh16', name: 'FH16', make: 'Volvo', modern: true },
    ]);

    const fits = await importFile(
      'fits.csv',
      `item,car,condition\n${itemId},volvo-fh16,D16G\n${itemId},no-such-car,\nffffffffffffffffffffffff,volvo-fh16,\n`,
    );
    expect(problemsOf(fits)).toEqual([
      [3, 'car', 'unknown_car', 'no-such-car'],
      [4, 'item', 'unknown_item', 'ffffffffffffffffffffffff'],
    ]);
    await applied(admin.client, fits.id, 'valid');
    const page = await getJson<ItemsPage>(t.app, '/api/items/car/volvo-fh16');
    expect(page.items.map((i) => i._id)).toEqual([itemId]);
    expect(page.items[0]?.fits).toContainEqual({ car: 'volvo-fh16', description: 'D16G' });
  });
});

describe('car makes', () => {
  const carOf = async (slug: string) => (await getJson<CarResponse>(t.app, `/api/car/${slug}`)).car;

  it('keeps a car’s make when the file has none, and changes it when it has one', async () => {
    const before = await carOf('volvo-240');
    expect(before).toMatchObject({ make: 'Volvo', name: '240' });
    // The demo's 240 is the first car of car group 3 ('240 / 260').
    const group = 3;
    const older = await importFile(
      'cars.csv',
      `slug,name,group,position\nvolvo-240,240 GL,${group},1\n`,
    );
    expect(older.report).toMatchObject({ kind: 'cars', update: 1, invalid: 0 });
    await applied(admin.client, older.id);
    expect(await carOf('volvo-240')).toMatchObject({ make: 'Volvo', name: '240 GL' });

    const file = `slug;make;name;group;position\nvolvo-240;Volvo Cars;240 GL;${group};1\n`;
    const newer = await importFile('cars.csv', file);
    expect(newer.report).toMatchObject({ update: 1 });
    await applied(admin.client, newer.id);
    expect(await carOf('volvo-240')).toMatchObject({ make: 'Volvo Cars', name: '240 GL' });
    // The same file again changes nothing, nor does an empty make.
    expect((await importFile('cars.csv', file)).report).toMatchObject({ unchanged: 1 });
    const empty = `slug;make;name;group;position\nvolvo-240;;240 GL;${group};1\n`;
    expect((await importFile('cars.csv', empty)).report).toMatchObject({ unchanged: 1 });
  });
});

describe('supersessions', () => {
  it('leads an old number, through a chain, to the current item; loops are refused', async () => {
    const file = [
      'old;new',
      `OLD-100;OLD-200`,
      `OLD-200;${itemRef}`,
      'LOOP-1;LOOP-2',
      'LOOP-2;LOOP-1',
      'OLD-300;NO-SUCH-NUMBER',
      `OLD-400;${itemId}`,
    ].join('\n');
    const run = await importFile('supersessions.csv', file);
    expect(run.report).toMatchObject({ kind: 'supersessions', rows: 6, create: 3, invalid: 3 });
    expect(problemsOf(run)).toEqual([
      [4, 'new', 'supersession_loop', 'loop1 → loop2 → loop1'],
      [5, 'new', 'supersession_loop', 'loop2 → loop1 → loop2'],
      [6, 'new', 'unknown_number', 'nosuchnumber'],
    ]);
    await applied(admin.client, run.id, 'valid');
    const search = await admin.client.post('/api/items/search/', { q: 'old 100' });
    const hit = search.json<{ items: (Item & { replaces_searched?: string })[] }>().items[0];
    expect(hit).toMatchObject({ _id: itemId, replaces_searched: 'OLD-100' });
    const item = (await admin.client.post('/api/items', { items: [itemId] })).json<{
      items: Item[];
    }>();
    expect(item.items[0]?.replaces).toEqual(
      expect.arrayContaining(['OLD-100', 'OLD-200', 'OLD-400']),
    );
  });
});

describe('diagram entries', () => {
  it('refuses an entry of a drawing the catalog lacks and an unknown item', async () => {
    const drawing = await t.db
      .selectFrom('diagrams')
      .select('illustration')
      .limit(1)
      .executeTakeFirstOrThrow();
    const file = [
      'illustration;idx;position;item;description_en',
      'no-such-drawing;1;1;;Bolt',
      `${drawing.illustration};900;9;ffffffffffffffffffffffff;Bolt`,
      `${drawing.illustration};901;9;;Bolt M8x20`,
    ].join('\n');
    const run = await importFile('entries.csv', file);
    expect(problemsOf(run)).toEqual([
      [2, 'illustration', 'unknown_diagram', 'no-such-drawing'],
      [3, 'item', 'unknown_item', 'ffffffffffffffffffffffff'],
    ]);
    expect(run.report).toMatchObject({ kind: 'diagram_items', create: 1, invalid: 2 });
  });
});
