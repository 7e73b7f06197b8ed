import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  compactAnswer,
  compactBytes,
  memoJson,
  preferredEncoding,
  sendMemoJson,
  sendOnce,
} from './json-memo.js';

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

describe('sendOnce', () => {
  const schema = z.object({ n: z.number() });
  const value = { n: 1 };
  sendOnce(value);
  const app = Fastify();
  app.get('/once', (request, reply) => sendMemoJson(request, reply, value, schema));

  it('sends a value no cache keeps without memoising its body', async () => {
    expect((await app.inject({ url: '/once' })).json()).toEqual({ n: 1 });
    value.n = 2; // were the body memoised, the old bytes would go out
    expect((await app.inject({ url: '/once' })).json()).toEqual({ n: 2 });
  });

  it('leaves a value already memoised as it is', () => {
    const kept = { n: 3 };
    const first = memoJson(kept, schema);
    sendOnce(kept);
    expect(memoJson(kept, schema)).toBe(first);
  });
});

describe('compactAnswer', () => {
  it('keeps the bytes and sends them for the stand-in', async () => {
    const value = { a: [1, 2, 3], b: 'x'.repeat(2000) };
    const standIn = compactAnswer(value, pairSchema);
    expect(memoJson(standIn, pairSchema)).toBe(memoJson(value, pairSchema));
    expect(compactBytes(standIn)).toBeGreaterThan(memoJson(value, pairSchema).length);
    const app = Fastify();
    app.get('/c', (request, reply) => sendMemoJson(request, reply, standIn, pairSchema));
    const res = await app.inject({ url: '/c', headers: { 'accept-encoding': 'br' } });
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(value);
  });

  it('reads its fields back from the bytes, and cannot be changed', () => {
    const standIn = compactAnswer({ a: [1], b: 'x', hidden: 1 }, pairSchema);
    expect(standIn.a).toEqual([1]);
    expect({ ...standIn }).toEqual({ a: [1], b: 'x', hidden: undefined });
    expect(Object.isFrozen(standIn)).toBe(true);
    expect('then' in standIn).toBe(false);
  });

  it('counts nothing for a value that is not one', () => {
    expect(compactBytes({})).toBe(0);
  });
});
