// The order lines the server last refused (order create or the Swish request), kept with the cart
// they were sent in: each reason shows at its cart line until the customer changes that line.
import { useSyncExternalStore } from 'react';
import { useTranslation } from '../../../lib/translate';
import { MAX_LINE_QUANTITY } from '@shop/domain';
import type { OrderLineProblem, OrderLineProblemCode, StoredCart } from '@shop/domain';
import { HttpError } from '../../../lib/http';

/** Item id -> the reason its line was refused, in the page's language. */
export type LineNotes = Readonly<Record<string, string>>;

interface Refusal {
  /** The cart as the refused order carried it. */
  sent: Readonly<Record<string, unknown>>;
  problems: readonly OrderLineProblem[];
}

const TEXTS: Record<OrderLineProblemCode, string> = {
  invalid_line: 'checkout.refusedLine.invalid_line',
  unknown_item: 'checkout.refusedLine.unknown_item',
  invalid_quantity: 'checkout.refusedLine.invalid_quantity',
  fractional_quantity: 'checkout.refusedLine.fractional_quantity',
  quantity_too_large: 'checkout.refusedLine.quantity_too_large',
  unknown_brand: 'checkout.refusedLine.unknown_brand',
  brand_not_offered: 'checkout.refusedLine.brand_not_offered',
};

const NO_NOTES: LineNotes = Object.freeze({});

let current: Refusal | null = null;
const listeners = new Set<() => void>();

function take(next: Refusal | null): void {
  if (next === current) return;
  current = next;
  listeners.forEach((listener) => listener());
}

export const refusedLines = {
  /** After an answer to an order sent with `cart`: its refused lines, or none for any other. */
  record(error: unknown, cart: Readonly<Record<string, unknown>>): void {
    const problems = error instanceof HttpError ? error.lines : [];
    take(problems.length > 0 ? { sent: cart, problems } : null);
  },
  /** The order went through: nothing refused any more. */
  clear(): void {
    take(null);
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): Refusal | null => current,
};

/** True while the stored line is still the one that was refused (same quantity and brand). */
function unchanged(sent: unknown, line: StoredCart[string] | undefined): boolean {
  if (typeof sent !== 'object' || sent === null || !line) return false;
  const { quantity, brand } = sent as Record<string, unknown>;
  return quantity === line.quantity && (brand ?? 'any') === line.brand;
}

/** The reasons of the refused lines still in `cart` as they were sent, by item id. */
export function useLineNotes(cart: StoredCart): LineNotes {
  const { t } = useTranslation();
  const refusal = useSyncExternalStore(refusedLines.subscribe, refusedLines.get, () => null);
  if (!refusal) return NO_NOTES;
  const notes: Record<string, string> = {};
  for (const { item, code } of refusal.problems) {
    if (!Object.hasOwn(refusal.sent, item) || !unchanged(refusal.sent[item], cart[item])) continue;
    notes[item] = t(TEXTS[code], { max: MAX_LINE_QUANTITY });
  }
  return notes;
}
