// React's view of the session store: re-renders on every change; the first reader starts it.
import { useSyncExternalStore } from 'react';
import { SIGNED_OUT, session } from './session';
import type { SessionState } from './session';

// The server renders every page for a visitor not logged in; hydration starts from the same state.
const signedOut = () => SIGNED_OUT;

const subscribe = (listener: () => void) => {
  session.start();
  return session.subscribe(listener);
};

/** The session (token, user, status), started on first use. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, session.getState, signedOut);
}
