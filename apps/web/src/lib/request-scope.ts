// What a page render reads from the page it renders in: the browser's window, or on the server the
// one request being rendered (set by the server entry, so no browser global is touched there).
import type { Language } from '@shop/domain';

/** One server render's request: where it was asked for, its cookies, and how it reaches the API. */
export interface RequestScope {
  host: string;
  search: string;
  language: Language;
  cookies: Readonly<Record<string, string>>;
  /** The render's clock: dates (arrival, the year) as of this instant. */
  now: Date;
  /** The shell's data (car groups, currencies) by API path, fetched before the render. */
  shell: Readonly<Record<string, unknown>>;
  /** Calls the shop's own API in process; answers like fetch. */
  fetch(path: string, init: RequestInit): Promise<Response>;
}

let current: () => RequestScope | undefined = () => undefined;

/** The server entry's lookup of the request being rendered (its async context). */
export function setRequestScopeLookup(lookup: () => RequestScope | undefined): void {
  current = lookup;
}

/** The request being rendered on the server; undefined in the browser. */
export function requestScope(): RequestScope | undefined {
  return current();
}

/** The page's host, e.g. "shop.example.se" (the language and currency follow its domain). */
export function pageHost(): string {
  return current()?.host ?? window.location.host;
}

/** The page's query string, with its "?" (or ""). */
export function pageSearch(): string {
  return current()?.search ?? window.location.search;
}

// The server's render time while the browser hydrates its page, so dates match it exactly.
let hydrationNow: Date | null = null;

/** Hydration starts from the server's render time (null once the page is live). */
export function setHydrationClock(now: Date | null): void {
  hydrationNow = now;
}

/** The instant a first render reads dates at: the server's render time there and while hydrating. */
export function renderNow(): Date {
  return current()?.now ?? hydrationNow ?? new Date();
}
