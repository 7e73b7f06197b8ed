// A fake API behind fetch for tests that send bodies (carts, orders): a handler sees each request's
// method, path, query and JSON body. Carts are priced with the domain's own functions, as the server
// prices them, over items in the API's shape.
import { vi } from 'vitest';
import { cartLineView, priceCart } from '@shop/domain';
import type { CartResponse, Item, PriceEntry, StoredCart } from '@shop/domain';

/** The clock of the fake server's arrival figures (a Tuesday morning in Stockholm). */
export const NOW = new Date('2026-03-10T08:00:00Z');

export function entry(price: number, overrides: Partial<PriceEntry> = {}): PriceEntry {
  return {
    price,
    watermark: null,
    increment: null,
    arrival: { type: 'days', date: null, deadline: null, days: 4, weekday: null },
    ...overrides,
  };
}

export function makeItem(id: string, overrides: Partial<Item> = {}): Item {
  return {
    _id: id,
    _legacy_id: null,
    name: `Part ${id.slice(-1)}`,
    description: '',
    model: '',
    image: `/public/items/${id}.svg`,
    price: 1000,
    brand: 'any',
    references: [],
    replaces: [],
    fits: [],
    group: 'brakes',
    prices_typed: { any: entry(1000) },
    suppliers_typed: {},
    fee: 0,
    weight: 500,
    stock: { quantity: 10 },
    related: [],
    updated: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export interface FakeRequest {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: URLSearchParams;
  body: unknown;
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

/** Stubs fetch with `handler`; an unanswered request is a 404 in the API's error shape. */
export function stubFetch(handler: (request: FakeRequest) => FakeAnswer | undefined) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://shop.test');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const answer = handler({
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body,
    });
    const status = answer?.status ?? (answer ? 200 : 404);
    const payload = answer ? answer.body : { code: 'not_found', message: url.pathname };
    // A 204 (logout, deletions) has no body: a Response with one cannot be made.
    if (status === 204) return new Response(null, { status });
    return new Response(JSON.stringify(payload ?? null), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** POST /api/cart/ as the server answers it, over `catalog`'s items. */
export function pricedAnswer(cart: StoredCart, catalog: readonly Item[]): CartResponse {
  const { lines, problems } = priceCart(cart, catalog, { now: NOW });
  return { items: lines.map((l) => l.item), lines: lines.map(cartLineView), problems };
}

/** A fake server for the cart calls over `catalog`; `extra` answers anything else first. */
export function stubCartServer(
  catalog: readonly Item[],
  extra: (request: FakeRequest) => FakeAnswer | undefined = () => undefined,
) {
  return stubFetch((request) => {
    const own = extra(request);
    if (own) return own;
    if (request.method === 'POST' && request.path === '/api/cart/') {
      const { cart } = request.body as { cart: StoredCart };
      return { body: pricedAnswer(cart, catalog) };
    }
    return undefined;
  });
}

/** The bodies of the calls to `path`, in order. */
export function bodiesOf(fetchMock: ReturnType<typeof stubFetch>, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), 'http://shop.test').pathname === path)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
}
