// Orders for the checkout adapter's tests, figured by the domain's own rules (orderFigures), so
// the adapter meets the amounts the shop really stores.
import {
  orderFigures,
  type Currency,
  type OrderAddress,
  type OrderLineInput,
  type OrderView,
} from '@shop/domain';

export const SEK: Currency = { code: 'SEK', symbol: 'kr', euro_rate: 11.2, exponent: 2 };
export const EUR: Currency = { code: 'EUR', symbol: '€', euro_rate: 1, exponent: 2 };
export const NOK: Currency = { code: 'NOK', symbol: 'kr', euro_rate: 11.6, exponent: 2 };

const SE_ADDRESS: OrderAddress = {
  given_name: 'Anna',
  family_name: 'Svensson',
  street_address: 'Storgatan 1',
  postal_code: '123 45',
  city: 'Stockholm',
  phone: '070-123 45 67',
  country: 'se',
};

const ADDRESSES: Record<string, OrderAddress> = {
  se: SE_ADDRESS,
  fi: {
    given_name: 'Aino',
    family_name: 'Virtanen',
    street_address: 'Mannerheimintie 10',
    postal_code: '00100',
    city: 'Helsinki',
    phone: '040 123 4567',
    country: 'fi',
  },
};

export interface FixtureLine {
  name: string;
  reference: string;
  quantity: number;
  /** Euro cents incl. 25 % VAT, as the catalog has it. */
  unitPrice: number;
  fee?: number;
  stocked?: boolean;
}

export interface FixtureOrder {
  /** Country slug, e.g. 'se'. */
  country: string;
  currency: Currency;
  /** Basis points. */
  vat: number;
  lines: FixtureLine[];
  /** Euro cents incl. 25 % VAT. */
  shipping?: number;
  handling?: number;
  campaign?: number;
  number?: string;
}

/** An OrderView as the orders module would answer it for these choices. */
export function orderView(spec: FixtureOrder): OrderView {
  const inputs: OrderLineInput[] = spec.lines.map((line, i) => ({
    itemId: `item${String(i).padStart(20, '0')}`,
    name: line.name,
    reference: line.reference,
    brand: 'any',
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    fee: line.fee ?? 0,
    stocked: line.stocked ?? true,
    arrival: '2026-12-08',
  }));
  const figures = orderFigures({
    lines: inputs,
    shipping: spec.shipping ?? 0,
    handling: spec.handling ?? 0,
    campaign: spec.campaign ?? 0,
    vat: spec.vat,
    currency: spec.currency,
  });
  const address = ADDRESSES[spec.country] ?? { ...SE_ADDRESS, country: spec.country };
  return {
    id: '6f1c2a9e-3b7d-4c1a-9e0f-2a4b6c8d0e1f',
    number: spec.number ?? '100042',
    status: 'pending_payment',
    createdAt: '2026-11-24T10:00:00.000Z',
    email: 'anna@example.com',
    language: spec.country === 'fi' ? 'fi' : 'sv',
    currency: { ...spec.currency },
    vatRate: spec.vat,
    country: { id: spec.country.toUpperCase(), slug: spec.country, name: spec.country },
    transport: { id: 'parcel', name: 'Parcel' },
    payment: { id: 'klarna-checkout', slug: 'klarna-checkout', name: 'Klarna Checkout' },
    lines: figures.lines.map((line) => ({
      itemId: line.itemId,
      name: line.name,
      reference: line.reference,
      brand: line.brand,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      fee: line.fee,
      total: line.total,
      stockedQuantity: line.stocked ? line.quantity : 0,
      backorderQuantity: line.stocked ? 0 : line.quantity,
      arrival: line.arrival,
      backorderArrival: line.stocked ? null : line.arrival,
    })),
    figures: {
      items: figures.items,
      shipping: figures.shipping,
      handling: figures.handling,
      campaign: figures.campaign,
      total: figures.total,
      vat: figures.vat,
      exVat: figures.exVat,
    },
    billingAddress: address,
    shippingAddress: null,
    events: [{ status: 'pending_payment', at: '2026-11-24T10:00:00.000Z' }],
    key: 'k'.repeat(43),
  };
}

/** Sweden, SEK, 25 %: two parts (one with a small-order fee), parcel, a payment fee. */
export const swedishOrder = (): OrderView =>
  orderView({
    country: 'se',
    currency: SEK,
    vat: 2500,
    lines: [
      { name: 'Brake disc, front', reference: '30681436', quantity: 2, unitPrice: 4995 },
      {
        name: 'Oil filter',
        reference: '8692305',
        quantity: 1,
        unitPrice: 1290,
        fee: 350,
        stocked: false,
      },
    ],
    shipping: 1490,
    handling: 490,
  });

/** Finland, EUR, 25.5 %: the odd rate that makes rounding show. */
export const finnishOrder = (): OrderView =>
  orderView({
    country: 'fi',
    currency: EUR,
    vat: 2550,
    lines: [
      { name: 'Jarrulevy', reference: '31471028', quantity: 3, unitPrice: 3333 },
      {
        name: 'Sytytystulppa',
        reference: '1275602',
        quantity: 1,
        unitPrice: 777,
        fee: 199,
        stocked: false,
      },
    ],
    shipping: 990,
  });

export const MERCHANT_URLS = {
  terms: 'http://127.0.0.1:9/terms',
  checkout: 'http://127.0.0.1:9/checkout?order={checkout.order.id}',
  confirmation: 'http://127.0.0.1:9/checkout/confirm?checkout_order_id={checkout.order.id}',
  push: 'http://127.0.0.1:9/api/payments/checkout/push?checkout_order_id={checkout.order.id}',
};

/** The hosted page the snippet frames (its iframe's src), as a browser would load it. */
export function framedPage(snippet: string): string {
  const src = /<iframe [^>]*src="([^"]+)"/.exec(snippet)?.[1];
  if (!src) throw new Error('the snippet frames no page');
  return src.replace(/&amp;/g, '&');
}

/**
 * The customer clicks a button of the framed checkout page: its form posted as a browser posts it
 * (the prefilled fields, a checkbox only when checked), the redirect not followed.
 */
export async function clickInCheckout(
  snippet: string,
  button: 'Complete purchase' | 'Abort',
  changes: Record<string, string> = {},
): Promise<Response> {
  const pageUrl = framedPage(snippet);
  const html = await (await fetch(pageUrl)).text();
  const form = new URLSearchParams();
  for (const m of html.matchAll(
    /<input [^>]*name="([^"]+)" type="([^"]+)"[^>]*value="([^"]*)"([^>]*)>/g,
  )) {
    const [, name, type, value, rest] = m;
    if (name && (type !== 'checkbox' || rest?.includes('checked'))) form.set(name, value ?? '');
  }
  for (const [name, value] of Object.entries(changes)) form.set(name, value);
  const formAction = /<form [^>]*action="([^"]+)"/.exec(html)?.[1];
  const buttonAction = /<button [^>]*formaction="([^"]+)"[^>]*>Abort<\/button>/.exec(html)?.[1];
  const action = button === 'Abort' ? buttonAction : formAction;
  if (!action) throw new Error(`no ${button} on the checkout page`);
  return fetch(new URL(action, pageUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
}
