// The cart of an order being placed: every line taken exactly as the customer sent it, or the
// order refused with a 400 naming each line that cannot be sold and why (never corrected).
import type { Item, OrderCreateRequest, OrderLineProblem, StoredCart } from '@shop/domain';
import {
  MAX_CART_LINES,
  checkOrderItems,
  checkOrderLines,
  languageOr,
  problemKey,
} from '@shop/domain';
import type { AppContext } from '../../lib/app-context.js';
import { HttpError, badRequest } from '../../lib/http-error.js';
import * as catalog from '../catalog/catalog.service.js';

/** The order's lines as sent, and their items as this transaction reads them. */
export interface OrderCart {
  cart: StoredCart;
  items: Map<string, Item>;
}

/** The 400 naming each refused line: cart_changed when only sold-out items are, else invalid_lines. */
export function refusedLines(problems: readonly OrderLineProblem[]): HttpError {
  const lines = [...problems];
  if (lines.every((p) => p.code === 'unknown_item')) {
    const ids = lines.map((p) => p.item).join(', ');
    const message = `The cart has items the shop no longer sells: ${ids}`;
    return new HttpError(400, 'cart_changed', message, { lines });
  }
  const list = lines.map((p) => `${p.item}: ${p.message}`).join('; ');
  return new HttpError(400, 'invalid_lines', `Order lines refused: ${list}`, { lines });
}

/** The problems in the order of the customer's cart, so the answer reads like the cart. */
function inCartOrder(input: Record<string, unknown>, problems: OrderLineProblem[]) {
  const position = new Map(Object.keys(input).map((key, i) => [problemKey(key), i]));
  const at = (p: OrderLineProblem) => position.get(p.item) ?? Infinity;
  return problems.sort((a, b) => at(a) - at(b));
}

/** The draft's cart checked line by line and against the catalog; 400 for anything it cannot take. */
export async function orderCart(ctx: AppContext, draft: OrderCreateRequest): Promise<OrderCart> {
  // Checked before any line is read: each line costs statements in the order's transaction.
  const size = Object.keys(draft.cart).length;
  if (size > MAX_CART_LINES)
    throw badRequest(
      `A cart holds at most ${MAX_CART_LINES} lines; this one has ${size}`,
      'cart_too_large',
    );
  if (size === 0) throw badRequest('The cart is empty', 'empty_cart');
  const { cart, problems } = checkOrderLines(draft.cart);
  const ids = Object.keys(cart);
  const items =
    ids.length > 0 ? await catalog.getItemsForSale(ctx, ids, languageOr(draft.language)) : [];
  problems.push(...checkOrderItems(cart, items));
  if (problems.length > 0) throw refusedLines(inCartOrder(draft.cart, problems));
  return { cart, items: new Map(items.map((item) => [item._id, item])) };
}
