import { normaliseReference } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { generateDemoCatalog } from './catalog.js';
import { generateItem } from './item.generator.js';
import { MAX_SUPERSEDING_INDEX, oldNumberOf } from './supersession.generator.js';

const catalog = generateDemoCatalog();
const rows = catalog.item_supersessions;

describe('demo supersessions', () => {
  it('give about 150 items one or two old numbers, a few of them chains', () => {
    const perItem = new Map<string, number>();
    for (const row of rows) perItem.set(row.item_id, (perItem.get(row.item_id) ?? 0) + 1);
    expect(perItem.size).toBeGreaterThanOrEqual(120);
    expect(perItem.size).toBeLessThanOrEqual(180);
    expect(new Set(perItem.values())).toEqual(new Set([1, 2]));
    const olds = new Set(rows.map((r) => r.old_ref));
    const chained = rows.filter((r) => olds.has(r.new_ref));
    expect(chained.length).toBeGreaterThanOrEqual(3);
    expect(chained.length).toBeLessThan(perItem.size / 4);
  });

  it('end every chain at the current number of the item named', () => {
    const current = new Map(
      catalog.item_references.filter((r) => r.position === 1).map((r) => [r.item_id, r.ref]),
    );
    const byOld = new Map(rows.map((r) => [r.old_ref, r]));
    for (const row of rows) {
      expect(row.old_ref_norm).toBe(normaliseReference(row.old_ref));
      let next = row;
      while (byOld.has(next.new_ref)) {
        next = byOld.get(next.new_ref)!;
        expect(next.item_id).toBe(row.item_id);
      }
      expect(next.new_ref).toBe(current.get(row.item_id));
    }
  });

  it('use numbers of the catalog style that are unique and no reference has', () => {
    const norms = rows.map((r) => r.old_ref_norm);
    expect(new Set(norms).size).toBe(norms.length);
    for (const row of rows) expect(row.old_ref).toMatch(/^[2568] \d{3} \d{3}$/);
    const refs = new Set([
      ...catalog.item_references.map((r) => r.ref_norm),
      ...catalog.diagram_items.map((d) => normaliseReference(d.reference)),
    ]);
    for (const norm of norms) expect(refs.has(norm), norm).toBe(false);
  });

  it('are the same when generated again, and never repeat a number in a large catalog', () => {
    const again = generateItem(catalog.items.findIndex((i) => i.id === rows[0]!.item_id));
    expect(again.supersessions).toContainEqual(rows[0]);
    const seen = new Set<string>();
    for (const index of [0, 1, 1_000_000, MAX_SUPERSEDING_INDEX - 1])
      for (const slot of [0, 1]) seen.add(oldNumberOf(index, slot));
    expect(seen.size).toBe(8);
    expect(generateItem(MAX_SUPERSEDING_INDEX).supersessions).toEqual([]);
  });
});
