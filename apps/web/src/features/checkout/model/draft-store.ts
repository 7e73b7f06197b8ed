// The checkout's draft (SPEC §3 order draft, §4): what the visitor filled in and chose, and the
// UUID that makes placing the order idempotent (kept while the content stays the same, so a retry
// places no second order), with the body last sent under it. Kept in local storage like the cart,
// so it survives a reload.
import { ADDRESS_FIELDS, emptyAddress } from '../../../lib/address-draft';
import type { AddressDraft, AddressField } from '../../../lib/address-draft';
import { PERSONAL_STORAGE_KEYS } from '../../../lib/personal-data';
import { createStoredValue, useStoredValue } from '../../../lib/stored-value';

export const DRAFT_STORAGE_KEY = PERSONAL_STORAGE_KEYS.draft;

export { ADDRESS_FIELDS, emptyAddress } from '../../../lib/address-draft';
export type { AddressDraft, AddressField } from '../../../lib/address-draft';

export type AddressKind = 'billingAddress' | 'shippingAddress';

/** How an order body went out: placed from the review, paid by mobile, or an external checkout. */
export type SentVia = 'order' | 'mobile' | 'external';
const SENT_VIA: readonly SentVia[] = ['order', 'mobile', 'external'];

/** The body last sent under an id: its fingerprint (see sent-order.ts) and how it went. */
export interface SentOrder {
  id: string;
  fingerprint: string;
  via: SentVia;
}

export interface CheckoutDraft {
  id: string;
  email: string;
  /** The destination; null until the visitor picks one or goes on to the review. */
  countryId: string | null;
  transportId: string | null;
  paymentId: string | null;
  billingAddress: AddressDraft;
  /** Used instead of the billing address for the delivery while enabled. */
  shippingAddress: AddressDraft & { enabled: boolean };
  /** The last order body sent to the server (with this id or an older one); null before any. */
  sent: SentOrder | null;
}

const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');

/** A version 4 UUID; without crypto.randomUUID (pages not served securely) from random bytes. */
export function newDraftId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const h = hex(bytes);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function emptyDraft(): CheckoutDraft {
  return {
    id: newDraftId(),
    email: '',
    countryId: null,
    transportId: null,
    paymentId: null,
    billingAddress: emptyAddress(),
    shippingAddress: { ...emptyAddress(), enabled: false },
    sent: null,
  };
}

type Loose = Record<string, unknown>;
const isRecord = (v: unknown): v is Loose => typeof v === 'object' && v !== null;
const text = (v: unknown) => (typeof v === 'string' ? v : '');
const idOrNull = (v: unknown) => (typeof v === 'string' && v ? v : null);

function parseAddress(v: unknown): AddressDraft {
  const stored = isRecord(v) ? v : {};
  return Object.fromEntries(
    ADDRESS_FIELDS.map((field) => [field, text(stored[field])]),
  ) as AddressDraft;
}

function parseSent(v: unknown): SentOrder | null {
  if (!isRecord(v) || typeof v.id !== 'string' || typeof v.fingerprint !== 'string') return null;
  const via = SENT_VIA.find((known) => known === v.via);
  return via ? { id: v.id, fingerprint: v.fingerprint, via } : null;
}

/** The stored draft, each field checked; anything unreadable starts a fresh draft. */
export function parseDraft(raw: string | null): CheckoutDraft {
  let stored: unknown;
  try {
    stored = raw ? JSON.parse(raw) : null;
  } catch {
    stored = null;
  }
  if (!isRecord(stored) || typeof stored.id !== 'string' || !UUID.test(stored.id)) {
    return emptyDraft();
  }
  const shipping = isRecord(stored.shippingAddress) ? stored.shippingAddress : {};
  return {
    id: stored.id,
    email: text(stored.email),
    countryId: idOrNull(stored.countryId),
    transportId: idOrNull(stored.transportId),
    paymentId: idOrNull(stored.paymentId),
    billingAddress: parseAddress(stored.billingAddress),
    shippingAddress: { ...parseAddress(shipping), enabled: shipping.enabled === true },
    sent: parseSent(stored.sent),
  };
}

export const draftStore = createStoredValue(DRAFT_STORAGE_KEY, parseDraft);

export function useDraft(): CheckoutDraft {
  return useStoredValue(draftStore);
}

/** The draft's edits, each one stored at once. */
export const draftActions = {
  setEmail(email: string) {
    draftStore.update((d) => ({ ...d, email }));
  },
  setAddressField(kind: AddressKind, field: AddressField, value: string) {
    draftStore.update((d) => ({ ...d, [kind]: { ...d[kind], [field]: value } }));
  },
  setAddress(kind: AddressKind, address: AddressDraft) {
    draftStore.update((d) => ({ ...d, [kind]: { ...d[kind], ...address } }));
  },
  setShippingEnabled(enabled: boolean) {
    draftStore.update((d) => ({ ...d, shippingAddress: { ...d.shippingAddress, enabled } }));
  },
  choose(choice: Partial<Pick<CheckoutDraft, 'countryId' | 'transportId' | 'paymentId'>>) {
    draftStore.update((d) => ({ ...d, ...choice }));
  },
  /** A new id: the next attempt is a new order (only after the visitor was told why). */
  renewId() {
    draftStore.update((d) => ({ ...d, id: newDraftId() }));
  },
  /** Notes the body about to be sent under the draft's id (sent-order.ts decides the id). */
  markSent(sent: SentOrder) {
    draftStore.update((d) => ({ ...d, id: sent.id, sent }));
  },
  /** A fresh, empty draft (after its order was placed). */
  reset() {
    draftStore.set(emptyDraft());
  },
};
