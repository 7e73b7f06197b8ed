// The console's session: the staff token of this tab only (sessionStorage), apart from the shop's
// token in local storage, so closing the tab ends the console's use of it.
import { useSyncExternalStore } from 'react';

const KEY = 'staff-token';

function read(): string | null {
  try {
    return sessionStorage.getItem(KEY) || null;
  } catch {
    return null; // storage disabled: the session lasts as long as the page
  }
}

function write(token: string | null): void {
  try {
    if (token === null) sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, token);
  } catch {
    // Disabled storage: the in-memory token still serves this page.
  }
}

/** How the last session of this page ended: the sign-in page says so when the server ended it. */
export type SessionEnd = 'signed-out' | 'expired';

let current = read();
let lastEnd: SessionEnd | null = null;
const listeners = new Set<() => void>();

export const staffSession = {
  token: (): string | null => current,
  /** A sign-in's token: stored for this tab, and every reader told. */
  start(token: string): void {
    write(token);
    current = token;
    lastEnd = null;
    for (const listener of listeners) listener();
  },
  /** Signed out, or the server no longer knows the token. */
  end(cause: SessionEnd): void {
    write(null);
    if (current === null) return;
    current = null;
    lastEnd = cause;
    for (const listener of listeners) listener();
  },
  lastEnd: (): SessionEnd | null => lastEnd,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The tab's staff token, re-rendering when it changes. */
export function useStaffToken(): string | null {
  return useSyncExternalStore(staffSession.subscribe, staffSession.token);
}
