// An order's lines as the customer sent them, checked strictly: order create takes each line as it
// is or refuses it, naming the line and the reason. Only the cart, the customer's scratch pad,
// corrects lines (cart-normalise.ts); both follow the same bounds.

import type { Item } from './api.js';
import type { StoredCart, StoredCartLine } from './cart.js';
import { MAX_LINE_QUANTITY, effectiveBrand } from './cart.js';
import {
  isItemId,
  parseBrand,
  problemKey,
  quantityFault,
  quoteClientValue as quote,
} from './cart-normalise.js';
import { isSlug } from './patterns.js';

/** Why an order line is refused; the web words each one at the line. */
export const ORDER_LINE_PROBLEM_CODES = [
  /** Not a line at all: a malformed item id, a value that is no object, a car that is no car. */
  'invalid_line',
  /** The shop does not sell the item (any more). */
  'unknown_item',
  /** Missing, not a number, or below 1. */
  'invalid_quantity',
  /** Not a whole number of units. */
  'fractional_quantity',
  /** More units than one line may hold (MAX_LINE_QUANTITY). */
  'quantity_too_large',
  /** Not one of the shop's brands. */
  'unknown_brand',
  /** One of the shop's brands, but the item is not sold in it. */
  'brand_not_offered',
] as const;

export type OrderLineProblemCode = (typeof ORDER_LINE_PROBLEM_CODES)[number];

/** One refused line: its item id as sent (shortened when oversized), the code and an English text. */
export interface OrderLineProblem {
  item: string;
  code: OrderLineProblemCode;
  message: string;
}

/** The lines that passed, as sent, and a problem for each line that did not. */
export interface CheckedOrderLines {
  cart: StoredCart;
  problems: OrderLineProblem[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const QUANTITY_PROBLEMS = {
  missing: ['invalid_quantity', () => 'Quantity is missing'],
  not_a_number: ['invalid_quantity', (v) => `Quantity ${quote(v)} is not a number`],
  below_one: ['invalid_quantity', (v) => `Quantity ${quote(v)} is below 1`],
  fraction: ['fractional_quantity', (v) => `Quantity ${quote(v)} is not a whole number`],
  too_large: [
    'quantity_too_large',
    (v) => `Quantity ${quote(v)} is above ${MAX_LINE_QUANTITY}, the most one line may hold`,
  ],
} as const satisfies Record<string, readonly [OrderLineProblemCode, (value: unknown) => string]>;

/** One line as sent: the line exactly as the customer meant it, or why it cannot be taken. */
export function checkOrderLine(
  key: string,
  value: unknown,
): { line: StoredCartLine; problem: null } | { line: null; problem: OrderLineProblem } {
  const refuse = (code: OrderLineProblemCode, message: string) => ({
    line: null,
    problem: { item: problemKey(key), code, message },
  });
  if (!isItemId(key)) return refuse('invalid_line', `Invalid item id ${quote(key)}`);
  if (!isRecord(value)) return refuse('invalid_line', `Line ${quote(value)} is not an object`);
  const fault = quantityFault(value.quantity);
  if (fault) {
    const [code, message] = QUANTITY_PROBLEMS[fault];
    return refuse(code, message(value.quantity));
  }
  const brand = parseBrand(value.brand);
  if (brand === null)
    return refuse('unknown_brand', `Brand ${quote(value.brand)} is not a brand the shop sells`);
  const car = value.car ?? null;
  if (car !== null && !isSlug(car)) return refuse('invalid_line', `Car ${quote(car)} is not a car`);
  return { line: { quantity: value.quantity as number, brand, car }, problem: null };
}

/** Every line of an order's cart as sent (item id -> line), never corrected. */
export function checkOrderLines(input: Readonly<Record<string, unknown>>): CheckedOrderLines {
  const cart: StoredCart = {};
  const problems: OrderLineProblem[] = [];
  for (const [key, value] of Object.entries(input)) {
    const checked = checkOrderLine(key, value);
    if (checked.problem) problems.push(checked.problem);
    else cart[key] = checked.line;
  }
  return { cart, problems };
}

/** The lines whose item the shop does not sell, or does not sell in the line's brand. */
export function checkOrderItems(
  cart: StoredCart,
  items: readonly Pick<Item, '_id' | 'prices_typed'>[],
): OrderLineProblem[] {
  const byId = new Map(items.map((item) => [item._id, item]));
  const problems: OrderLineProblem[] = [];
  for (const [id, line] of Object.entries(cart)) {
    const item = byId.get(id);
    if (!item) {
      problems.push({
        item: id,
        code: 'unknown_item',
        message: 'The shop does not sell this item',
      });
    } else if (effectiveBrand(item, line.brand) !== line.brand) {
      const message = `The item is not sold in brand '${line.brand}'`;
      problems.push({ item: id, code: 'brand_not_offered', message });
    }
  }
  return problems;
}

function isOrderLineProblem(value: unknown): value is OrderLineProblem {
  if (!isRecord(value)) return false;
  const { item, code, message } = value;
  return (
    typeof item === 'string' &&
    typeof message === 'string' &&
    (ORDER_LINE_PROBLEM_CODES as readonly unknown[]).includes(code)
  );
}

/** The refused lines an error answer lists under `lines` (none when it lists none or they are odd). */
export function orderLineProblemsOf(body: unknown): OrderLineProblem[] {
  if (!isRecord(body) || !Array.isArray(body.lines)) return [];
  return body.lines.filter(isOrderLineProblem);
}
