// One file row of each kind, read into the shape the catalog stores, or the reasons it cannot be.
// Checks that need the database (unknown groups, cars, items; duplicates; loops) come later.
import type { Arrival } from '../schemas/catalog-responses.schema.js';
import { BRANDS } from '../brand.js';
import type { Brand } from '../brand.js';
import { MAX_ITEM_PRICE } from '../bulk-price.js';
import { normaliseReference } from '../reference.js';
import { CellReader } from './import-cells.js';
import type { CellProblem, RowCells } from './import-cells.js';
import type { ImportKind } from './import-kinds.js';
import { readDiagram, readDiagramItem } from './diagram-rows.js';
import type { ImportDiagram, ImportDiagramItem } from './diagram-rows.js';

export interface ImportItemPrice {
  brand: Brand;
  price: number;
  watermark: number | null;
  increment: number | null;
  arrival: Arrival;
  supplier: string;
}

export interface ImportItemText {
  name: string;
  description: string;
}

export interface ImportItem {
  id: string;
  legacy_id: number | null;
  group: string;
  name: string;
  description: string;
  /** Swedish and Finnish texts; null reads English. */
  sv: ImportItemText | null;
  fi: ImportItemText | null;
  model: string;
  /** '' keeps the item's picture (a new item has none). */
  image: string;
  weight: number;
  stock: number;
  /** In BRANDS order. */
  prices: ImportItemPrice[];
  references: { ref: string; visible: boolean }[];
  related: string[];
}

export interface ImportCarGroup {
  id: number;
  name: string;
  sv: string | null;
  fi: string | null;
  position: number;
}

export interface ImportCar {
  slug: string;
  /** "Volvo"; null when the row has none: an existing car keeps its own, a new car is refused. */
  make: string | null;
  /** The model, without the make ("240"). */
  name: string;
  group: number;
  position: number;
  modern: boolean;
}

export interface ImportFit {
  item: string;
  car: string;
  condition: string;
}

export interface ImportSupersession {
  old: string;
  /** An item id or a part number (maybe itself superseded). */
  new: string;
}

export interface ImportRowTypes {
  items: ImportItem;
  car_groups: ImportCarGroup;
  cars: ImportCar;
  fits: ImportFit;
  supersessions: ImportSupersession;
  diagrams: ImportDiagram;
  diagram_items: ImportDiagramItem;
}

export type ReadRow<K extends ImportKind> =
  { ok: true; row: ImportRowTypes[K]; key: string } | { ok: false; problems: CellProblem[] };

const ITEM_ID = /^[0-9a-f]{24}$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_WEIGHT_GRAMS = 10_000_000;
const MAX_STOCK = 10_000_000;
const NO_ARRIVAL: Arrival = { type: null, date: null, deadline: null, days: null, weekday: null };
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** "days:5", "weekday:3", "date:2026-12-01" or "date:2026-12-01@2026-11-30T11:00:00Z"; '' none. */
export function parseArrival(text: string): Arrival | null {
  if (text === '') return NO_ARRIVAL;
  const [type, value = ''] = text.split(':', 2).map((part) => part.trim()) as [string, string?];
  const rest = text.slice(text.indexOf(':') + 1).trim();
  if (type === 'days' && /^\d{1,3}$/.test(value)) return { ...NO_ARRIVAL, type, days: +value };
  if (type === 'weekday' && /^[1-7]$/.test(value)) return { ...NO_ARRIVAL, type, weekday: +value };
  if (type !== 'date') return null;
  const [date = '', deadline = null] = rest.split('@').map((part) => part.trim());
  if (!ISO_DATE.test(date) || Number.isNaN(Date.parse(date))) return null;
  if (deadline !== null && Number.isNaN(Date.parse(deadline))) return null;
  return {
    ...NO_ARRIVAL,
    type,
    date,
    deadline: deadline === null ? null : new Date(deadline).toISOString(),
  };
}

function itemId(read: CellReader, field: string): string | null {
  const text = read.requiredText(field, 100)?.toLowerCase() ?? null;
  if (text === null) return null;
  return ITEM_ID.test(text) ? text : read.problem(field, 'bad_id', text);
}

const TEXT_FIELDS = {
  sv: { name: 'name_sv', description: 'description_sv' },
  fi: { name: 'name_fi', description: 'description_fi' },
} as const;

function translation(read: CellReader, language: 'sv' | 'fi'): ImportItemText | null {
  const fields = TEXT_FIELDS[language];
  const name = read.text(fields.name, 200);
  return name === '' ? null : { name, description: read.text(fields.description) };
}

/** Each brand's column names, made once: a million rows look them up fifteen times each. */
const BRAND_FIELDS = BRANDS.map((brand) => ({
  brand,
  price: `price_${brand}`,
  arrival: `arrival_${brand}`,
  watermark: `watermark_${brand}`,
  increment: `increment_${brand}`,
  supplier: `supplier_${brand}`,
}));

function prices(read: CellReader): ImportItemPrice[] {
  const entries: ImportItemPrice[] = [];
  for (const fields of BRAND_FIELDS) {
    const { brand } = fields;
    const price = read.cents(fields.price, MAX_ITEM_PRICE, brand === 'any');
    const arrivalText = read.text(fields.arrival, 100);
    const arrival = parseArrival(arrivalText);
    if (arrival === null) read.problem(fields.arrival, 'bad_arrival', arrivalText);
    const watermark = read.cents(fields.watermark, MAX_ITEM_PRICE);
    const increment = read.cents(fields.increment, MAX_ITEM_PRICE);
    const supplier = read.text(fields.supplier, 100);
    if (price === null || price === 0) continue;
    entries.push({ brand, price, watermark, increment, arrival: arrival ?? NO_ARRIVAL, supplier });
  }
  return entries;
}

function references(read: CellReader): { ref: string; visible: boolean }[] {
  const seen = new Set<string>();
  const all = [
    ...read.list('references').map((ref) => ({ ref, visible: true })),
    ...read.list('hidden_references').map((ref) => ({ ref, visible: false })),
  ];
  // One number once, the first mention winning, as the search index keys them.
  return all.filter(({ ref }) => {
    const norm = normaliseReference(ref);
    if (norm === '' || seen.has(norm)) return false;
    seen.add(norm);
    return true;
  });
}

function readItem(read: CellReader): ImportItem | null {
  const id = itemId(read, 'id');
  const group = read.requiredText('group', 100);
  const name = read.requiredText('name_en', 200);
  const weight = read.integer('weight', 0, MAX_WEIGHT_GRAMS, true);
  const related = read.list('related').map((other) => other.toLowerCase());
  for (const other of related) if (!ITEM_ID.test(other)) read.problem('related', 'bad_id', other);
  const item = {
    id,
    legacy_id: read.integer('legacy_id', 0, Number.MAX_SAFE_INTEGER),
    group,
    name,
    description: read.text('description_en'),
    sv: translation(read, 'sv'),
    fi: translation(read, 'fi'),
    model: read.text('model', 200),
    image: read.text('image', 300),
    weight,
    stock: read.integer('stock', 0, MAX_STOCK) ?? 0,
    prices: prices(read),
    references: references(read),
    related: [...new Set(related)].filter((other) => other !== id),
  };
  if (read.problems.length || id === null || group === null || name === null || weight === null)
    return null;
  return { ...item, id, group, name, weight };
}

function readCarGroup(read: CellReader): ImportCarGroup | null {
  const id = read.integer('id', 1, 1_000_000, true);
  const name = read.requiredText('name_en', 200);
  const row = {
    sv: read.text('name_sv', 200) || null,
    fi: read.text('name_fi', 200) || null,
    position: read.integer('position', 0, 1_000_000) ?? 0,
  };
  return id === null || name === null || read.problems.length ? null : { id, name, ...row };
}

function readCar(read: CellReader): ImportCar | null {
  const slug = read.requiredText('slug', 100)?.toLowerCase() ?? null;
  if (slug !== null && !SLUG.test(slug)) read.problem('slug', 'bad_slug', slug);
  const make = read.text('make', 100) || null;
  const name = read.requiredText('name', 200);
  const group = read.integer('group', 1, 1_000_000, true);
  const position = read.integer('position', 0, 1_000_000) ?? 0;
  const modern = read.boolean('modern', false);
  if (slug === null || name === null || group === null || read.problems.length) return null;
  return { slug, make, name, group, position, modern };
}

function readFit(read: CellReader): ImportFit | null {
  const item = itemId(read, 'item');
  const car = read.requiredText('car', 100)?.toLowerCase() ?? null;
  const condition = read.text('condition', 300);
  return item === null || car === null || read.problems.length ? null : { item, car, condition };
}

function readSupersession(read: CellReader): ImportSupersession | null {
  const old = read.requiredText('old', 100);
  const replacement = read.requiredText('new', 100);
  if (old !== null && normaliseReference(old) === '') read.problem('old', 'required', old);
  if (old === null || replacement === null || read.problems.length) return null;
  return { old, new: replacement };
}

const READERS: { [K in ImportKind]: (read: CellReader) => ImportRowTypes[K] | null } = {
  items: readItem,
  car_groups: readCarGroup,
  cars: readCar,
  fits: readFit,
  supersessions: readSupersession,
  diagrams: readDiagram,
  diagram_items: readDiagramItem,
};

/** The key that tells rows of a kind apart (a second row with it is a duplicate). */
export function importRowKey<K extends ImportKind>(kind: K, row: ImportRowTypes[K]): string {
  switch (kind) {
    case 'items':
      return (row as ImportItem).id;
    case 'car_groups':
      return String((row as ImportCarGroup).id);
    case 'cars':
      return (row as ImportCar).slug;
    case 'fits':
      return `${(row as ImportFit).item}|${(row as ImportFit).car}`;
    case 'diagrams':
      return (row as ImportDiagram).illustration;
    case 'diagram_items':
      return `${(row as ImportDiagramItem).illustration}|${(row as ImportDiagramItem).idx}`;
    default:
      return normaliseReference((row as ImportSupersession).old);
  }
}

/** Reads one row of `kind` from its cells. */
export function readImportRow<K extends ImportKind>(kind: K, cells: RowCells): ReadRow<K> {
  const read = new CellReader(cells);
  const row = READERS[kind](read) as ImportRowTypes[K] | null;
  return row === null
    ? { ok: false, problems: read.problems }
    : { ok: true, row, key: importRowKey(kind, row) };
}
