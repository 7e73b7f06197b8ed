// Reading one row's cells, as a CSV gives them (text) or JSON Lines (text, numbers, booleans,
// lists): each reader returns the value or records why the cell is bad, under the file's own
// column name, so a report points at the column the supplier wrote.
import type { ImportProblemCode } from './import-kinds.js';
import { parseScaled } from '../typed-number.js';

export interface CellProblem {
  /** The column as the file names it. */
  column: string;
  code: ImportProblemCode;
  value: string | null;
}

/** A row's cells by our column name, and the file's name of each column. */
export interface RowCells {
  /** The cell of our column `field`; undefined when the file has no such column. */
  get(field: string): unknown;
  /** The file's name for our column `field`. */
  columnOf(field: string): string;
}

const MAX_TEXT = 2000;
const shown = (value: unknown): string => {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  return text.length > 100 ? `${text.slice(0, 99)}…` : text;
};

/** Reads cells of one row, gathering every problem rather than stopping at the first. */
export class CellReader {
  readonly problems: CellProblem[] = [];

  constructor(readonly cells: RowCells) {}

  problem(field: string, code: ImportProblemCode, value: unknown = null): null {
    this.problems.push({
      column: this.cells.columnOf(field),
      code,
      value: value === null ? null : shown(value),
    });
    return null;
  }

  /** Trimmed text; '' for an empty or missing cell. */
  text(field: string, max = MAX_TEXT): string {
    const raw = this.cells.get(field);
    if (raw === undefined || raw === null) return '';
    const text = (typeof raw === 'string' ? raw : String(raw)).trim();
    if (text.length > max) {
      this.problem(field, 'too_long', text);
      return '';
    }
    return text;
  }

  /** Text that must be there. */
  requiredText(field: string, max = MAX_TEXT): string | null {
    const text = this.text(field, max);
    return text === '' ? this.problem(field, 'required') : text;
  }

  /** A whole number within [min, max]; null when empty (and not required). */
  integer(field: string, min: number, max: number, required = false): number | null {
    const raw = this.cells.get(field);
    const text = typeof raw === 'number' ? String(raw) : this.text(field);
    if (text === '') return required ? this.problem(field, 'required') : null;
    if (!/^-?\d+$/.test(text)) return this.problem(field, 'not_an_integer', text);
    const value = Number(text);
    return value < min || value > max ? this.problem(field, 'out_of_range', text) : value;
  }

  /** Euros with up to two decimals ("12.50", "12,50", "1 234,50") as cents; null when empty. */
  cents(field: string, max: number, required = false): number | null {
    const raw = this.cells.get(field);
    const text = typeof raw === 'number' ? String(raw) : this.text(field);
    if (text === '') return required ? this.problem(field, 'required') : null;
    const cents = parseScaled(text, 2);
    if (cents === null) return this.problem(field, 'not_a_number', text);
    return cents > max ? this.problem(field, 'out_of_range', text) : cents;
  }

  /** yes/no, true/false, 1/0 (any case); `fallback` when empty. */
  boolean(field: string, fallback: boolean): boolean {
    const raw = this.cells.get(field);
    if (typeof raw === 'boolean') return raw;
    const text = this.text(field).toLowerCase();
    if (text === '') return fallback;
    if (['1', 'true', 'yes', 'ja', 'kyllä', 'x'].includes(text)) return true;
    if (['0', 'false', 'no', 'nej', 'ei'].includes(text)) return false;
    this.problem(field, 'not_a_boolean', text);
    return fallback;
  }

  /** A list: a JSON array, or text split at '|'; empty entries dropped. */
  list(field: string): string[] {
    const raw = this.cells.get(field);
    const parts = Array.isArray(raw) ? raw.map((v) => String(v)) : this.text(field).split('|');
    return parts.map((part) => part.trim()).filter((part) => part !== '');
  }
}
