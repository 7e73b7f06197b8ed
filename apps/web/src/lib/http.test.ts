import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, getCall } from './api-calls';
import type { PostCall } from './api-calls';
import { HttpError, apiDelete, apiGet, apiPost, apiPut, isNetworkError } from './http';

const post: PostCall<unknown, unknown> = { method: 'POST', path: '/api/cart/' };

function respond(status: number, body: unknown) {
  return vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
  );
}

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

describe('http client', () => {
  beforeEach(() => {
    localStorage.clear();
    clearCookies();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends same-origin credentials, the XSRF header from its cookie and the bearer token', async () => {
    document.cookie = 'XSRF-TOKEN=abc%3D123; path=/';
    localStorage.setItem('token', 'tok-1');
    const fetchMock = respond(200, { ok: true });
    vi.stubGlobal('fetch', fetchMock);

    await expect(apiPost(post, { cart: {} })).resolves.toEqual({ ok: true });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/cart/');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.body).toBe(JSON.stringify({ cart: {} }));
    const headers = new Headers(init?.headers);
    expect(headers.get('X-XSRF-TOKEN')).toBe('abc=123');
    expect(headers.get('Authorization')).toBe('Bearer tok-1');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('leaves both headers out when there is no cookie and no token', async () => {
    const fetchMock = respond(200, []);
    vi.stubGlobal('fetch', fetchMock);
    await apiGet(getCall('api/car-groups'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/car-groups');
    const headers = new Headers(init?.headers);
    expect(headers.has('X-XSRF-TOKEN')).toBe(false);
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('turns a JSON error answer into an HttpError with status, code and message', async () => {
    vi.stubGlobal('fetch', respond(404, { message: "Unknown car 'x'", code: 'not_found' }));
    const error = await apiGet(getCall('/api/car/x')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 404, code: 'not_found', message: "Unknown car 'x'" });
  });

  it('knows only the codes of the HTTP contract', async () => {
    vi.stubGlobal('fetch', respond(418, { message: 'Teapot', code: 'teapot' }));
    await expect(apiGet(getCall('/api/car-groups'))).rejects.toMatchObject({
      status: 418,
      code: undefined,
      message: 'Teapot',
    });
  });

  it('keeps the status when the error answer is not JSON', async () => {
    vi.stubGlobal('fetch', respond(502, '<html>Bad gateway</html>'));
    await expect(apiGet(getCall('/api/car-groups'))).rejects.toMatchObject({
      status: 502,
      code: undefined,
    });
  });

  it('reports a network failure as HttpError status 0 "Network Error"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await apiGet(getCall('/api/currencies')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 0, message: 'Network Error' });
  });

  it('lets a cancelled request reject as an abort, not as an HttpError', async () => {
    const controller = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new DOMException('The operation was aborted.', 'AbortError');
      }),
    );
    controller.abort();
    const error = await apiGet(getCall('/api/currencies'), { signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    expect(error).not.toBeInstanceOf(HttpError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('gives up after its time limit with "timeout of {n}ms exceeded" (SPEC §8)', async () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal(
        'fetch',
        vi.fn(
          (_input: RequestInfo | URL, init?: RequestInit) =>
            new Promise<Response>((_resolve, reject) => {
              init?.signal?.addEventListener('abort', () =>
                reject(new DOMException('The operation was aborted.', 'AbortError')),
              );
            }),
        ),
      );
      const pending = apiPost(post, {}, { timeoutMs: 240_000 }).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(239_999);
      await vi.advanceTimersByTimeAsync(1);
      const error = await pending;
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ status: 0, message: 'timeout of 240000ms exceeded' });
      expect(isNetworkError(error)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('with a time limit, a cancel by the caller is still an abort', async () => {
    const controller = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_input: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () =>
              reject(new DOMException('The operation was aborted.', 'AbortError')),
            );
          }),
      ),
    );
    const pending = apiPost(post, {}, { timeoutMs: 1000, signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(HttpError);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('http client: language and methods', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the page language, so the server words its messages in it', async () => {
    const fetchMock = respond(200, []);
    vi.stubGlobal('fetch', fetchMock);
    await apiGet(getCall('/api/car-groups'));
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Accept-Language')).toBe('en');
  });

  it('PUTs a body and DELETEs with no body, reading a 204 as nothing', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiPut(api.saveAccountCart, { cart: {} })).resolves.toBeUndefined();
    await expect(apiDelete(api.deleteAddress('a 1'))).resolves.toBeUndefined();
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    expect(calls[0]?.[1].method).toBe('PUT');
    expect(calls[0]?.[1].body).toBe('{"cart":{}}');
    expect(calls[1]?.[0]).toBe('/api/user/addresses/a%201');
    expect(calls[1]?.[1].method).toBe('DELETE');
    expect(calls[1]?.[1].body).toBeUndefined();
  });
});
