import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredCart } from '@shop/domain';
import { createCartStore } from '../../lib/cart-store';
import { createSessionStore } from '../../lib/session';
import { TOKEN, loginAnswer } from '../../lib/testing/account-fixtures';
import { bodiesOf, stubFetch } from '../../lib/testing/fake-server';
import type { FakeAnswer, FakeRequest } from '../../lib/testing/fake-server';
import { SAVE_DELAY_MS, createCartSync } from './account-cart';

const line = (quantity: number) => ({ quantity, brand: 'any', car: null });
// Item ids are 24 hex digits.
const [A, B, C, D, E, F] = ['a', 'b', 'c', 'd', 'e', 'f'].map((x) => x.repeat(24)) as [
  string,
  string,
  string,
  string,
  string,
  string,
];
const GUEST: StoredCart = { [A]: line(1) };
const ACCOUNT: StoredCart = { [B]: line(2) };
const MERGED: StoredCart = { [A]: line(1), [B]: line(2) };

function server(handle: (request: FakeRequest) => FakeAnswer | undefined = () => undefined) {
  return stubFetch((request) => {
    const own = handle(request);
    if (own) return own;
    const { method, path, body } = request;
    const cart = (body as { cart?: StoredCart } | undefined)?.cart;
    if (method === 'POST' && path === '/api/user/cart/merge') return { body: { cart: MERGED } };
    if (method === 'PUT' && path === '/api/user/cart') return { body: { cart } };
    if (method === 'GET' && path === '/api/user/cart') return { body: { cart: ACCOUNT } };
    if (path === '/api/user/logout') return { status: 204 };
    return undefined;
  });
}

function setUp(stored: Record<string, unknown> = {}) {
  for (const [key, value] of Object.entries(stored)) {
    localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const cart = createCartStore();
  const sessions = createSessionStore(cart);
  const sync = createCartSync(cart, sessions);
  return { cart, sessions, sync };
}

describe("the account's cart", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("merges the visitor's cart at login and keeps the answer", async () => {
    const fetchMock = server();
    const { cart, sessions, sync } = setUp({ cart: GUEST });
    sessions.signIn(loginAnswer());
    await sync.settled();
    expect(bodiesOf(fetchMock, '/api/user/cart/merge')).toEqual([{ cart: GUEST }]);
    expect(cart.getSnapshot()).toEqual(MERGED);
    sync.stop();
  });

  it('saves changes while logged in, debounced, the last one winning', async () => {
    vi.useFakeTimers();
    const fetchMock = server();
    const { cart, sessions, sync } = setUp();
    sessions.signIn(loginAnswer());
    await vi.advanceTimersByTimeAsync(0);
    cart.add(C);
    cart.add(C);
    cart.add(D);
    expect(bodiesOf(fetchMock, '/api/user/cart')).toEqual([]);
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(bodiesOf(fetchMock, '/api/user/cart')).toEqual([
      { cart: { ...MERGED, [C]: line(2), [D]: line(1) } },
    ]);
    sync.stop();
  });

  it('tries a failed save again until it lands', async () => {
    vi.useFakeTimers();
    let down = true;
    const fetchMock = server(({ method }) =>
      method === 'PUT' && down
        ? { status: 503, body: { code: 'internal_error', message: 'down' } }
        : undefined,
    );
    const { cart, sessions, sync } = setUp();
    sessions.signIn(loginAnswer());
    await vi.advanceTimersByTimeAsync(0);
    cart.add(C);
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(bodiesOf(fetchMock, '/api/user/cart')).toHaveLength(1);
    down = false;
    await vi.advanceTimersByTimeAsync(2000);
    expect(bodiesOf(fetchMock, '/api/user/cart')).toHaveLength(2);
    expect(JSON.parse(localStorage.getItem('savedCart') ?? '')).toEqual({
      ...MERGED,
      [C]: line(1),
    });
    sync.stop();
  });

  it("loads the account's cart at app start with a token", async () => {
    server();
    const { cart, sync } = setUp({ token: TOKEN, cart: ACCOUNT, savedCart: ACCOUNT });
    await sync.settled();
    expect(cart.getSnapshot()).toEqual(ACCOUNT);
    sync.stop();
  });

  it('sends a change that was not saved before the page closed, rather than losing it', async () => {
    const fetchMock = server();
    const edited = { ...ACCOUNT, [E]: line(3) };
    const { cart, sync } = setUp({ token: TOKEN, cart: edited, savedCart: ACCOUNT });
    await sync.settled();
    expect(bodiesOf(fetchMock, '/api/user/cart')).toEqual([{ cart: edited }]);
    expect(cart.getSnapshot()).toEqual(edited);
    sync.stop();
  });

  it('merges at start when nothing was saved yet (a merge that never landed)', async () => {
    const fetchMock = server();
    const { cart, sync } = setUp({ token: TOKEN, cart: GUEST });
    await sync.settled();
    expect(bodiesOf(fetchMock, '/api/user/cart/merge')).toEqual([{ cart: GUEST }]);
    expect(cart.getSnapshot()).toEqual(MERGED);
    sync.stop();
  });

  it('saves a pending change before logging out, then empties the cart and sends no more', async () => {
    vi.useFakeTimers();
    const fetchMock = server();
    const { cart, sessions, sync } = setUp();
    sessions.signIn(loginAnswer());
    await vi.advanceTimersByTimeAsync(0);
    cart.add(F);
    const out = sessions.logout();
    await vi.advanceTimersByTimeAsync(0);
    await out;
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS * 2);
    expect(bodiesOf(fetchMock, '/api/user/cart')).toEqual([{ cart: { ...MERGED, [F]: line(1) } }]);
    expect(cart.getSnapshot()).toEqual({});
    sync.stop();
  });
});
