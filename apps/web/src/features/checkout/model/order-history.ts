// Finished orders (SPEC §3 "finished orders move to a history"): each placed order's draft with the
// number and key that open it again, newest first, in local storage.
import type { OrderView } from '@shop/domain';
import { PERSONAL_STORAGE_KEYS } from '../../../lib/personal-data';
import { createStoredValue, useStoredValue } from '../../../lib/stored-value';
import { parseDraft } from './draft-store';
import type { CheckoutDraft } from './draft-store';

export const HISTORY_STORAGE_KEY = PERSONAL_STORAGE_KEYS.orders;
/** The most orders kept; older ones drop off. */
export const HISTORY_LIMIT = 20;

export interface FinishedOrder {
  number: string;
  /** Opens /order/:number?key=… and GET /api/orders/:number?key=…. */
  key: string;
  createdAt: string;
  draft: CheckoutDraft;
  /** The confirmation has emptied the cart and the draft of this order (it does so once). */
  settled: boolean;
}

function parseEntry(v: unknown): FinishedOrder[] {
  if (typeof v !== 'object' || v === null) return [];
  const e = v as Record<string, unknown>;
  if (typeof e.number !== 'string' || typeof e.key !== 'string') return [];
  return [
    {
      number: e.number,
      key: e.key,
      createdAt: typeof e.createdAt === 'string' ? e.createdAt : '',
      draft: parseDraft(JSON.stringify(e.draft ?? null)),
      settled: e.settled !== false,
    },
  ];
}

export function parseHistory(raw: string | null): FinishedOrder[] {
  try {
    const list: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(list) ? list.flatMap(parseEntry).slice(0, HISTORY_LIMIT) : [];
  } catch {
    return [];
  }
}

export const orderHistory = createStoredValue(HISTORY_STORAGE_KEY, parseHistory);

export function useOrderHistory(): FinishedOrder[] {
  return useStoredValue(orderHistory);
}

/** Moves the draft of a placed order to the history, newest first (a retry's answer replaces it). */
export function finishOrder(draft: CheckoutDraft, order: OrderView): void {
  const entry: FinishedOrder = {
    number: order.number,
    key: order.key,
    createdAt: order.createdAt,
    // An embedded checkout's customer gave the email to the provider, not to the draft.
    draft: { ...draft, email: order.email || draft.email },
    settled: false,
  };
  orderHistory.update((list) =>
    [entry, ...list.filter((e) => e.number !== order.number)].slice(0, HISTORY_LIMIT),
  );
}

/** Notes that the order's cart and draft have been emptied. */
export function markSettled(orderNumber: string): void {
  orderHistory.update((list) =>
    list.map((e) => (e.number === orderNumber ? { ...e, settled: true } : e)),
  );
}
