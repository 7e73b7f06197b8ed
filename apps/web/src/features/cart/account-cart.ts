// The logged-in customer's cart lives on the server too: a login merges the visitor's cart into the
// account's (POST /api/user/cart/merge), each later change is saved (PUT /api/user/cart, debounced,
// last write wins, retried until it lands), and an app start with a token loads the account's cart.
import { useEffect } from 'react';
import type { StoredCart } from '@shop/domain';
import { api } from '../../lib/api-calls';
import { storageGet, storageSet } from '../../lib/browser';
import { cartStore, parseStoredCart, sameCart } from '../../lib/cart-store';
import type { CartStore } from '../../lib/cart-store';
import { apiGet, apiPost, apiPut, isLoginRequired } from '../../lib/http';
import { PERSONAL_STORAGE_KEYS } from '../../lib/personal-data';
import { retryDelay } from '../../lib/retry';
import { session } from '../../lib/session';
import type { SessionStore } from '../../lib/session';

/** Changes closer together than this go out as one save. */
export const SAVE_DELAY_MS = 800;

const SAVED_KEY = PERSONAL_STORAGE_KEYS.savedCart;

/** The cart as the server last confirmed it, or null when no save or load has happened yet. */
function readSaved(): StoredCart | null {
  const raw = storageGet(SAVED_KEY);
  return raw === null ? null : parseStoredCart(raw);
}

const writeSaved = (cart: StoredCart) => storageSet(SAVED_KEY, JSON.stringify(cart));

export function createCartSync(store: CartStore = cartStore, sessions: SessionStore = session) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | null = null;
  let failures = 0;
  // Bumped when the token changes: an answer for another token is dropped.
  let generation = 0;

  const loggedIn = () => sessions.getState().token !== null;
  const unsaved = () => {
    const saved = readSaved();
    return saved === null || !sameCart(saved, store.getSnapshot());
  };

  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    window.removeEventListener('online', retryNow);
  };

  /** Runs one server call; a 401 ends the session, another failure is tried again later. */
  function run(call: (run: number) => Promise<void>): Promise<void> {
    const mine = generation;
    const attempt = call(mine)
      .then(() => {
        failures = 0;
      })
      .catch((error: unknown) => {
        if (mine !== generation) return;
        if (isLoginRequired(error)) {
          sessions.noteFailure(error);
          return;
        }
        cancel();
        timer = setTimeout(retryNow, retryDelay(failures));
        failures += 1;
        window.addEventListener('online', retryNow);
      })
      .finally(() => {
        if (running === attempt) running = null;
      });
    running = attempt;
    return attempt;
  }

  /** The answer is the cart to keep, unless the customer changed it while the call ran. */
  function take(sent: StoredCart, answer: StoredCart, mine: number): void {
    if (mine !== generation) return;
    writeSaved(answer);
    if (sameCart(store.getSnapshot(), sent)) store.replace(answer);
    else schedule();
  }

  const merge = () =>
    run(async (mine) => {
      const sent = store.getSnapshot();
      const { cart } = await apiPost(api.mergeAccountCart, { cart: sent });
      take(sent, cart, mine);
    });

  const save = () =>
    run(async (mine) => {
      const sent = store.getSnapshot();
      const { cart } = await apiPut(api.saveAccountCart, { cart: sent });
      take(sent, cart, mine);
    });

  const load = () =>
    run(async (mine) => {
      const { cart } = await apiGet(api.accountCart);
      if (mine !== generation) return;
      writeSaved(cart);
      store.replace(cart);
    });

  /** At start, or when a retry comes: merge when nothing was ever saved, save an unsaved change, else load. */
  function sync(): Promise<void> {
    if (!loggedIn()) return Promise.resolve();
    if (readSaved() === null) return merge();
    return unsaved() ? save() : load();
  }

  function retryNow(): void {
    cancel();
    if (running) return;
    void sync();
  }

  function schedule(): void {
    if (!loggedIn() || !unsaved()) return;
    cancel();
    timer = setTimeout(() => {
      timer = undefined;
      if (running) void running.then(schedule);
      else void save();
    }, SAVE_DELAY_MS);
  }

  /** Before a logout: the change still waiting goes out now. */
  async function flush(): Promise<void> {
    cancel();
    if (running) await running;
    if (loggedIn() && unsaved()) await save();
  }

  const stops = [
    sessions.onTokenChange(({ token, cause }) => {
      generation += 1;
      cancel();
      failures = 0;
      // Another tab merged already and shares the storage; a logout has nothing to send.
      if (token !== null && cause === 'login') void merge();
    }),
    store.subscribe(schedule),
    sessions.beforeLogout(flush),
  ];
  void sync();

  return {
    flush,
    /** The call under way, if any (tests wait for it). */
    settled: () => running ?? Promise.resolve(),
    stop() {
      cancel();
      stops.forEach((stop) => stop());
    },
  };
}

let started: ReturnType<typeof createCartSync> | null = null;

/** Keeps the account's cart and this browser's in step while the app runs (once per page). */
export function useAccountCartSync(): void {
  useEffect(() => {
    started ??= createCartSync();
  }, []);
}
