// The console's catalog and settings API (/api/admin/items, /api/admin/bulk-price, /api/admin/settings):
// one schema per payload, read by the console's forms and the server's routes.
import { z } from 'zod';
import { BRANDS } from '../brand.js';
import { MAX_ITEM_PRICE, PRICE_ROUNDINGS } from '../bulk-price.js';
import { cursorSchema } from './admin.schema.js';
import { brandSchema, itemIdSchema, slugSchema } from './catalog.schema.js';

const priceSchema = z.number().int().min(1).max(MAX_ITEM_PRICE);
/** Watermark and increment: euro cents, as the small-order fee reads them, or null for none. */
const unitsSchema = z.number().int().min(0).max(1_000_000).nullable();
const reasonSchema = z.string().trim().max(500).optional();

/** GET /api/admin/items: items by id, part number or name (any language), by id, a page at a time. */
export const adminItemsQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  cursor: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type AdminItemsQuery = z.infer<typeof adminItemsQuerySchema>;

export const adminItemSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  group: z.string(),
  references: z.array(z.string()),
  /** The 'any' brand's price. */
  price: z.number(),
  stock: z.object({ quantity: z.number() }),
});
export type AdminItemSummary = z.infer<typeof adminItemSummarySchema>;

export const adminItemsPageSchema = z.object({
  items: z.array(adminItemSummarySchema),
  /** Where the next page starts; null on the last. */
  next: z.string().nullable(),
});
export type AdminItemsPage = z.infer<typeof adminItemsPageSchema>;

export const itemTextSchema = z.object({ name: z.string(), description: z.string() });
export type ItemText = z.infer<typeof itemTextSchema>;

export const adminBrandPriceSchema = z.object({
  brand: brandSchema,
  price: z.number(),
  watermark: z.number().nullable(),
  increment: z.number().nullable(),
});
export type AdminBrandPrice = z.infer<typeof adminBrandPriceSchema>;

/** GET /api/admin/items/:id: what the console edits; sv and fi are null when untranslated. */
export const adminItemSchema = z.object({
  _id: z.string(),
  group: z.string(),
  references: z.array(z.string()),
  stock: z.object({ quantity: z.number() }),
  prices: z.array(adminBrandPriceSchema),
  texts: z.object({
    en: itemTextSchema,
    sv: itemTextSchema.nullable(),
    fi: itemTextSchema.nullable(),
  }),
});
export type AdminItem = z.infer<typeof adminItemSchema>;

export const adminItemParamsSchema = z.object({ id: itemIdSchema });

const brandPatchSchema = z.object({
  price: priceSchema.optional(),
  watermark: unitsSchema.optional(),
  increment: unitsSchema.optional(),
});
const textPatchSchema = z.object({
  name: z.string().trim().min(1).max(200).optional(),
  description: z.string().trim().max(2000).optional(),
});

/**
 * PATCH /api/admin/items/:id: only the fields given change. Staff may change the stock; prices,
 * watermarks, increments and texts are the admin's. A translation set to null is removed.
 */
export const adminItemPatchSchema = z.object({
  stock: z.number().int().min(0).max(1_000_000).optional(),
  prices: z.partialRecord(z.enum(BRANDS), brandPatchSchema).optional(),
  texts: z
    .object({
      en: textPatchSchema.optional(),
      sv: textPatchSchema.nullable().optional(),
      fi: textPatchSchema.nullable().optional(),
    })
    .optional(),
  reason: reasonSchema,
});
export type AdminItemPatch = z.infer<typeof adminItemPatchSchema>;

/** Which prices a bulk edit touches: all the conditions given hold; at least one is given. */
export const bulkPriceSelectionSchema = z
  .object({
    items: z.array(itemIdSchema).min(1).max(5000).optional(),
    group: slugSchema.optional(),
    car: slugSchema.optional(),
    /** Only this brand's prices; all brands when absent. */
    brand: brandSchema.optional(),
    /** As the console's item search finds them (id, part number or name). */
    q: z.string().trim().min(1).max(100).optional(),
  })
  .refine((s) => Object.values(s).some((value) => value !== undefined), {
    message: 'Choose items, a group, a car, a brand or a search',
  });
export type BulkPriceSelection = z.infer<typeof bulkPriceSelectionSchema>;

const directionSchema = z.enum(['up', 'down']);
export const priceAdjustmentSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('percent'),
    direction: directionSchema,
    /** Up to two decimals: 7.5 is 7,5 %. */
    percent: z.number().positive().max(1000),
  }),
  z.object({
    type: z.literal('amount'),
    direction: directionSchema,
    /** Euro cents. */
    amount: z.number().int().min(1).max(MAX_ITEM_PRICE),
  }),
]);

export const priceRoundingSchema = z.enum(PRICE_ROUNDINGS);

/** POST /api/admin/bulk-price/preview. */
export const bulkPriceRequestSchema = z.object({
  selection: bulkPriceSelectionSchema,
  adjustment: priceAdjustmentSchema,
  rounding: priceRoundingSchema.default('none'),
});
export type BulkPriceRequest = z.infer<typeof bulkPriceRequestSchema>;

/** POST /api/admin/bulk-price/apply: the preview's request and the token it answered. */
export const bulkPriceApplySchema = bulkPriceRequestSchema.extend({
  token: z.string().regex(/^[A-Za-z0-9_-]{65}$/),
  reason: reasonSchema,
});
export type BulkPriceApply = z.infer<typeof bulkPriceApplySchema>;

export const priceChangeSchema = z.object({
  item: z.string(),
  brand: brandSchema,
  old: z.number(),
  new: z.number(),
});

export const bulkPricePreviewSchema = z.object({
  /** Names exactly these changes: apply takes it, and refuses once any price moved. */
  token: z.string(),
  changes: z.array(priceChangeSchema.extend({ name: z.string() })),
});
export type BulkPricePreview = z.infer<typeof bulkPricePreviewSchema>;

/** Apply and undo: the audit row that records them, the changes, and whether this call made them. */
export const priceChangeResultSchema = z.object({
  auditId: z.string(),
  changes: z.array(priceChangeSchema),
  /** False when an earlier call already did it (a second click). */
  applied: z.boolean(),
});
export type PriceChangeResult = z.infer<typeof priceChangeResultSchema>;

export const auditParamsSchema = z.object({ id: z.string().max(100) });

/** A date as YYYY-MM-DD. */
const isoDateSchema = z.iso.date();

/** GET /api/admin/settings: the figures and switches the console sets. */
export const adminSettingsSchema = z.object({
  currencies: z.array(
    z.object({ code: z.string(), symbol: z.string(), euro_rate: z.number(), exponent: z.number() }),
  ),
  minimumArrival: isoDateSchema,
  countries: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      vat: z.number(),
      gratis_threshold: z.number(),
      transports: z.array(z.string()),
      payments: z.array(z.string()),
    }),
  ),
  transports: z.array(z.object({ _id: z.string(), name: z.string(), disabled: z.boolean() })),
  payments: z.array(z.object({ _id: z.string(), name: z.string(), disabled: z.boolean() })),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

const idSchema = z.string().min(1).max(100);

/** PATCH /api/admin/settings: only what is given changes; a country's lists replace its own. */
export const adminSettingsPatchSchema = z.object({
  currencies: z
    .array(
      z.object({ code: z.string().regex(/^[A-Z]{3}$/), euro_rate: z.number().positive().max(1e6) }),
    )
    .max(50)
    .optional(),
  minimumArrival: isoDateSchema
    .refine((d) => d >= '2000-01-01' && d <= '2099-12-31', 'A date in 2000..2099')
    .optional(),
  countries: z
    .array(
      z.object({
        _id: idSchema,
        /** Basis points: 2500 is 25 %; 0 no VAT. */
        vat: z.number().int().min(0).max(10_000).optional(),
        /** Euro cents; 0: no free shipping. */
        gratis_threshold: z.number().int().min(0).max(MAX_ITEM_PRICE).optional(),
        transports: z.array(idSchema).max(50).optional(),
        payments: z.array(idSchema).max(50).optional(),
      }),
    )
    .max(100)
    .optional(),
  transports: z
    .array(z.object({ _id: idSchema, disabled: z.boolean() }))
    .max(50)
    .optional(),
  payments: z
    .array(z.object({ _id: idSchema, disabled: z.boolean() }))
    .max(50)
    .optional(),
  reason: reasonSchema,
});
export type AdminSettingsPatch = z.infer<typeof adminSettingsPatchSchema>;

/** "2026-12-24" -> "261224", as shipment data keeps dates (years 2000..2099). */
export function isoToYymmdd(iso: string): string {
  return `${iso.slice(2, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}`;
}
