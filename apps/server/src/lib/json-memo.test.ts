import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { memoJson, preferredEncoding, sendMemoJson } from './json-memo.js';

const pairSchema = z.object({ a: z.array(z.number()), b: z.string() });

describe('memoJson', () => {
  it('serialises an object once and returns the same bytes after', () => {
    const value = { a: [1, 2], b: 'x' };
    const first = memoJson(value, pairSchema);
    value.b = 'changed'; // callers promise not to do this; the memo shows why
    expect(first.toString()).toBe('{"a":[1,2],"b":"x"}');
    expect(memoJson(value, pairSchema)).toBe(first);
    expect(memoJson({ ...value }, pairSchema).toString()).toBe('{"a":[1,2],"b":"changed"}');
  });

  it('lets out only the fields its schema lists', () => {
    const row = { a: [1], b: 'x', password_hash: 'secret', cost_price: 100 };
    expect(memoJson(row, pairSchema).toString()).toBe('{"a":[1],"b":"x"}');
  });
});

describe('preferredEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['identity', null],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['BR', 'br'],
  ] as const)('%s -> %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('sendMemoJson', () => {
  const big = { items: Array.from({ length: 100 }, (_, i) => ({ id: i, name: `item ${i}` })) };
  const bigSchema = z.object({ items: z.array(z.object({ id: z.number(), name: z.string() })) });
  const app = Fastify();
  app.get('/big', (request, reply) => sendMemoJson(request, reply, big, bigSchema));
  app.get('/small', (request, reply) =>
    sendMemoJson(request, reply, { a: 1 }, z.object({ a: z.number() })),
  );

  it('sends brotli or gzip when asked, the same JSON either way', async () => {
    const br = await app.inject({ url: '/big', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(big);
    const gz = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(big);
    const plain = await app.inject({ url: '/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.json()).toEqual(big);
  });

  it('leaves small bodies uncompressed', async () => {
    const res = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ a: 1 });
  });
});
