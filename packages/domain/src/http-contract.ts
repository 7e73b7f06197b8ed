// What the server and the web app must agree on over HTTP: the XSRF names, the console's addresses
// and the error codes of `{message, code}` answers (their schema and ApiError type are in
// schemas/error-response.schema.ts). One literal each, used by both sides.

/** The cookie the server sets with a signed token, which the SPA echoes in XSRF_HEADER. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** Header names are case-insensitive; this is how the web sends it and how Node lists it. */
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/**
 * The browser's proof that it placed an order: a random secret it keeps in local storage and sends
 * with every API call. The server keeps only its hash with the orders placed under it.
 */
export const ORDER_OWNER_HEADER = 'X-Order-Owner';

/** Whether a value has the order owner proof's form (64 lower-case hex). */
export function isOrderOwnerProof(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{64}$/.test(value);
}

/** The staff console's prefix: every path starting with it (SPEC §2 "/admin*") leaves the SPA. */
export const ADMIN_PATH_PREFIX = '/admin';

/**
 * The path as a router sees it: percent-escapes of unreserved characters decoded, runs of slashes
 * collapsed, dot segments resolved, lower-cased. `/ADMIN`, `//admin` and `/%61dmin` become `/admin`.
 */
export function canonicalPath(path: string): string {
  const decoded = path.replace(/%([0-9a-f]{2})/gi, (escape, hex: string) => {
    const ch = String.fromCharCode(parseInt(hex, 16));
    return /[A-Za-z0-9\-._~]/.test(ch) ? ch : escape;
  });
  const segments: string[] = [];
  for (const segment of decoded.split(/\/+/)) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  const trailing = decoded.length > 1 && decoded.endsWith('/') && segments.length > 0 ? '/' : '';
  return `/${segments.join('/')}${trailing}`.toLowerCase();
}

/** True when the path (before any query) belongs to the staff console rather than the shop. */
export function isConsolePath(path: string): boolean {
  return canonicalPath(path.split(/[?#]/, 1)[0] ?? '').startsWith(ADMIN_PATH_PREFIX);
}

/** Every `code` the API answers errors with. The web switches on these, never on messages. */
export const ERROR_CODES = [
  'invalid_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'not_acceptable',
  'request_timeout',
  'payload_too_large',
  'uri_too_long',
  'unsupported_media_type',
  'headers_too_large',
  'too_many_requests',
  'internal_error',
  'xsrf',
  'diagram_forbidden',
  'query_too_short',
  'query_too_long',
  'cart_too_large',
  'empty_cart',
  'cart_changed',
  /** Order lines refused as sent (quantity, brand, item); the answer's `lines` names each one. */
  'invalid_lines',
  'order_conflict',
  'transport_not_allowed',
  'payment_not_allowed',
  /** The payment provider refused the request (e.g. a phone number Swish does not know). */
  'payment_rejected',
  /** The payer declined, or the payment failed at the bank or timed out in the app. */
  'payment_failed',
  /** No answer from the payment in the time the call waits; the order stays payable. */
  'payment_timeout',
  /** The payment provider could not be reached; the order stays payable. */
  'provider_unavailable',
  /** The order is already paid, cancelled or expired: nothing to pay. */
  'order_not_payable',
  /** The embedded checkout is not completed yet. */
  'checkout_incomplete',
  /** A wrong email or password: one code and one message for both, so neither is revealed. */
  'invalid_credentials',
  /** The bearer token is missing, unknown, expired or revoked: log in again. */
  'login_required',
  /** A new password that is among the most common ones. */
  'common_password',
  /** A new password too short, of spaces only or one character repeated (the message says which). */
  'weak_password',
  /** A mailed link that is unknown, used or expired. */
  'invalid_link',
  /** The current password given to confirm a change is wrong. */
  'wrong_password',
  /** A list position (cursor) the server did not hand out. */
  'invalid_cursor',
  /** A new staff account for an address a confirmed account already has. */
  'address_taken',
  /** A staff member changing their own role. */
  'own_role',
  /** A change that would leave the shop without an admin. */
  'last_admin',
  /** The order's state does not allow this console action (e.g. cancel after shipping). */
  'order_shipped',
  'invalid_transition',
  /** A refund of an order whose money has not arrived. */
  'not_paid',
  /** A refund larger than what is left of what the customer paid. */
  'refund_exceeds_paid',
  /** Lines or quantities that the order does not have left to ship or refund. */
  'invalid_quantities',
  /** An idempotency key sent again with a different request. */
  'idempotency_conflict',
  /** Mark paid: a reference with a wrong check digit, or one naming another order. */
  'invalid_reference',
  'reference_mismatch',
  /** Mark paid on an order not paid by bank transfer or invoice. */
  'not_manual_payment',
  /** Console: prices moved since the bulk edit's preview, or the request is not the one previewed. */
  'stale_preview',
  /** Console: a price changed since the bulk edit that an undo would take back. */
  'price_changed',
  /** Console: this audit row's change cannot be undone. */
  'not_undoable',
  /** Console: a bulk edit that would change no price. */
  'nothing_to_change',
  /** Console: a bulk edit selecting more prices than one edit may change. */
  'selection_too_large',
  /** Console: a bulk edit would take a price to 0 or below, or above the maximum. */
  'price_out_of_range',
  /** Console: a brand, currency, country, transport or payment the catalog does not have. */
  'unknown_reference',
  /** Console: no catalog import with this id. */
  'import_not_found',
  /** Console: no saved import mapping with this name. */
  'unknown_mapping',
  /** Console: another import is being staged or applied. */
  'import_busy',
  /** Console: the import is applying or over, too late to cancel. */
  'import_not_cancellable',
  /** Console: the import is not staged (still staging, or over). */
  'import_not_staged',
  /** Console: applying all rows of an import with invalid rows. */
  'import_has_problems',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
