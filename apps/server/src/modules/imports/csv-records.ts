// A streaming CSV reader (RFC 4180: quoted fields with "" for a quote and line ends inside quotes)
// that numbers each record by the line it starts on. Written for speed: a line without a quote is
// split in one call; csv-parse took 35 µs a row on a million-row catalog, a third of the budget.
import { StringDecoder } from 'node:string_decoder';

export interface CsvRecord {
  /** The line the record starts on (1 is the file's first). */
  line: number;
  fields: string[];
}

export class CsvSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
  }
}

/** Line ends in text[from, to). */
function newlines(text: string, from: number, to: number): number {
  let count = 0;
  for (let i = text.indexOf('\n', from); i !== -1 && i < to; i = text.indexOf('\n', i + 1))
    count += 1;
  return count;
}

/**
 * Parses one record that has a quote, starting at `from`: its fields and where the next record
 * starts; null when `text` ends before the record does (more is needed).
 */
function quotedRecord(
  text: string,
  from: number,
  delimiter: string,
  line: number,
): { fields: string[]; next: number } | null {
  const fields: string[] = [];
  let at = from;
  for (;;) {
    let stop: number;
    if (text[at] === '"') {
      let value = '';
      let start = at + 1;
      for (;;) {
        const quote = text.indexOf('"', start);
        if (quote === -1) return null;
        value += text.slice(start, quote);
        if (text[quote + 1] === '"') {
          value += '"';
          start = quote + 2;
          continue;
        }
        stop = quote + 1;
        break;
      }
      if (stop >= text.length) return null;
      const after = text[stop];
      if (after !== delimiter && after !== '\n' && after !== '\r')
        throw new CsvSyntaxError(
          'Invalid closing quote: the field goes on after it',
          line + newlines(text, from, stop),
        );
      fields.push(value);
    } else {
      stop = nextStop(text, at, delimiter);
      if (stop === -1) return null;
      const value = text.slice(at, stop);
      if (value.includes('"'))
        throw new CsvSyntaxError('Quote inside an unquoted field', line + newlines(text, from, at));
      fields.push(value);
    }
    if (text[stop] === delimiter) {
      at = stop + 1;
      continue;
    }
    if (text[stop] === '\r') {
      if (stop + 1 >= text.length) return null;
      return { fields, next: text[stop + 1] === '\n' ? stop + 2 : stop + 1 };
    }
    return { fields, next: stop + 1 };
  }
}

/** The next delimiter or line end at or after `from`; -1 when there is none yet. */
function nextStop(text: string, from: number, delimiter: string): number {
  for (let i = from; i < text.length; i += 1) {
    const c = text[i];
    if (c === delimiter || c === '\n' || c === '\r') return i;
  }
  return -1;
}

/** The records of a byte stream, in order; a CsvSyntaxError names the line a broken quote is on. */
export async function* csvRecords(
  source: AsyncIterable<Buffer>,
  delimiter: string,
): AsyncGenerator<CsvRecord> {
  const decoder = new StringDecoder('utf8');
  let text = '';
  let line = 1;
  let first = true;
  const drain = function* (final: boolean): Generator<CsvRecord> {
    let at = 0;
    for (;;) {
      if (at >= text.length) break;
      const end = text.indexOf('\n', at);
      const lineEnd = end === -1 ? (final ? text.length : -1) : end;
      if (lineEnd === -1) break;
      const quote = text.indexOf('"', at);
      if (quote === -1 || quote > lineEnd) {
        const raw = text.slice(at, lineEnd);
        const row = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
        yield { line, fields: row.split(delimiter) };
        line += 1;
        at = lineEnd + 1;
        continue;
      }
      // The last record may lack its line end: parse it as if it had one.
      const padded = final && end === -1;
      const source = padded ? `${text.slice(at)}\n` : text;
      const from = padded ? 0 : at;
      const quoted = quotedRecord(source, from, delimiter, line);
      if (quoted === null) {
        if (final) throw new CsvSyntaxError('Quote not closed before the end of the file', line);
        break;
      }
      yield { line, fields: quoted.fields };
      line += newlines(source, from, quoted.next);
      at = padded ? text.length : quoted.next;
    }
    text = text.slice(at);
  };
  for await (const chunk of source) {
    text += decoder.write(chunk);
    if (first) {
      text = text.replace(/^\uFEFF/, '');
      first = false;
    }
    yield* drain(false);
  }
  text += decoder.end();
  yield* drain(true);
}
