// Rows written in the import format (the inverse of import-rows): for example files, exports and
// the benchmarks' generated catalogs.
import { BRANDS } from '../brand.js';
import { minorToDecimal } from '../money.js';
import type { Arrival } from '../schemas/catalog-responses.schema.js';
import { KIND_COLUMNS } from './import-kinds.js';
import type { ImportItem } from './import-rows.js';

export function arrivalText(arrival: Arrival): string {
  if (arrival.type === 'days') return `days:${arrival.days ?? 0}`;
  if (arrival.type === 'weekday') return `weekday:${arrival.weekday ?? 1}`;
  if (arrival.type === 'date')
    return `date:${arrival.date ?? ''}${arrival.deadline ? `@${arrival.deadline}` : ''}`;
  return '';
}

const euros = (cents: number | null) => (cents === null ? '' : minorToDecimal(cents, 2));

/** An item's cells by column name, every items column present. */
export function itemCells(item: ImportItem): Record<string, string> {
  const cells: Record<string, string> = {
    id: item.id,
    legacy_id: item.legacy_id === null ? '' : String(item.legacy_id),
    group: item.group,
    name_en: item.name,
    name_sv: item.sv?.name ?? '',
    name_fi: item.fi?.name ?? '',
    description_en: item.description,
    description_sv: item.sv?.description ?? '',
    description_fi: item.fi?.description ?? '',
    model: item.model,
    image: item.image,
    weight: String(item.weight),
    stock: String(item.stock),
    references: item.references
      .filter((r) => r.visible)
      .map((r) => r.ref)
      .join('|'),
    hidden_references: item.references
      .filter((r) => !r.visible)
      .map((r) => r.ref)
      .join('|'),
    related: item.related.join('|'),
  };
  for (const brand of BRANDS) {
    const price = item.prices.find((p) => p.brand === brand);
    cells[`price_${brand}`] = euros(price?.price ?? null);
    cells[`watermark_${brand}`] = euros(price?.watermark ?? null);
    cells[`increment_${brand}`] = euros(price?.increment ?? null);
    cells[`arrival_${brand}`] = price ? arrivalText(price.arrival) : '';
    cells[`supplier_${brand}`] = price?.supplier ?? '';
  }
  return cells;
}

/** The items columns in the format's order. */
export const ITEM_COLUMNS: readonly string[] = KIND_COLUMNS.items.all;

/** One CSV line (no line end): fields quoted when they hold the delimiter, a quote or a line end. */
export function csvLine(values: readonly string[], delimiter = ';'): string {
  return values
    .map((value) =>
      value.includes(delimiter) || /["\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value,
    )
    .join(delimiter);
}
