// Diagrams and diagram entries from a file: checked against the catalog's cars, groups, drawings
// and items, compared in one canonical form with what it holds, then written. A drawing's picture
// (its SVG under the diagrams folder) is put there apart from the import.
import type { ImportDiagram, ImportDiagramItem } from '@shop/domain';
import type { Database } from '@shop/db';
import type { Selectable } from 'kysely';
import * as items from './import-items.repository.js';
import * as structure from './import-structure.repository.js';
import * as repo from './import-diagrams.repository.js';
import type { KindHandler, Verdict } from './import-handler.js';

const list = (json: string): string[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function catalogDiagram(
  row: Selectable<Database['diagrams']>,
  texts: Selectable<Database['diagram_texts']>[],
): ImportDiagram {
  const textIn = (language: 'sv' | 'fi') => {
    const t = texts.find((x) => x.illustration === row.illustration && x.language === language);
    return t ? { name: t.name, description: list(t.description), remark: list(t.remark) } : null;
  };
  return {
    illustration: row.illustration,
    en: { name: row.name, description: list(row.description), remark: list(row.remark) },
    sv: textIn('sv'),
    fi: textIn('fi'),
    car: row.car_slug,
    group: row.group_slug,
    model: list(row.model),
    width: row.width,
    height: row.height,
    coordinates: JSON.parse(row.coordinates) as ImportDiagram['coordinates'],
  };
}

export const diagramsHandler: KindHandler<'diagrams'> = {
  topics: ['diagrams'],
  prepare: async (db) => ({
    cars: await structure.carSlugs(db),
    groups: await items.itemGroupSlugs(db),
  }),
  async judge(db, prepared, rows) {
    const { cars, groups } = prepared as { cars: Set<string>; groups: Set<string> };
    const now = await repo.currentDiagrams(
      db,
      rows.map((r) => r.key),
    );
    const current = new Map(
      now.diagrams.map((d) => [d.illustration, catalogDiagram(d, now.texts)]),
    );
    return rows.map(({ row }): Verdict => {
      if (!cars.has(row.car))
        return { action: 'invalid', field: 'car', code: 'unknown_car', value: row.car };
      if (!groups.has(row.group))
        return { action: 'invalid', field: 'group', code: 'unknown_group', value: row.group };
      const was = current.get(row.illustration);
      if (!was) return { action: 'create' };
      return { action: same(was, row) ? 'unchanged' : 'update' };
    });
  },
  async write(db, rows) {
    for (const { row } of rows) {
      const texts = (['sv', 'fi'] as const).flatMap((language) => {
        const t = row[language];
        return t
          ? [
              {
                illustration: row.illustration,
                language,
                name: t.name,
                description: JSON.stringify(t.description),
                remark: JSON.stringify(t.remark),
              },
            ]
          : [];
      });
      await repo.writeDiagram(
        db,
        {
          illustration: row.illustration,
          name: row.en.name,
          car_slug: row.car,
          group_slug: row.group,
          description: JSON.stringify(row.en.description),
          remark: JSON.stringify(row.en.remark),
          model: JSON.stringify(row.model),
          coordinates: JSON.stringify(row.coordinates),
          width: row.width,
          height: row.height,
        },
        texts,
      );
    }
    return [];
  },
};

function catalogEntries(now: Awaited<ReturnType<typeof repo.currentEntries>>) {
  const entries = new Map<string, ImportDiagramItem>();
  for (const e of now.entries) {
    const textIn = (language: 'sv' | 'fi') => {
      const t = now.texts.find(
        (x) => x.illustration === e.illustration && x.idx === e.idx && x.language === language,
      );
      return t ? { description: list(t.description), remark: list(t.remark) } : null;
    };
    entries.set(`${e.illustration}|${e.idx}`, {
      illustration: e.illustration,
      idx: e.idx,
      position: e.position,
      item: e.item_id,
      reference: e.reference,
      quantity: list(e.quantity),
      en: { description: list(e.description), remark: list(e.remark) },
      sv: textIn('sv'),
      fi: textIn('fi'),
      model: list(e.model),
    });
  }
  return entries;
}

export const diagramItemsHandler: KindHandler<'diagram_items'> = {
  topics: ['diagrams'],
  prepare: async () => null,
  async judge(db, _prepared, rows) {
    const names = rows.map((r) => r.row.illustration);
    const drawings = await repo.illustrations(db, names);
    const known = await items.existingItemIds(
      db,
      rows.flatMap((r) => (r.row.item ? [r.row.item] : [])),
    );
    const current = catalogEntries(await repo.currentEntries(db, names));
    return rows.map(({ row, key }): Verdict => {
      if (!drawings.has(row.illustration))
        return {
          action: 'invalid',
          field: 'illustration',
          code: 'unknown_diagram',
          value: row.illustration,
        };
      if (row.item && !known.has(row.item))
        return { action: 'invalid', field: 'item', code: 'unknown_item', value: row.item };
      const was = current.get(key);
      if (!was) return { action: 'create' };
      return { action: same(was, row) ? 'unchanged' : 'update' };
    });
  },
  async write(db, rows) {
    for (const { row } of rows) {
      const texts = (['sv', 'fi'] as const).flatMap((language) => {
        const t = row[language];
        return t
          ? [
              {
                illustration: row.illustration,
                idx: row.idx,
                language,
                description: JSON.stringify(t.description),
                remark: JSON.stringify(t.remark),
              },
            ]
          : [];
      });
      await repo.writeEntry(
        db,
        {
          illustration: row.illustration,
          idx: row.idx,
          position: row.position,
          base_position: row.position.replace(/\D/g, ''),
          description: JSON.stringify(row.en.description),
          model: JSON.stringify(row.model),
          remark: JSON.stringify(row.en.remark),
          quantity: JSON.stringify(row.quantity),
          item_id: row.item,
          reference: row.reference,
        },
        texts,
      );
    }
    return [];
  },
};
