import { itemSchema, itemsPageSchema } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hasExactShape } from './json-shape.js';

const brand = z.enum(['any', 'oem']);
const schema = z.object({
  id: z.string(),
  n: z.number(),
  ok: z.boolean(),
  tags: z.array(z.string()),
  group: z.object({ slug: z.string() }).nullable(),
  note: z.string().optional(),
  prices: z.partialRecord(brand, z.object({ price: z.number() })),
  kind: z.literal('item'),
});
const exact = {
  id: 'a',
  n: 1,
  ok: true,
  tags: ['x'],
  group: null,
  prices: { oem: { price: 5 } },
  kind: 'item',
};

/** The fast path may only be taken where it writes what zod would. */
function agrees(s: z.ZodType, value: unknown): void {
  if (!hasExactShape(s, value)) return;
  expect(JSON.parse(JSON.stringify(value))).toEqual(JSON.parse(JSON.stringify(s.parse(value))));
}

describe('hasExactShape', () => {
  it('takes a value with exactly the listed fields and types', () => {
    expect(hasExactShape(schema, exact)).toBe(true);
    expect(hasExactShape(schema, { ...exact, note: undefined, group: { slug: 'g' } })).toBe(true);
    agrees(schema, exact);
  });

  it.each([
    ['an unlisted field', { ...exact, cost_price: 3 }],
    ['an unlisted nested field', { ...exact, group: { slug: 'g', secret: 1 } }],
    ['a missing field', { ...exact, n: undefined }],
    ['a wrong type', { ...exact, n: '1' }],
    ['a number zod refuses', { ...exact, n: Number.POSITIVE_INFINITY }],
    ['a record key outside the enum', { ...exact, prices: { cheap: { price: 1 } } }],
    // eslint-disable-next-line no-sparse-arrays -- the hole is the point
    ['an array hole', { ...exact, tags: [, 'x'] }],
    ['another literal', { ...exact, kind: 'car' }],
    ['an inherited field', Object.assign(Object.create({ n: 1 }), { ...exact, n: undefined })],
  ])('leaves %s to zod', (_, value) => {
    expect(hasExactShape(schema, value)).toBe(false);
  });

  it('leaves schemas with checks, formats or unknown kinds to zod', () => {
    expect(hasExactShape(z.object({ id: z.uuid() }), { id: crypto.randomUUID() })).toBe(false);
    expect(hasExactShape(z.number().int(), 1)).toBe(false);
    expect(hasExactShape(z.union([z.string(), z.number()]), 1)).toBe(false);
    expect(hasExactShape(z.looseObject({ a: z.string() }), { a: 'x' })).toBe(false);
    expect(hasExactShape(z.record(brand, z.number()), { any: 1, oem: 2 })).toBe(false);
  });

  it("agrees with zod on the shop's item page", () => {
    const item = {
      _id: 'i1',
      _legacy_id: null,
      name: 'Brake pad',
      description: 'Front',
      model: 'PV',
      image: '/public/i1.jpg',
      price: 1200,
      brand: 'any',
      references: [{ id: '123', visible: true }],
      replaces: ['2 762 451'],
      fits: [{ car: 'volvo-pv544', description: '' }],
      group: 'brakes',
      prices_typed: { any: { price: 1200 } },
      suppliers_typed: {},
      fee: 0,
      weight: 100,
      stock: { quantity: 3 },
      related: [],
      updated: '2026-01-01',
    };
    const page = { items: [item], count: 1, page: 1, pageSize: 24, group: null };
    // Whatever the domain's item looks like today: exact values pass, or zod takes over.
    agrees(itemsPageSchema, page);
    agrees(itemSchema, item);
    agrees(itemsPageSchema, { ...page, items: [{ ...item, internal_cost: 1 }] });
  });
});
