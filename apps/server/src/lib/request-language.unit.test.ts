import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { memoByString, requestLanguage } from './request-language.js';

const request = (parts: { cookie?: string; accept?: string; host?: string }) =>
  ({
    cookies: parts.cookie === undefined ? {} : { lang: parts.cookie },
    headers: parts.accept === undefined ? {} : { 'accept-language': parts.accept },
    hostname: parts.host ?? 'localhost',
  }) as unknown as FastifyRequest;

describe('requestLanguage', () => {
  it.each([
    [{ cookie: 'fi', accept: 'sv', host: 'shop.se' }, 'fi'],
    [{ accept: 'sv-SE,en;q=0.5', host: 'shop.fi' }, 'sv'],
    [{ accept: 'de', host: 'shop.fi' }, 'fi'],
    [{ host: 'shop.se' }, 'sv'],
    [{}, 'en'],
  ])('%j -> %s, the same the second time', (parts, expected) => {
    expect(requestLanguage(request(parts))).toBe(expected);
    expect(requestLanguage(request(parts))).toBe(expected);
  });
});

describe('memoByString', () => {
  it('parses each value once while remembered, and remembers at most its bound', () => {
    const seen: string[] = [];
    const parse = memoByString((v) => {
      seen.push(v);
      return v.length;
    }, 2);
    parse('a');
    parse('a');
    parse('bb');
    parse('ccc');
    expect(parse.cache.size).toBe(2);
    parse('a');
    expect(seen).toEqual(['a', 'bb', 'ccc', 'a']);
  });

  it('parses long values every time instead of remembering them', () => {
    const parse = memoByString((v) => v.length, 4);
    expect(parse('x'.repeat(500))).toBe(500);
    expect(parse.cache.size).toBe(0);
  });
});
