// The JSON shapes of the HTTP API (SPEC §3/§7 field names), shared by the server and the web app.
// Each is declared once, as a zod schema in schemas/*-responses.schema.ts, with its type inferred
// from it; this module gathers the types (type-only, so importing it pulls no zod into a bundle).
// The error body, ApiError, lives in schemas/error-response.schema.ts beside its schema.

export { BRANDS } from './brand.js';
export type { Brand } from './brand.js';
export type { ItemSort } from './catalog.js';
export type { DiagramSearchMode } from './schemas/search.schema.js';
export type {
  Arrival,
  ArrivalType,
  Car,
  CarGroup,
  CarItemGroup,
  CarResponse,
  Currency,
  Item,
  ItemFit,
  ItemGroup,
  ItemReference,
  ItemsPage,
  PriceEntry,
  RelatedItem,
  ShipmentDataEntry,
  SupplierEntry,
} from './schemas/catalog-responses.schema.js';
export type {
  CarDiagramsResponse,
  Coordinate,
  Diagram,
  DiagramItem,
  DiagramResponse,
  ItemDiagramsResponse,
} from './schemas/diagram-responses.schema.js';
export type {
  DiagramEntry,
  DiagramSearchResponse,
  ItemSearchHit,
  ItemSearchResponse,
} from './schemas/search-responses.schema.js';
export type { Country } from './schemas/country-responses.schema.js';
export type {
  BulkResponse,
  CheckoutData,
  CheckoutOption,
  Payment,
  Transport,
} from './schemas/checkout-responses.schema.js';
