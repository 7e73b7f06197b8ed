// Applies a staged import in one transaction: the created and updated rows are written a page at a
// time in line order (unchanged and invalid rows are skipped), the search vocabulary is rewritten,
// and every process's caches forget what changed once it commits. A failure writes nothing.
import { refreshSearchWords, withBulkItemWrites } from '@shop/db';
import type { Executor } from '@shop/db';
import type { ImportKind, ImportRowTypes } from '@shop/domain';
import type { AppContext } from '../../lib/app-context.js';
import type { ParsedRow } from './import-handler.js';
import { handlerOf } from './import-handlers.js';
import * as repo from './imports.repository.js';

/** Rows written per step. */
const APPLY_PAGE = 2000;
/** From this many rows on, the search index is rebuilt once instead of kept row by row. */
export const BULK_ROWS = 5000;

function parsedRows<K extends ImportKind>(
  rows: readonly { line: number; data: string | null }[],
): ParsedRow<K>[] {
  return rows.flatMap(({ line, data }) =>
    data === null ? [] : [{ line, key: '', row: JSON.parse(data) as ImportRowTypes[K] }],
  );
}

/**
 * Writes the import's staged rows through `trx` (the caller's transaction); answers how many rows
 * were written. `onProgress` hears the rows written so far.
 */
export async function applyStagedRows<K extends ImportKind>(
  trx: AppContext,
  importId: string,
  kind: K,
  now: Date,
  rowsToWrite: number,
  onProgress: (written: number) => void = () => undefined,
): Promise<number> {
  const handler = handlerOf(kind);
  const db: Executor = trx.db;
  const writeAll = async (): Promise<number> => {
    if (handler.applyStaged) {
      const written = await handler.applyStaged(db, importId, now);
      onProgress(written);
      return written;
    }
    const write = handler.write;
    if (!write) throw new Error(`The ${kind} import has no writer.`);
    const waiting: number[] = [];
    let written = 0;
    let after = 0;
    for (;;) {
      const page = await repo.rowsToApply(db, importId, after, APPLY_PAGE);
      if (page.length === 0) break;
      after = page[page.length - 1]?.line ?? after;
      waiting.push(...(await write(db, parsedRows<K>(page), now)));
      written += page.length;
      onProgress(written);
    }
    for (let start = 0; start < waiting.length && handler.finish; start += APPLY_PAGE) {
      const lines = waiting.slice(start, start + APPLY_PAGE);
      await handler.finish(db, parsedRows<K>(await repo.rowsAtLines(db, importId, lines)));
    }
    return written;
  };
  const written =
    rowsToWrite >= BULK_ROWS ? await withBulkItemWrites(db, writeAll) : await writeAll();
  if (kind === 'items') await refreshSearchWords(db);
  await trx.changes.publish(db, handler.topics);
  return written;
}
