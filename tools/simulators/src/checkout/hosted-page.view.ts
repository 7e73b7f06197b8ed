// The hosted checkout page inside the merchant's iframe: the order, the customer's details
// (prefilled with test data, so a browser test only clicks) and the two ways out.
import type { SimOrder } from './checkout.types.js';

export const CUSTOMER_FIELDS = [
  ['email', 'Email', 'email', 'email'],
  ['given_name', 'Given name', 'text', 'given-name'],
  ['family_name', 'Family name', 'text', 'family-name'],
  ['street_address', 'Street address', 'text', 'street-address'],
  ['postal_code', 'Postal code', 'text', 'postal-code'],
  ['city', 'City', 'text', 'address-level2'],
  ['phone', 'Phone', 'tel', 'tel'],
] as const;

export type CustomerField = (typeof CUSTOMER_FIELDS)[number][0];
export type CustomerValues = Record<CustomerField, string>;

/** Test customers per purchase country, as Klarna's playground offers them. */
const TEST_CUSTOMERS: Record<string, CustomerValues> = {
  SE: {
    email: 'anna.svensson@example.com',
    given_name: 'Anna',
    family_name: 'Svensson',
    street_address: 'Storgatan 1',
    postal_code: '123 45',
    city: 'Stockholm',
    phone: '+46701234567',
  },
  FI: {
    email: 'aino.virtanen@example.com',
    given_name: 'Aino',
    family_name: 'Virtanen',
    street_address: 'Mannerheimintie 10',
    postal_code: '00100',
    city: 'Helsinki',
    phone: '+358401234567',
  },
};
const OTHER_CUSTOMER: CustomerValues = {
  email: 'test.person@example.com',
  given_name: 'Test',
  family_name: 'Person',
  street_address: 'Testgatan 1',
  postal_code: '1234',
  city: 'Testby',
  phone: '+4712345678',
};

export function testCustomer(country: string): CustomerValues {
  return TEST_CUSTOMERS[country.toUpperCase()] ?? OTHER_CUSTOMER;
}

export const escapeHtml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** Minor units shown in the purchase currency, in the order's locale. */
function money(order: SimOrder, minor: number): string {
  const format = new Intl.NumberFormat(order.locale, {
    style: 'currency',
    currency: order.purchase_currency,
  });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/checkout/assets/checkout.css">
<script src="/checkout/assets/frame.js" defer></script>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

function linesTable(order: SimOrder): string {
  const rows = order.order_lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.name)}</td><td class="amount">${line.quantity}</td>` +
        `<td class="amount">${escapeHtml(money(order, line.total_amount))}</td></tr>`,
    )
    .join('\n');
  return `<table>
<caption>Your order</caption>
<thead><tr><th scope="col">Item</th><th scope="col" class="amount">Quantity</th><th scope="col" class="amount">Amount</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot><tr><th scope="row" colspan="2">Total</th><td class="amount" id="checkout-total">${escapeHtml(money(order, order.order_amount))}</td></tr></tfoot>
</table>`;
}

function input(
  name: string,
  label: string,
  type: string,
  autocomplete: string,
  value: string,
  required: boolean,
): string {
  const id = `field-${name}`;
  // The delivery fields are optional, and the hint says what leaving them empty means.
  const extra = required ? ' required' : ' aria-describedby="delivery-hint"';
  return (
    `<label for="${id}">${escapeHtml(label)}</label>` +
    `<input id="${id}" name="${name}" type="${type}" autocomplete="${autocomplete}" ` +
    `value="${escapeHtml(value)}"${extra}>`
  );
}

export interface CheckoutPageState {
  values: CustomerValues;
  errors: string[];
}

/** The form: "Complete purchase" posts it, "Abort" leaves; both navigate the whole shop page. */
export function checkoutPage(order: SimOrder, state: CheckoutPageState): string {
  const id = encodeURIComponent(order.order_id);
  const errors =
    state.errors.length === 0
      ? ''
      : `<div class="error" role="alert"><p>Please check:</p><ul>${state.errors
          .map((e) => `<li>${escapeHtml(e)}</li>`)
          .join('')}</ul></div>`;
  const customer = CUSTOMER_FIELDS.map(([name, label, type, auto]) =>
    input(name, label, type, auto, state.values[name], true),
  ).join('\n');
  const shipping = CUSTOMER_FIELDS.filter(([name]) => name !== 'email')
    .map(([name, label, type, auto]) =>
      input(`shipping_${name}`, label, type, `shipping ${auto}`, '', false),
    )
    .join('\n');
  return page(
    'Checkout',
    `<h1>Checkout</h1>
${errors}${linesTable(order)}
<form method="post" action="/checkout/${id}/complete" target="_top">
<fieldset>
<legend>Your details</legend>
${customer}
</fieldset>
<details>
<summary>Deliver to another address</summary>
<fieldset>
<legend>Delivery address</legend>
<p id="delivery-hint">Leave empty to deliver to the address above.</p>
${shipping}
</fieldset>
</details>
<div class="actions">
<button type="submit" class="primary">Complete purchase</button>
<button type="submit" formaction="/checkout/${id}/abort" formnovalidate>Abort</button>
</div>
</form>`,
  );
}

export function completedPage(order: SimOrder): string {
  return page(
    'Purchase complete',
    `<h1>Thank you for your purchase</h1>
<p role="status">The purchase is complete.</p>
${linesTable(order)}`,
  );
}

export function notFoundPage(): string {
  return page('Checkout not found', '<h1>Checkout not found</h1><p>No such checkout.</p>');
}
