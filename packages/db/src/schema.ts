// Table types for Kysely. Same tables on SQLite and PostgreSQL: booleans are 0/1 integers,
// lists are JSON text, times are ISO-8601 text, money is integer euro cents incl. 25 % VAT.
import type { Generated } from 'kysely';

export interface CarGroupTable {
  id: number;
  name: string;
  position: number;
}

export interface CarTable {
  slug: string;
  name: string;
  car_group_id: number;
  position: number;
  modern: number;
}

export interface ItemGroupTable {
  slug: string;
  name: string;
  idx: number;
}

export interface ItemTable {
  /** 24 lowercase hex characters. */
  id: string;
  legacy_id: number | null;
  name: string;
  description: string;
  model: string;
  image: string;
  group_slug: string;
  /** Price of the 'any' brand, denormalised for sorting. */
  price: number;
  weight: number;
  stock_quantity: number;
  updated_at: string;
}

export interface ItemPriceTable {
  item_id: string;
  brand: string;
  price: number;
  watermark: number | null;
  increment: number | null;
  arrival_type: string | null;
  arrival_date: string | null;
  arrival_deadline: string | null;
  arrival_days: number | null;
  arrival_weekday: number | null;
  supplier: string;
}

export interface ItemReferenceTable {
  item_id: string;
  position: number;
  ref: string;
  /** ref lower-cased without spaces, dashes or dots. */
  ref_norm: string;
  visible: number;
}

export interface ItemFitTable {
  item_id: string;
  car_slug: string;
  /** The item's group, denormalised so a car's group list is one index range. */
  group_slug: string;
  description: string;
  /** The item's name, price and update time, copied so a car's list pages come from an index. */
  item_name: string;
  item_price: number;
  item_updated_at: string;
}

export interface ItemRelatedTable {
  item_id: string;
  related_id: string;
  position: number;
}

export interface DiagramTable {
  illustration: string;
  name: string;
  car_slug: string;
  group_slug: string;
  description: string;
  remark: string;
  model: string;
  coordinates: string;
  width: number;
  height: number;
}

export interface DiagramItemTable {
  illustration: string;
  idx: number;
  position: string;
  base_position: string;
  description: string;
  model: string;
  remark: string;
  quantity: string;
  item_id: string | null;
  reference: string;
}

export interface CountryTable {
  id: string;
  slug: string;
  name: string;
  vat: number;
  gratis_threshold: number;
  position: number;
}

export interface TransportTable {
  id: string;
  slug: string;
  name: string;
  icon_uri: string;
  price: number;
  weight_min: number;
  weight_max: number;
  disabled: number;
}

export interface PaymentTable {
  id: string;
  slug: string;
  name: string;
  icon_uri: string;
  price: number;
  external: number;
  disabled: number;
}

export interface CountryTransportTable {
  country_id: string;
  transport_id: string;
}

export interface CountryPaymentTable {
  country_id: string;
  payment_id: string;
}

export interface TransportPaymentTable {
  transport_id: string;
  payment_id: string;
}

export interface CurrencyTable {
  code: string;
  symbol: string;
  euro_rate: number;
  exponent: number;
  position: number;
}

export interface ShipmentDataTable {
  id: Generated<number>;
  type: string;
  key: string;
  value: string;
}

export interface SettingTable {
  key: string;
  value: string;
}

/** A saved cart (POST /api/carts/), addressed by cart_date + id. */
export interface SavedCartTable {
  /** 16 url-safe random characters. */
  id: string;
  /** 'YYYYMMDD', Stockholm date of the save. */
  cart_date: string;
  created_at: string;
}

export interface SavedCartLineTable {
  cart_id: string;
  position: number;
  /** An item id; no foreign key: the item may have left the catalog since. */
  item_id: string;
  quantity: number;
  brand: string;
  car: string | null;
}

export interface Database {
  car_groups: CarGroupTable;
  cars: CarTable;
  item_groups: ItemGroupTable;
  items: ItemTable;
  item_prices: ItemPriceTable;
  item_references: ItemReferenceTable;
  item_fits: ItemFitTable;
  item_related: ItemRelatedTable;
  diagrams: DiagramTable;
  diagram_items: DiagramItemTable;
  countries: CountryTable;
  transports: TransportTable;
  payments: PaymentTable;
  country_transports: CountryTransportTable;
  country_payments: CountryPaymentTable;
  transport_payments: TransportPaymentTable;
  currencies: CurrencyTable;
  shipment_data: ShipmentDataTable;
  settings: SettingTable;
  saved_carts: SavedCartTable;
  saved_cart_lines: SavedCartLineTable;
}
