import { describe, expect, it } from 'vitest';
import { csvCells, planColumns } from './import-columns.js';
import { parseArrival, readImportRow } from './import-rows.js';

const ITEM_HEADER = [
  'id',
  'group',
  'name_en',
  'name_sv',
  'weight',
  'stock',
  'price_any',
  'price_oem',
  'arrival_oem',
  'references',
  'hidden_references',
  'related',
];
const ID = '5a0b1c2d3e4f5a6b7c8d9e0f';
const OTHER = '0123456789abcdef01234567';

function readItem(values: string[], header = ITEM_HEADER) {
  const planned = planColumns(header, null);
  if (!planned.ok) throw new Error(planned.code);
  return readImportRow(planned.plan.kind as 'items', csvCells(planned.plan, header)(values));
}

describe('readImportRow: items', () => {
  it('reads a full row: cents, translations, brands, references and related parts', () => {
    const read = readItem([
      ID.toUpperCase(),
      'brake-discs',
      'Brake disc',
      'Bromsskiva',
      '5400',
      '3',
      '1 234,50',
      '99.9',
      'days:5',
      '30 681-436|1234',
      'X9',
      `${OTHER}|${ID}`,
    ]);
    expect(read).toEqual({
      ok: true,
      key: ID,
      row: expect.objectContaining({
        id: ID,
        name: 'Brake disc',
        sv: { name: 'Bromsskiva', description: '' },
        fi: null,
        weight: 5400,
        stock: 3,
        references: [
          { ref: '30 681-436', visible: true },
          { ref: '1234', visible: true },
          { ref: 'X9', visible: false },
        ],
        related: [OTHER],
      }),
    });
    if (!read.ok) return;
    expect(read.row.prices.map((p) => [p.brand, p.price, p.arrival.type, p.arrival.days])).toEqual([
      ['any', 123450, null, null],
      ['oem', 9990, 'days', 5],
    ]);
  });

  it('lists every bad cell of a row under the file’s column name', () => {
    const read = readItem([
      'nope',
      'brake-discs',
      '',
      '',
      'heavy',
      '-1',
      '12,345',
      '',
      'soon',
      '',
      '',
      'x',
    ]);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.problems.map((p) => [p.column, p.code, p.value])).toEqual([
      ['id', 'bad_id', 'nope'],
      ['name_en', 'required', null],
      ['weight', 'not_an_integer', 'heavy'],
      ['related', 'bad_id', 'x'],
      ['stock', 'out_of_range', '-1'],
      ['price_any', 'not_a_number', '12,345'],
      ['arrival_oem', 'bad_arrival', 'soon'],
    ]);
  });

  it('reads a supplier’s own column names through a mapping', () => {
    const header = ['Artikel', 'Grupp', 'Benämning', 'Vikt', 'Pris'];
    const mapping = {
      kind: 'items' as const,
      columns: {
        id: 'Artikel',
        group: 'Grupp',
        name_en: 'Benämning',
        weight: 'Vikt',
        price_any: 'Pris',
      },
    };
    const planned = planColumns(header, mapping);
    expect(planned.ok).toBe(true);
    if (!planned.ok) return;
    const read = readImportRow(
      'items',
      csvCells(planned.plan, header)([ID, 'g', 'Disc', '1', 'abc']),
    );
    expect(read.ok ? [] : read.problems).toEqual([
      { column: 'Pris', code: 'not_a_number', value: 'abc' },
    ]);
  });
});

describe('planColumns', () => {
  it('tells the kinds apart by their columns', () => {
    const kindOf = (header: string[]) => {
      const planned = planColumns(header, null);
      return planned.ok ? planned.plan.kind : planned.code;
    };
    expect(kindOf(ITEM_HEADER)).toBe('items');
    expect(kindOf(['ID', 'Name_EN', 'position'])).toBe('car_groups');
    expect(kindOf(['slug', 'name', 'group'])).toBe('cars');
    expect(kindOf(['item', 'car', 'condition'])).toBe('fits');
    expect(kindOf(['old', 'new'])).toBe('supersessions');
    expect(kindOf(['foo', 'bar'])).toBe('unknown_kind');
  });

  it('names the required columns a mapped file lacks', () => {
    expect(
      planColumns(['Artikel'], { kind: 'fits', columns: { item: 'Artikel', car: 'Bil' } }),
    ).toEqual({
      ok: false,
      code: 'missing_column',
      value: 'Bil',
    });
  });
});

describe('other kinds', () => {
  const read = (header: string[], values: string[]) => {
    const planned = planColumns(header, null);
    if (!planned.ok) throw new Error(planned.code);
    return readImportRow(planned.plan.kind, csvCells(planned.plan, header)(values));
  };

  it('reads cars, car groups, fits and supersessions with their keys', () => {
    expect(
      read(['slug', 'make', 'name', 'group', 'modern'], ['volvo-240', ' Volvo ', '240', '1', 'ja']),
    ).toEqual({
      ok: true,
      key: 'volvo-240',
      row: { slug: 'volvo-240', make: 'Volvo', name: '240', group: 1, position: 0, modern: true },
    });
    // A file without the make column, or an empty make, leaves the make to the catalog.
    expect(read(['slug', 'name', 'group'], ['volvo-240', '240', '1'])).toMatchObject({
      ok: true,
      row: { make: null },
    });
    expect(read(['slug', 'make', 'name', 'group'], ['volvo-240', '', '240', '1'])).toMatchObject({
      ok: true,
      row: { make: null },
    });
    expect(
      read(['slug', 'make', 'name', 'group'], ['volvo-240', 'V'.repeat(101), '240', '1']),
    ).toMatchObject({ ok: false, problems: [{ column: 'make', code: 'too_long' }] });
    expect(read(['id', 'name_en', 'name_fi'], ['3', 'Classics', 'Klassikot'])).toMatchObject({
      ok: true,
      key: '3',
    });
    expect(read(['item', 'car', 'condition'], [ID, 'Volvo-240', 'B230F'])).toEqual({
      ok: true,
      key: `${ID}|volvo-240`,
      row: { item: ID, car: 'volvo-240', condition: 'B230F' },
    });
    expect(read(['old', 'new'], ['30 681-436', ID])).toMatchObject({ ok: true, key: '30681436' });
  });

  it('refuses a bad slug, a bad boolean and an empty old number', () => {
    const car = read(['slug', 'name', 'group', 'modern'], ['Volvo 240', 'V', '1', 'maybe']);
    expect(car.ok ? [] : car.problems.map((p) => p.code)).toEqual(['bad_slug', 'not_a_boolean']);
    const old = read(['old', 'new'], ['--', ID]);
    expect(old.ok ? [] : old.problems.map((p) => p.code)).toEqual(['required']);
  });
});

describe('parseArrival', () => {
  it.each([
    ['', null],
    ['days:7', 'days'],
    ['weekday:3', 'weekday'],
    ['date:2026-12-01', 'date'],
  ])('reads %j', (text, type) => expect(parseArrival(text)?.type).toBe(type));

  it('keeps a date’s deadline as an ISO time, and refuses nonsense', () => {
    expect(parseArrival('date:2026-12-01@2026-11-30T11:00:00Z')).toMatchObject({
      date: '2026-12-01',
      deadline: '2026-11-30T11:00:00.000Z',
    });
    for (const bad of ['days:x', 'weekday:8', 'date:2026-13-45', 'soon', 'date:2026-12-01@never'])
      expect(parseArrival(bad)).toBeNull();
  });
});
