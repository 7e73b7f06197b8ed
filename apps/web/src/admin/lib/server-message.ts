// What the server said about a refused call: its own words for a 4xx answer (already in the page's
// language), null for a network or server failure, which the page words itself.
import { HttpError } from './console-http';

export function serverMessage(error: unknown): string | null {
  if (!(error instanceof HttpError) || !error.explained) return null;
  return error.status >= 400 && error.status < 500 ? error.message : null;
}

export const statusOf = (error: unknown): number | null =>
  error instanceof HttpError ? error.status : null;

/** Puts the focus on an element as it appears: a message after an action, read at once. */
export function focusOnMount(element: HTMLElement | null): void {
  element?.focus();
}

/** The server's words for a refusal, else ours: `network` when it could not be reached, else `failed`. */
export function failureText(
  error: unknown,
  t: (key: string) => string,
  keys: { network: string; failed: string },
): string {
  if (error instanceof HttpError && error.status === 0) return t(keys.network);
  return serverMessage(error) ?? t(keys.failed);
}
