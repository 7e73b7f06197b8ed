import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from './http';
import { createQueryClient } from './query-client';
import { followSession } from './query-session';
import { createSessionStore } from './session';
import { loginAnswer } from './testing/account-fixtures';

describe('the query cache follows the session', () => {
  afterEach(() => localStorage.clear());

  it('forgets a cached 403 at login, so the diagram loads instead of redirecting again', async () => {
    const client = createQueryClient();
    const store = createSessionStore();
    followSession(client, store);
    let loggedIn = false;
    const queryFn = vi.fn(async () => {
      if (!loggedIn) throw new HttpError(403, 'diagram_forbidden', 'Modern car diagrams…');
      return { diagram: 'ok' };
    });
    await client.fetchQuery({ queryKey: ['diagram', 'x'], queryFn }).catch(() => undefined);
    expect(client.getQueryState(['diagram', 'x'])?.status).toBe('error');

    loggedIn = true;
    store.signIn(loginAnswer());
    expect(client.getQueryState(['diagram', 'x'])?.status).toBe('pending');
    await expect(client.fetchQuery({ queryKey: ['diagram', 'x'], queryFn })).resolves.toEqual({
      diagram: 'ok',
    });
  });

  it("drops the account's data at logout, and ends the session on a 401 from any query", async () => {
    const client = createQueryClient();
    const store = createSessionStore();
    followSession(client, store);
    store.signIn(loginAnswer());
    client.setQueryData(['account', 'orders'], { orders: [] });
    store.forget();
    expect(client.getQueryData(['account', 'orders'])).toBeUndefined();

    store.signIn(loginAnswer());
    await client
      .fetchQuery({
        queryKey: ['account', 'sessions'],
        queryFn: async () => {
          throw new HttpError(401, 'login_required', 'Please log in again.');
        },
      })
      .catch(() => undefined);
    expect(store.getState().authenticated).toBe(false);
  });
});
