import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartStore } from './cart-store';
import { HttpError } from './http';
import { SIGNED_OUT, createSessionStore } from './session';
import type { TokenChange } from './session';
import { USER, loginAnswer, TOKEN } from './testing/account-fixtures';
import { bodiesOf, stubFetch } from './testing/fake-server';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function fill() {
  localStorage.setItem('cart', JSON.stringify({ i1: { quantity: 2, brand: 'any', car: null } }));
  localStorage.setItem('draft', JSON.stringify({ email: 'anna@example.com' }));
  localStorage.setItem('orders', '[]');
  cartStore.refresh();
}

describe('the account state machine', () => {
  beforeEach(() => {
    localStorage.clear();
    cartStore.refresh();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('starts anonymous without a stored token, and asks nothing', () => {
    const fetchMock = stubFetch(() => undefined);
    const store = createSessionStore();
    store.start();
    expect(store.getState()).toMatchObject({ status: 'anonymous', authenticated: false });
    // The very state the server rendered with: hydration has nothing to draw again.
    expect(store.getState()).toBe(SIGNED_OUT);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('logs in: stores the token, becomes authenticated, announces the change', () => {
    const store = createSessionStore();
    const changes: TokenChange[] = [];
    store.onTokenChange((change) => changes.push(change));
    expect(store.signIn(loginAnswer())).toEqual(USER);
    expect(localStorage.getItem('token')).toBe(TOKEN);
    expect(store.getState()).toMatchObject({ token: TOKEN, user: USER, authenticated: true });
    expect(changes).toEqual([{ token: TOKEN, previous: null, cause: 'login' }]);
  });

  it.each([{}, { token: 'x' }, { user: USER }, { token: '', user: USER }, null])(
    'refuses a login answer without its data: %j',
    (answer) => {
      const store = createSessionStore();
      expect(() => store.signIn(answer)).toThrow('Missing login response data.');
      expect(store.getState().authenticated).toBe(false);
      expect(localStorage.getItem('token')).toBeNull();
    },
  );

  it('with a stored token, waits for GET /api/user and becomes authenticated', async () => {
    localStorage.setItem('token', TOKEN);
    const fetchMock = stubFetch(({ path }) => (path === '/api/user' ? { body: USER } : undefined));
    const store = createSessionStore();
    expect(store.getState().status).toBe('checking');
    store.start();
    await flush();
    expect(store.getState()).toMatchObject({ status: 'authenticated', user: USER });
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('logs out silently when the stored token is refused (401)', async () => {
    localStorage.setItem('token', TOKEN);
    fill();
    stubFetch(() => ({ status: 401, body: { code: 'login_required', message: 'Log in again' } }));
    const store = createSessionStore();
    const changes: TokenChange[] = [];
    store.onTokenChange((change) => changes.push(change));
    store.start();
    await flush();
    expect(store.getState()).toMatchObject({ status: 'anonymous', token: null });
    expect(localStorage.getItem('token')).toBeNull();
    expect(cartStore.getSnapshot()).toEqual({});
    expect(localStorage.getItem('draft')).toBeNull();
    expect(changes).toEqual([{ token: null, previous: TOKEN, cause: 'expired' }]);
  });

  it('keeps the token when the shop cannot be reached, and asks again', async () => {
    vi.useFakeTimers();
    localStorage.setItem('token', TOKEN);
    let online = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        if (!online) throw new TypeError('Failed to fetch');
        return new Response(JSON.stringify(USER), { status: 200 });
      }),
    );
    const store = createSessionStore();
    store.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState()).toMatchObject({ status: 'checking', unreachable: true, token: TOKEN });
    expect(localStorage.getItem('token')).toBe(TOKEN);
    online = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.getState()).toMatchObject({ status: 'authenticated', unreachable: false });
  });

  it('logs out: POST /api/user/logout with the token, then token, cart and drafts go', async () => {
    const fetchMock = stubFetch(({ path }) =>
      path === '/api/user/logout' ? { status: 204 } : undefined,
    );
    const store = createSessionStore();
    store.signIn(loginAnswer());
    fill();
    await store.logout();
    expect(bodiesOf(fetchMock, '/api/user/logout')).toHaveLength(1);
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(store.getState()).toMatchObject({ status: 'anonymous', user: null, token: null });
    expect(localStorage.getItem('token')).toBeNull();
    expect(cartStore.getSnapshot()).toEqual({});
    expect(localStorage.getItem('draft')).toBeNull();
    expect(localStorage.getItem('orders')).toBeNull();
  });

  it('logs out here even when the logout call fails', async () => {
    stubFetch(() => ({ status: 500, body: { code: 'internal_error', message: 'down' } }));
    const store = createSessionStore();
    store.signIn(loginAnswer());
    await store.logout();
    expect(store.getState().token).toBeNull();
  });

  it('waits for logout tasks (an unsaved cart) before the token goes', async () => {
    const order: string[] = [];
    stubFetch(({ path }) => {
      order.push(path);
      return { status: 204 };
    });
    const store = createSessionStore();
    store.signIn(loginAnswer());
    store.beforeLogout(async () => {
      order.push('task');
    });
    await store.logout();
    expect(order).toEqual(['task', '/api/user/logout']);
  });

  it('follows a login and a logout in another tab', async () => {
    stubFetch(({ path }) => (path === '/api/user' ? { body: USER } : undefined));
    const store = createSessionStore();
    store.start();
    localStorage.setItem('token', TOKEN);
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    await flush();
    expect(store.getState()).toMatchObject({ authenticated: true, token: TOKEN });
    localStorage.removeItem('token');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    expect(store.getState()).toMatchObject({ authenticated: false, token: null });
  });

  it('ends the session on a later 401, not on a wrong password', () => {
    const store = createSessionStore();
    store.signIn(loginAnswer());
    store.noteFailure(new Error('other'));
    expect(store.getState().authenticated).toBe(true);
    store.noteFailure(new HttpError(401, 'wrong_password', 'Wrong password'));
    expect(store.getState().authenticated).toBe(true);
    store.noteFailure(new HttpError(401, 'login_required', 'Please log in again'));
    expect(store.getState()).toMatchObject({ authenticated: false, token: null });
  });
});
