import { describe, expect, it } from 'vitest';
import {
  callbackIdentifierOf,
  fromSwishAmount,
  isCallbackIdentifierOf,
  readSwishPayment,
  toPaymentEvent,
  toSwishAmount,
  toSwishMessage,
} from './swish.mapping.js';

describe('amounts', () => {
  it.each([
    [15000, '150.00'],
    [100, '1.00'],
    [10050, '100.50'],
    [1999, '19.99'],
  ])('%i öre -> "%s"', (minor, text) => {
    expect(toSwishAmount(minor)).toBe(text);
  });

  it.each([0, -100, 12.5, Number.NaN])('refuses %s öre', (minor) => {
    expect(() => toSwishAmount(minor)).toThrow();
  });

  it.each([
    [100, 10000],
    [100.5, 10050],
    [19.99, 1999],
    [0.29, 29],
    [1.005e2, 10050],
    ['150.00', 15000],
    [999999999999.99, 99999999999999],
  ])('reads %j as %i öre without float error', (value, minor) => {
    expect(fromSwishAmount(value)).toBe(minor);
  });

  it.each([1.005, '1,00', -1, null, 'x'])('does not read %j', (value) => {
    expect(fromSwishAmount(value)).toBeNull();
  });
});

describe('toSwishMessage', () => {
  it.each([
    ['Order 10023', 'Order 10023'],
    ['Tack för din order: 10023!', 'Tack för din order: 10023!'],
    ['Order #10023 – Nordic Parts', 'Order 10023 Nordic Parts'],
    ['Tilaus 10023, Hämeenlinna', 'Tilaus 10023, Hämeenlinna'],
    ['Ordre 10023 Tromsø Bjørn', 'Ordre 10023 Tromso Bjorn'],
    ['Café Müller’s “parts”', 'Cafe Müllers "parts"'.replace('ü', 'u')],
    ['  spaces   everywhere  ', 'spaces everywhere'],
    ['emoji 🚗 car', 'emoji car'],
  ])('%j -> %j', (input, output) => {
    expect(toSwishMessage(input)).toBe(output);
  });

  it('cuts to 50 characters without a trailing space', () => {
    const message = toSwishMessage(`${'a'.repeat(49)} bcd`);
    expect(message).toBe('a'.repeat(49));
    expect(toSwishMessage('x'.repeat(80))).toHaveLength(50);
  });
});

describe('callback identifier', () => {
  const id = '0123456789ABCDEF0123456789ABCDEF';

  it('is 32 upper-case hex characters, the same for the same id and secret', () => {
    const value = callbackIdentifierOf('secret', id);
    expect(value).toMatch(/^[0-9A-F]{32}$/);
    expect(callbackIdentifierOf('secret', id)).toBe(value);
    expect(callbackIdentifierOf('other', id)).not.toBe(value);
  });

  it('accepts only the identifier made for that id', () => {
    const value = callbackIdentifierOf('secret', id);
    expect(isCallbackIdentifierOf('secret', id, value)).toBe(true);
    expect(isCallbackIdentifierOf('secret', id, [value])).toBe(true);
    expect(isCallbackIdentifierOf('secret', id, value.toLowerCase())).toBe(false);
    expect(isCallbackIdentifierOf('secret', id, value.slice(1))).toBe(false);
    expect(isCallbackIdentifierOf('secret', id, undefined)).toBe(false);
  });
});

describe('toPaymentEvent', () => {
  it('maps a PAID payment object', () => {
    const payment = readSwishPayment({
      id: 'AB',
      status: 'PAID',
      amount: 100.5,
      currency: 'SEK',
      paymentReference: 'REF',
      errorCode: null,
    });
    expect(toPaymentEvent(payment)).toEqual({
      provider: 'swish',
      eventId: 'swish:AB:PAID',
      providerRef: 'AB',
      attemptId: 'AB',
      state: 'paid',
      amount: 10050,
      currency: 'SEK',
      paymentReference: 'REF',
      errorCode: null,
      errorMessage: null,
      customer: null,
    });
  });

  it.each([
    ['CREATED', 'created'],
    ['DECLINED', 'declined'],
    ['ERROR', 'error'],
    ['CANCELLED', 'cancelled'],
  ])('maps %s to %s', (status, state) => {
    expect(toPaymentEvent(readSwishPayment({ id: 'AB', status, amount: 1 })).state).toBe(state);
  });

  it('refuses an object of another shape or status', () => {
    expect(() => readSwishPayment({ id: 'AB' })).toThrow(/unknown shape/);
    expect(() => toPaymentEvent(readSwishPayment({ id: 'AB', status: 'WAT', amount: 1 }))).toThrow(
      /unknown status/,
    );
  });
});
