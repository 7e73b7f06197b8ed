// The catalog calls' answers (SPEC §3 field names), declared once: the server serialises through
// these schemas (so a column not listed, a cost price say, never leaves it), /api/docs shows them,
// and the types are inferred from them. Shapes used in many answers carry an id, so the OpenAPI
// document names them once under components. The web imports the types only (`import type`).
import { z } from 'zod';
import { brandSchema } from './catalog.schema.js';

const arrivalTypeSchema = z.enum(['date', 'days', 'weekday']);
export type ArrivalType = z.infer<typeof arrivalTypeSchema>;

const arrivalSchema = z.object({
  type: arrivalTypeSchema.nullable(),
  /** YYYY-MM-DD, for type 'date'. */
  date: z.string().nullable(),
  /** ISO timestamp: orders after it get date + 7 days (the noon deadline), for type 'date'. */
  deadline: z.string().nullable(),
  /** Calendar days to arrival, for type 'days'. */
  days: z.number().nullable(),
  /** ISO weekday 1 (Monday) .. 7 (Sunday), for type 'weekday'. */
  weekday: z.number().nullable(),
});
export type Arrival = z.infer<typeof arrivalSchema>;

/** One brand's offer; money in euro cents including 25 % VAT. */
const priceEntrySchema = z.object({
  price: z.number(),
  watermark: z.number().nullable(),
  increment: z.number().nullable(),
  arrival: arrivalSchema,
});
export type PriceEntry = z.infer<typeof priceEntrySchema>;

const supplierEntrySchema = z.object({ name: z.string() });
export type SupplierEntry = z.infer<typeof supplierEntrySchema>;

const itemReferenceSchema = z.object({ id: z.string(), visible: z.boolean() });
export type ItemReference = z.infer<typeof itemReferenceSchema>;

const itemFitSchema = z.object({ car: z.string(), description: z.string() });
export type ItemFit = z.infer<typeof itemFitSchema>;

const relatedItemSchema = z.object({ _id: z.string(), name: z.string() });
export type RelatedItem = z.infer<typeof relatedItemSchema>;

export const itemSchema = z
  .object({
    _id: z.string(),
    _legacy_id: z.number().nullable(),
    name: z.string(),
    description: z.string(),
    /** Model description shown on the item page. */
    model: z.string(),
    /** Path under /public/, e.g. /public/items/ab/abc….svg */
    image: z.string(),
    /** Price of the default brand ('any'), euro cents incl. VAT. */
    price: z.number(),
    brand: brandSchema,
    references: z.array(itemReferenceSchema),
    /** Old part numbers this item replaces (superseded numbers), as written, sorted. */
    replaces: z.array(z.string()),
    fits: z.array(itemFitSchema),
    group: z.string(),
    prices_typed: z.partialRecord(brandSchema, priceEntrySchema),
    suppliers_typed: z.partialRecord(brandSchema, supplierEntrySchema),
    /** Fee of one unit of the default brand (SPEC §9), euro cents. */
    fee: z.number(),
    /** Grams per unit. */
    weight: z.number(),
    stock: z.object({ quantity: z.number() }),
    related: z.array(relatedItemSchema),
    updated: z.string(),
  })
  .meta({ id: 'Item' });
export type Item = z.infer<typeof itemSchema>;

/** A car's make ("Volvo") apart from its model name ("240"); null when the catalog has none. */
export const carMakeSchema = z.string().nullable();

const carSchema = z.object({
  slug: z.string(),
  /** The model, without the make: carDisplayName joins the two for customers. */
  name: z.string(),
  make: carMakeSchema,
  modern: z.boolean(),
});
export type Car = z.infer<typeof carSchema>;

const carGroupSchema = z.object({ name: z.string(), cars: z.array(carSchema) });
export type CarGroup = z.infer<typeof carGroupSchema>;

const itemGroupSchema = z.object({ slug: z.string(), name: z.string(), index: z.number() });
export type ItemGroup = z.infer<typeof itemGroupSchema>;

/** An item group as listed on a car page, with what this car has in it. */
const carItemGroupSchema = itemGroupSchema.extend({ items: z.number(), diagrams: z.number() });
export type CarItemGroup = z.infer<typeof carItemGroupSchema>;

/** GET /api/car/:carSlug */
export const carResponseSchema = z.object({
  car: carSchema.extend({ group: z.string() }),
  count: z.object({ items: z.number(), diagrams: z.number() }),
  groups: z.array(carItemGroupSchema),
});
export type CarResponse = z.infer<typeof carResponseSchema>;

export const itemsPageSchema = z.object({
  items: z.array(itemSchema),
  /** All items matching, across pages. */
  count: z.number(),
  /** 1-based. */
  page: z.number(),
  pageSize: z.number(),
  /** The item group, or null for 'Latest updates'. */
  group: itemGroupSchema.nullable(),
});
export type ItemsPage = z.infer<typeof itemsPageSchema>;

const currencySchema = z.object({
  code: z.string(),
  symbol: z.string(),
  euro_rate: z.number(),
  exponent: z.number(),
});
export type Currency = z.infer<typeof currencySchema>;

const shipmentDataEntrySchema = z.object({
  type: z.string(),
  data: z.array(z.object({ key: z.string(), value: z.string() })),
});
export type ShipmentDataEntry = z.infer<typeof shipmentDataEntrySchema>;

export const carGroupsResponseSchema = z.array(carGroupSchema);
export const itemGroupsResponseSchema = z.array(itemGroupSchema);
export const currenciesResponseSchema = z.array(currencySchema);
export const shipmentDataResponseSchema = z.array(shipmentDataEntrySchema);
