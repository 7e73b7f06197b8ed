// Catalog imports from start to end: one at a time (a run staging or applying holds the others
// off, on every process), staged with its progress in its row, then applied in one transaction
// with an audit row, or cancelled. Staged rows are dropped once a run ends.
import { randomUUID } from 'node:crypto';
import type {
  ImportApplyMode,
  ImportKind,
  ImportMappingRule,
  ImportReportJson,
  ImportState,
} from '@shop/domain';
import { recordAudit } from '../admin/admin.service.js';
import type { Actor } from '../admin/admin.service.js';
import type { AppContext } from '../../lib/app-context.js';
import { inTransaction } from '../../lib/app-context.js';
import { HttpError } from '../../lib/http-error.js';
import { applyStagedRows } from './import-apply.js';
import { stageFile } from './import-staging.js';
import { parseReport } from './import-summary.js';
export { summaryOf } from './import-summary.js';
import * as repo from './imports.repository.js';
import type { ImportRunRow } from './imports.repository.js';

const BUSY: readonly ImportState[] = ['staging', 'applying'];
/**
 * A busy run silent this long was cut short (its process stopped): it no longer holds others off.
 * Staging tells its progress every chunk; an apply is one transaction that tells nothing until it ends.
 */
export const STALE_RUN_MS = 5 * 60_000;
export const STALE_APPLY_MS = 60 * 60_000;

const isLive = (run: ImportRunRow, now: Date) =>
  now.getTime() - Date.parse(run.updated_at) <
  (run.state === 'applying' ? STALE_APPLY_MS : STALE_RUN_MS);

const busy = () => new HttpError(409, 'import_busy', 'Another import is being staged or applied.');
const RECENT_RUNS = 30;

const notFound = () => new HttpError(404, 'import_not_found', 'No such import.');

export async function readImport(ctx: AppContext, id: string): Promise<ImportRunRow> {
  const row = await repo.readRun(ctx.db, id);
  if (!row) throw notFound();
  return row;
}

export function listImports(ctx: AppContext): Promise<ImportRunRow[]> {
  return repo.listRuns(ctx.db, RECENT_RUNS);
}

/** The saved mapping called `name`, as a rule. */
export async function mappingRule(ctx: AppContext, name: string): Promise<ImportMappingRule> {
  const row = await repo.readMapping(ctx.db, name);
  if (!row) throw new HttpError(400, 'unknown_mapping', `No mapping called ${name}.`);
  return {
    kind: row.kind as ImportKind,
    columns: JSON.parse(row.columns) as Record<string, string>,
  };
}

export interface NewImport {
  fileName: string;
  mapping: string | null;
  totalBytes: number | null;
}

/** 409 while another import is staging or applying: asked before an upload is written to disk. */
export async function assertIdle(ctx: AppContext, now: Date): Promise<void> {
  if ((await repo.runsIn(ctx.db, BUSY)).some((run) => isLive(run, now))) throw busy();
}

/** A new run, staging; 409 while another is staging or applying. */
export async function startImport(
  ctx: AppContext,
  actor: Actor,
  input: NewImport,
  now: Date,
): Promise<ImportRunRow> {
  // Read first, outside a write transaction: on SQLite an apply holds the write lock for long.
  await assertIdle(ctx, now);
  return inTransaction(ctx, async (trx) => {
    for (const run of await repo.runsIn(trx.db, BUSY)) {
      if (isLive(run, now)) throw busy();
      await repo.updateRun(trx.db, run.id, {
        state: 'failed',
        error: 'Interrupted: the server stopped while it ran.',
        finished_at: now.toISOString(),
      });
      await repo.dropStagedRows(trx.db, run.id);
    }
    const row: ImportRunRow = {
      id: randomUUID(),
      file_name: input.fileName,
      mapping: input.mapping,
      kind: null,
      state: 'staging',
      bytes: 0,
      total_bytes: input.totalBytes,
      rows: 0,
      rows_per_second: 0,
      report: null,
      apply_mode: null,
      applied_rows: null,
      error: null,
      created_by: actor.email,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
      finished_at: null,
    };
    await repo.insertRun(trx.db, row);
    return row;
  });
}

/** Stages `source` for the run; ends staged, cancelled or failed (never throws). */
export async function stageImport(
  ctx: AppContext,
  id: string,
  source: AsyncIterable<Buffer>,
  mapping: ImportMappingRule | null,
  clock: () => Date = () => new Date(),
  onProgress: (bytes: number, rows: number) => void = () => undefined,
): Promise<void> {
  const started = clock().getTime();
  try {
    const result = await stageFile({
      db: ctx.db,
      importId: id,
      source,
      mapping,
      async onProgress(bytes, rows) {
        const at = clock();
        const seconds = Math.max(0.001, (at.getTime() - started) / 1000);
        await repo.updateRun(ctx.db, id, {
          bytes,
          rows,
          rows_per_second: Math.round(rows / seconds),
          updated_at: at.toISOString(),
        });
        onProgress(bytes, rows);
      },
      cancelled: async () => (await repo.stateOf(ctx.db, id)) !== 'staging',
    });
    if ('cancelled' in result) {
      await repo.dropStagedRows(ctx.db, id);
      return;
    }
    const at = clock().toISOString();
    const staged = await repo.moveRun(ctx.db, id, ['staging'], {
      state: 'staged',
      kind: result.report.kind,
      rows: result.report.rows,
      report: JSON.stringify(result.report),
      updated_at: at,
    });
    if (!staged) await repo.dropStagedRows(ctx.db, id);
  } catch (error) {
    await failRun(ctx, id, error, clock());
  }
}

async function failRun(ctx: AppContext, id: string, error: unknown, now: Date): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  await repo.updateRun(ctx.db, id, {
    state: 'failed',
    error: message.slice(0, 500),
    updated_at: now.toISOString(),
    finished_at: now.toISOString(),
  });
  await repo.dropStagedRows(ctx.db, id);
}

/** Cancels a run that is staging or staged; 409 once it is applying or over. */
export async function cancelImport(ctx: AppContext, id: string, now: Date): Promise<ImportRunRow> {
  const run = await readImport(ctx, id);
  const at = now.toISOString();
  const moved = await repo.moveRun(ctx.db, id, ['staging', 'staged'], {
    state: 'cancelled',
    updated_at: at,
    finished_at: at,
  });
  if (!moved)
    throw new HttpError(
      409,
      'import_not_cancellable',
      `The import is ${run.state}: too late to cancel.`,
    );
  // A staging run drops its own rows when it next looks; a staged one has no one else to.
  if (run.state === 'staged') await repo.dropStagedRows(ctx.db, id);
  return readImport(ctx, id);
}

export interface ApplyStart {
  run: ImportRunRow;
  kind: ImportKind;
  report: ImportReportJson;
  mode: ImportApplyMode;
}

/**
 * Takes a staged run into 'applying': all its rows (refused while any is invalid) or only the
 * valid ones. Refusals are HTTP errors; `applyImport` then does the writing.
 */
export async function beginApply(
  ctx: AppContext,
  id: string,
  mode: ImportApplyMode,
  now: Date,
): Promise<ApplyStart> {
  const run = await readImport(ctx, id);
  const report = parseReport(run.report);
  if (run.state !== 'staged' || !report?.kind)
    throw new HttpError(409, 'import_not_staged', `The import is ${run.state}, not staged.`);
  if (mode === 'all' && report.invalid > 0)
    throw new HttpError(
      409,
      'import_has_problems',
      `${report.invalid} rows are invalid: fix the file, or apply the valid rows only.`,
    );
  const at = now.toISOString();
  if (!(await repo.moveRun(ctx.db, id, ['staged'], { state: 'applying', updated_at: at })))
    throw new HttpError(409, 'import_not_staged', 'The import is no longer staged.');
  return { run, kind: report.kind, report, mode };
}

/**
 * Writes a run `beginApply` started, in one transaction with its audit row and its end; a failure
 * leaves the catalog as it was and the run failed (never throws).
 */
export async function applyImport(
  ctx: AppContext,
  actor: Actor,
  start: ApplyStart,
  clock: () => Date = () => new Date(),
  onProgress: (written: number) => void = () => undefined,
): Promise<void> {
  const { run, kind, report, mode } = start;
  try {
    await inTransaction(ctx, async (trx) => {
      const written = await applyStagedRows(
        trx,
        run.id,
        kind,
        clock(),
        report.create + report.update,
        onProgress,
      );
      const at = clock();
      await recordAudit(
        trx,
        actor,
        {
          action: 'catalog.import',
          subject: { type: 'import', id: run.id },
          after: { file: run.file_name, kind, mode, written, ...counts(report) },
        },
        at,
      );
      await repo.updateRun(trx.db, run.id, {
        state: 'applied',
        apply_mode: mode,
        applied_rows: written,
        updated_at: at.toISOString(),
        finished_at: at.toISOString(),
      });
    });
    await repo.dropStagedRows(ctx.db, run.id);
  } catch (error) {
    await failRun(ctx, run.id, error, clock());
  }
}

const counts = (report: ImportReportJson) => ({
  rows: report.rows,
  create: report.create,
  update: report.update,
  unchanged: report.unchanged,
  invalid: report.invalid,
});
