// What a catalog import file may hold: one kind of row per file, each kind with its columns. The
// column names here are the format's own; a supplier's mapping renames its columns to these.
import { BRANDS } from '../brand.js';

export const IMPORT_KINDS = [
  'items',
  'car_groups',
  'cars',
  'fits',
  'supersessions',
  'diagrams',
  'diagram_items',
] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const IMPORT_PROBLEM_CODES = [
  // The whole file (line 0).
  'not_csv',
  'empty_file',
  'unknown_kind',
  'missing_column',
  // One row.
  'bad_json',
  'wrong_column_count',
  'required',
  'too_long',
  'not_a_number',
  'not_an_integer',
  'out_of_range',
  'not_a_boolean',
  'bad_id',
  'bad_slug',
  'bad_arrival',
  'unknown_group',
  'unknown_car_group',
  'unknown_car',
  'unknown_item',
  'unknown_number',
  'unknown_diagram',
  'bad_coordinates',
  'duplicate',
  'supersession_loop',
] as const;
export type ImportProblemCode = (typeof IMPORT_PROBLEM_CODES)[number];

/** How many problems a report lists (it counts them all). */
export const IMPORT_PROBLEMS_KEPT = 1000;

const LANGUAGE_FIELDS = (stem: string) => [`${stem}_en`, `${stem}_sv`, `${stem}_fi`];
const BRAND_FIELDS = BRANDS.flatMap((brand) => [
  `price_${brand}`,
  `watermark_${brand}`,
  `increment_${brand}`,
  `arrival_${brand}`,
  `supplier_${brand}`,
]);

export interface KindColumns {
  /** Columns a file of this kind must have. */
  required: readonly string[];
  /** Every column it may have; others are ignored. */
  all: readonly string[];
}

export const KIND_COLUMNS: Record<ImportKind, KindColumns> = {
  items: {
    required: ['id', 'group', 'name_en', 'weight', 'price_any'],
    all: [
      'id',
      'legacy_id',
      'group',
      ...LANGUAGE_FIELDS('name'),
      ...LANGUAGE_FIELDS('description'),
      'model',
      'image',
      'weight',
      'stock',
      ...BRAND_FIELDS,
      'references',
      'hidden_references',
      'related',
    ],
  },
  car_groups: {
    required: ['id', 'name_en'],
    all: ['id', ...LANGUAGE_FIELDS('name'), 'position'],
  },
  // A file without make is still read (files from before it existed); a new car needs one.
  cars: {
    required: ['slug', 'name', 'group'],
    all: ['slug', 'make', 'name', 'group', 'position', 'modern'],
  },
  fits: { required: ['item', 'car'], all: ['item', 'car', 'condition'] },
  supersessions: { required: ['old', 'new'], all: ['old', 'new'] },
  diagrams: {
    required: ['illustration', 'name_en', 'car', 'group', 'width', 'height'],
    all: [
      'illustration',
      ...LANGUAGE_FIELDS('name'),
      'car',
      'group',
      ...LANGUAGE_FIELDS('description'),
      ...LANGUAGE_FIELDS('remark'),
      'model',
      'width',
      'height',
      'coordinates',
    ],
  },
  diagram_items: {
    required: ['illustration', 'idx', 'position'],
    all: [
      'illustration',
      'idx',
      'position',
      'item',
      'reference',
      'quantity',
      ...LANGUAGE_FIELDS('description'),
      ...LANGUAGE_FIELDS('remark'),
      'model',
    ],
  },
};

/**
 * The kind the header is most of: the one with the most of its columns there, so an items file
 * missing a required column is reported as such, not read as car groups (id, name_en). Null when
 * no column is any kind's.
 */
export function kindOfColumns(columns: readonly string[]): ImportKind | null {
  const present = new Set(columns);
  let best: ImportKind | null = null;
  let bestScore = 0;
  for (const kind of IMPORT_KINDS) {
    const { required, all } = KIND_COLUMNS[kind];
    const covered = all.filter((column) => present.has(column)).length;
    // Of two kinds covering as many columns, the one whose required columns are all there.
    const score = covered * 2 + (required.every((column) => present.has(column)) ? 1 : 0);
    if (covered > 0 && score > bestScore) {
      best = kind;
      bestScore = score;
    }
  }
  return best;
}

/** A problem in English, for the command line (the console words it in its own language). */
export function importProblemText(code: ImportProblemCode, value: string | null): string {
  const v = value ?? '';
  const texts: Record<ImportProblemCode, string> = {
    not_csv: `not a CSV or JSON Lines file${v ? ` (${v})` : ''}`,
    empty_file: 'the file has no rows',
    unknown_kind: `the columns fit no kind of row (${v})`,
    missing_column: `a required column is missing: ${v}`,
    bad_json: `not a JSON object${v ? ` (${v})` : ''}`,
    wrong_column_count: `the row has ${v} columns, unlike the header`,
    required: 'a value is required',
    too_long: `too long: ${v}`,
    not_a_number: `not a number: ${v}`,
    not_an_integer: `not a whole number: ${v}`,
    out_of_range: `out of range: ${v}`,
    not_a_boolean: `not yes or no: ${v}`,
    bad_id: `not an item id (24 hex digits): ${v}`,
    bad_slug: `not a slug (a-z, 0-9 and dashes): ${v}`,
    bad_arrival: `not an arrival (days:N, weekday:1-7 or date:YYYY-MM-DD): ${v}`,
    unknown_group: `no such part group: ${v}`,
    unknown_car_group: `no such car group: ${v}`,
    unknown_car: `no such car: ${v}`,
    unknown_item: `no such item: ${v}`,
    unknown_number: `no item has this number: ${v}`,
    unknown_diagram: `no such diagram: ${v}`,
    bad_coordinates: `not positions (pos@x,y,w,h separated by |): ${v}`,
    duplicate: `the same key again (first on line ${v})`,
    supersession_loop: `the numbers replace each other in a loop: ${v}`,
  };
  return texts[code];
}
