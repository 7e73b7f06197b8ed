// The simulator's check of a checkout body: Klarna's rules (providers.md), each fault named.
import { describe, expect, it } from 'vitest';
import { exactTax, isMerchantUrl, validateCheckoutOrder } from './checkout-order.validator.js';

const URLS = {
  terms: 'https://shop.example/terms',
  checkout: 'https://shop.example/checkout?order={checkout.order.id}',
  confirmation: 'https://shop.example/confirm/{checkout.order.id}',
  push: 'https://shop.example/api/payments/checkout/push?checkout_order_id={checkout.order.id}',
};

/** 2 × 125.00 kr at 25 %, shipping 49.00 kr, a 10.00 kr discount: a valid Swedish order. */
function body(): Record<string, unknown> & { order_lines: Record<string, unknown>[] } {
  return {
    purchase_country: 'SE',
    purchase_currency: 'SEK',
    locale: 'sv-SE',
    order_amount: 28900,
    order_tax_amount: 5780,
    order_lines: [
      {
        type: 'physical',
        reference: '30681436',
        name: 'Brake disc',
        quantity: 2,
        unit_price: 12500,
        tax_rate: 2500,
        total_amount: 25000,
        total_discount_amount: 0,
        total_tax_amount: 5000,
      },
      {
        type: 'shipping_fee',
        name: 'Parcel',
        quantity: 1,
        unit_price: 4900,
        tax_rate: 2500,
        total_amount: 4900,
        total_tax_amount: 980,
      },
      {
        type: 'discount',
        name: 'Campaign',
        quantity: 1,
        unit_price: -1000,
        tax_rate: 2500,
        total_amount: -1000,
        total_tax_amount: -200,
      },
    ],
    merchant_urls: URLS,
    merchant_reference1: '100042',
  };
}

const errorsOf = (value: unknown): string[] => {
  const result = validateCheckoutOrder(value);
  return result.ok ? [] : result.errors;
};

describe('validateCheckoutOrder', () => {
  it('accepts a valid order and upper-cases country and currency', () => {
    const result = validateCheckoutOrder({
      ...body(),
      purchase_country: 'se',
      purchase_currency: 'sek',
    });
    expect(result).toMatchObject({
      ok: true,
      value: { purchase_country: 'SE', purchase_currency: 'SEK', order_amount: 28900 },
    });
  });

  it('accepts a line with a total discount', () => {
    const b = body();
    Object.assign(b.order_lines[0]!, {
      total_discount_amount: 500,
      total_amount: 24500,
      total_tax_amount: 4900,
    });
    Object.assign(b, { order_amount: 28400, order_tax_amount: 5680 });
    expect(errorsOf(b)).toEqual([]);
  });

  it.each([
    ['purchase_country', undefined],
    ['purchase_country', 'SWE'],
    ['purchase_country', 'XX'],
    ['purchase_country', 'UK'],
    ['purchase_currency', 'KRONA'],
    ['purchase_currency', 'XYZ'],
    ['locale', 'swedish'],
    ['locale', undefined],
    ['order_amount', '28900'],
    ['order_amount', 289.5],
    ['order_tax_amount', undefined],
    ['order_lines', []],
    ['order_lines', 'none'],
    ['merchant_urls', undefined],
    ['merchant_reference1', 42],
  ])('names %s = %j', (field, value) => {
    const errors = errorsOf({ ...body(), [field]: value });
    expect(errors).toContain(`Bad value: ${field}`);
  });

  it.each([
    ['type', 'gadget'],
    ['name', ''],
    ['name', 'x'.repeat(256)],
    ['reference', 'R'.repeat(65)],
    ['quantity', 0],
    ['quantity', 1.5],
    ['unit_price', 12500.5],
    ['tax_rate', 10001],
    ['tax_rate', -1],
    ['total_discount_amount', -5],
  ])('names order_lines[0].%s = %j', (field, value) => {
    const b = body();
    b.order_lines[0]![field] = value;
    expect(errorsOf(b)).toContain(`Bad value: order_lines[0].${field}`);
  });

  it('refuses a line total that is not quantity × unit price − discount', () => {
    const b = body();
    b.order_lines[0]!.total_amount = 25001;
    expect(errorsOf(b)).toContain('Bad value: order_lines[0].total_amount');
  });

  it.each([
    [4999, true],
    [5001, true],
    [4998, false],
    [5002, false],
  ])('takes a line tax of %i on 250.00 kr at 25 % (exact 5000): %s', (tax, ok) => {
    const b = body();
    b.order_lines[0]!.total_tax_amount = tax;
    b.order_tax_amount = tax + 980 - 200;
    expect(errorsOf(b).includes('Bad value: order_lines[0].total_tax_amount')).toBe(!ok);
  });

  it('wants the tax of a discount line negative', () => {
    const b = body();
    b.order_lines[2]!.total_tax_amount = 200;
    b.order_tax_amount = 5000 + 980 + 200;
    expect(errorsOf(b)).toEqual(['Bad value: order_lines[2].total_tax_amount']);
  });

  it('wants order_amount and order_tax_amount to be the sums of the lines', () => {
    expect(errorsOf({ ...body(), order_amount: 28901 })).toEqual(['Bad value: order_amount']);
    expect(errorsOf({ ...body(), order_tax_amount: 5781 })).toEqual([
      'Bad value: order_tax_amount',
    ]);
  });

  it('names every merchant URL that is missing or not absolute', () => {
    const errors = errorsOf({
      ...body(),
      merchant_urls: { ...URLS, terms: '/terms', push: undefined, checkout: 'ftp://x/y' },
    });
    expect(errors).toEqual([
      'Bad value: merchant_urls.terms',
      'Bad value: merchant_urls.checkout',
      'Bad value: merchant_urls.push',
    ]);
  });

  it('takes an optional validation URL, absolute http(s) with the placeholder allowed', () => {
    const withValidation = (validation: unknown) =>
      validateCheckoutOrder({ ...body(), merchant_urls: { ...URLS, validation } });
    for (const url of [
      'https://shop.example/api/payments/checkout/validate?order={checkout.order.id}',
      'http://127.0.0.1:3000/api/payments/checkout/validate',
    ])
      expect(withValidation(url)).toMatchObject({
        ok: true,
        value: { merchant_urls: { validation: url } },
      });
    expect(validateCheckoutOrder(body())).toMatchObject({
      ok: true,
      value: { merchant_urls: { validation: undefined } },
    });
    for (const bad of ['/validate', 'ftp://shop.example/validate', '', null, 42, 'x'.repeat(2001)])
      expect(withValidation(bad)).toEqual({
        ok: false,
        errors: ['Bad value: merchant_urls.validation'],
      });
  });

  it('reads options.require_validate_callback_success and lets Klarna’s other options pass', () => {
    const withOptions = (options: unknown) => validateCheckoutOrder({ ...body(), options });
    expect(
      withOptions({ require_validate_callback_success: true, color_button: '#FF9900' }),
    ).toMatchObject({ ok: true, value: { options: { require_validate_callback_success: true } } });
    expect(withOptions({ allow_separate_shipping_address: true })).toMatchObject({
      ok: true,
      value: { options: {} },
    });
    expect(errorsOf({ ...body(), options: { require_validate_callback_success: 'yes' } })).toEqual([
      'Bad value: options.require_validate_callback_success',
    ]);
    expect(errorsOf({ ...body(), options: 'strict' })).toEqual(['Bad value: options']);
  });

  it('refuses what is not an object', () => {
    expect(errorsOf(null)).toEqual(['Bad value: body']);
    expect(errorsOf([body()])).toEqual(['Bad value: body']);
  });

  it('reads URLs with the order id placeholder as absolute', () => {
    expect(
      isMerchantUrl('http://127.0.0.1:3000/api/push?checkout_order_id={checkout.order.id}'),
    ).toBe(true);
    expect(isMerchantUrl('{checkout.order.id}')).toBe(false);
  });

  it('figures the exact tax inside a total', () => {
    expect(exactTax(12550, 2550)).toBeCloseTo(2550, 9);
    expect(exactTax(-1000, 2500)).toBeCloseTo(-200, 9);
    expect(exactTax(999, 0)).toBe(0);
  });
});
