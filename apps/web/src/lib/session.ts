// The account state machine (SPEC §4) as an external store: the token (local storage `token`; the
// server keeps the HttpOnly cookie of the same name), the current user and the authenticated flag.
// The header, cart, checkout and account read it; token changes are announced to whoever listens.
import { STORAGE_KEYS } from '@shop/domain';
import type { AccountUser, LoginResponse } from '@shop/domain';
import { api } from './api-calls';
import { storageRemove, storageSet } from './browser';
import { cartStore } from './cart-store';
import type { CartStore } from './cart-store';
import { apiGet, apiPost, isLoginRequired, readToken } from './http';
import { clearPersonalData } from './personal-data';
import { retryDelay } from './retry';

export type SessionStatus = 'anonymous' | 'checking' | 'authenticated';

export interface SessionState {
  token: string | null;
  user: AccountUser | null;
  /** checking: a token is stored but the user is not known yet. */
  status: SessionStatus;
  authenticated: boolean;
  /** The user could not be fetched for want of an answer (offline): the token stays, retried. */
  unreachable: boolean;
  /** How many sessions ended in this page, and how the last one did. */
  ends: number;
  ended: TokenChangeCause | null;
}

/**
 * Why the token changed: a login here, a logout, the account deleted here, a token the server no
 * longer knows, another tab.
 */
export type TokenChangeCause = 'login' | 'logout' | 'deleted' | 'expired' | 'other-tab';

export interface TokenChange {
  token: string | null;
  previous: string | null;
  cause: TokenChangeCause;
}

/** A login answer without its token or user (SPEC §5 'Missing login response data.'). */
export class LoginDataError extends Error {
  constructor() {
    super('Missing login response data.');
    this.name = 'LoginDataError';
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** True for an answer with a token and a user, the two things a login needs. */
export function isLoginResponse(answer: unknown): answer is LoginResponse {
  return (
    isRecord(answer) &&
    typeof answer.token === 'string' &&
    answer.token !== '' &&
    isRecord(answer.user) &&
    typeof answer.user.email === 'string'
  );
}

/** How long a logout waits for work that must reach the server first (an unsaved cart). */
const LOGOUT_TASK_MS = 3000;
const LOGOUT_CALL_MS = 5000;

interface Ends {
  ends: number;
  ended: TokenChangeCause | null;
}

/** A visitor not logged in, as one object: the server renders for them, and hydration finds it unchanged. */
export const SIGNED_OUT: SessionState = Object.freeze({
  token: null,
  user: null,
  status: 'anonymous',
  authenticated: false,
  unreachable: false,
  ends: 0,
  ended: null,
});

const stateFor = (
  token: string | null,
  user: AccountUser | null,
  { ends, ended }: Ends = { ends: 0, ended: null },
): SessionState =>
  token === null && ends === 0 && ended === null ? SIGNED_OUT : stateWith(token, user, ends, ended);

const stateWith = (
  token: string | null,
  user: AccountUser | null,
  ends: number,
  ended: TokenChangeCause | null,
): SessionState => ({
  token,
  user,
  status: token === null ? 'anonymous' : user ? 'authenticated' : 'checking',
  authenticated: token !== null && user !== null,
  unreachable: false,
  ends,
  ended,
});

export function createSessionStore(cart: CartStore = cartStore) {
  let state = stateFor(readToken(), null);
  let started = false;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const tokenListeners = new Set<(change: TokenChange) => void>();
  const logoutTasks = new Set<() => Promise<void>>();

  const publish = (next: SessionState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };

  const announce = (change: TokenChange) => tokenListeners.forEach((listener) => listener(change));

  const stopRetry = () => {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    window.removeEventListener('online', checkUser);
  };

  /** Ends the session in this tab: token, user, cart and personal drafts go. */
  function end(cause: TokenChangeCause): void {
    const previous = state.token;
    stopRetry();
    storageRemove(STORAGE_KEYS.token);
    const ends = previous === null ? state : { ends: state.ends + 1, ended: cause };
    publish(stateFor(null, null, ends));
    if (previous !== null) announce({ token: null, previous, cause });
    cart.wipe();
    clearPersonalData();
  }

  /** GET /api/user for the stored token: a 401 logs out silently, no answer tries again later. */
  async function checkUser(): Promise<void> {
    const token = state.token;
    if (token === null) return;
    stopRetry();
    try {
      const user = await apiGet(api.currentUser);
      if (state.token !== token) return; // a login or logout came first
      failures = 0;
      publish(stateFor(token, user, state));
    } catch (error) {
      if (state.token !== token) return;
      if (isLoginRequired(error)) {
        end('expired');
        return;
      }
      publish({ ...state, unreachable: true });
      retryTimer = setTimeout(() => void checkUser(), retryDelay(failures));
      failures += 1;
      window.addEventListener('online', checkUser);
    }
  }

  // Another tab logged in or out: follow it (it already merged the cart or cleared the storage).
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== STORAGE_KEYS.token) return;
    const token = readToken();
    if (token === state.token) return;
    if (token === null) {
      end('other-tab');
      return;
    }
    const previous = state.token;
    publish(stateFor(token, null, state));
    announce({ token, previous, cause: 'other-tab' });
    void checkUser();
  };

  return {
    getState: (): SessionState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Listens to token changes (the cart reloads, the query cache refetches). */
    onTokenChange(listener: (change: TokenChange) => void): () => void {
      tokenListeners.add(listener);
      return () => tokenListeners.delete(listener);
    },
    /** Work a logout waits for (briefly) before the token goes, e.g. saving the cart. */
    beforeLogout(task: () => Promise<void>): () => void {
      logoutTasks.add(task);
      return () => logoutTasks.delete(task);
    },
    /** On app start: a stored token is checked with GET /api/user. Runs once. */
    start(): void {
      if (started) return;
      started = true;
      window.addEventListener('storage', onStorage);
      void checkUser();
    },
    /** Takes a login answer (login, registration, reset); throws LoginDataError when it lacks one. */
    signIn(answer: unknown): AccountUser {
      if (!isLoginResponse(answer)) throw new LoginDataError();
      const previous = state.token;
      stopRetry();
      storageSet(STORAGE_KEYS.token, answer.token);
      publish(stateFor(answer.token, answer.user, state));
      announce({ token: answer.token, previous, cause: 'login' });
      return answer.user;
    },
    /** The user as a later call answered it (profile, email change). */
    setUser(user: AccountUser): void {
      if (state.token !== null) publish(stateFor(state.token, user, state));
    },
    /** Asks again now (a retry button while the shop could not be reached). */
    retry(): void {
      void checkUser();
    },
    /** An account call answered 401: the token is over, the user is logged out silently. */
    noteFailure(error: unknown): void {
      if (isLoginRequired(error) && state.token !== null) end('expired');
    },
    /** Ends the session here without asking the server (it already ended it, e.g. a deletion). */
    forget(cause: 'logout' | 'deleted' = 'logout'): void {
      end(cause);
    },
    /** POST /api/user/logout, then everything personal goes; the caller goes to /. */
    async logout(): Promise<void> {
      if (state.token === null) return;
      const tasks = [...logoutTasks].map((task) => task().catch(() => undefined));
      const pause = new Promise((resolve) => setTimeout(resolve, LOGOUT_TASK_MS));
      await Promise.race([Promise.all(tasks), pause]);
      try {
        await apiPost(api.logout, {}, { timeoutMs: LOGOUT_CALL_MS });
      } catch {
        // Logged out here whatever the server said: the token is gone from this browser.
      }
      end('logout');
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

export const session: SessionStore = createSessionStore();
