// What only a real socket shows: absolute-form targets against XSRF, requests Node refuses before
// Fastify (too large, malformed, no Host) and requests that never finish arriving.
import { XSRF_COOKIE, XSRF_HEADER } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../test/raw-http.js';
import type { RawAnswer } from '../test/raw-http.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';

const TIMEOUTS = { headersMs: 300, requestMs: 500, keepAliveMs: 1000, idleMs: 5000 };
/** How long a raw request waits for the 408: generous, yet far under Node's defaults (60 s, 300 s). */
const DEADLINE_MS = 20_000;

let t: TestApp;
let port: number;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ config: { timeouts: TIMEOUTS } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address !== null ? address.port : 0;
  const first = await t.app.inject({ method: 'GET', url: '/api/item-groups' });
  token = first.cookies.find((c) => c.name === XSRF_COOKIE)?.value ?? '';
  expect(token).not.toBe('');
});

afterAll(() => t?.close());

const CART = JSON.stringify({ articles: [] });

function post(target: string, headers: Record<string, string>, body = CART): string {
  const lines = Object.entries({
    Host: `127.0.0.1:${port}`,
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
    ...headers,
  }).map(([name, value]) => `${name}: ${value}\r\n`);
  return `POST ${target} HTTP/1.1\r\n${lines.join('')}\r\n${body}`;
}

const withToken = () => ({ Cookie: `${XSRF_COOKIE}=${token}`, [XSRF_HEADER]: token });

function expectJsonError(answer: RawAnswer, status: number, code: string): void {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(JSON.parse(answer.body)).toEqual({ message: expect.any(String), code });
}

describe('XSRF against an absolute-form request target', () => {
  const absolute = () => `http://127.0.0.1:${port}/api/carts`;

  it('refuses a POST without a token whatever the target form', async () => {
    for (const target of [absolute(), '/api/carts', `HTTP://EVIL.example${'/api/carts'}`]) {
      expectJsonError(await rawRequest(port, post(target, {})), 403, 'xsrf');
    }
  });

  it('refuses a cross-site POST with a valid token', async () => {
    const headers = { ...withToken(), 'Sec-Fetch-Site': 'cross-site' };
    expectJsonError(await rawRequest(port, post(absolute(), headers)), 403, 'xsrf');
  });

  it('routes the same request with a valid token past the check', async () => {
    // An empty cart is refused by the cart rule, after the XSRF check let it through.
    expectJsonError(await rawRequest(port, post(absolute(), withToken())), 400, 'empty_cart');
  });
});

describe('requests Node refuses before Fastify', () => {
  const get = (target: string, headers = 'Host: x\r\n') =>
    `GET ${target} HTTP/1.1\r\n${headers}\r\n`;

  it.each<[string, string, number, string]>([
    ['a long URL', get(`/api/car/${'a'.repeat(20_000)}`), 431, 'headers_too_large'],
    [
      'a long header',
      get('/', `Host: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n`),
      431,
      'headers_too_large',
    ],
    ['a control byte in the path', get('/api/car/a\u0001b'), 400, 'invalid_request'],
    [
      'an unknown method',
      'BREW /api/car-groups HTTP/1.1\r\nHost: x\r\n\r\n',
      400,
      'invalid_request',
    ],
    ['a missing Host header', get('/api/car-groups', ''), 400, 'invalid_request'],
  ])('answers %s with JSON and closes', async (_name, request, status, code) => {
    const answer = await rawRequest(port, request);
    expectJsonError(answer, status, code);
    expect(answer.headers.connection).toBe('close');
    expect(answer.closed).toBe(true);
  });

  it('keeps the console out of the app for an absolute-form target too', async () => {
    for (const target of [`http://127.0.0.1:${port}/ADMIN`, `http://x//%61dmin/orders`]) {
      expectJsonError(
        await rawRequest(port, get(target, 'Host: x\r\nConnection: close\r\n')),
        404,
        'not_found',
      );
    }
  });

  it('still serves HTTP/1.0 without Host', async () => {
    const answer = await rawRequest(port, 'GET /api/car-groups HTTP/1.0\r\n\r\n');
    expect(answer.status).toBe(200);
  });
});

describe('timeouts', () => {
  it('answers 408 and closes when a body never finishes', async () => {
    const request = post(
      '/api/carts',
      { ...withToken(), 'Content-Length': '1000' },
      '{"articles":',
    );
    // A 408 before the deadline can only come from the configured limits, not Node's defaults.
    const answer = await rawRequest(port, request, DEADLINE_MS);
    expectJsonError(answer, 408, 'request_timeout');
    expect(answer.closed).toBe(true);
  });

  it('closes a connection whose headers never finish', async () => {
    const request = 'GET /api/car-groups HTTP/1.1\r\nHost: x\r\n';
    const answer = await rawRequest(port, request, DEADLINE_MS);
    expectJsonError(answer, 408, 'request_timeout');
    expect(answer.closed).toBe(true);
  });

  it('uses the configured figures', () => {
    const server = t.app.server;
    expect(server.requestTimeout).toBe(TIMEOUTS.requestMs);
    expect(server.headersTimeout).toBe(TIMEOUTS.headersMs);
    expect(server.keepAliveTimeout).toBe(TIMEOUTS.keepAliveMs);
    expect(server.timeout).toBe(TIMEOUTS.idleMs);
  });
});
