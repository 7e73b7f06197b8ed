import { describe, expect, it } from 'vitest';
import { toItems, toShipmentData } from './catalog.mapper.js';
import type { ItemRow, PriceRow } from './catalog.repository.js';

const row: ItemRow = {
  id: 'a'.repeat(24),
  legacy_id: 20001,
  name: 'Brake disc',
  description: 'Front, vented',
  model: '240, B230F',
  image: '/public/items/brakes-1.svg',
  group_slug: 'brakes',
  price: 4990,
  weight: 5200,
  stock_quantity: 3,
  updated_at: '2026-01-02T03:04:05.000Z',
};

const price = (brand: string, over: Partial<PriceRow> = {}): PriceRow => ({
  item_id: row.id,
  brand,
  price: 4990,
  watermark: null,
  increment: null,
  arrival_type: 'days',
  arrival_date: null,
  arrival_deadline: null,
  arrival_days: 3,
  arrival_weekday: null,
  supplier: 'Nordic Parts AB',
  ...over,
});

describe('toItems', () => {
  it('maps rows to the SPEC field names', () => {
    const [item] = toItems([row], {
      prices: [price('any', { watermark: 1000, increment: 300 }), price('oem', { price: 6990 })],
      references: [
        { item_id: row.id, position: 0, ref: '30 681-436', ref_norm: '30681436', visible: 1 },
        { item_id: row.id, position: 1, ref: 'X1', ref_norm: 'x1', visible: 0 },
      ],
      replaces: [
        { item_id: row.id, old_ref: '6 271 577' },
        { item_id: row.id, old_ref: '2 987-566' },
      ],
      fits: [{ item_id: row.id, car_slug: 'volvo-240', description: '240 1975-1993' }],
      related: [{ item_id: row.id, related_id: 'b'.repeat(24), name: 'Pads' }],
    });
    expect(item).toEqual({
      _id: row.id,
      _legacy_id: 20001,
      name: 'Brake disc',
      description: 'Front, vented',
      model: '240, B230F',
      image: '/public/items/brakes-1.svg',
      price: 4990,
      brand: 'any',
      references: [
        { id: '30 681-436', visible: true },
        { id: 'X1', visible: false },
      ],
      replaces: ['2 987-566', '6 271 577'],
      fits: [{ car: 'volvo-240', description: '240 1975-1993' }],
      group: 'brakes',
      prices_typed: {
        any: {
          price: 4990,
          watermark: 1000,
          increment: 300,
          arrival: { type: 'days', date: null, deadline: null, days: 3, weekday: null },
        },
        oem: {
          price: 6990,
          watermark: null,
          increment: null,
          arrival: { type: 'days', date: null, deadline: null, days: 3, weekday: null },
        },
      },
      suppliers_typed: { any: { name: 'Nordic Parts AB' }, oem: { name: 'Nordic Parts AB' } },
      // ceil((1000 - 300 x 1) / 2)
      fee: 350,
      weight: 5200,
      stock: { quantity: 3 },
      related: [{ _id: 'b'.repeat(24), name: 'Pads' }],
      updated: '2026-01-02T03:04:05.000Z',
    });
  });

  it('keeps the order of the rows and tolerates missing details and odd values', () => {
    const other = { ...row, id: 'c'.repeat(24) };
    const items = toItems([other, row], {
      prices: [price('unknown-brand'), price('genuine', { item_id: other.id, arrival_type: 'x' })],
      references: [],
      replaces: [],
      fits: [],
      related: [],
    });
    expect(items.map((i) => i._id)).toEqual([other.id, row.id]);
    expect(items[0]?.brand).toBe('genuine');
    expect(items[0]?.prices_typed.genuine?.arrival.type).toBeNull();
    expect(items[1]?.prices_typed).toEqual({});
    expect(items[1]?.fee).toBe(0);
  });
});

describe('toShipmentData', () => {
  it('groups key/value rows by type', () => {
    expect(
      toShipmentData([
        { id: 1, type: 'minimum_arrival', key: 'date', value: '171229' },
        { id: 2, type: 'holiday', key: 'date', value: '261224' },
        { id: 3, type: 'minimum_arrival', key: 'note', value: 'x' },
      ]),
    ).toEqual([
      {
        type: 'minimum_arrival',
        data: [
          { key: 'date', value: '171229' },
          { key: 'note', value: 'x' },
        ],
      },
      { type: 'holiday', data: [{ key: 'date', value: '261224' }] },
    ]);
  });
});
