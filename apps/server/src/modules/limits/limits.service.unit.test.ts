import { describe, expect, it } from 'vitest';
import { clientValue, counterKey, emailOf, tooManyRequests } from './limits.service.js';

describe('emailOf', () => {
  it.each([
    [{ email: ' Anna.S@Example.COM ' }, 'anna.s@example.com'],
    [{ email: '' }, null],
    [{ email: '   ' }, null],
    [{ email: 42 }, null],
    [{}, null],
    [null, null],
    ['anna@example.com', null],
  ])('%j -> %j', (body, expected) => {
    expect(emailOf(body)).toBe(expected);
  });
});

describe('clientValue', () => {
  it('is the IP, or a hash of the address that one spelling of it shares and no other', () => {
    expect(clientValue('ip', { ip: '203.0.113.5', body: { email: 'a@example.com' } })).toBe(
      '203.0.113.5',
    );
    const a = clientValue('email', { ip: '1', body: { email: 'A@example.com ' } });
    expect(a).toBe(clientValue('email', { ip: '2', body: { email: 'a@example.com' } }));
    expect(a).not.toBe(clientValue('email', { ip: '1', body: { email: 'b@example.com' } }));
    expect(a).not.toContain('example');
    expect(clientValue('email', { ip: '1', body: {} })).toBeNull();
    expect(clientValue('ip', { ip: '2001:db8:1:2::7', body: null })).toBe('2001:db8:1:2::/64');
  });
});

describe('counterKey', () => {
  it('keeps limits, routes and kinds of key apart', () => {
    const limit = { name: 'orders', max: 1, windowMs: 1, key: 'ip' as const };
    expect(counterKey(limit, 'POST /api/x', '10.0.0.1')).toBe('orders|POST /api/x|ip:10.0.0.1');
    expect(counterKey({ ...limit, key: 'email' }, 'POST /api/x', 'h')).toBe(
      'orders|POST /api/x|email:h',
    );
  });
});

describe('tooManyRequests', () => {
  it('says in the language how many minutes to wait, and Retry-After in whole seconds', () => {
    const en = tooManyRequests('en', 90_500);
    expect(en).toMatchObject({ statusCode: 429, code: 'too_many_requests' });
    expect(en.message).toBe('Too many requests. Try again in 2 min.');
    expect(en.retryAfterSeconds).toBe(91);
    expect(tooManyRequests('sv', 1).message).toBe('För många försök. Försök igen om 1 min.');
    expect(tooManyRequests('fi', 600_000).message).toBe(
      'Liian monta yritystä. Yritä uudelleen 10 min kuluttua.',
    );
    expect(tooManyRequests('en', 0).retryAfterSeconds).toBe(1);
  });
});
