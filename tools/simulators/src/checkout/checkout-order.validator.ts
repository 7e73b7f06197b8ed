// The checkout's own check of a create or update body, as Klarna Checkout v3 documents it
// (providers.md). It stands for the provider: it shares no code with the shop's adapter.
import {
  ORDER_ID_PLACEHOLDER,
  type CheckoutOptions,
  type CheckoutOrderInput,
  type CheckoutOrderLine,
  type MerchantUrls,
} from './checkout.types.js';

export type CheckoutValidation =
  { ok: true; value: CheckoutOrderInput } | { ok: false; errors: string[] };

export const LINE_TYPES = [
  'physical',
  'discount',
  'shipping_fee',
  'sales_tax',
  'digital',
  'gift_card',
  'store_credit',
  'surcharge',
] as const;

const MAX_LINES = 1000;
const MAX_NAME = 255;
const MAX_REFERENCE = 64;
const MAX_MERCHANT_REFERENCE = 255;
const MAX_URL = 2000;
/** Float slack on the ±1 tax tolerance, so an exact 1.0 apart is not refused by binary noise. */
const EPSILON = 1e-9;

const REGIONS = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
/** Codes Intl names that ISO 3166-1 does not assign to a country. */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'QO', 'UK', 'UN', 'ZZ']);
const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

type Fields = Record<string, unknown>;

const isObject = (v: unknown): v is Fields =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);
const isText = (v: unknown, max: number): v is string =>
  typeof v === 'string' && v.trim().length > 0 && v.length <= max;

/** ISO 3166-1 alpha-2 that Intl knows as a region (fallback 'code' echoes an unknown one). */
function isCountry(v: unknown): v is string {
  if (typeof v !== 'string' || !/^[A-Za-z]{2}$/.test(v)) return false;
  const code = v.toUpperCase();
  return !NOT_COUNTRIES.has(code) && REGIONS.of(code) !== code;
}

const isCurrency = (v: unknown): v is string =>
  typeof v === 'string' && /^[A-Za-z]{3}$/.test(v) && CURRENCIES.has(v.toUpperCase());

/** RFC 1766 language tag as Klarna takes it: 'sv-SE', 'fi-FI', 'en-US', 'sv'. */
function isLocale(v: unknown): v is string {
  if (typeof v !== 'string' || !/^[A-Za-z]{2,3}(-[A-Za-z]{2})?$/.test(v)) return false;
  try {
    return Intl.getCanonicalLocales(v).length === 1;
  } catch {
    return false;
  }
}

/** An absolute http(s) URL once the order id placeholder is filled in. */
export function isMerchantUrl(v: unknown): v is string {
  if (typeof v !== 'string' || v.length === 0 || v.length > MAX_URL) return false;
  try {
    const url = new URL(v.split(ORDER_ID_PLACEHOLDER).join('00000000-0000-4000-8000-000000000000'));
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** The VAT inside `total` at `rate` basis points, before rounding (providers.md). */
export function exactTax(total: number, rate: number): number {
  return total - (total * 10000) / (10000 + rate);
}

function checkLine(raw: unknown, at: string, bad: (field: string) => void): CheckoutOrderLine {
  const line = isObject(raw) ? raw : {};
  if (!isObject(raw)) bad(at);
  const { type, reference, name, quantity, quantity_unit, unit_price, tax_rate } = line;
  const { total_amount, total_tax_amount } = line;
  const discount = line.total_discount_amount ?? 0;
  if (typeof type !== 'string' || !(LINE_TYPES as readonly string[]).includes(type))
    bad(`${at}.type`);
  if (!isText(name, MAX_NAME)) bad(`${at}.name`);
  if (
    reference !== undefined &&
    (typeof reference !== 'string' || reference.length > MAX_REFERENCE)
  )
    bad(`${at}.reference`);
  if (quantity_unit !== undefined && !isText(quantity_unit, 10)) bad(`${at}.quantity_unit`);
  if (!isInt(quantity) || quantity <= 0) bad(`${at}.quantity`);
  if (!isInt(unit_price)) bad(`${at}.unit_price`);
  if (!isInt(tax_rate) || tax_rate < 0 || tax_rate > 10000) bad(`${at}.tax_rate`);
  if (!isInt(discount) || discount < 0) bad(`${at}.total_discount_amount`);
  const sound = isInt(quantity) && isInt(unit_price) && isInt(discount);
  if (!isInt(total_amount) || (sound && total_amount !== quantity * unit_price - discount))
    bad(`${at}.total_amount`);
  const taxable = isInt(total_amount) && isInt(tax_rate) && tax_rate >= 0;
  if (
    !isInt(total_tax_amount) ||
    (taxable && Math.abs(total_tax_amount - exactTax(total_amount, tax_rate)) > 1 + EPSILON)
  )
    bad(`${at}.total_tax_amount`);
  return {
    type: type as string,
    reference: reference as string | undefined,
    name: name as string,
    quantity: quantity as number,
    quantity_unit: quantity_unit as string | undefined,
    unit_price: unit_price as number,
    tax_rate: tax_rate as number,
    total_amount: total_amount as number,
    total_discount_amount: discount as number,
    total_tax_amount: total_tax_amount as number,
  };
}

function checkUrls(raw: unknown, bad: (field: string) => void): MerchantUrls {
  if (!isObject(raw)) {
    bad('merchant_urls');
    return { terms: '', checkout: '', confirmation: '', push: '' };
  }
  for (const key of ['terms', 'checkout', 'confirmation', 'push'] as const)
    if (!isMerchantUrl(raw[key])) bad(`merchant_urls.${key}`);
  if (raw.validation !== undefined && !isMerchantUrl(raw.validation))
    bad('merchant_urls.validation');
  return {
    terms: raw.terms as string,
    checkout: raw.checkout as string,
    confirmation: raw.confirmation as string,
    push: raw.push as string,
    validation: raw.validation as string | undefined,
  };
}

/** The options the simulator acts on; Klarna's others (colours, shipping choices) pass unread. */
function checkOptions(raw: unknown, bad: (field: string) => void): CheckoutOptions | undefined {
  if (raw === undefined) return undefined;
  if (!isObject(raw)) {
    bad('options');
    return undefined;
  }
  const require = raw.require_validate_callback_success;
  if (require !== undefined && typeof require !== 'boolean')
    bad('options.require_validate_callback_success');
  return require === undefined ? {} : { require_validate_callback_success: require as boolean };
}

/** Checks a body the way the real API does; every fault is named, as Klarna lists them. */
export function validateCheckoutOrder(body: unknown): CheckoutValidation {
  const errors: string[] = [];
  const bad = (field: string): void => void errors.push(`Bad value: ${field}`);
  if (!isObject(body)) return { ok: false, errors: ['Bad value: body'] };
  const { purchase_country, purchase_currency, locale, order_amount, order_tax_amount } = body;
  if (!isCountry(purchase_country)) bad('purchase_country');
  if (!isCurrency(purchase_currency)) bad('purchase_currency');
  if (!isLocale(locale)) bad('locale');
  if (!isInt(order_amount) || order_amount < 0) bad('order_amount');
  if (!isInt(order_tax_amount)) bad('order_tax_amount');
  const rawLines = body.order_lines;
  if (!Array.isArray(rawLines) || rawLines.length === 0 || rawLines.length > MAX_LINES)
    bad('order_lines');
  const lines = Array.isArray(rawLines)
    ? rawLines.map((line, i) => checkLine(line, `order_lines[${i}]`, bad))
    : [];
  const sum = (pick: (l: CheckoutOrderLine) => number): number =>
    lines.reduce((s, l) => s + (isInt(pick(l)) ? pick(l) : 0), 0);
  if (isInt(order_amount) && lines.length > 0 && order_amount !== sum((l) => l.total_amount))
    bad('order_amount');
  if (
    isInt(order_tax_amount) &&
    lines.length > 0 &&
    order_tax_amount !== sum((l) => l.total_tax_amount)
  )
    bad('order_tax_amount');
  const merchant_urls = checkUrls(body.merchant_urls, bad);
  const options = checkOptions(body.options, bad);
  for (const key of ['merchant_reference1', 'merchant_reference2'] as const) {
    const value = body[key];
    if (value !== undefined && (typeof value !== 'string' || value.length > MAX_MERCHANT_REFERENCE))
      bad(key);
  }
  if (errors.length > 0) return { ok: false, errors: [...new Set(errors)] };
  return {
    ok: true,
    value: {
      purchase_country: (purchase_country as string).toUpperCase(),
      purchase_currency: (purchase_currency as string).toUpperCase(),
      locale: locale as string,
      order_amount: order_amount as number,
      order_tax_amount: order_tax_amount as number,
      order_lines: lines,
      merchant_urls,
      ...(options ? { options } : {}),
      merchant_reference1: body.merchant_reference1 as string | undefined,
      merchant_reference2: body.merchant_reference2 as string | undefined,
    },
  };
}
