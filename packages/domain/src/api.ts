// The JSON shapes of the HTTP API (SPEC §3/§7 field names), shared by the server and the web app.
// The error body, ApiError, lives in http-contract.ts with the codes.

export type Brand = 'any' | 'oem' | 'genuine';
export const BRANDS: readonly Brand[] = ['any', 'oem', 'genuine'];

export type ArrivalType = 'date' | 'days' | 'weekday';

export interface Arrival {
  type: ArrivalType | null;
  /** YYYY-MM-DD, for type 'date'. */
  date: string | null;
  /** ISO timestamp: orders after it get date + 7 days (the noon deadline), for type 'date'. */
  deadline: string | null;
  /** Calendar days to arrival, for type 'days'. */
  days: number | null;
  /** ISO weekday 1 (Monday) .. 7 (Sunday), for type 'weekday'. */
  weekday: number | null;
}

/** One brand's offer; money in euro cents including 25 % VAT. */
export interface PriceEntry {
  price: number;
  watermark: number | null;
  increment: number | null;
  arrival: Arrival;
}

export interface SupplierEntry {
  name: string;
}

export interface ItemReference {
  id: string;
  visible: boolean;
}

export interface ItemFit {
  car: string;
  description: string;
}

export interface RelatedItem {
  _id: string;
  name: string;
}

export interface Item {
  _id: string;
  _legacy_id: number | null;
  name: string;
  description: string;
  /** Model description shown on the item page. */
  model: string;
  /** Path under /public/, e.g. /public/items/ab/abc….svg */
  image: string;
  /** Price of the default brand ('any'), euro cents incl. VAT. */
  price: number;
  brand: Brand;
  references: ItemReference[];
  fits: ItemFit[];
  group: string;
  prices_typed: Partial<Record<Brand, PriceEntry>>;
  suppliers_typed: Partial<Record<Brand, SupplierEntry>>;
  /** Fee of one unit of the default brand (SPEC §9), euro cents. */
  fee: number;
  /** Grams per unit. */
  weight: number;
  stock: { quantity: number };
  related: RelatedItem[];
  updated: string;
}

export interface Car {
  slug: string;
  name: string;
  modern: boolean;
}

export interface CarGroup {
  name: string;
  cars: Car[];
}

export interface ItemGroup {
  slug: string;
  name: string;
  index: number;
}

/** An item group as listed on a car page, with what this car has in it. */
export interface CarItemGroup extends ItemGroup {
  items: number;
  diagrams: number;
}

export interface CarResponse {
  car: Car & { group: string };
  count: { items: number; diagrams: number };
  groups: CarItemGroup[];
}

export type ItemSort = 'name' | '-name' | 'price' | '-price';

export interface ItemsPage {
  items: Item[];
  /** All items matching, across pages. */
  count: number;
  /** 1-based. */
  page: number;
  pageSize: number;
  /** The item group, or null for 'Latest updates'. */
  group: ItemGroup | null;
}

export interface Coordinate {
  pos: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Diagram {
  illustration: string;
  name: string;
  description: string[];
  remark: string[];
  model: string[];
  coordinates: Coordinate[];
  /** Size of the drawing in pixels, for the map bounds. */
  width: number;
  height: number;
  /** /public/diagrams/… */
  image: string;
  car: { slug: string; name: string };
  group: { slug: string; name: string };
}

export interface DiagramItem {
  position: string;
  basePosition: string;
  description: string[];
  model: string[];
  remark: string[];
  quantity: string[];
  item: Item | null;
  index: number;
  reference: string;
  illustration: string;
}

export interface ItemDiagramsResponse {
  item: Item;
  diagrams: Diagram[];
  diagramItems: DiagramItem[];
}

/** GET /api/diagrams/car/:carSlug/group/:groupSlug */
export interface CarDiagramsResponse {
  diagrams: Diagram[];
}

/** GET /api/diagrams/:illustration */
export interface DiagramResponse {
  diagram: Diagram;
  /** Every diagram of the same car and group, by name, this one included. */
  diagrams: Diagram[];
  /** The entries shown (de-duplicated), by index, each with its item or null. */
  diagramItems: DiagramItem[];
}

export interface Country {
  _id: string;
  slug: string;
  name: string;
  /** Basis points: 2500 = 25 %; 0 = no VAT. */
  vat: number;
  /** Euro cents; 0 = no free shipping. */
  gratis_threshold: number;
  transports: string[];
  payments: string[];
}

/** What a transport and a payment both have; price in euro cents incl. 25 % VAT. */
export interface CheckoutOption {
  _id: string;
  slug: string;
  name: string;
  icon_uri: string;
  price: number;
  disabled: boolean;
}

/** SPEC §3 transport (shipping method); weights in grams. */
export interface Transport extends CheckoutOption {
  /** The cart weight it carries, inclusive; 0 = unbounded on that side. */
  weight: { min: number; max: number };
  /** Ids of the payments allowed with it. */
  payments: string[];
}

/** SPEC §3 payment method; its price is the order's handling charge. */
export interface Payment extends CheckoutOption {
  /** Paid in a provider's own checkout, which also collects the customer's details. */
  external: boolean;
}

/** GET /api/checkout/ answer. */
export interface CheckoutData {
  countries: Country[];
  payments: Payment[];
  transports: Transport[];
}

/** POST /api/bulk answer: the chosen country, transport and payment. */
export interface BulkResponse {
  country: Country;
  transport: Transport;
  payment: Payment;
}

export interface Currency {
  code: string;
  symbol: string;
  euro_rate: number;
  exponent: number;
}

export interface ShipmentDataEntry {
  type: string;
  data: { key: string; value: string }[];
}

/** POST /api/items/search/: at most SEARCH_RESULT_LIMIT (50) items, best first. */
export interface ItemSearchResponse {
  items: Item[];
}

export type DiagramSearchMode = 'any' | 'reference' | 'description';

/** A diagram position found by search (SPEC §3): where it is, what it says and its item. */
export interface DiagramEntry {
  diagram: Pick<Diagram, 'illustration' | 'name' | 'image' | 'car' | 'group'>;
  position: string;
  description: string[];
  reference: string;
  item: Item | null;
}

/** POST /api/diagrams/search/: at most SEARCH_RESULT_LIMIT (50) entries, best first, one per illustration + position. */
export interface DiagramSearchResponse {
  items: DiagramEntry[];
}
