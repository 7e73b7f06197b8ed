// Stages a file: reads it a chunk of rows at a time, checks each row, judges it against the catalog
// (create, update, unchanged, invalid) and writes it to import_rows; then marks repeated keys and
// builds the report. Nothing in the catalog changes here.
import type { Executor } from '@shop/db';
import { IMPORT_PROBLEMS_KEPT, readImportRow } from '@shop/domain';
import type {
  ColumnPlan,
  ImportKind,
  ImportMappingRule,
  ImportProblemJson,
  ImportReportJson,
} from '@shop/domain';
import { openImportFile } from './import-file.js';
import type { FileRow } from './import-file.js';
import type { KindHandler, ParsedRow } from './import-handler.js';
import { handlerOf } from './import-handlers.js';
import * as repo from './imports.repository.js';
import type { StagedRow } from './imports.repository.js';

/** Rows read, judged and written per step; progress is told and cancellation heard between steps. */
export const STAGE_CHUNK = 2000;

export interface StageInput {
  db: Executor;
  importId: string;
  source: AsyncIterable<Buffer>;
  mapping: ImportMappingRule | null;
  /** After each chunk: the bytes and rows read so far. */
  onProgress(bytes: number, rows: number): Promise<void>;
  /** Checked between chunks; true stops the staging. */
  cancelled(): Promise<boolean>;
}

export type StageResult = { report: ImportReportJson } | { cancelled: true };

const emptyReport = (kind: ImportKind | null): ImportReportJson => ({
  kind,
  rows: 0,
  create: 0,
  update: 0,
  unchanged: 0,
  invalid: 0,
  problems: [],
});

/** Lets the event loop answer requests between chunks (SQLite's calls never give it back). */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The first problems by line, however many there are. */
export class Problems {
  readonly kept: ImportProblemJson[] = [];

  add(problem: ImportProblemJson): void {
    if (this.kept.length < IMPORT_PROBLEMS_KEPT) this.kept.push(problem);
  }

  /** Problems found after reading (repeats, loops), merged into line order. */
  merge(found: readonly ImportProblemJson[]): void {
    if (found.length === 0) return;
    const all = [...this.kept, ...found].sort((a, b) => a.line - b.line);
    this.kept.splice(0, this.kept.length, ...all.slice(0, IMPORT_PROBLEMS_KEPT));
  }
}

async function stageChunk<K extends ImportKind>(
  input: StageInput,
  handler: KindHandler<K>,
  prepared: unknown,
  plan: ColumnPlan,
  kind: K,
  chunk: FileRow[],
  problems: Problems,
): Promise<void> {
  const staged: StagedRow[] = [];
  const parsed: ParsedRow<K>[] = [];
  const invalid = (line: number, found: readonly Omit<ImportProblemJson, 'line'>[]) => {
    for (const problem of found) problems.add({ line, ...problem });
    staged.push({
      import_id: input.importId,
      line,
      key: `#${line}`,
      action: 'invalid',
      data: null,
    });
  };
  for (const fileRow of chunk) {
    if ('problem' in fileRow) {
      invalid(fileRow.line, [{ column: null, ...fileRow.problem }]);
      continue;
    }
    const read = readImportRow(kind, fileRow.cells);
    if (read.ok) parsed.push({ line: fileRow.line, key: read.key, row: read.row });
    else invalid(fileRow.line, read.problems);
  }
  const verdicts = parsed.length ? await handler.judge(input.db, prepared, parsed) : [];
  parsed.forEach((row, index) => {
    const verdict = verdicts[index] ?? { action: 'create' };
    if (verdict.action === 'invalid') {
      const column = plan.sources.get(verdict.field) ?? verdict.field;
      invalid(row.line, [{ column, code: verdict.code, value: verdict.value }]);
      return;
    }
    const data =
      verdict.action === 'unchanged'
        ? null
        : (handler.stagedData?.(row.row) ?? JSON.stringify(row.row));
    staged.push({
      import_id: input.importId,
      line: row.line,
      key: row.key,
      action: verdict.action,
      data,
    });
  });
  await repo.stageRows(input.db, staged);
}

/** Marks every repeat of a key invalid (the first line stays), and reports each. */
async function markDuplicates(db: Executor, importId: string, problems: Problems): Promise<void> {
  const repeats = await repo.repeatedKeys(db, importId);
  for (let start = 0; start < repeats.length; start += STAGE_CHUNK)
    await repo.invalidateLines(
      db,
      importId,
      repeats.slice(start, start + STAGE_CHUNK).map((r) => r.line),
    );
  problems.merge(
    repeats.map(({ line, first }) => ({
      line,
      column: null,
      code: 'duplicate',
      value: String(first),
    })),
  );
}

export async function stageFile(input: StageInput): Promise<StageResult> {
  let bytes = 0;
  const opened = await openImportFile(input.source, input.mapping, (read) => (bytes = read));
  if (!opened.ok)
    return {
      report: {
        ...emptyReport(null),
        problems: [{ line: 0, column: null, code: opened.code, value: opened.value }],
      },
    };
  const { kind } = opened.plan;
  const handler = handlerOf(kind);
  const prepared = await handler.prepare(input.db);
  const problems = new Problems();
  let rows = 0;
  let chunk: FileRow[] = [];
  const flush = async (): Promise<boolean> => {
    await stageChunk(input, handler, prepared, opened.plan, kind, chunk, problems);
    rows += chunk.length;
    chunk = [];
    await input.onProgress(bytes, rows);
    await breathe();
    return input.cancelled();
  };
  for await (const fileRow of opened.rows) {
    chunk.push(fileRow);
    if (chunk.length >= STAGE_CHUNK && (await flush())) return { cancelled: true };
  }
  if (chunk.length && (await flush())) return { cancelled: true };
  await markDuplicates(input.db, input.importId, problems);
  problems.merge((await handler.afterStaging?.(input.db, input.importId)) ?? []);
  const counts = await repo.countActions(input.db, input.importId);
  return {
    report: {
      kind,
      rows,
      create: counts.create ?? 0,
      update: counts.update ?? 0,
      unchanged: counts.unchanged ?? 0,
      invalid: counts.invalid ?? 0,
      problems: problems.kept,
    },
  };
}
