// Table rows -> the API shapes of @shop/domain (SPEC §3 field names). The only place that knows both.
import type {
  ArrivalType,
  Brand,
  Car,
  CarGroup,
  Currency,
  Item,
  ItemGroup,
  PriceEntry,
  ShipmentDataEntry,
  SupplierEntry,
} from '@shop/domain';
import { BRANDS, lineFee } from '@shop/domain';
import type {
  CarGroupRow,
  CarRow,
  CatalogTextRow,
  CurrencyRow,
  FitRow,
  ItemGroupRow,
  ItemRow,
  ItemTextRow,
  PriceRow,
  ReferenceRow,
  RelatedRow,
  ShipmentRow,
} from './catalog.repository.js';
import type { ReplacesRow } from './supersessions.repository.js';

/** The rows that belong to a set of items, as fetched by one query each. */
export interface ItemDetailRows {
  prices: readonly PriceRow[];
  references: readonly ReferenceRow[];
  replaces: readonly ReplacesRow[];
  fits: readonly FitRow[];
  related: readonly RelatedRow[];
}

const ARRIVAL_TYPES: readonly string[] = ['date', 'days', 'weekday'] satisfies ArrivalType[];

function isBrand(v: string): v is Brand {
  return (BRANDS as readonly string[]).includes(v);
}

function groupBy<T extends { item_id: string }>(rows: readonly T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const list = map.get(row.item_id);
    if (list) list.push(row);
    else map.set(row.item_id, [row]);
  }
  return map;
}

export function toPriceEntry(row: PriceRow): PriceEntry {
  return {
    price: row.price,
    watermark: row.watermark,
    increment: row.increment,
    arrival: {
      type:
        row.arrival_type !== null && ARRIVAL_TYPES.includes(row.arrival_type)
          ? (row.arrival_type as ArrivalType)
          : null,
      date: row.arrival_date,
      deadline: row.arrival_deadline,
      days: row.arrival_days,
      weekday: row.arrival_weekday,
    },
  };
}

/** Plain string order: the same on every engine and in every locale. */
const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Maps item rows in their given order; detail rows are matched by item id. */
export function toItems(rows: readonly ItemRow[], details: ItemDetailRows): Item[] {
  const prices = groupBy(details.prices);
  const references = groupBy(details.references);
  const replaces = groupBy(details.replaces);
  const fits = groupBy(details.fits);
  const related = groupBy(details.related);
  return rows.map((row) => {
    const pricesTyped: Partial<Record<Brand, PriceEntry>> = {};
    const suppliersTyped: Partial<Record<Brand, SupplierEntry>> = {};
    for (const p of prices.get(row.id) ?? []) {
      if (!isBrand(p.brand)) continue;
      pricesTyped[p.brand] = toPriceEntry(p);
      suppliersTyped[p.brand] = { name: p.supplier };
    }
    const brand = BRANDS.find((b) => pricesTyped[b] !== undefined) ?? 'any';
    const defaultEntry = pricesTyped[brand];
    return {
      _id: row.id,
      _legacy_id: row.legacy_id,
      name: row.name,
      description: row.description,
      model: row.model,
      image: row.image,
      price: row.price,
      brand,
      references: (references.get(row.id) ?? []).map((r) => ({
        id: r.ref,
        visible: r.visible !== 0,
      })),
      replaces: (replaces.get(row.id) ?? []).map((r) => r.old_ref).sort(byCodeUnits),
      fits: (fits.get(row.id) ?? []).map((f) => ({ car: f.car_slug, description: f.description })),
      group: row.group_slug,
      prices_typed: pricesTyped,
      suppliers_typed: suppliersTyped,
      fee: defaultEntry ? lineFee(defaultEntry, 1) : 0,
      weight: row.weight,
      stock: { quantity: row.stock_quantity },
      related: (related.get(row.id) ?? []).map((r) => ({ _id: r.related_id, name: r.name })),
      updated: row.updated_at,
    };
  });
}

/** Catalog text rows as 'kind/ref' -> text. */
export function catalogTexts(rows: readonly CatalogTextRow[]): Map<string, string> {
  return new Map(rows.map((r) => [`${r.kind}/${r.ref}`, r.text]));
}

/** The items with their names and descriptions in the language the text rows are in. */
export function translateItems(rows: readonly ItemRow[], texts: readonly ItemTextRow[]): ItemRow[] {
  if (texts.length === 0) return [...rows];
  const byId = new Map(texts.map((t) => [t.item_id, t]));
  return rows.map((row) => {
    const text = byId.get(row.id);
    return text ? { ...row, name: text.name, description: text.description } : row;
  });
}

export function toCar(row: CarRow): Car {
  return { slug: row.slug, name: row.name, make: row.make, modern: row.modern !== 0 };
}

export function toCarGroups(groups: readonly CarGroupRow[], cars: readonly CarRow[]): CarGroup[] {
  return groups.map((g) => ({
    name: g.name,
    cars: cars.filter((c) => c.car_group_id === g.id).map(toCar),
  }));
}

export function toItemGroup(row: ItemGroupRow): ItemGroup {
  return { slug: row.slug, name: row.name, index: row.idx };
}

export function toCurrency(row: CurrencyRow): Currency {
  return { code: row.code, symbol: row.symbol, euro_rate: row.euro_rate, exponent: row.exponent };
}

/** Rows of (type, key, value) -> one entry per type, in first-seen order. */
export function toShipmentData(rows: readonly ShipmentRow[]): ShipmentDataEntry[] {
  const byType = new Map<string, ShipmentDataEntry>();
  for (const row of rows) {
    let entry = byType.get(row.type);
    if (!entry) byType.set(row.type, (entry = { type: row.type, data: [] }));
    entry.data.push({ key: row.key, value: row.value });
  }
  return [...byType.values()];
}
