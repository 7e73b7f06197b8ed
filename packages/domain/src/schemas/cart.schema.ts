// Zod schemas of the cart calls, shared by the server's routes and the web. Bodies are
// checked for shape only: each line's values are corrected or reported by normaliseStoredCart and
// normaliseArticles, and the line limit answers 400 cart_too_large, not a generic validation error.
import { z } from 'zod';
import { parseIsoDate } from '../calendar-days.js';

/** A stored cart as sent: item id -> line; keys and values are checked line by line. */
export const storedCartInputSchema = z.record(z.string(), z.unknown());

/** POST /api/cart/ body. */
export const cartRequestSchema = z.object({ cart: storedCartInputSchema });
export type CartRequest = z.output<typeof cartRequestSchema>;

/** POST /api/items body: item ids (or stored cart keys); malformed ones are answered as missing. */
export const itemsRequestSchema = z.object({ items: z.array(z.string()) });
export type ItemsRequest = z.output<typeof itemsRequestSchema>;

/** An article to save: its item id; quantity, brand and car are checked like a cart line. */
export const cartArticleInputSchema = z.looseObject({ item: z.string() });

/** POST /api/carts/ body. */
export const saveCartRequestSchema = z.object({ articles: z.array(cartArticleInputSchema) });
export type SaveCartRequest = z.output<typeof saveCartRequestSchema>;

/** 16 url-safe characters (96 random bits). */
export const cartIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16}$/);

/** 'YYYYMMDD' naming a real day. */
export const cartDateSchema = z
  .string()
  .regex(/^\d{8}$/)
  .refine((s) => parseIsoDate(`${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6)}`) !== null, {
    message: 'Invalid date',
  });

/** GET /api/carts/:cartDate/:cartId params. */
export const savedCartParamsSchema = z.object({ cartDate: cartDateSchema, cartId: cartIdSchema });
export type SavedCartParams = z.output<typeof savedCartParamsSchema>;
