// Accounts in tests: a customer, a login answer, and a clean session (no token, nothing stored).
import type { AccountUser, LoginResponse } from '@shop/domain';
import { session } from '../session';

export const USER: AccountUser = {
  name: 'Anna Berg',
  email: 'anna@example.com',
  emailConfirmed: true,
  pendingEmail: null,
};

export const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789ABCDE';

export const loginAnswer = (overrides: Partial<LoginResponse> = {}): LoginResponse => ({
  token: TOKEN,
  user: USER,
  ...overrides,
});

/** Ends the app's session without a call and empties local storage. */
export function resetSession(): void {
  session.forget();
  localStorage.clear();
}

/** The app's session logged in as `user` (no call made). */
export function logIn(user: AccountUser = USER): void {
  session.signIn(loginAnswer({ user }));
}
