// Untrusted carts (local storage, request bodies) -> valid stored carts, each correction with a reason.

import type { Brand } from './brand.js';
import type { CartArticle, CartProblem, StoredCart, StoredCartLine } from './cart.js';
import { DEFAULT_BRAND, MAX_CART_LINES, MAX_LINE_QUANTITY, isBrand } from './cart.js';
import { isItemIdText, isSlug } from './patterns.js';

export interface NormalisedCart {
  cart: StoredCart;
  problems: CartProblem[];
}

/** Longest piece of client text quoted back in a message. */
const QUOTE_LIMIT = 40;

/** Client text for a message: JSON, shortened. */
export function quoteClientValue(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = Object.prototype.toString.call(value);
  }
  return text.length > QUOTE_LIMIT ? `${text.slice(0, QUOTE_LIMIT)}…` : text;
}

const quote = quoteClientValue;

/** A key as a problem's `item`: shortened so an oversized key is not echoed whole. */
export function problemKey(key: string): string {
  return key.length > QUOTE_LIMIT ? key.slice(0, QUOTE_LIMIT) : key;
}

export function isItemId(value: unknown): value is string {
  return isItemIdText(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What is wrong with a line's quantity; the cart corrects some of these, an order refuses all. */
export type QuantityFault = 'missing' | 'not_a_number' | 'too_large' | 'below_one' | 'fraction';

/** The fault of a quantity, or null for a whole number from 1 to MAX_LINE_QUANTITY. */
export function quantityFault(value: unknown): QuantityFault | null {
  if (value === undefined || value === null) return 'missing';
  if (typeof value !== 'number' || Number.isNaN(value)) return 'not_a_number';
  if (value > MAX_LINE_QUANTITY) return 'too_large';
  if (value < 1) return 'below_one';
  return Number.isInteger(value) ? null : 'fraction';
}

/**
 * Quantity 1..MAX_LINE_QUANTITY: numbers only; fractions round down, more than the bound becomes
 * the bound; else null (the line is dropped).
 */
export function normaliseQuantity(
  item: string,
  value: unknown,
  problems: CartProblem[],
): number | null {
  const drop = (why: string): null => {
    problems.push({ item, code: 'invalid_line', message: `Quantity ${why}; line removed` });
    return null;
  };
  const corrected = (why: string, to: number): number => {
    const message = `Quantity ${quote(value)} ${why}; corrected to ${to}`;
    problems.push({ item, code: 'quantity_corrected', message });
    return to;
  };
  switch (quantityFault(value)) {
    case 'missing':
      return drop('is missing');
    case 'not_a_number':
      return drop(`${quote(value)} is not a number`);
    case 'below_one':
      return drop(`${quote(value)} is below 1`);
    case 'too_large':
      return corrected(`is above ${MAX_LINE_QUANTITY}`, MAX_LINE_QUANTITY);
    case 'fraction':
      return corrected('is not a whole number', Math.floor(value as number));
    default:
      return value as number;
  }
}

/** A brand as sent -> lower-cased and trimmed; absent means 'any'; null when it is no brand. */
export function parseBrand(value: unknown): Brand | null {
  if (value === undefined || value === null || value === '') return DEFAULT_BRAND;
  const brand = typeof value === 'string' ? value.trim().toLowerCase() : value;
  return isBrand(brand) ? brand : null;
}

/** Lower-cased brand; absent means 'any'; anything else unknown becomes 'any' with a problem. */
export function normaliseBrand(item: string, value: unknown, problems: CartProblem[]): string {
  const brand = parseBrand(value);
  if (brand !== null) return brand;
  problems.push({
    item,
    code: 'unknown_brand',
    message: `Unknown brand ${quote(value)}; 'any' used instead`,
  });
  return DEFAULT_BRAND;
}

/** A car slug, or null for anything else (the car only tells which car the part was chosen for). */
export function normaliseCar(value: unknown): string | null {
  return isSlug(value) ? value : null;
}

/** One line of an untrusted cart: the valid line (or null) and its problems. */
export function normaliseCartLine(
  key: string,
  value: unknown,
): { line: StoredCartLine | null; problems: CartProblem[] } {
  const item = problemKey(key);
  const problems: CartProblem[] = [];
  if (!isItemId(key)) {
    problems.push({ item, code: 'invalid_line', message: `Invalid item id ${quote(key)}` });
    return { line: null, problems };
  }
  if (!isRecord(value)) {
    const message = `Line ${quote(value)} is not an object; line removed`;
    problems.push({ item, code: 'invalid_line', message });
    return { line: null, problems };
  }
  const quantity = normaliseQuantity(item, value.quantity, problems);
  if (quantity === null) return { line: null, problems };
  const brand = normaliseBrand(item, value.brand, problems);
  return { line: { quantity, brand, car: normaliseCar(value.car) }, problems };
}

function tooManyLines(key: string): CartProblem {
  return {
    item: problemKey(key),
    code: 'invalid_line',
    message: `A cart holds at most ${MAX_CART_LINES} lines; line removed`,
  };
}

/** Lines as (key, value) pairs -> a valid cart; later duplicates and lines past the limit dropped. */
function normaliseEntries(entries: Iterable<[string, unknown]>): NormalisedCart {
  const lines = new Map<string, StoredCartLine>();
  const problems: CartProblem[] = [];
  for (const [key, value] of entries) {
    if (lines.has(key)) {
      const message = 'The item is in the cart twice; the later line is removed';
      problems.push({ item: problemKey(key), code: 'invalid_line', message });
      continue;
    }
    const result = normaliseCartLine(key, value);
    problems.push(...result.problems);
    if (!result.line) continue;
    if (lines.size >= MAX_CART_LINES) problems.push(tooManyLines(key));
    else lines.set(key, result.line);
  }
  return { cart: Object.fromEntries(lines), problems };
}

/**
 * A stored cart from anything (the parsed local storage JSON, or its text): valid lines kept,
 * corrected ones fixed, the rest dropped, each with a problem. Never throws; null or undefined
 * (nothing stored) is an empty cart without problems.
 */
export function normaliseStoredCart(input: unknown): NormalisedCart {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input) as unknown;
    } catch {
      value = input;
    }
  }
  if (value === undefined || value === null) return { cart: {}, problems: [] };
  if (!isRecord(value)) {
    const message = `The stored cart ${quote(value)} is not an object`;
    return { cart: {}, problems: [{ item: '', code: 'invalid_line', message }] };
  }
  return normaliseEntries(Object.entries(value));
}

/** Articles of a cart to save (each an object with an item id) -> a valid cart, same rules. */
export function normaliseArticles(articles: readonly unknown[]): NormalisedCart {
  const entries = articles.map((article, index): [string, unknown] => {
    const item = isRecord(article) ? article.item : undefined;
    return [typeof item === 'string' ? item : `#${index}`, article];
  });
  return normaliseEntries(entries);
}

/** The cart as a list of articles, in line order. */
export function cartToArticles(cart: StoredCart): CartArticle[] {
  return Object.entries(cart).map(([item, line]) => ({
    item,
    quantity: line.quantity,
    brand: line.brand,
    car: line.car,
  }));
}
