// Holds the requests to one API path open until the test answers or drops each one, over the
// fetch stub already in place (e.g. stubShop's): for calls that wait, like the pay-by-mobile POST.
import { vi } from 'vitest';

export interface HeldCall {
  body: unknown;
  /** True once the client gave the request up. */
  readonly aborted: boolean;
  answer(status: number, body: unknown): void;
  /** Fails as a dropped connection does (the client's 'Network Error'). */
  drop(): void;
}

export function holdPath(path: string): HeldCall[] {
  const inner = globalThis.fetch;
  const calls: HeldCall[] = [];
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    if (new URL(String(input), 'http://shop.test').pathname !== path) return inner(input, init);
    return new Promise<Response>((resolve, reject) => {
      const signal = init?.signal;
      signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      calls.push({
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
        get aborted() {
          return signal?.aborted === true;
        },
        answer: (status, body) =>
          resolve(
            new Response(JSON.stringify(body), {
              status,
              headers: { 'Content-Type': 'application/json' },
            }),
          ),
        drop: () => reject(new TypeError('Failed to fetch')),
      });
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}
