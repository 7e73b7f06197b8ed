// An answer sent before the request's body has arrived (an XSRF refusal, a 413) closes the
// connection: one answer, then the end, never a second unrequested 408 on the same socket. A
// request whose body did arrive keeps its connection alive.
import { connect } from 'node:net';
import { XSRF_COOKIE, XSRF_HEADER } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';

// A short request timeout: were the connection left open, the 408 would follow quickly.
const TIMEOUTS = { headersMs: 300, requestMs: 500, keepAliveMs: 5000, idleMs: 10_000 };
/** How long the socket may take to end: far beyond the request timeout, so a 408 would show. */
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

interface Exchange {
  /** Every byte the server sent, as text. */
  text: string;
  /** Whether the server ended the connection before the deadline. */
  closed: boolean;
}

/** Writes `bytes` and keeps the socket open (a slow client), reading until the server ends it. */
function exchange(bytes: string): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes, 'latin1'));
    const finish = (closed: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ text: Buffer.concat(chunks).toString('latin1'), closed });
    };
    const timer = setTimeout(() => finish(false), DEADLINE_MS);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => finish(true));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET') reject(error);
    });
  });
}

/** The status lines of every answer in `text`, in order (a body runs straight into the next). */
const statusLines = (text: string) => text.match(/HTTP\/1\.1 \d{3}/g) ?? [];

/** The headers of the first answer, lower-case names. */
function firstHeaders(text: string): Record<string, string> {
  const head = text.slice(0, text.indexOf('\r\n\r\n')).split('\r\n').slice(1);
  return Object.fromEntries(
    head.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
}

/** A keep-alive POST (no Connection header) announcing `length` bytes and sending `body`. */
function post(target: string, headers: Record<string, string>, length: number, body: string) {
  const lines = Object.entries({
    Host: `127.0.0.1:${port}`,
    'Content-Type': 'application/json',
    'Content-Length': String(length),
    ...headers,
  }).map(([name, value]) => `${name}: ${value}\r\n`);
  return `POST ${target} HTTP/1.1\r\n${lines.join('')}\r\n${body}`;
}

const withToken = () => ({ Cookie: `${XSRF_COOKIE}=${token}`, [XSRF_HEADER]: token });

describe('an answer before the body has arrived', () => {
  it('refuses XSRF with one 403, Connection: close, and ends the connection', async () => {
    const answer = await exchange(post('/api/carts', {}, 1000, '{"articles":'));
    expect(statusLines(answer.text)).toEqual(['HTTP/1.1 403']);
    expect(firstHeaders(answer.text).connection).toBe('close');
    expect(answer.closed).toBe(true);
  });

  it('refuses a body over the limit with one 413 and ends the connection', async () => {
    const answer = await exchange(post('/api/carts', withToken(), 5_000_000, '{"articles":['));
    expect(statusLines(answer.text)).toEqual(['HTTP/1.1 413']);
    expect(firstHeaders(answer.text).connection).toBe('close');
    expect(answer.closed).toBe(true);
  });
});

describe('an answer after the body has arrived', () => {
  it('keeps the connection alive for the next request', async () => {
    const body = JSON.stringify({ articles: [] });
    const first = post('/api/carts', withToken(), Buffer.byteLength(body), body);
    const second = `GET /api/car-groups HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`;
    // Both requests on one connection: the first (refused by the cart rule) must not close it.
    const answer = await exchange(first + second);
    expect(statusLines(answer.text)).toEqual(['HTTP/1.1 400', 'HTTP/1.1 200']);
    expect(firstHeaders(answer.text).connection).not.toBe('close');
    expect(answer.closed).toBe(true);
  });
});
