// Car groups, cars and fits from a file: checked against the catalog's groups, cars and items,
// compared with what it holds, then written. Fits are added or changed, never removed: a file
// lists the fits it knows of. A car row without a make keeps the car's (files from before makes
// existed still apply), but a new car must bring one.
import * as items from './import-items.repository.js';
import * as repo from './import-structure.repository.js';
import type { KindHandler, Verdict } from './import-handler.js';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export const carGroupsHandler: KindHandler<'car_groups'> = {
  topics: ['reference'],
  prepare: async () => null,
  async judge(db, _prepared, rows) {
    const current = new Map(
      (
        await repo.currentCarGroups(
          db,
          rows.map((r) => r.row.id),
        )
      ).map((g) => [Number(g.id), g]),
    );
    return rows.map(({ row }): Verdict => {
      const now = current.get(row.id);
      if (!now) return { action: 'create' };
      const was = { name: now.name, sv: now.sv, fi: now.fi, position: now.position };
      const is = { name: row.name, sv: row.sv, fi: row.fi, position: row.position };
      return { action: same(was, is) ? 'unchanged' : 'update' };
    });
  },
  async write(db, rows) {
    await repo.writeCarGroups(
      db,
      rows.map(({ row }) => ({
        id: row.id,
        name: row.name,
        position: row.position,
        sv: row.sv,
        fi: row.fi,
      })),
    );
    return [];
  },
};

export const carsHandler: KindHandler<'cars'> = {
  topics: ['reference', 'items', 'diagrams'],
  prepare: (db) => repo.carGroupIds(db),
  async judge(db, prepared, rows) {
    const groups = prepared as Set<number>;
    const current = new Map(
      (
        await repo.currentCars(
          db,
          rows.map((r) => r.key),
        )
      ).map((c) => [c.slug, c]),
    );
    return rows.map(({ row }): Verdict => {
      if (!groups.has(row.group))
        return {
          action: 'invalid',
          field: 'group',
          code: 'unknown_car_group',
          value: String(row.group),
        };
      const now = current.get(row.slug);
      if (!now) {
        if (row.make === null)
          return { action: 'invalid', field: 'make', code: 'required', value: null };
        return { action: 'create' };
      }
      const was = [now.make, now.name, Number(now.car_group_id), now.position, now.modern === 1];
      const is = [row.make ?? now.make, row.name, row.group, row.position, row.modern];
      return { action: same(was, is) ? 'unchanged' : 'update' };
    });
  },
  async write(db, rows) {
    await repo.writeCars(
      db,
      rows.map(({ row }) => ({
        slug: row.slug,
        make: row.make,
        name: row.name,
        car_group_id: row.group,
        position: row.position,
        modern: row.modern ? 1 : 0,
      })),
    );
    return [];
  },
};

export const fitsHandler: KindHandler<'fits'> = {
  topics: ['items', 'reference'],
  prepare: (db) => repo.carSlugs(db),
  async judge(db, prepared, rows) {
    const cars = prepared as Set<string>;
    const ids = rows.map((r) => r.row.item);
    const known = await items.existingItemIds(db, ids);
    const current = await repo.currentFits(db, ids);
    return rows.map(({ row, key }): Verdict => {
      if (!known.has(row.item))
        return { action: 'invalid', field: 'item', code: 'unknown_item', value: row.item };
      if (!cars.has(row.car))
        return { action: 'invalid', field: 'car', code: 'unknown_car', value: row.car };
      const now = current.get(key);
      if (now === undefined) return { action: 'create' };
      return { action: now === row.condition ? 'unchanged' : 'update' };
    });
  },
  async write(db, rows) {
    await repo.writeFits(
      db,
      rows.map((r) => r.row),
    );
    return [];
  },
};
