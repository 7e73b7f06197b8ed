// Helpers for the simulator's own tests: a valid body and the customer's clicks, over real HTTP.
import type { CheckoutSimulator } from './checkout.types.js';

export const USER = 'merchant';
export const PASSWORD = 'secret';
export const AUTH = `Basic ${Buffer.from(`${USER}:${PASSWORD}`).toString('base64')}`;

export function merchantUrls(base: string): Record<string, string> {
  return {
    terms: `${base}/terms`,
    checkout: `${base}/checkout?order={checkout.order.id}`,
    confirmation: `${base}/confirm?checkout_order_id={checkout.order.id}`,
    push: `${base}/push?checkout_order_id={checkout.order.id}`,
  };
}

/** 2 × 125.00 kr and 49.00 kr shipping at 25 %. */
export function validBody(base = 'http://127.0.0.1:9'): Record<string, unknown> {
  return {
    purchase_country: 'SE',
    purchase_currency: 'SEK',
    locale: 'sv-SE',
    order_amount: 29900,
    order_tax_amount: 5980,
    order_lines: [
      {
        type: 'physical',
        reference: '30681436',
        name: 'Brake disc <front>',
        quantity: 2,
        unit_price: 12500,
        tax_rate: 2500,
        total_amount: 25000,
        total_tax_amount: 5000,
      },
      {
        type: 'shipping_fee',
        name: 'Parcel',
        quantity: 1,
        unit_price: 4900,
        tax_rate: 2500,
        total_amount: 4900,
        total_tax_amount: 980,
      },
    ],
    merchant_urls: merchantUrls(base),
    merchant_reference1: '100042',
    merchant_reference2: '0123456789ABCDEF0123456789ABCDEF',
  };
}

/** A merchant's API call with the merchant's credentials. */
export function api(
  sim: CheckoutSimulator,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${sim.url}${path}`, {
    method,
    headers: { authorization: AUTH, 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** validBody whose purchase first asks the merchant at `validation`, with Klarna's `options` if given. */
export function bodyWithValidation(
  base: string,
  validation: string,
  options?: Record<string, unknown>,
): Record<string, unknown> {
  const body = validBody(base);
  return {
    ...body,
    merchant_urls: { ...(body.merchant_urls as Record<string, string>), validation },
    ...(options ? { options } : {}),
  };
}

export async function createOrder(
  sim: CheckoutSimulator,
  base?: string,
  body: Record<string, unknown> = validBody(base),
): Promise<string> {
  const res = await api(sim, 'POST', '/checkout/v3/orders', body);
  if (res.status !== 201) throw new Error(`create answered ${res.status}`);
  return ((await res.json()) as { order_id: string }).order_id;
}

/** The prefilled values of the hosted page's form, as a browser would post them. */
export function formFields(html: string): URLSearchParams {
  const form = new URLSearchParams();
  // Like a browser: every text field, a checkbox only when checked.
  for (const match of html.matchAll(
    /<input [^>]*name="([^"]+)" type="([^"]+)"[^>]*value="([^"]*)"([^>]*)>/g,
  )) {
    const [, name, type, value, rest] = match;
    if (name && (type !== 'checkbox' || rest?.includes('checked'))) form.set(name, value ?? '');
  }
  return form;
}

/** The customer clicks "Complete purchase" (or "Abort"): a form post that is not followed. */
export async function clickButton(
  sim: CheckoutSimulator,
  orderId: string,
  action: 'complete' | 'abort',
  extra: Record<string, string> = {},
): Promise<Response> {
  const page = await (await fetch(`${sim.url}/checkout/${orderId}`)).text();
  const form = formFields(page);
  for (const [k, v] of Object.entries(extra)) form.set(k, v);
  return fetch(`${sim.url}/checkout/${orderId}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
}
