// The customer's side of the checkout, framed by the shop: the page, its files, and the two form
// posts (complete, abort) that send the whole shop page on with a 303 (to the confirmation, the
// merchant's checkout, or the page its validation names).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { purchase } from './checkout-purchase.js';
import { readBody, send } from './checkout.http.js';
import { merchantUrl } from './checkout.store.js';
import type { CheckoutAddress, SimOrder } from './checkout.types.js';
import type { SimContext } from './checkout.context.js';
import { FRAME_SCRIPT, PAGE_STYLE, loaderScript } from './hosted-page.assets.js';
import {
  CUSTOMER_FIELDS,
  checkoutPage,
  completedPage,
  notFoundPage,
  testCustomer,
  type CustomerValues,
} from './hosted-page.view.js';

const MAX_FIELD = 100;

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * The page's own policy: its files only, no inline code, framed by any shop, and forms may land
 * on the merchant's pages (browsers check a form's redirect against form-action too); a refusing
 * validation's page is taken to be on the host of the validation URL or the shop's pages.
 */
function pagePolicy(order: SimOrder | undefined): string {
  const { confirmation, checkout, validation } = order?.merchant_urls ?? {};
  const targets = order
    ? [confirmation, checkout, validation]
        .filter((u): u is string => u !== undefined)
        .map((u) => originOf(merchantUrl(u, order.order_id)))
        .filter((o): o is string => o !== null)
    : [];
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self'",
    "base-uri 'none'",
    `form-action 'self' ${[...new Set(targets)].join(' ')}`.trim(),
    'frame-ancestors *',
  ].join('; ');
}

function sendPage(res: ServerResponse, status: number, html: string, order?: SimOrder): void {
  send(res, status, html, {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': pagePolicy(order),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  });
}

function sendAsset(res: ServerResponse, type: string, text: string): void {
  send(res, 200, text, {
    'content-type': `${type}; charset=utf-8`,
    'x-content-type-options': 'nosniff',
    // The loader runs in the shop's page, which may ask for cross-origin resources to opt in.
    'cross-origin-resource-policy': 'cross-origin',
  });
}

const seeOther = (res: ServerResponse, location: string): void => send(res, 303, '', { location });

/** The customer's address from the form, or the fields at fault. */
function readAddress(
  form: URLSearchParams,
  prefix: string,
  country: string,
  email: string,
): { address: CheckoutAddress; errors: string[] } {
  const errors: string[] = [];
  const value = (name: string): string => (form.get(`${prefix}${name}`) ?? '').trim();
  for (const [name, label] of CUSTOMER_FIELDS) {
    if (name === 'email') continue; // one email for both addresses, checked by the caller
    const v = value(name);
    if (v.length === 0 || v.length > MAX_FIELD) errors.push(`${label} is required`);
  }
  return {
    errors,
    address: {
      given_name: value('given_name'),
      family_name: value('family_name'),
      care_of: '',
      street_address: value('street_address'),
      postal_code: value('postal_code'),
      city: value('city'),
      phone: value('phone'),
      email,
      country: country.toLowerCase(),
    },
  };
}

function formValues(form: URLSearchParams): CustomerValues {
  const entries = CUSTOMER_FIELDS.map(([name]) => [name, form.get(name) ?? '']);
  return Object.fromEntries(entries) as CustomerValues;
}

async function complete(
  ctx: SimContext,
  req: IncomingMessage,
  res: ServerResponse,
  order: SimOrder,
) {
  const form = new URLSearchParams(await readBody(req));
  if (order.status === 'checkout_complete')
    return seeOther(res, merchantUrl(order.merchant_urls.confirmation, order.order_id));
  const email = (form.get('email') ?? '').trim();
  const billing = readAddress(form, '', order.purchase_country, email);
  // Any delivery field filled in asks for a separate delivery address, and then all of it.
  const elsewhere = CUSTOMER_FIELDS.some(([name]) => (form.get(`shipping_${name}`) ?? '').trim());
  const shipping = elsewhere
    ? readAddress(form, 'shipping_', order.purchase_country, email)
    : { address: billing.address, errors: [] };
  const errors = [
    ...(/^[^\s@]+@[^\s@]+$/.test(email) && email.length <= MAX_FIELD ? [] : ['Email is required']),
    ...billing.errors,
    ...shipping.errors.map((e) => `Delivery address: ${e}`),
  ];
  if (errors.length > 0)
    return sendPage(res, 400, checkoutPage(order, { values: formValues(form), errors }), order);
  const outcome = await purchase(ctx, order, billing.address, { ...shipping.address });
  if (outcome.outcome !== 'refused') return seeOther(res, outcome.location);
  // Refused by the merchant: the customer stays in the checkout and reads why.
  const state = { values: formValues(form), errors: [outcome.message] };
  sendPage(res, 400, checkoutPage(order, state), order);
}

/** Answers the hosted pages; false when the path is not one of them. */
export async function hostedPageRoutes(
  ctx: SimContext,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): Promise<boolean> {
  if (req.method === 'GET' && path === '/checkout/assets/frame.js') {
    sendAsset(res, 'application/javascript', FRAME_SCRIPT);
    return true;
  }
  if (req.method === 'GET' && path === '/checkout/assets/checkout.css') {
    sendAsset(res, 'text/css', PAGE_STYLE);
    return true;
  }
  const match = /^\/checkout\/([0-9a-f-]{36})(\/loader\.js|\/complete|\/abort)?$/.exec(path);
  if (!match?.[1]) return false;
  const order = ctx.store.get(match[1]);
  const action = `${req.method} ${match[2] ?? ''}`;
  if (action === 'GET /loader.js') {
    sendAsset(res, 'application/javascript', loaderScript(ctx.origin));
    return true;
  }
  if (!order) {
    sendPage(res, 404, notFoundPage());
    return true;
  }
  if (action === 'GET ') {
    const html =
      order.status === 'checkout_complete'
        ? completedPage(order)
        : checkoutPage(order, { values: testCustomer(order.purchase_country), errors: [] });
    sendPage(res, 200, html, order);
  } else if (action === 'POST /complete') {
    await complete(ctx, req, res, order);
  } else if (action === 'POST /abort') {
    const target = order.status === 'checkout_complete' ? 'confirmation' : 'checkout';
    seeOther(res, merchantUrl(order.merchant_urls[target], order.order_id));
  } else {
    send(res, 405, 'Method not allowed', { 'content-type': 'text/plain; charset=utf-8' });
  }
  return true;
}
