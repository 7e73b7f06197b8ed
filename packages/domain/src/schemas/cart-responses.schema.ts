// The cart calls' answers (SPEC §3 cart line), declared once: the server serialises through them,
// /api/docs shows them, and the types are inferred from them. cart.ts re-exports the types beside
// the rules that compute them; it imports no schema, so the shell's cart pulls in no zod.
import { z } from 'zod';
import { itemSchema } from './catalog-responses.schema.js';
import { brandSchema } from './catalog.schema.js';

/** One line of the cart kept in local storage under 'cart' (and in an account's cart). */
const storedCartLineSchema = z.object({
  quantity: z.number(),
  /** Lower-cased; 'any' by default. */
  brand: z.string(),
  /** The car the item was chosen for (a car slug), if any. */
  car: z.string().nullable(),
});
export type StoredCartLine = z.infer<typeof storedCartLineSchema>;

/** The stored cart: one line per item id (the request bodies take any value: cart.schema.ts). */
export const storedCartSchema = z.record(z.string(), storedCartLineSchema);
export type StoredCart = z.infer<typeof storedCartSchema>;

/** A saved cart's line (POST /api/carts/, GET /api/carts/:cartDate/:cartId). */
const cartArticleSchema = z.object({
  /** Item id. */
  item: z.string(),
  ...storedCartLineSchema.shape,
});
export type CartArticle = z.infer<typeof cartArticleSchema>;

const cartProblemCodeSchema = z.enum([
  'unknown_item',
  'unknown_brand',
  'quantity_corrected',
  'invalid_line',
]);
export type CartProblemCode = z.infer<typeof cartProblemCodeSchema>;

/** Why a line was corrected or left out; `item` is the line's key ('' for the cart as a whole). */
const cartProblemSchema = z
  .object({ item: z.string(), code: cartProblemCodeSchema, message: z.string() })
  .meta({ id: 'CartProblem' });
export type CartProblem = z.infer<typeof cartProblemSchema>;

/** The derived figures of a line (SPEC §3); money in euro cents incl. VAT, weight in grams. */
const cartLineFiguresSchema = z.object({
  unitPrice: z.number(),
  /** unitPrice x quantity. */
  linePrice: z.number(),
  /** Item weight x quantity. */
  weight: z.number(),
  /** Small-order fee of the line (SPEC §9); charged only when the line is not stocked. */
  fee: z.number(),
  /** linePrice, plus the fee when not stocked. */
  total: z.number(),
  /** Stock above 0 and at least the quantity. */
  stocked: z.boolean(),
  /** Expected arrival, 'YYYY-MM-DD' (Stockholm). */
  arrival: z.string(),
  /** Calendar days from today to the arrival (negative: unknown). */
  days: z.number(),
});
export type CartLineFigures = z.infer<typeof cartLineFiguresSchema>;

/** A cart line as the API sends it: the item by id (the items travel beside the lines). */
const cartLineViewSchema = z.object({
  item: z.string(),
  /** The brand whose price applies ('any' when the item has no entry for the one asked). */
  brand: brandSchema,
  quantity: z.number(),
  car: z.string().nullable(),
  ...cartLineFiguresSchema.shape,
});
export type CartLineView = z.infer<typeof cartLineViewSchema>;

/** POST /api/cart/ answer. */
export const cartResponseSchema = z.object({
  items: z.array(itemSchema),
  lines: z.array(cartLineViewSchema),
  problems: z.array(cartProblemSchema),
});
export type CartResponse = z.infer<typeof cartResponseSchema>;

/** POST /api/items answer: the items found, and the asked ids that are malformed or unknown. */
export const itemsResponseSchema = z.object({
  items: z.array(itemSchema),
  missing: z.array(z.string()),
});
export type ItemsResponse = z.infer<typeof itemsResponseSchema>;

/** POST /api/carts/ answer; `problems` lists the articles corrected or left out. */
export const saveCartResponseSchema = z.object({
  cartId: z.string(),
  /** 'YYYYMMDD', Stockholm date of the save. */
  cartDate: z.string(),
  problems: z.array(cartProblemSchema),
});
export type SaveCartResponse = z.infer<typeof saveCartResponseSchema>;

/** GET /api/carts/:cartDate/:cartId answer, checked against today's catalog. */
export const savedCartResponseSchema = z.object({
  cartId: z.string(),
  cartDate: z.string(),
  articles: z.array(cartArticleSchema),
  problems: z.array(cartProblemSchema),
});
export type SavedCartResponse = z.infer<typeof savedCartResponseSchema>;
