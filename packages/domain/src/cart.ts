// SPEC §3 cart line and cart: the figures of each line (price, fee, stock, arrival) and their sums.
// The server computes its answers with these functions, so the web shows the same numbers.

import type { Brand } from './brand.js';
import { BRANDS } from './brand.js';
import type { Item, PriceEntry } from './schemas/catalog-responses.schema.js';
import type {
  CartLineFigures,
  CartLineView,
  StoredCartLine,
} from './schemas/cart-responses.schema.js';
import { arrivalDate, arrivalDays } from './arrival.js';
import { lineFee } from './fee.js';
import type { PricedPart } from './money.js';

// The cart's answer shapes are declared as schemas; the types come from there, type-only (no zod).
export type {
  CartArticle,
  CartLineFigures,
  CartLineView,
  CartProblem,
  CartProblemCode,
  CartResponse,
  ItemsResponse,
  SaveCartResponse,
  SavedCartResponse,
  StoredCart,
  StoredCartLine,
} from './schemas/cart-responses.schema.js';

/** Most lines a cart or an order may hold (more is 400 cart_too_large at the server). */
// A big repair job (brakes, suspension and a service) is 20–40 parts; 50 leaves room, not a warehouse.
export const MAX_CART_LINES = 50;
/** Most units of one item on one line: the cart corrects more down to this, an order refuses it. */
// Two digits cover a workshop's box of bulbs or clips; more of one part is a trade order, not a web sale.
export const MAX_LINE_QUANTITY = 99;
/** The shop's own brand, and the default of a line. */
export const DEFAULT_BRAND: Brand = 'any';

/** A line with its item, as the rules compute it; the API sends it as a CartLineView. */
export interface CartLine extends CartLineFigures {
  item: Item;
  /** The brand whose price applies ('any' when the item has no entry for the one asked). */
  brand: Brand;
  quantity: number;
  car: string | null;
}

export interface CartTotals {
  /** Number of lines. */
  count: number;
  /** Units over all lines. */
  quantity: number;
  /** Sum of the line totals, euro cents. */
  total: number;
  /** Sum of the line weights, grams. */
  weight: number;
}

/** SPEC §3 cart: lines keyed by item id, with the line count, total and total weight. */
export interface Cart extends CartTotals {
  lines: Record<string, CartLine>;
}

/** What a line's figures depend on besides the item and the line. */
export interface CartContext {
  /** The clock, injected; read in Europe/Stockholm. */
  now: Date;
  /** YYMMDD (shipment data 'minimum_arrival'); missing means the default. */
  minimumArrival?: string | null;
}

export function isBrand(value: unknown): value is Brand {
  return typeof value === 'string' && (BRANDS as readonly string[]).includes(value);
}

/** The item's own price entry for `brand` (lower-cased); never an inherited property. */
function ownEntry(item: Pick<Item, 'prices_typed'>, brand: string): PriceEntry | undefined {
  const key = brand.toLowerCase();
  if (!isBrand(key) || !Object.hasOwn(item.prices_typed, key)) return undefined;
  return item.prices_typed[key];
}

/** The brand whose price entry applies: `brand` when the item offers it, else 'any'. */
export function effectiveBrand(item: Pick<Item, 'prices_typed'>, brand: string): Brand {
  return ownEntry(item, brand) ? (brand.toLowerCase() as Brand) : DEFAULT_BRAND;
}

/** The brands the item is sold in (those with a price entry of their own), in BRANDS order. */
export function offeredBrands(item: Pick<Item, 'prices_typed'>): Brand[] {
  return BRANDS.filter((brand) => ownEntry(item, brand) !== undefined);
}

/** The price entry of `brand`, falling back to 'any'; undefined when the item has neither. */
export function priceEntry(
  item: Pick<Item, 'prices_typed'>,
  brand: string,
): PriceEntry | undefined {
  return ownEntry(item, brand) ?? ownEntry(item, DEFAULT_BRAND);
}

/** Unit price in euro cents: the brand's price, else the 'any' price, else the item's price. */
export function unitPrice(item: Pick<Item, 'price' | 'prices_typed'>, brand: string): number {
  return priceEntry(item, brand)?.price ?? item.price;
}

/** SPEC §4: stock above 0 and at least the wanted quantity. */
export function isStocked(stockQuantity: number, quantity: number): boolean {
  return stockQuantity > 0 && stockQuantity >= quantity;
}

/** A line with its SPEC §3 figures. `line.quantity` is taken as given (normalise it first). */
export function cartLine(
  item: Item,
  line: Pick<StoredCartLine, 'quantity' | 'brand'> & Partial<Pick<StoredCartLine, 'car'>>,
  ctx: CartContext,
): CartLine {
  const { quantity } = line;
  const brand = effectiveBrand(item, line.brand);
  const entry = priceEntry(item, brand);
  const price = unitPrice(item, brand);
  const linePrice = price * quantity;
  const fee = entry ? lineFee(entry, quantity) : 0;
  const stocked = isStocked(item.stock.quantity, quantity);
  const arrivalInput = { entry, brand, stocked, now: ctx.now, minimumArrival: ctx.minimumArrival };
  return {
    item,
    brand,
    quantity,
    car: line.car ?? null,
    unitPrice: price,
    linePrice,
    weight: item.weight * quantity,
    fee,
    total: linePrice + (stocked ? 0 : fee),
    stocked,
    arrival: arrivalDate(arrivalInput),
    days: arrivalDays(arrivalInput),
  };
}

/** The line as the API sends it: the item replaced by its id. */
export function cartLineView(line: CartLine): CartLineView {
  const { item, ...rest } = line;
  return { ...rest, item: item._id };
}

type Summed = Pick<CartLineFigures, 'total' | 'weight'> & { quantity: number };

/** Line count, units, total and weight of the lines (full lines or API views alike). */
/** A line's priced parts: its units, and its fee when not stocked (what its total charges). */
export function linePriceParts(line: {
  unitPrice: number;
  quantity: number;
  fee: number;
  stocked: boolean;
}): PricedPart[] {
  const units = { cents: line.unitPrice, quantity: line.quantity };
  return line.stocked ? [units] : [units, { cents: line.fee, quantity: 1 }];
}

export function cartTotals(lines: readonly Summed[]): CartTotals {
  const totals: CartTotals = { count: lines.length, quantity: 0, total: 0, weight: 0 };
  for (const line of lines) {
    totals.quantity += line.quantity;
    totals.total += line.total;
    totals.weight += line.weight;
  }
  return totals;
}

/** The SPEC §3 cart of these lines (a later line of the same item replaces an earlier one). */
export function toCart(lines: readonly CartLine[]): Cart {
  const byId = new Map(lines.map((line) => [line.item._id, line]));
  const unique = [...byId.values()];
  return { lines: Object.fromEntries(byId), ...cartTotals(unique) };
}
