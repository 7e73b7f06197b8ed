import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { openImportFile } from './import-file.js';
import type { FileRow } from './import-file.js';

const ID = '5a0b1c2d3e4f5a6b7c8d9e0f';
const source = (text: string | Buffer, chunk = 7) => {
  const bytes = Buffer.isBuffer(text) ? text : Buffer.from(text, 'utf8');
  const parts: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += chunk) parts.push(bytes.subarray(at, at + chunk));
  return Readable.from(parts);
};

async function rowsOf(text: string | Buffer) {
  const opened = await openImportFile(source(text), null);
  if (!opened.ok) return { problem: [opened.code, opened.value] };
  const rows: (string | [number, string, string | null])[] = [];
  for await (const row of opened.rows as AsyncIterable<FileRow>)
    rows.push(
      'cells' in row
        ? `${row.line}:${String(row.cells.get('old'))}>${String(row.cells.get('new'))}`
        : [row.line, row.problem.code, row.problem.value],
    );
  return { kind: opened.plan.kind, rows };
}

describe('openImportFile', () => {
  it('reads CSV with ; or , , a BOM, quotes and line numbers', async () => {
    expect(await rowsOf('\uFEFFold;new\r\n"30;1";A1\r\n\r\nB2;C3\r\n')).toEqual({
      kind: 'supersessions',
      rows: ['2:30;1>A1', '4:B2>C3'],
    });
    expect(await rowsOf('Old,New\n"multi\nline",X\nA,B,C\n')).toEqual({
      kind: 'supersessions',
      rows: ['2:multi\nline>X', [4, 'wrong_column_count', '3']],
    });
  });

  it('reads JSON Lines, one object per line, and says which lines are not objects', async () => {
    expect(await rowsOf(`{"old":"A","new":"${ID}"}\n[1]\n\n{"old":"B","new":"C"}\n`)).toEqual({
      kind: 'supersessions',
      rows: [`1:A>${ID}`, [2, 'bad_json', '[1]'], '4:B>C'],
    });
  });

  it('refuses what is no import file at all', async () => {
    expect(await rowsOf('')).toEqual({ problem: ['empty_file', null] });
    expect(await rowsOf(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 1]))).toEqual({
      problem: ['not_csv', 'binary data'],
    });
    expect(await rowsOf('Dear supplier\nhere is the list\n')).toEqual({
      problem: ['not_csv', null],
    });
    expect(await rowsOf('colour;size\n1;red\n')).toEqual({
      problem: ['unknown_kind', 'colour, size'],
    });
    expect(await rowsOf('item;condition\n')).toEqual({ problem: ['missing_column', 'car'] });
  });

  it('stops at a broken quote, saying where', async () => {
    const read = await rowsOf('old;new\nA;B\n"C;D\n');
    expect(read.rows?.[0]).toBe('2:A>B');
    expect(read.rows?.[1]).toEqual([
      expect.any(Number),
      'not_csv',
      expect.stringContaining('Quote'),
    ]);
  });
});
