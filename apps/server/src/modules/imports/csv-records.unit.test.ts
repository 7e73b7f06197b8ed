import { Readable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvRecords } from './csv-records.js';

async function records(text: string, chunk = 3, delimiter = ';') {
  const bytes = Buffer.from(text, 'utf8');
  const parts: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += chunk) parts.push(bytes.subarray(at, at + chunk));
  const out: [number, string[]][] = [];
  for await (const r of csvRecords(Readable.from(parts), delimiter)) out.push([r.line, r.fields]);
  return out;
}

const quote = (field: string) =>
  /[;"\r\n]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field;

describe('csvRecords', () => {
  it('reads quotes, doubled quotes, line ends inside quotes, CRLF and a last line without one', async () => {
    expect(await records('a;"b;c"\r\n"x ""y""";"two\nlines"\nåäö;€\r\nlast;"q"')).toEqual([
      [1, ['a', 'b;c']],
      [2, ['x "y"', 'two\nlines']],
      [4, ['åäö', '€']],
      [5, ['last', 'q']],
    ]);
  });

  it('names the line of a broken quote', async () => {
    await expect(records('a;b\nc;"d\ne;f\n')).rejects.toMatchObject({ line: 2 });
    await expect(records('a;b\n"c"x;d\n')).rejects.toMatchObject({ line: 2 });
    await expect(records('a;b\nc;d"e\n')).rejects.toMatchObject({ line: 2 });
  });

  it('reads back whatever was written, however the bytes are cut', async () => {
    const field = fc.string({ unit: fc.constantFrom('a', 'ö', ';', '"', '\n', '\r\n', ' ', '€') });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(field, { minLength: 2, maxLength: 2 }), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 1, max: 9 }),
        async (rows, chunk) => {
          const text = rows.map((row) => row.map(quote).join(';')).join('\n');
          const read = await records(`${text}\n`, chunk);
          expect(read.map(([, fields]) => fields)).toEqual(rows);
        },
      ),
    );
  });
});
