// Test helpers of the checkout: the demo shop's countries, transports and payments, a fake server
// for the checkout and order calls (cart priced and orders figured with the domain's functions, as
// the server does), drafts, and the feature's routes in a memory router.
import { Outlet } from 'react-router';
import type { RouteObject } from 'react-router';
import { DEFAULT_CURRENCY, checkoutFigures, languageOr } from '@shop/domain';
import { priceCart } from '@shop/domain';
import type {
  CheckoutData,
  Country,
  Item,
  OrderDraftInput,
  OrderView,
  Payment,
  StoredCart,
  Transport,
} from '@shop/domain';
import { Announcer } from '../../../lib/announcer';
import { cartStore } from '../../../lib/cart-store';
import { PreferencesProvider } from '../../../lib/preferences';
import { renderRouteTable } from '../../../lib/testing/route-harness';
import { NOW, pricedAnswer, stubFetch } from '../../../lib/testing/fake-server';
import type { FakeAnswer, FakeRequest } from '../../../lib/testing/fake-server';
import { CURRENCIES } from '../../../lib/testing/shell-api';
import { CheckoutPage } from '../checkout-pages';
import { CompletePage } from '../complete/complete-page';
import { draftStore, emptyAddress, emptyDraft } from '../model/draft-store';
import type { AddressDraft, CheckoutDraft } from '../model/draft-store';
import { orderHistory } from '../model/order-history';
import { OrderPage } from '../order/order-page';
import { refusedLines } from '../placing/refused-lines';
import { ReviewPage } from '../review/review-page';

const country = (
  id: string,
  name: string,
  vat: number,
  threshold: number,
  transports: string[],
  payments: string[],
): Country => ({
  _id: id,
  slug: id.toLowerCase(),
  name,
  vat,
  gratis_threshold: threshold,
  transports,
  payments,
});

const transport = (
  slug: string,
  name: string,
  price: number,
  max: number,
  payments: string[],
): Transport => ({
  _id: slug,
  slug,
  name,
  icon_uri: `/public/icons/${slug}.svg`,
  price,
  weight: { min: 0, max },
  payments,
  disabled: false,
});

const payment = (slug: string, name: string, price: number, external = false): Payment => ({
  _id: slug,
  slug,
  name,
  icon_uri: `/public/icons/${slug}.svg`,
  price,
  external,
  disabled: false,
});

const REMOTE = ['swish', 'klarna-checkout', 'invoice', 'bank-transfer'];

export const SWEDEN = country(
  'SE',
  'Sweden',
  2500,
  50_000,
  ['letter', 'parcel', 'pickup-point', 'fetch-in-store'],
  ['swish', 'klarna-checkout', 'invoice', 'bank-transfer', 'pay-in-store'],
);
export const FINLAND = country(
  'FI',
  'Finland',
  2550,
  50_000,
  ['letter', 'parcel', 'pickup-point'],
  ['klarna-checkout', 'invoice', 'bank-transfer'],
);
export const BRITAIN = country('GB', 'United Kingdom', 0, 0, ['parcel'], ['bank-transfer']);

/** As GET /api/checkout answers for the demo shop (sorted as the checkout shows them). */
export const CHECKOUT_DATA: CheckoutData = {
  countries: [SWEDEN, FINLAND, BRITAIN],
  transports: [
    transport('pickup-point', 'Pickup point', 990, 20_000, REMOTE),
    transport('parcel', 'Parcel', 1_490, 0, REMOTE),
    transport('fetch-in-store', 'Fetch in store', 0, 0, ['swish', 'bank-transfer', 'pay-in-store']),
    transport('letter', 'Letter', 490, 2_000, REMOTE),
  ],
  payments: [
    payment('swish', 'Swish', 0),
    payment('bank-transfer', 'Bank transfer', 0),
    payment('klarna-checkout', 'Klarna Checkout', 0, true),
    payment('pay-in-store', 'Pay in store', 0),
    payment('invoice', 'Invoice', 490),
  ],
};

export const ORDER_NUMBER = '100042';
export const ORDER_KEY = 'k3y';

/** The order the fake server places for `draft` over `catalog`: figures as the domain makes them. */
export function orderFor(draft: OrderDraftInput, catalog: readonly Item[]): OrderView {
  const dest = CHECKOUT_DATA.countries.find((c) => c._id === draft.countryId)!;
  const carrier = CHECKOUT_DATA.transports.find((t) => t._id === draft.transportId)!;
  const payer = CHECKOUT_DATA.payments.find((p) => p._id === draft.paymentId)!;
  const currency = CURRENCIES.find((c) => c.code === draft.currency) ?? DEFAULT_CURRENCY;
  const { lines } = priceCart(draft.cart as StoredCart, catalog, { now: NOW });
  const figures = checkoutFigures(lines, {
    country: dest,
    transport: carrier,
    payment: payer,
    currency,
  });
  const billing = draft.billingAddress as OrderView['billingAddress'];
  const shipping = draft.shippingAddress as { enabled: boolean } & OrderView['billingAddress'];
  const { enabled: _enabled, ...shippingAddress } = shipping;
  return {
    id: draft.id,
    number: ORDER_NUMBER,
    status: 'pending_payment',
    createdAt: '2026-03-10T08:00:00.000Z',
    email: draft.email,
    language: languageOr(draft.language),
    currency,
    vatRate: dest.vat,
    country: { id: dest._id, slug: dest.slug, name: dest.name },
    transport: { id: carrier._id, name: carrier.name },
    payment: { id: payer._id, slug: payer.slug, name: payer.name },
    lines: figures.lines.map((line) => ({
      ...line,
      stockedQuantity: line.stocked ? line.quantity : 0,
      backorderQuantity: line.stocked ? 0 : line.quantity,
      backorderArrival: line.stocked ? null : line.arrival,
    })),
    figures,
    billingAddress: billing,
    shippingAddress: shipping.enabled ? shippingAddress : null,
    events: [{ status: 'pending_payment', at: '2026-03-10T08:00:00.000Z' }],
    key: ORDER_KEY,
  };
}

/**
 * A fake server for the cart, checkout and order calls over `catalog`; `extra` answers first. The
 * placed orders are kept for GET /api/orders/:number.
 */
export function stubShop(
  catalog: readonly Item[],
  extra: (request: FakeRequest) => FakeAnswer | undefined = () => undefined,
) {
  const placed = new Map<string, OrderView>();
  const fetchMock = stubFetch((request) => {
    const own = extra(request);
    if (own) return own;
    const { method, path, body } = request;
    if (method === 'POST' && path === '/api/cart/') {
      return { body: pricedAnswer((body as { cart: StoredCart }).cart, catalog) };
    }
    if (method === 'GET' && path === '/api/checkout') return { body: CHECKOUT_DATA };
    if (method === 'GET' && path === '/api/currencies') return { body: CURRENCIES };
    if (method === 'POST' && path === '/api/bulk') {
      const ids = body as { countryId: string; transportId: string; paymentId: string };
      return {
        body: {
          country: CHECKOUT_DATA.countries.find((c) => c._id === ids.countryId),
          transport: CHECKOUT_DATA.transports.find((t) => t._id === ids.transportId),
          payment: CHECKOUT_DATA.payments.find((p) => p._id === ids.paymentId),
        },
      };
    }
    if (method === 'POST' && path === '/api/legacy/order/create') {
      const order = orderFor(body as OrderDraftInput, catalog);
      const again = placed.has(order.number);
      placed.set(order.number, order);
      return { status: again ? 200 : 201, body: { id: order.id, snippet: null, order } };
    }
    const asked = /^\/api\/orders\/(\d+)$/.exec(path);
    if (method === 'GET' && asked) {
      const order = placed.get(asked[1]!);
      if (order && request.query.get('key') === order.key) return { body: order };
      return { status: 404, body: { code: 'not_found', message: 'No such order' } };
    }
    return undefined;
  });
  return Object.assign(fetchMock, { placed });
}

export function address(overrides: Partial<AddressDraft> = {}): AddressDraft {
  return {
    ...emptyAddress(),
    given_name: 'Anna',
    family_name: 'Svensson',
    street_address: 'Storgatan 1',
    postal_code: '114 55',
    city: 'Stockholm',
    phone: '070-123 45 67',
    ...overrides,
  };
}

/** A draft ready for the review: Sweden, pickup point, invoice, Anna's address. */
export function readyDraft(overrides: Partial<CheckoutDraft> = {}): CheckoutDraft {
  return {
    ...emptyDraft(),
    email: 'anna@example.com',
    countryId: 'SE',
    transportId: 'pickup-point',
    paymentId: 'invoice',
    billingAddress: address(),
    ...overrides,
  };
}

/** Stores the cart and the draft as a visitor's browser would hold them (no order refused yet). */
export function store({ cart = {}, draft }: { cart?: StoredCart; draft?: CheckoutDraft }) {
  refusedLines.clear();
  localStorage.setItem('cart', JSON.stringify(cart));
  if (draft) localStorage.setItem('draft', JSON.stringify(draft));
  cartStore.refresh();
  draftStore.refresh();
  orderHistory.refresh();
}

// Mirrors app/router.tsx's checkout-flow routes; other destinations only show where we went.
const routes: RouteObject[] = [
  { path: '/checkout', element: <CheckoutPage /> },
  { path: '/review', element: <ReviewPage /> },
  { path: '/complete', element: <CompletePage /> },
  { path: '/order/:number', element: <OrderPage /> },
  { path: '*', element: null },
];

/**
 * Renders the flow at `path`; `preferences` adds the app's currencies (GET /api/currencies),
 * `announcer` the layout's live region (by test id: other tests ask for the only status region).
 */
export function renderCheckout(path: string, { preferences = false, announcer = false } = {}) {
  let table = routes;
  if (preferences) {
    table = [
      {
        element: (
          <PreferencesProvider>
            <Outlet />
          </PreferencesProvider>
        ),
        children: table,
      },
    ];
  }
  if (announcer) {
    table = [
      {
        element: (
          <>
            <Outlet />
            <div data-testid="announcer">
              <Announcer />
            </div>
          </>
        ),
        children: table,
      },
    ];
  }
  return renderRouteTable(table, path);
}
