import { describe, expect, it } from 'vitest';
import { generateDemoCatalog } from './catalog.js';
import { GROUP_BY_SLUG, LOOSE_PARTS, TRANSLATED } from './vocabulary/index.js';

const catalog = generateDemoCatalog();

describe('demo diagram texts', () => {
  it('keep the drawings’ ids the journeys open', () => {
    const ids = catalog.diagrams.map((d) => d.illustration);
    expect(ids).toContain('VS6004011M');
    expect(ids).toContain('V24007011');
  });

  it('give every diagram and entry an sv and a fi row with JSON lists', () => {
    expect(catalog.diagram_texts).toHaveLength(catalog.diagrams.length * TRANSLATED.length);
    expect(catalog.diagram_item_texts).toHaveLength(
      catalog.diagram_items.length * TRANSLATED.length,
    );
    const names = new Map(catalog.diagrams.map((d) => [d.illustration, d.name]));
    for (const t of catalog.diagram_texts) {
      expect(t.name).not.toBe(names.get(t.illustration));
      for (const list of [t.description, t.remark])
        expect(Array.isArray(JSON.parse(list))).toBe(true);
    }
    const looseFi = new Set(LOOSE_PARTS.map((l) => l.fi));
    const entries = new Map(catalog.diagram_items.map((e) => [`${e.illustration}|${e.idx}`, e]));
    for (const t of catalog.diagram_item_texts.filter((x) => x.language === 'fi')) {
      const entry = entries.get(`${t.illustration}|${t.idx}`);
      const [first] = JSON.parse(t.description) as string[];
      if (entry?.item_id === null) expect(looseFi).toContain(first);
      else expect(first).not.toBe((JSON.parse(entry?.description ?? '[]') as string[])[0]);
    }
  });

  it('title drawings only with what the car has (no carburettor on an S60, no injection on a PV)', () => {
    const pv = new Set(['volvo-pv544', 'volvo-amazon', 'volvo-duett']);
    for (const d of catalog.diagrams) {
      const title = GROUP_BY_SLUG.get(d.group_slug)?.diagrams.find((t) => d.name.startsWith(t.en));
      expect(title, d.name).toBeDefined();
      if (d.car_slug === 'volvo-s60') expect(d.name).not.toMatch(/Carburettor|Overdrive/);
      if (pv.has(d.car_slug)) expect(d.name).not.toMatch(/Fuel injection|Drive shafts/);
    }
  });
});

describe('demo catalog texts', () => {
  it('name item groups, countries, transports and payments in sv and fi, brands aside', () => {
    const rows = catalog.catalog_texts;
    const key = (kind: string, ref: string, language: string) =>
      rows.find((r) => r.kind === kind && r.ref === ref && r.language === language)?.text;
    expect(key('item_group', 'brakes', 'sv')).toBe('Bromsar');
    expect(key('item_group', 'brakes', 'fi')).toBe('Jarrut');
    expect(key('country', 'SE', 'fi')).toBe('Ruotsi');
    expect(key('country', 'FI', 'sv')).toBeUndefined();
    expect(key('transport', 'pickup-point', 'fi')).toBe('Noutopiste');
    expect(key('payment', 'invoice', 'sv')).toBe('Faktura');
    expect(key('payment', 'swish', 'sv')).toBeUndefined();
    expect(key('car_group', '4', 'sv')).toBe('700 / 900 / Nyare modeller');
    expect(key('car_group', '1', 'sv')).toBeUndefined();
    for (const r of rows) expect(r.field).toBe('name');
    expect(rows.filter((r) => r.kind === 'item_group')).toHaveLength(
      catalog.item_groups.length * 2,
    );
  });
});
