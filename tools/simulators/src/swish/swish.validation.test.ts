import { describe, expect, it } from 'vitest';
import {
  INSTRUCTION_UUID,
  isCallbackUrlAllowed,
  parseAmount,
  validatePaymentRequest,
  validateRefundRequest,
} from './swish.validation.js';

const valid = {
  payeePaymentReference: '10023',
  callbackUrl: 'https://shop.example/api/payments/swish/callback',
  payerAlias: '46701234567',
  payeeAlias: '1234679304',
  amount: '150.00',
  currency: 'SEK',
  message: 'Order 10023 Nordic Parts',
};

const codesOf = (body: unknown) => {
  const result = validatePaymentRequest(body);
  return result.ok ? [] : result.errors.map((e) => e.errorCode);
};

describe('validatePaymentRequest', () => {
  it('accepts a complete request and reads the amount as a number', () => {
    const result = validatePaymentRequest(valid);
    expect(result).toEqual({
      ok: true,
      value: { ...valid, amount: 150, callbackIdentifier: null },
    });
  });

  it('accepts a request without the optional fields (m-commerce)', () => {
    const { payerAlias: _p, payeePaymentReference: _r, message: _m, ...required } = valid;
    expect(codesOf(required)).toEqual([]);
  });

  it.each([
    ['payeePaymentReference', 'ORDER_1', 'FF08'],
    ['payeePaymentReference', 'x'.repeat(36), 'FF08'],
    ['payeePaymentReference', '', 'FF08'],
    ['callbackUrl', 'http://shop.example/cb', 'RP03'],
    ['callbackUrl', 'not a url', 'RP03'],
    ['callbackUrl', undefined, 'RP03'],
    ['payeeAlias', '9871234567', 'RP01'],
    ['payeeAlias', '123467930', 'RP01'],
    ['payeeAlias', undefined, 'RP01'],
    ['payerAlias', '0701234567', 'BE18'],
    ['payerAlias', '4670123', 'BE18'],
    ['payerAlias', '4670123456789012', 'BE18'],
    ['payerAlias', 46701234567, 'BE18'],
    ['amount', '150.000', 'PA02'],
    ['amount', '150,00', 'PA02'],
    ['amount', '-5.00', 'PA02'],
    ['amount', undefined, 'PA02'],
    ['amount', '0.99', 'AM06'],
    ['amount', '1000000000000.00', 'AM02'],
    ['currency', 'EUR', 'AM03'],
    ['message', 'x'.repeat(51), 'RP02'],
    ['message', 'Order #10023', 'RP02'],
    ['message', 'Pris {100}', 'RP02'],
    ['callbackIdentifier', 'short', 'PA01'],
  ])('%s = %j -> %s', (field, value, code) => {
    expect(codesOf({ ...valid, [field]: value })).toEqual([code]);
  });

  it.each(['1.00', '999999999999.99', '150', '150.5', 150.5])('accepts the amount %j', (amount) => {
    expect(codesOf({ ...valid, amount })).toEqual([]);
  });

  it('allows Swedish letters and the published punctuation in the message', () => {
    expect(codesOf({ ...valid, message: 'Tack för din order: 10023 (Göteborg)!?;."' })).toEqual([]);
  });

  it('reports every broken field at once', () => {
    expect(codesOf({ ...valid, currency: 'NOK', payerAlias: '0701', amount: 'x' })).toEqual([
      'BE18',
      'PA02',
      'AM03',
    ]);
  });

  it.each(['BE18', 'RP03', 'AM06', 'ACMT03', 'VR01'])(
    'answers a message equal to the code %s with that code, as the test environment does',
    (code) => {
      expect(codesOf({ ...valid, message: code })).toEqual([code]);
    },
  );

  it('leaves the callback error codes (RF07 …) to the lifecycle', () => {
    expect(codesOf({ ...valid, message: 'RF07' })).toEqual([]);
  });

  it('refuses a body that is not an object', () => {
    expect(codesOf([valid])).toEqual(['PA01']);
  });
});

describe('isCallbackUrlAllowed', () => {
  it.each([
    ['https://shop.example/cb', true],
    ['http://127.0.0.1:3000/cb', true],
    ['http://localhost:3000/cb', true],
    ['http://[::1]:3000/cb', true],
    ['http://10.0.0.1/cb', false],
    ['http://127.0.0.1.example.com/cb', false],
    ['ftp://shop.example/cb', false],
  ])('%s -> %s', (url, allowed) => {
    expect(isCallbackUrlAllowed(url)).toBe(allowed);
  });
});

describe('parseAmount', () => {
  it.each([
    ['1.00', { amount: 1 }],
    ['100.50', { amount: 100.5 }],
    ['19.99', { amount: 19.99 }],
    ['0.5', { code: 'AM06' }],
    ['99999999999999999999', { code: 'AM02' }],
    ['1e3', { code: 'PA02' }],
  ])('%s -> %j', (text, expected) => {
    expect(parseAmount(text)).toEqual(expected);
  });
});

describe('INSTRUCTION_UUID', () => {
  it.each([
    ['0123456789ABCDEF0123456789ABCDEF', true],
    ['0123456789abcdef0123456789abcdef', false],
    ['01234567-89AB-CDEF-0123-456789ABCDEF', false],
    ['0123456789ABCDEF0123456789ABCDE', false],
  ])('%s -> %s', (id, ok) => {
    expect(INSTRUCTION_UUID.test(id)).toBe(ok);
  });
});

describe('validateRefundRequest', () => {
  const refund = {
    originalPaymentReference: '6D6CD7406ECE4542A80152D909EF9F6B',
    payerPaymentReference: '10023',
    callbackUrl: 'https://shop.example/cb',
    payerAlias: '1234679304',
    amount: '50.00',
    currency: 'SEK',
    message: 'Refund 10023',
  };

  it('accepts a refund from the merchant', () => {
    expect(validateRefundRequest(refund)).toMatchObject({ ok: true, value: { amount: 50 } });
  });

  it.each([
    ['originalPaymentReference', undefined, 'RF02'],
    ['payerAlias', '46701234567', 'RP01'],
    ['payeeAlias', '0701234567', 'BE18'],
    ['amount', '0.10', 'AM06'],
    ['currency', 'EUR', 'AM03'],
  ])('%s = %j -> %s', (field, value, code) => {
    const result = validateRefundRequest({ ...refund, [field]: value });
    expect(result.ok ? [] : result.errors.map((e) => e.errorCode)).toEqual([code]);
  });
});
