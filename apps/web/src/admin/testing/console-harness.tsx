// Console tests' harness: a fake API behind fetch that sees each call's bearer token, and the console
// rendered at an address under /admin in English, with a probe showing where navigation went.
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router';
import type { AuditEntry, StaffMe } from '@shop/domain';
import { CONSOLE_BASENAME, ConsoleApp, createConsoleQueryClient } from '../console-app';
import { consoleI18nWith } from '../i18n';
import en from '../i18n/en.json';
import { staffSession } from '../lib/staff-session';

export const STAFF_TOKEN = 's'.repeat(43);
export const ADMIN: StaffMe = { name: 'Astrid Admin', email: 'astrid@example.com', role: 'admin' };
export const STAFF: StaffMe = { name: 'Sven Staff', email: 'sven@example.com', role: 'staff' };

export interface ConsoleCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  /** The bearer token sent, or null. */
  token: string | null;
}

export interface ConsoleAnswer {
  status?: number;
  body?: unknown;
}

export const refusal = (status: number, code: string): ConsoleAnswer => ({
  status,
  body: { code, message: code },
});

/** Stubs fetch with `handler`; an unanswered call is a 404 in the API's error shape. */
export function stubConsoleApi(handler: (call: ConsoleCall) => ConsoleAnswer | undefined) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://shop.test');
    const authorization = new Headers(init?.headers).get('Authorization');
    const answer =
      handler({
        method: init?.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
        token: authorization?.replace(/^Bearer /, '') ?? null,
      }) ?? refusal(404, 'not_found');
    const status = answer.status ?? 200;
    if (status === 204) return new Response(null, { status });
    return new Response(JSON.stringify(answer.body ?? null), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to `path`, in order. */
export const callsTo = (fetchMock: ReturnType<typeof stubConsoleApi>, path: string) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://shop.test'))
    .filter((url) => url.pathname === path);

/** No staff token, and no memory of an earlier session (the tests share one page). */
export function resetStaffSession(): void {
  staffSession.start(STAFF_TOKEN);
  staffSession.end('signed-out');
}

/** A fake API where `me` is signed in with the tab's token; `extra` answers anything else first. */
export function stubSignedIn(
  me: StaffMe,
  extra: (call: ConsoleCall) => ConsoleAnswer | undefined = () => undefined,
) {
  return stubConsoleApi((call) => {
    const own = extra(call);
    if (own) return own;
    if (call.path === '/api/admin/me')
      return call.token === STAFF_TOKEN ? { body: me } : refusal(401, 'login_required');
    if (call.path === '/api/user/logout') return { status: 204 };
    return undefined;
  });
}

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/** Renders the console at `path` (under /admin). */
export function renderConsole(path: string) {
  const i18n = consoleI18nWith('en', { en });
  const client = createConsoleQueryClient();
  return render(
    <MemoryRouter basename={CONSOLE_BASENAME} initialEntries={[path]}>
      <ConsoleApp i18n={i18n} client={client} />
      <LocationProbe />
    </MemoryRouter>,
  );
}

export function auditEntry(n: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: `entry-${n}`,
    at: new Date(Date.UTC(2026, 2, 10, 12, 0, 0) - n * 60_000).toISOString(),
    actor: { id: 'user-1', email: 'astrid@example.com' },
    action: 'item.price',
    subject: { type: 'item', id: `item-${n}` },
    before: { price: 1200 },
    after: { price: 1100 },
    reason: null,
    ...overrides,
  };
}
