// The draft's id is the order's idempotency key (DESIGN §4): the server answers the same order for
// the same id and content, and 409 order_conflict for the same id with other content. So each body
// is fingerprinted as it goes out; other content than the id was last sent with takes a new id
// first (the old unpaid order expires on the server), while a retry of the same content keeps it.
import type { MobilePaymentRequestInput, OrderCreateRequestInput } from '@shop/domain';
import { draftActions, draftStore, newDraftId } from './draft-store';
import type { CheckoutDraft, SentVia } from './draft-store';

/** What the order is made of; language and openApp only change how it is told, not what it is. */
const ORDER_FIELDS = [
  'email',
  'currency',
  'countryId',
  'cart',
  'billingAddress',
  'shippingAddress',
  'transportId',
  'paymentId',
] as const;

type OrderBody = OrderCreateRequestInput | MobilePaymentRequestInput;

/** The value with every object's keys sorted, so equal content gives equal JSON. */
function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(record)
      .sort()
      .map((key) => [key, sorted(record[key])]),
  );
}

/** A stable JSON of the body's order-relevant fields (absent ones left out). */
export function orderFingerprint(body: OrderBody): string {
  const fields = Object.fromEntries(ORDER_FIELDS.map((field) => [field, body[field]]));
  return JSON.stringify(sorted(fields));
}

/**
 * The body to send now, under the draft's id, or under a new one when that id already went out
 * with other content; notes it as sent (before the request: a dropped answer may hide an order).
 */
export function claimDraftId<T extends OrderBody>(body: T, via: SentVia): T {
  const fingerprint = orderFingerprint(body);
  const { id, sent } = draftStore.get();
  const reused = sent !== null && sent.id === id && sent.fingerprint !== fingerprint;
  const next = reused ? newDraftId() : id;
  draftActions.markSent({ id: next, fingerprint, via });
  return { ...body, id: next };
}

/** True when the draft's current id already went out by `via` (its order may exist). */
export function sentBy(draft: CheckoutDraft, via: SentVia): boolean {
  return draft.sent !== null && draft.sent.id === draft.id && draft.sent.via === via;
}
