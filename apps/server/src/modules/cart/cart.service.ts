// Cart rules on the server: every figure comes from the domain functions over the
// database's items; the client's cart says which items, how many and which brand, nothing more.
import { randomBytes } from 'node:crypto';
import type {
  CartProblem,
  CartResponse,
  ItemsResponse,
  Language,
  SaveCartResponse,
  SavedCartResponse,
  StoredCart,
} from '@shop/domain';
import {
  MAX_CART_LINES,
  cartLineView,
  cartToArticles,
  isItemId,
  normaliseArticles,
  normaliseStoredCart,
  parseMinimumArrival,
  priceCart,
  reconcileCart,
  savedCartDate,
} from '@shop/domain';
import type { AppContext } from '../../lib/app-context.js';
import { inTransaction } from '../../lib/app-context.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import * as catalog from '../catalog/catalog.service.js';
import * as map from './cart.mapper.js';
import * as repo from './cart.repository.js';

/** Random bytes of a saved cart id: 12 bytes are 16 base64url characters (96 bits). */
const CART_ID_BYTES = 12;

/** 400 cart_too_large past the line limit, before any line is looked at. */
function checkSize(lines: number): void {
  if (lines > MAX_CART_LINES) {
    throw badRequest(
      `A cart holds at most ${MAX_CART_LINES} lines; this one has ${lines}`,
      'cart_too_large',
    );
  }
}

async function minimumArrival(ctx: AppContext): Promise<string> {
  return parseMinimumArrival(await catalog.getShipmentData(ctx));
}

/** A stored cart checked against the catalog: its valid lines, and every correction made. */
async function checkCart(
  ctx: AppContext,
  normalised: { cart: StoredCart; problems: CartProblem[] },
): Promise<{ cart: StoredCart; problems: CartProblem[] }> {
  // Only the lines' validity matters here, not the words.
  const items = await catalog.getItems(ctx, Object.keys(normalised.cart), 'en');
  const checked = reconcileCart(normalised.cart, items);
  return { cart: checked.cart, problems: [...normalised.problems, ...checked.problems] };
}

/**
 * POST /api/cart/: the cart's lines priced from the database (unit price by brand, fee, stock,
 * arrival at `now`), their items, and the problems of lines corrected or left out.
 */
export async function priceStoredCart(
  ctx: AppContext,
  input: Record<string, unknown>,
  now: Date,
  language: Language,
): Promise<CartResponse> {
  checkSize(Object.keys(input).length);
  const { cart, problems } = normaliseStoredCart(input);
  const [items, minimum] = await Promise.all([
    catalog.getItems(ctx, Object.keys(cart), language),
    minimumArrival(ctx),
  ]);
  const priced = priceCart(cart, items, { now, minimumArrival: minimum });
  return {
    items: priced.lines.map((line) => line.item),
    lines: priced.lines.map(cartLineView),
    problems: [...problems, ...priced.problems],
  };
}

/** POST /api/items: items by id, in the order asked (once each); malformed and unknown ids missing. */
export async function getItemsByIds(
  ctx: AppContext,
  ids: readonly string[],
  language: Language,
): Promise<ItemsResponse> {
  checkSize(ids.length);
  const unique = [...new Set(ids)];
  const items = await catalog.getItems(ctx, unique.filter(isItemId), language);
  const found = new Set(items.map((item) => item._id));
  return { items, missing: unique.filter((id) => !found.has(id)) };
}

/**
 * POST /api/carts/: stores the valid articles (the cart's rules; unknown items are left out) and
 * answers the address of the saved cart. No valid article: 400 empty_cart.
 */
export async function saveCart(
  ctx: AppContext,
  articles: readonly unknown[],
  now: Date,
): Promise<SaveCartResponse> {
  checkSize(articles.length);
  const { cart, problems } = await checkCart(ctx, normaliseArticles(articles));
  if (Object.keys(cart).length === 0) {
    throw badRequest('The cart has no article that can be saved', 'empty_cart');
  }
  const cartId = randomBytes(CART_ID_BYTES).toString('base64url');
  const cartDate = savedCartDate(now);
  await inTransaction(ctx, (trx) =>
    repo.insertSavedCart(
      trx.db,
      { id: cartId, cart_date: cartDate, created_at: now.toISOString() },
      map.toLineRows(cartId, cart),
    ),
  );
  return { cartId, cartDate, problems };
}

/**
 * GET /api/carts/:cartDate/:cartId: the saved articles checked against today's catalog; items
 * gone since, or no longer in the saved brand, are reported. 404 for an unknown address.
 */
export async function getSavedCart(
  ctx: AppContext,
  cartDate: string,
  cartId: string,
): Promise<SavedCartResponse> {
  const saved = await repo.findSavedCart(ctx.db, cartId);
  if (!saved || saved.cart_date !== cartDate) {
    throw notFound(`Unknown saved cart '${cartDate}/${cartId}'`);
  }
  const rows = await repo.listSavedCartLines(ctx.db, cartId);
  const { cart, problems } = await checkCart(ctx, normaliseArticles(rows.map(map.toArticle)));
  return { cartId, cartDate, articles: cartToArticles(cart), problems };
}
