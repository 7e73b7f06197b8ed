// Table types for Kysely. Same tables on SQLite and PostgreSQL: booleans are 0/1 integers,
// lists are JSON text, times are ISO-8601 text, money is integer euro cents incl. 25 % VAT.
import type { Generated } from 'kysely';

export interface CarGroupTable {
  id: number;
  name: string;
  position: number;
}

export interface CarTable {
  slug: string;
  /** "Volvo"; null for a car written before makes existed. */
  make: string | null;
  /** The model without the make ("240"). */
  name: string;
  car_group_id: number;
  position: number;
  modern: number;
}

export interface ItemGroupTable {
  slug: string;
  name: string;
  idx: number;
}

export interface ItemTable {
  /** 24 lowercase hex characters. */
  id: string;
  legacy_id: number | null;
  name: string;
  description: string;
  model: string;
  image: string;
  group_slug: string;
  /** Price of the 'any' brand, denormalised for sorting. */
  price: number;
  weight: number;
  stock_quantity: number;
  updated_at: string;
}

export interface ItemPriceTable {
  item_id: string;
  brand: string;
  price: number;
  watermark: number | null;
  increment: number | null;
  arrival_type: string | null;
  arrival_date: string | null;
  arrival_deadline: string | null;
  arrival_days: number | null;
  arrival_weekday: number | null;
  supplier: string;
}

export interface ItemReferenceTable {
  item_id: string;
  position: number;
  ref: string;
  /** ref lower-cased without spaces, dashes or dots. */
  ref_norm: string;
  visible: number;
}

/**
 * An old part number replaced by a newer one (a supersession). Chains are allowed (A by B, B by
 * C); every row names the current item its chain ends at.
 */
export interface ItemSupersessionTable {
  /** The superseded number as written. */
  old_ref: string;
  /** old_ref normalised like item_references.ref_norm (normaliseReference); the primary key. */
  old_ref_norm: string;
  /** The number that replaced it: the item's own, or another old number of the chain. */
  new_ref: string;
  /** The current item the chain ends at. */
  item_id: string;
}

export interface ItemFitTable {
  item_id: string;
  car_slug: string;
  /** The item's group, denormalised so a car's group list is one index range. */
  group_slug: string;
  description: string;
  /** The item's name, price and update time, copied so a car's list pages come from an index. */
  item_name: string;
  item_price: number;
  item_updated_at: string;
  /** The item's Swedish and Finnish names (English when untranslated), for lists sorted by name. */
  item_name_sv: string;
  item_name_fi: string;
}

/** An item's name and description in a language other than English (items holds the English). */
export interface ItemTextTable {
  item_id: string;
  /** sv or fi; a language without a row reads English. */
  language: string;
  name: string;
  description: string;
}

export interface ItemRelatedTable {
  item_id: string;
  related_id: string;
  position: number;
}

export interface DiagramTable {
  illustration: string;
  name: string;
  car_slug: string;
  group_slug: string;
  description: string;
  remark: string;
  model: string;
  coordinates: string;
  width: number;
  height: number;
}

/** A diagram's name, description and remark (JSON lists, as on diagrams) in sv or fi. */
/** The distinct words of the catalog's names by language (search.words expands queries with them). */
export interface SearchWordTable {
  language: string;
  word: string;
}

export interface DiagramTextTable {
  illustration: string;
  language: string;
  name: string;
  description: string;
  remark: string;
}

export interface DiagramItemTable {
  illustration: string;
  idx: number;
  position: string;
  base_position: string;
  description: string;
  model: string;
  remark: string;
  quantity: string;
  item_id: string | null;
  reference: string;
}

/** A diagram entry's description and remark in sv or fi. */
export interface DiagramItemTextTable {
  illustration: string;
  idx: number;
  language: string;
  description: string;
  remark: string;
}

/**
 * Names of the catalog's small things in sv or fi: kind car_group (ref: id), item_group (slug),
 * country, transport or payment (id); field is 'name' (or 'description' where a thing has one).
 */
export interface CatalogTextTable {
  kind: string;
  ref: string;
  language: string;
  field: string;
  text: string;
}

export interface CountryTable {
  id: string;
  slug: string;
  name: string;
  vat: number;
  gratis_threshold: number;
  position: number;
}

export interface TransportTable {
  id: string;
  slug: string;
  name: string;
  icon_uri: string;
  price: number;
  weight_min: number;
  weight_max: number;
  disabled: number;
}

export interface PaymentTable {
  id: string;
  slug: string;
  name: string;
  icon_uri: string;
  price: number;
  external: number;
  disabled: number;
}

export interface CountryTransportTable {
  country_id: string;
  transport_id: string;
}

export interface CountryPaymentTable {
  country_id: string;
  payment_id: string;
}

export interface TransportPaymentTable {
  transport_id: string;
  payment_id: string;
}

export interface CurrencyTable {
  code: string;
  symbol: string;
  euro_rate: number;
  exponent: number;
  position: number;
}

export interface ShipmentDataTable {
  id: Generated<number>;
  type: string;
  key: string;
  value: string;
}

export interface SettingTable {
  key: string;
  value: string;
}

/** A saved cart (POST /api/carts/), addressed by cart_date + id. */
export interface SavedCartTable {
  /** 16 url-safe random characters. */
  id: string;
  /** 'YYYYMMDD', Stockholm date of the save. */
  cart_date: string;
  created_at: string;
}

export interface SavedCartLineTable {
  cart_id: string;
  position: number;
  /** An item id; no foreign key: the item may have left the catalog since. */
  item_id: string;
  quantity: number;
  brand: string;
  car: string | null;
}

/** A customer's account; email_key is the lower-cased address every lookup uses. */
export interface UserTable {
  id: string;
  name: string;
  email: string;
  email_key: string;
  email_confirmed_at: string | null;
  pending_email: string | null;
  pending_password_hash: string | null;
  password_hash: string;
  role: Generated<string>;
  language: string;
  created_at: string;
  updated_at: string;
}

/** A staff account's second factor (RFC 6238). */
export interface StaffTotpTable {
  user_id: string;
  /** Base32. */
  secret: string;
  /** The time step of the last code accepted; only a later one is accepted next. */
  last_step: Generated<number>;
  created_at: string;
}

/** A one-time recovery code of a staff account, kept as its SHA-256 (hex). */
export interface StaffRecoveryCodeTable {
  user_id: string;
  code_hash: string;
  used_at: string | null;
}

/** One change made in the console: who, what, when, the fields before and after, and why. */
export interface AuditLogTable {
  id: string;
  at: string;
  actor_id: string | null;
  actor_email: string;
  action: string;
  subject_type: string;
  subject_id: string;
  /** JSON. */
  before: string | null;
  /** JSON. */
  after: string | null;
  reason: string | null;
}

/** A logged-in device; the bearer token is kept only as its SHA-256. */
export interface SessionTable {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: string;
  last_used_at: string;
  expires_at: string;
  hard_expires_at: string;
  user_agent: string;
}

/** A one-time mailed link (reset_password, confirm_email), kept as its token's SHA-256. */
export interface UserLinkTable {
  token_hash: string;
  user_id: string;
  purpose: string;
  email_key: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** Failed logins in the current window, per address (email:…) and per IP (ip:…). */
export interface LoginFailureTable {
  key: string;
  failures: number;
  window_ends_at: string;
}

/** Requests counted against a quota in the current window, one row per limit, route and client. */
export interface RateCounterTable {
  key: string;
  hits: number;
  window_ends_at: string;
}

/** A saved address, JSON as the checkout's address schema gives it. */
export interface UserAddressTable {
  id: string;
  user_id: string;
  address: string;
  created_at: string;
  updated_at: string;
}

/** The account's cart, JSON of the stored cart. */
export interface UserCartTable {
  user_id: string;
  cart: string;
  updated_at: string;
}

/** Named counters taken inside a transaction (SQLite's next order number). */
export interface CounterTable {
  name: string;
  value: number;
}

/** An order; its id is the client's draft id. Money in the order currency's minor units. */
export interface OrderTable {
  id: string;
  /** Six or more digits, read to staff on the phone. */
  number: string;
  draft_hash: string;
  status: string;
  email: string;
  language: string;
  user_id: string | null;
  country_id: string;
  country_name: string;
  currency: string;
  currency_symbol: string;
  euro_rate: number;
  exponent: number;
  vat_rate: number;
  transport_id: string;
  transport_name: string;
  payment_id: string;
  payment_slug: string;
  payment_name: string;
  items_total: number;
  shipping: number;
  handling: number;
  campaign: number;
  total: number;
  vat: number;
  /** JSON of the address as given. */
  billing_address: string;
  /** JSON, or null when the billing address serves. */
  shipping_address: string | null;
  created_at: string;
  updated_at: string;
  /** The destination country's slug ('se'): the billing or shipping address's country. */
  country_slug: Generated<string>;
  /** When an unpaid order paid through a provider is cancelled; null never. */
  expires_at: string | null;
  paid_at: string | null;
  /** Why staff must look at it (amount_mismatch, paid_after_expiry, paid_twice); null when fine. */
  flag: string | null;
  /** Why a cancelled order was cancelled: expired, staff. */
  cancel_reason: string | null;
  /** When the customer was sent the confirmation; null while a provider's payment is awaited. */
  confirmed_at: string | null;
  /** SHA-256 of the placing browser's owner proof; null when it sent none. */
  owner_hash: string | null;
  /** Money given back so far (never above the total). */
  refunded_amount: Generated<number>;
  /** What the embedded checkout captured for shipments so far. */
  captured_amount: Generated<number>;
  /** 1 once a refund gave the shipping back. */
  shipping_refunded: Generated<number>;
  /** The bank statement's reference staff matched when marking it paid. */
  payment_reference: string | null;
  /** The billing name "given family", keyed as @shop/domain's customerNameKeys, for staff search. */
  name_key: string;
  /** The billing family name, keyed the same way. */
  family_key: string;
}

/** A staff member's internal note on an order; customers never see it. */
export interface OrderNoteTable {
  id: string;
  order_id: string;
  at: string;
  /** Kept when the account is gone: the email says who wrote it. */
  author_id: string | null;
  author_email: string;
  text: string;
}

/** A line of an order, a snapshot of the item as sold. */
export interface OrderLineTable {
  order_id: string;
  position: number;
  item_id: string;
  name: string;
  reference: string;
  brand: string;
  quantity: number;
  unit_price: number;
  fee: number;
  total: number;
  stocked_quantity: number;
  backorder_quantity: number;
  /** 'YYYY-MM-DD' of the stocked part (or of all, when nothing is backordered). */
  arrival: string;
  /** 'YYYY-MM-DD' the supplier delivers the backordered rest; null when none is. */
  backorder_arrival: string | null;
  shipped_quantity: Generated<number>;
  refunded_quantity: Generated<number>;
}

/** A parcel staff sent: its lines, carrier and tracking, and the checkout's capture of its worth. */
export interface OrderShipmentTable {
  id: string;
  order_id: string;
  carrier: string;
  tracking_number: string;
  tracking_url: string | null;
  /** JSON [{itemId, quantity}]. */
  lines: string;
  amount: number;
  /** none, pending, captured, failed. */
  capture_state: string;
  capture_ref: string | null;
  created_at: string;
  updated_at: string;
}

/** Money staff gave back: by lines (and shipping), through a provider or by hand. */
export interface OrderRefundTable {
  id: string;
  order_id: string;
  amount: number;
  vat: number;
  currency: string;
  /** JSON [{itemId, quantity}]. */
  lines: string;
  shipping: number;
  restock: number;
  /** swish, checkout, manual. */
  method: string;
  payment_refund_id: string | null;
  reason: string | null;
  created_at: string;
}

/** A console action's idempotency key and what it made. */
export interface AdminActionTable {
  order_id: string;
  action: string;
  key: string;
  request_hash: string;
  result_id: string;
  created_at: string;
}

/** Every status an order takes, in order. */
export interface OrderEventTable {
  order_id: string;
  position: number;
  /** The state the order is in after this event. */
  status: string;
  /** The state before; null for the event that created the order. */
  from_status: string | null;
  /** customer, provider, system or staff. */
  actor: Generated<string>;
  note: string | null;
  created_at: string;
}

/** One attempt to pay an order through a provider. */
export interface PaymentAttemptTable {
  /** 32 upper-case hex, made before the provider is called. */
  id: string;
  order_id: string;
  provider: string;
  provider_ref: string | null;
  /** created, paid, declined, error, cancelled. */
  state: string;
  amount: number;
  currency: string;
  payer_alias: string | null;
  token: string | null;
  snippet: string | null;
  payment_reference: string | null;
  error_code: string | null;
  error_message: string | null;
  created_at: string;
  updated_at: string;
}

/** A provider event, applied once: (provider, event_id) is its key. */
export interface PaymentEventTable {
  provider: string;
  event_id: string;
  attempt_id: string | null;
  order_id: string | null;
  state: string;
  amount: number;
  currency: string;
  outcome: string;
  received_at: string;
}

/** Money given back for a paid attempt, written with the decision and sent to the provider after it. */
export interface PaymentRefundTable {
  /** 32 upper-case hex, made before the provider is called: its idempotency key. */
  id: string;
  attempt_id: string;
  order_id: string;
  provider: string;
  amount: number;
  currency: string;
  /** paid_twice, paid_after_expiry, cancelled; staff (several per payment). */
  reason: string;
  /** pending, created, paid, error. */
  state: string;
  provider_ref: string | null;
  tries: Generated<number>;
  next_try_at: string;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

/** A mail in the outbox (status pending, sent or failed), written in the transaction that caused it. */
export interface MailOutboxTable {
  /** A UUID. */
  id: string;
  /** '<uuid@shop-host>', fixed at enqueue so a resend carries the same Message-ID. */
  message_id: string;
  /** What the mail is about, e.g. 'order_confirmation'; with ref and to_address, unique. */
  kind: string;
  /** The thing it is about, e.g. the order id. */
  ref: string;
  from_address: string;
  to_address: string;
  cc: string | null;
  bcc: string | null;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** JSON: the attachments the worker renders when it sends, [{ source, ref, filename }]; or null. */
  attachments: string | null;
  status: Generated<'pending' | 'sent' | 'failed'>;
  attempts: Generated<number>;
  next_attempt_at: string;
  /** The worker (one random id per process) sending it until lease_until; null when none is. */
  lease_owner: string | null;
  lease_until: string | null;
  sent_at: string | null;
  last_error: string | null;
  created_at: string;
}

/** A message sent through the contact form (times ISO-8601 UTC text). */
export interface ContactMessageTable {
  /** A UUID. */
  id: string;
  name: string;
  email: string;
  phone: string;
  /** order, car, website or misc. */
  topic: string;
  message: string;
  car_slug: string;
  /** en, sv or fi: the language of the acknowledgement. */
  language: string;
  /** The client's IP (the proxy's X-Forwarded-For with TRUST_PROXY). */
  ip: string;
  created_at: string;
}

/** One catalog import: an uploaded file staged, reported on, then applied or cancelled. */
export interface ImportRunTable {
  id: string;
  file_name: string;
  mapping: string | null;
  kind: string | null;
  /** staging, staged, applying, applied, cancelled, failed */
  state: string;
  /** bigint: a string from PostgreSQL. */
  bytes: number | string;
  total_bytes: number | string | null;
  rows: number;
  rows_per_second: number;
  /** JSON ImportReport once staged. */
  report: string | null;
  apply_mode: string | null;
  applied_rows: number | null;
  error: string | null;
  created_by: string;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

/** A file row staged by an import: its key, what applying it would do, and the row as read. */
export interface ImportRowTable {
  import_id: string;
  line: number;
  key: string;
  /** create, update, unchanged, invalid */
  action: string;
  data: string | null;
}

/** A supplier's column names for one kind of file (JSON: our column -> theirs). */
export interface ImportMappingTable {
  name: string;
  kind: string;
  columns: string;
  updated_by: string;
  updated_at: string;
}

export interface Database {
  car_groups: CarGroupTable;
  cars: CarTable;
  item_groups: ItemGroupTable;
  items: ItemTable;
  item_prices: ItemPriceTable;
  item_references: ItemReferenceTable;
  item_supersessions: ItemSupersessionTable;
  item_fits: ItemFitTable;
  item_related: ItemRelatedTable;
  item_texts: ItemTextTable;
  diagrams: DiagramTable;
  diagram_items: DiagramItemTable;
  diagram_texts: DiagramTextTable;
  search_words: SearchWordTable;
  diagram_item_texts: DiagramItemTextTable;
  catalog_texts: CatalogTextTable;
  countries: CountryTable;
  transports: TransportTable;
  payments: PaymentTable;
  country_transports: CountryTransportTable;
  country_payments: CountryPaymentTable;
  transport_payments: TransportPaymentTable;
  currencies: CurrencyTable;
  shipment_data: ShipmentDataTable;
  settings: SettingTable;
  saved_carts: SavedCartTable;
  saved_cart_lines: SavedCartLineTable;
  counters: CounterTable;
  orders: OrderTable;
  order_lines: OrderLineTable;
  order_events: OrderEventTable;
  order_shipments: OrderShipmentTable;
  order_refunds: OrderRefundTable;
  admin_actions: AdminActionTable;
  order_notes: OrderNoteTable;
  mail_outbox: MailOutboxTable;
  staff_totp: StaffTotpTable;
  staff_recovery_codes: StaffRecoveryCodeTable;
  audit_log: AuditLogTable;
  payment_attempts: PaymentAttemptTable;
  payment_events: PaymentEventTable;
  payment_refunds: PaymentRefundTable;
  users: UserTable;
  sessions: SessionTable;
  user_links: UserLinkTable;
  login_failures: LoginFailureTable;
  rate_counters: RateCounterTable;
  user_addresses: UserAddressTable;
  user_carts: UserCartTable;
  contact_messages: ContactMessageTable;
  import_runs: ImportRunTable;
  import_rows: ImportRowTable;
  import_mappings: ImportMappingTable;
}
