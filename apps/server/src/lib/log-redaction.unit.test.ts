// What the logs may keep of a URL or a text: everything but the values of secret parameters.
import { describe, expect, it } from 'vitest';
import { REDACTED, redactText, redactUrl } from './log-redaction.js';
import { redactLogArgs } from './logger.js';

const KEY = 'Zk3v9Qx_7pLm2Rt8Yw4Nc6Bd1Hf5Gj0Ks3Ua9Ie7Oo';

describe('redactUrl', () => {
  it.each([
    ['/api/items/car/volvo-240', '/api/items/car/volvo-240'],
    ['/api/items/search?q=30681436&page=2', '/api/items/search?q=30681436&page=2'],
    [`/api/orders/100042?key=${KEY}`, `/api/orders/100042?key=${REDACTED}`],
    [`/order/100042?lang=sv&key=${KEY}#top`, `/order/100042?lang=sv&key=${REDACTED}#top`],
    [`/reset-password#token=${KEY}`, `/reset-password#token=${REDACTED}`],
    [`/reset-password?token=${KEY}&x=1`, `/reset-password?token=${REDACTED}&x=1`],
    [`/confirm-email;token=${KEY}`, `/confirm-email;token=${REDACTED}`],
    [`/a/token=${KEY}/b`, `/a/token=${REDACTED}/b`],
    [`/api/x?XSRF-TOKEN=${KEY}`, `/api/x?XSRF-TOKEN=${REDACTED}`],
    [`/api/x?access_token=${KEY}`, `/api/x?access_token=${REDACTED}`],
    [`/api/x?Key=${KEY}`, `/api/x?Key=${REDACTED}`],
    [`/api/x?%6Bey=${KEY}`, `/api/x?%6Bey=${REDACTED}`],
    [`/api/x?password=${KEY}`, `/api/x?password=${REDACTED}`],
    [
      `http://shop.example/api/orders/1?key=${KEY}`,
      `http://shop.example/api/orders/1?key=${REDACTED}`,
    ],
  ])('%s -> %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it('blanks a return path that carries a secret of its own', () => {
    const path = encodeURIComponent(`/order/100042?key=${KEY}`);
    expect(redactUrl(`/login?path=${path}`)).toBe(`/login?path=${REDACTED}`);
    expect(redactUrl(`/reset-password%23token=${KEY}`)).toBe(`/reset-password%23token=${REDACTED}`);
    expect(redactUrl(`/x?y%3Fkey%3D${KEY}`)).toBe(`/x?${REDACTED}`);
  });

  it('keeps parameters that only end in a secret’s name', () => {
    expect(redactUrl('/api/x?monkey=1&tokens=2&keyword=3')).toBe(
      '/api/x?monkey=1&tokens=2&keyword=3',
    );
  });
});

describe('redactText', () => {
  it.each([
    [
      `Reply was already sent, in the "/api/orders/1?key=${KEY}" (GET) route`,
      `Reply was already sent, in the "/api/orders/1?key=${REDACTED}" (GET) route`,
    ],
    [
      `link https://shop/reset-password#token=${KEY} sent`,
      `link https://shop/reset-password#token=${REDACTED} sent`,
    ],
    [`x?key%3D${KEY}%26a%3Db`, `x?key%3D${REDACTED}%26a%3Db`],
    ['a=b, monkey=1, 1+1=2', 'a=b, monkey=1, 1+1=2'],
  ])('%s', (text, expected) => {
    expect(redactText(text)).toBe(expected);
  });
});

describe('redactLogArgs', () => {
  it('redacts messages, top-level text fields and errors, and leaves the rest alone', () => {
    const request = { url: `/x?key=${KEY}` };
    const error = new Error(`GET /api/orders/1?key=${KEY} failed`);
    const [fields, message] = redactLogArgs([
      { target: `/order/1?key=${KEY}`, count: 3, req: request, err: error },
      `opened /reset-password?token=${KEY}`,
    ]) as [Record<string, unknown>, string];
    expect(message).toBe(`opened /reset-password?token=${REDACTED}`);
    expect(fields.target).toBe(`/order/1?key=${REDACTED}`);
    expect(fields.count).toBe(3);
    // Objects go to their serializers (the request's redacts its URL).
    expect(fields.req).toBe(request);
    const logged = fields.err as Error;
    expect(logged).toBeInstanceOf(Error);
    expect(logged.message).toBe(`GET /api/orders/1?key=${REDACTED} failed`);
    expect(logged.stack).not.toContain(KEY);
    // The error itself is untouched: it may still be answered or rethrown.
    expect(error.message).toContain(KEY);
  });

  it('hands back the very arguments when nothing needs redacting', () => {
    const fields = { reqId: 'req-1', n: 1 };
    const [same, text] = redactLogArgs([fields, 'incoming request']);
    expect(same).toBe(fields);
    expect(text).toBe('incoming request');
  });
});
