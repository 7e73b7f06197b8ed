import { describe, expect, it } from 'vitest';
import { generateDemoCatalog } from './catalog.js';
import { generateItem, itemIdOf } from './item.generator.js';
import { stockholmNoon } from './price.generator.js';
import { createRandom, firstRandom, mixSeed } from './random.js';

const catalog = generateDemoCatalog();
const share = (part: number, whole: number): number => part / whole;

describe('random', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const a = createRandom(mixSeed(1, 2));
    const b = createRandom(mixSeed(1, 2));
    const c = createRandom(mixSeed(1, 3));
    const seq = (r: ReturnType<typeof createRandom>) => Array.from({ length: 5 }, () => r.next());
    const first = seq(a);
    expect(seq(b)).toEqual(first);
    expect(seq(c)).not.toEqual(first);
    for (const x of first) expect(x >= 0 && x < 1).toBe(true);
  });
});

describe('demo items', () => {
  it('are the same when generated again, one by one', () => {
    expect(generateItem(1234)).toEqual(generateItem(1234));
    expect(catalog.items[1234]).toEqual(generateItem(1234).item);
  });

  it('have unique 24-hex ids and unique legacy ids', () => {
    const ids = catalog.items.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(itemIdOf(999_999)).toMatch(/^[0-9a-f]{24}$/);
    const legacy = catalog.items.flatMap((i) => (i.legacy_id === null ? [] : [i.legacy_id]));
    expect(new Set(legacy).size).toBe(legacy.length);
  });

  it('have English texts with sv and fi rows, zero stock and brand prices in the intended shares', () => {
    const items = catalog.items;
    for (const item of items) expect(`${item.name} ${item.description}`).not.toMatch(/[åäö]/i);
    expect(catalog.item_texts).toHaveLength(items.length * 2);
    const zero = items.filter((i) => i.stock_quantity === 0).length;
    expect(share(zero, items.length)).toBeGreaterThan(0.2);
    expect(share(zero, items.length)).toBeLessThan(0.3);
    const branded = new Set(
      catalog.item_prices.filter((p) => p.brand !== 'any').map((p) => p.item_id),
    );
    expect(share(branded.size, items.length)).toBeGreaterThan(0.35);
    expect(share(branded.size, items.length)).toBeLessThan(0.45);
  });

  it('have prices with and without a fee and every arrival type', () => {
    const prices = catalog.item_prices;
    for (const p of prices) {
      expect(p.price).toBeGreaterThanOrEqual(290);
      expect(p.watermark === null).toBe(p.increment === null);
    }
    const marked = prices.filter((p) => p.watermark !== null);
    expect(share(marked.length, prices.length)).toBeGreaterThan(0.15);
    expect(marked.some((p) => (p.watermark ?? 0) > (p.increment ?? 0))).toBe(true);
    expect(marked.some((p) => (p.watermark ?? 0) <= (p.increment ?? 0))).toBe(true);
    const types = new Set(prices.map((p) => p.arrival_type));
    expect(types).toEqual(new Set(['date', 'days', 'weekday', null]));
    for (const p of prices.filter((x) => x.arrival_type === 'date')) {
      expect(p.arrival_date).toMatch(/^2026-\d\d-\d\d$/);
      expect(p.arrival_deadline?.slice(0, 10)).toBe(p.arrival_date);
    }
  });

  it('puts the arrival deadline at noon in Stockholm, winter and summer', () => {
    expect(stockholmNoon(new Date('2026-01-15T00:00:00Z')).toISOString()).toBe(
      '2026-01-15T11:00:00.000Z',
    );
    expect(stockholmNoon(new Date('2026-07-01T00:00:00Z')).toISOString()).toBe(
      '2026-07-01T10:00:00.000Z',
    );
    expect(stockholmNoon(new Date('2026-03-29T00:00:00Z')).toISOString()).toBe(
      '2026-03-29T10:00:00.000Z',
    );
    expect(stockholmNoon(new Date('2026-10-25T00:00:00Z')).toISOString()).toBe(
      '2026-10-25T11:00:00.000Z',
    );
  });

  it('have 1-3 references, 1-4 fits in their own group and 0-4 related items', () => {
    const byItem = <T extends { item_id: string }>(rows: T[]) => {
      const map = new Map<string, number>();
      for (const r of rows) map.set(r.item_id, (map.get(r.item_id) ?? 0) + 1);
      return map;
    };
    const refs = byItem(catalog.item_references);
    const fits = byItem(catalog.item_fits);
    const related = byItem(catalog.item_related);
    const groupOf = new Map(catalog.items.map((i) => [i.id, i.group_slug]));
    for (const item of catalog.items) {
      expect(refs.get(item.id)).toBeGreaterThanOrEqual(1);
      expect(refs.get(item.id)).toBeLessThanOrEqual(3);
      expect(fits.get(item.id)).toBeGreaterThanOrEqual(1);
      expect(fits.get(item.id)).toBeLessThanOrEqual(4);
      expect(related.get(item.id) ?? 0).toBeLessThanOrEqual(4);
    }
    for (const fit of catalog.item_fits) expect(fit.group_slug).toBe(groupOf.get(fit.item_id));
    for (const r of catalog.item_related)
      expect(groupOf.get(r.related_id)).toBe(groupOf.get(r.item_id));
  });
});

describe('demo diagrams', () => {
  const entriesOf = new Map<string, typeof catalog.diagram_items>();
  for (const e of catalog.diagram_items)
    entriesOf.set(e.illustration, [...(entriesOf.get(e.illustration) ?? []), e]);
  const modern = new Set(catalog.cars.filter((c) => c.modern === 1).map((c) => c.slug));

  it('have 9-10 character ids, 8-30 entries and coordinates inside the drawing', () => {
    expect(catalog.diagrams.length).toBeGreaterThanOrEqual(200);
    for (const d of catalog.diagrams) {
      expect(d.illustration).toMatch(/^[A-Z0-9]{9,10}$/);
      const entries = entriesOf.get(d.illustration) ?? [];
      expect(entries.length).toBeGreaterThanOrEqual(8);
      expect(entries.length).toBeLessThanOrEqual(30);
      const coordinates = JSON.parse(d.coordinates) as {
        pos: string;
        x: number;
        y: number;
        w: number;
        h: number;
      }[];
      for (const c of coordinates) {
        expect(c.x - c.w / 2).toBeGreaterThanOrEqual(0);
        expect(c.y - c.h / 2).toBeGreaterThanOrEqual(0);
        expect(c.x + c.w / 2).toBeLessThanOrEqual(d.width);
        expect(c.y + c.h / 2).toBeLessThanOrEqual(d.height);
      }
      const bases = new Set(entries.map((e) => e.base_position));
      expect(new Set(coordinates.map((c) => c.pos))).toEqual(bases);
      for (const list of [d.description, d.remark, d.model])
        expect(Array.isArray(JSON.parse(list))).toBe(true);
    }
    expect(catalog.diagrams.some((d) => modern.has(d.car_slug))).toBe(true);
  });

  it('include big drawings with bracketed and repeated positions, and positions without an item', () => {
    const big = catalog.diagrams.filter((d) => {
      const positions = (entriesOf.get(d.illustration) ?? []).map((e) => e.position);
      return (
        positions.length >= 20 &&
        positions.some((p) => /^\(\d+\)$/.test(p)) &&
        new Set(positions).size < positions.length
      );
    });
    expect(big.length).toBeGreaterThanOrEqual(3);
    for (const e of catalog.diagram_items) {
      expect(e.position).toMatch(/^(\d{1,2}|\(\d{1,2}\))$/);
      expect(e.base_position).toBe(e.position.replace(/\D/g, ''));
      expect(Number(e.base_position)).toBeLessThanOrEqual(25);
    }
    const empty = catalog.diagram_items.filter((e) => e.item_id === null).length;
    expect(share(empty, catalog.diagram_items.length)).toBeGreaterThan(0.1);
    expect(share(empty, catalog.diagram_items.length)).toBeLessThan(0.2);
  });
});

describe('demo shop data', () => {
  it('lists Sweden and Finland first with their VAT and a minimum arrival of 250101', () => {
    const countries = [...catalog.countries].sort((a, b) => a.position - b.position);
    expect(countries.map((c) => [c.id, c.vat])).toEqual([
      ['SE', 2500],
      ['FI', 2550],
      ['NO', 2500],
      ['DK', 2500],
      ['DE', 1900],
      ['GB', 0],
    ]);
    expect(catalog.payments.find((p) => p.slug === 'klarna-checkout')?.external).toBe(1);
    expect(catalog.currencies.map((c) => [c.code, c.symbol, c.euro_rate, c.exponent])).toEqual([
      ['SEK', 'kr', 11.2, 2],
      ['EUR', '€', 1, 2],
      ['NOK', 'NOK', 11.6, 2],
      ['GBP', '£', 0.85, 2],
    ]);
    expect(catalog.shipment_data).toEqual([
      { type: 'minimum_arrival', key: 'date', value: '250101' },
    ]);
  });
});

describe('firstRandom', () => {
  it('equals the first number of a generator with the same seed', () => {
    for (const seed of [0, 1, 42, 0xffffffff, mixSeed(7, 8, 9)]) {
      expect(firstRandom(seed)).toBe(createRandom(seed).next());
    }
  });
});
