// Reads an import file as a stream, never whole: CSV (a header row, ';', ',' or tab, UTF-8 with or
// without a BOM) or JSON Lines (one object per line), told apart by the first character. Each data
// row comes out with its line number and its cells under our column names.
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { csvRecords, CsvSyntaxError } from './csv-records.js';
import type { CsvRecord } from './csv-records.js';
import { csvCells, objectCells, planColumns, KIND_COLUMNS } from '@shop/domain';
import type { ColumnPlan, ImportMappingRule, ImportProblemCode, RowCells } from '@shop/domain';

export type FileRow =
  | { line: number; cells: RowCells }
  | { line: number; problem: { code: ImportProblemCode; value: string | null } };

export type OpenedFile =
  | { ok: true; plan: ColumnPlan; rows: AsyncIterable<FileRow> }
  | { ok: false; code: ImportProblemCode; value: string | null };

/** What the format detection reads before deciding. */
const PEEK_BYTES = 64 * 1024;

/** Bytes as they pass, counted for the progress bar. */
async function* counted(
  source: AsyncIterable<Buffer>,
  onBytes: (bytes: number) => void,
): AsyncGenerator<Buffer> {
  let bytes = 0;
  for await (const chunk of source) {
    bytes += chunk.length;
    onBytes(bytes);
    yield chunk;
  }
}

/** The first bytes (up to a line end or PEEK_BYTES), and a stream that still starts with them. */
async function peek(source: AsyncIterable<Buffer>): Promise<{ head: Buffer; all: Readable }> {
  const iterator = source[Symbol.asyncIterator]();
  const taken: Buffer[] = [];
  let size = 0;
  while (size < PEEK_BYTES) {
    const next = await iterator.next();
    if (next.done) break;
    taken.push(next.value);
    size += next.value.length;
    if (next.value.includes(0x0a)) break;
  }
  const head = Buffer.concat(taken);
  async function* replay(): AsyncGenerator<Buffer> {
    yield head;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  return { head, all: Readable.from(replay(), { objectMode: false }) };
}

/** The separator the header line uses most, outside quotes. */
function delimiterOf(line: string): string {
  const counts = new Map([
    [';', 0],
    [',', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? ',';
}

const fail = (code: ImportProblemCode, value: string | null = null): OpenedFile => ({
  ok: false,
  code,
  value,
});

type CsvRecords = AsyncIterator<CsvRecord>;

const syntaxProblem = (error: unknown) => ({
  line: error instanceof CsvSyntaxError ? error.line : 0,
  problem: { code: 'not_csv' as const, value: (error as Error).message.slice(0, 100) },
});

async function* csvRows(
  records: CsvRecords,
  plan: ColumnPlan,
  names: string[],
): AsyncGenerator<FileRow> {
  const cellsOf = csvCells(plan, names);
  try {
    for (;;) {
      const next = await records.next();
      if (next.done) return;
      const { fields, line } = next.value;
      if (fields.length === 1 && fields[0] === '') continue;
      if (fields.length !== names.length)
        yield { line, problem: { code: 'wrong_column_count', value: String(fields.length) } };
      else yield { line, cells: cellsOf(fields) };
    }
  } catch (error) {
    // A broken quote leaves the rest unreadable: the row where it broke says why, and reading ends.
    if (!(error instanceof CsvSyntaxError)) throw error;
    yield syntaxProblem(error);
  }
}

async function csvFile(
  text: string,
  all: Readable,
  mapping: ImportMappingRule | null,
): Promise<OpenedFile> {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const records = csvRecords(all, delimiterOf(firstLine));
  let first;
  try {
    first = await records.next();
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    return fail('not_csv', error.message.slice(0, 100));
  }
  if (first.done) return fail('empty_file');
  const names = first.value.fields.map((name) => name.trim());
  const planned = planColumns(names, mapping);
  if (!planned.ok) {
    await records.return(undefined);
    // One column that is none of ours: no delimited header at all.
    if (names.length === 1 && planned.code === 'unknown_kind') return fail('not_csv');
    return fail(planned.code, planned.value);
  }
  return { ok: true, plan: planned.plan, rows: csvRows(records, planned.plan, names) };
}

function objectOf(line: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(line);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

async function* jsonRows(
  firstLine: number,
  first: Record<string, unknown>,
  lines: AsyncIterator<string>,
  plan: ColumnPlan,
): AsyncGenerator<FileRow> {
  yield { line: firstLine, cells: objectCells(plan, first) };
  for (let line = firstLine + 1; ; line += 1) {
    const next = await lines.next();
    if (next.done) return;
    if (next.value.trim() === '') continue;
    const object = objectOf(next.value);
    if (object === null)
      yield { line, problem: { code: 'bad_json', value: next.value.slice(0, 100) } };
    else yield { line, cells: objectCells(plan, object) };
  }
}

async function jsonLinesFile(
  all: Readable,
  mapping: ImportMappingRule | null,
): Promise<OpenedFile> {
  const lines = createInterface({ input: all, crlfDelay: Infinity })[Symbol.asyncIterator]();
  let line = 0;
  let text = '';
  while (text.trim() === '') {
    const next = await lines.next();
    if (next.done) return fail('empty_file');
    line += 1;
    text = next.value.replace(/^\uFEFF/, '');
  }
  const first = objectOf(text);
  if (first === null) return fail('not_csv', text.slice(0, 100));
  const planned = planColumns(Object.keys(first), mapping);
  if (!planned.ok) return fail(planned.code, planned.value);
  // Later lines may carry columns the first left out: every field is looked up by its name.
  const sources = new Map(planned.plan.sources);
  for (const field of KIND_COLUMNS[planned.plan.kind].all)
    if (!sources.has(field)) sources.set(field, mapping?.columns[field] ?? field);
  return {
    ok: true,
    plan: { ...planned.plan, sources },
    rows: jsonRows(line, first, lines, { ...planned.plan, sources }),
  };
}

/**
 * Opens `source` as an import file: its kind and columns planned from the header (or the first
 * object), or the reason it cannot be read at all. `onBytes` hears the bytes read so far.
 */
export async function openImportFile(
  source: AsyncIterable<Buffer>,
  mapping: ImportMappingRule | null,
  onBytes: (bytes: number) => void = () => undefined,
): Promise<OpenedFile> {
  const { head, all } = await peek(counted(source, onBytes));
  if (head.length === 0) return fail('empty_file');
  if (head.includes(0)) return fail('not_csv', 'binary data');
  const text = head.toString('utf8').replace(/^\uFEFF/, '');
  if (text.trimStart().startsWith('{')) return jsonLinesFile(all, mapping);
  return csvFile(text, all, mapping);
}
