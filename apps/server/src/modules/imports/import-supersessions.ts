// Supersessions from a file: old number -> the number or item that replaced it. Chains are followed
// through the file and the catalog together to the current item once every row is staged; a loop
// or a chain ending at no item makes the row invalid. Applying also re-points the catalog's own
// chains that pass through a changed number.
import type { Executor } from '@shop/db';
import { chainEnds, normaliseReference, resolveChain } from '@shop/domain';
import type { ImportProblemJson, ImportSupersession } from '@shop/domain';
import type { KindHandler, Verdict } from './import-handler.js';
import * as repo from './import-supersessions.repository.js';

/** The catalog's links with the file's rows over them (a file row wins for its old number). */
async function links(
  db: Executor,
  rows: readonly ImportSupersession[],
): Promise<Map<string, string>> {
  const all = new Map((await repo.allSupersessions(db)).map((r) => [r.old_ref_norm, r.new_ref]));
  for (const row of rows) all.set(normaliseReference(row.old), row.new);
  return all;
}

async function chainItems(db: Executor, all: Map<string, string>): Promise<Map<string, string>> {
  return repo.itemsNamed(db, [...chainEnds(all)]);
}

export const supersessionsHandler: KindHandler<'supersessions'> = {
  topics: ['items'],
  prepare: async () => null,

  async judge(db, _prepared, rows) {
    const current = await repo.supersessionsOf(
      db,
      rows.map((r) => r.key),
    );
    return rows.map(({ row, key }): Verdict => {
      const now = current.get(key);
      if (now === undefined) return { action: 'create' };
      return {
        action: normaliseReference(now) === normaliseReference(row.new) ? 'unchanged' : 'update',
      };
    });
  },

  async afterStaging(db, importId) {
    const staged = await repo.stagedSupersessions(db, importId);
    // Unchanged rows keep no data: their link is the catalog's own, already in `links`.
    const rows = staged.flatMap((s) => (s.data ? [JSON.parse(s.data) as ImportSupersession] : []));
    const all = await links(db, rows);
    const items = await chainItems(db, all);
    const problems: ImportProblemJson[] = [];
    for (const { line, key } of staged) {
      const end = resolveChain(key, all, items);
      if (end.ok) continue;
      await repo.markInvalid(db, importId, line);
      problems.push({ line, column: 'new', code: end.code, value: end.value });
    }
    return problems;
  },

  async write(db, rows) {
    const all = await links(
      db,
      rows.map((r) => r.row),
    );
    const items = await chainItems(db, all);
    const written = rows.flatMap(({ row }) => {
      const end = resolveChain(row.old, all, items);
      return end.ok
        ? [
            {
              old_ref: row.old,
              old_ref_norm: normaliseReference(row.old),
              new_ref: row.new,
              item_id: end.itemId,
            },
          ]
        : [];
    });
    await repo.writeSupersessions(db, written);
    // Chains of the catalog's that run through a changed number end somewhere new.
    const after = await links(db, []);
    const ends = await chainItems(db, after);
    for (const row of await repo.allSupersessions(db)) {
      const end = resolveChain(row.old_ref_norm, after, ends);
      if (end.ok && end.itemId !== row.item_id)
        await repo.pointSupersession(db, row.old_ref_norm, end.itemId);
    }
    return [];
  },
};
