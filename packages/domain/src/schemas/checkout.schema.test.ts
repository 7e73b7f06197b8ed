import { describe, expect, it } from 'vitest';
import { issueText } from '../validation-text.js';
import {
  addressSchema,
  bulkRequestSchema,
  deliveryAddress,
  emailSchema,
  mobilePaymentRequestSchema,
  orderDraftSchema,
  shippingAddressSchema,
  submitDisabled,
} from './checkout.schema.js';

const ANNA = {
  given_name: 'Anna',
  family_name: 'Svensson',
  street_address: 'Storgatan 1',
  postal_code: '12345',
  city: 'Stockholm',
  phone: '070-123 45 67',
  country: 'se',
};

/** path -> message of each issue, or the parsed value. */
function parse(
  schema: {
    safeParse(v: unknown): {
      success: boolean;
      data?: unknown;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    };
  },
  value: unknown,
) {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  return Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('addressSchema', () => {
  it('trims, normalises the postal code and phone, and stores an absent company as ""', () => {
    expect(addressSchema.parse({ ...ANNA, given_name: ' Anna ', country: 'SE', extra: 1 })).toEqual(
      {
        ...ANNA,
        postal_code: '123 45',
        phone: '+46701234567',
        care_of: '',
      },
    );
  });

  it.each([
    ['given_name', '', 'validation.error.required'],
    ['given_name', '   ', 'validation.error.required'],
    ['given_name', undefined, 'validation.error.required'],
    ['given_name', null, 'validation.error.required'],
    ['given_name', 7, 'validation.error.invalid'],
    ['given_name', 'x'.repeat(51), 'validation.error.too_long'],
    ['family_name', 'x'.repeat(51), 'validation.error.too_long'],
    ['street_address', 'x', 'validation.error.too_short'],
    ['street_address', 'x'.repeat(101), 'validation.error.too_long'],
    ['city', 'x', 'validation.error.too_short'],
    ['city', 'x'.repeat(51), 'validation.error.too_long'],
    ['care_of', 'x'.repeat(101), 'validation.error.too_long'],
    ['phone', '', 'validation.error.required'],
    ['phone', '0701', 'validation.error.too_short'],
    ['phone', '0'.repeat(31), 'validation.error.too_long'],
    ['phone', '0000000000', 'validation.error.invalid'],
    ['phone', 'not a phone', 'validation.error.invalid'],
    ['postal_code', '', 'validation.error.required'],
    ['postal_code', '1234', 'validation.error.invalid'],
    ['postal_code', '12 345', 'validation.error.invalid'],
    ['country', '', 'validation.error.required'],
    ['country', 'Sverige!', 'validation.error.invalid'],
  ])('%s = %j -> %s', (field, value, message) => {
    expect(parse(addressSchema, { ...ANNA, [field]: value })).toEqual({ [field]: message });
  });

  it('reports every field at once, one message a field', () => {
    const all = {
      given_name: '',
      family_name: '',
      street_address: '',
      postal_code: '1',
      city: '',
      phone: '1',
      country: 'se',
    };
    expect(parse(addressSchema, all)).toEqual({
      given_name: 'validation.error.required',
      family_name: 'validation.error.required',
      street_address: 'validation.error.required',
      postal_code: 'validation.error.too_short',
      city: 'validation.error.required',
      phone: 'validation.error.too_short',
    });
    // Country rules run while another field is still wrong.
    expect(parse(addressSchema, { ...ANNA, given_name: '', postal_code: '1234' })).toEqual({
      given_name: 'validation.error.required',
      postal_code: 'validation.error.invalid',
    });
  });

  it.each([
    ['se', '12345', '070 123 45 67', '123 45', '+46701234567'],
    ['se', '123 45', '+46 8 123 456 78', '123 45', '+46812345678'],
    ['fi', '00100', '040 123 4567', '00100', '+358401234567'],
    ['no', '0150', '412 34 567', '0150', '+4741234567'],
    ['dk', '1050', '20 12 34 56', '1050', '+4520123456'],
    ['gb', 'sw1a 1aa', '020 7946 0958', 'SW1A 1AA', '+442079460958'],
    ['de', '10115', '+49 30 901820', '10115', '+4930901820'],
    ['fi', '00100', '+46 70 123 45 67', '00100', '+46701234567'], // an international number is any country's
  ])('%s: %s, %s -> %s, %s', (country, postal_code, phone, postal, e164) => {
    expect(addressSchema.parse({ ...ANNA, country, postal_code, phone })).toMatchObject({
      postal_code: postal,
      phone: e164,
    });
  });

  it.each([
    ['fi', '123 45', 'postal_code'],
    ['fi', '1234', 'postal_code'],
    ['no', '12345', 'postal_code'],
    ['dk', '123', 'postal_code'],
    ['gb', 'SW1A  1AA', 'postal_code'],
    ['gb', '#1234', 'postal_code'],
  ])('%s refuses %s', (country, postal_code, field) => {
    const phone = '+46701234567';
    expect(parse(addressSchema, { ...ANNA, country, postal_code, phone })).toEqual({
      [field]: 'validation.error.invalid',
    });
  });

  it('reads a national phone number as the address country’s', () => {
    expect(
      parse(addressSchema, { ...ANNA, country: 'no', postal_code: '0150', phone: '12345678' }),
    ).toEqual({ phone: 'validation.error.invalid' });
  });
});

describe('shippingAddressSchema', () => {
  it('checks nothing but the flag when disabled', () => {
    expect(shippingAddressSchema.parse({ enabled: false, given_name: '', phone: 3 })).toEqual({
      enabled: false,
    });
  });

  it('checks the address when enabled', () => {
    expect(shippingAddressSchema.parse({ ...ANNA, enabled: true })).toMatchObject({
      enabled: true,
      postal_code: '123 45',
    });
    expect(parse(shippingAddressSchema, { ...ANNA, city: '', enabled: true })).toEqual({
      city: 'validation.error.required',
    });
  });

  it.each([[{}], [{ enabled: 'yes' }], [null]])('refuses %j', (value) => {
    expect(shippingAddressSchema.safeParse(value).success).toBe(false);
  });
});

describe('emailSchema', () => {
  it.each([
    ['anna@example.se', 'anna@example.se'],
    [' anna.svensson+shop@mail.example.fi ', 'anna.svensson+shop@mail.example.fi'],
    ['', { '': 'validation.error.required' }],
    [undefined, { '': 'validation.error.required' }],
    ['anna', { '': 'validation.error.email' }],
    ['anna@localhost', { '': 'validation.error.email' }],
    [`${'a'.repeat(250)}@x.se`, { '': 'validation.error.too_long' }],
  ])('%j -> %j', (value, expected) => {
    expect(parse(emailSchema, value)).toEqual(expected);
  });
});

const DRAFT = {
  id: '6F1C2A1E-8B7D-4C1A-9F3E-2B5D7C9E0A11',
  email: 'anna@example.se',
  currency: 'sek',
  countryId: 'SE',
  cart: { aaaaaaaaaaaaaaaaaaaaaaaa: { quantity: 2, brand: 'any', car: null } },
  shippingAddress: { enabled: false },
  billingAddress: ANNA,
  transportId: 'parcel',
  paymentId: 'invoice',
};

describe('orderDraftSchema', () => {
  it('parses the SPEC §7 body, ignoring unknown fields', () => {
    const draft = orderDraftSchema.parse({ ...DRAFT, language: 'sv', price: 1, total: 0 });
    expect(draft).toEqual({
      ...DRAFT,
      id: '6f1c2a1e-8b7d-4c1a-9f3e-2b5d7c9e0a11',
      currency: 'SEK',
      billingAddress: { ...ANNA, care_of: '', postal_code: '123 45', phone: '+46701234567' },
      language: 'sv',
    });
    expect(deliveryAddress(draft)).toBe(draft.billingAddress);
  });

  it('delivers to the shipping address when enabled', () => {
    const shipping = { ...ANNA, given_name: 'Bo', care_of: 'Verkstad AB', enabled: true };
    const draft = orderDraftSchema.parse({ ...DRAFT, shippingAddress: shipping });
    expect(deliveryAddress(draft)).toEqual({
      ...ANNA,
      given_name: 'Bo',
      care_of: 'Verkstad AB',
      postal_code: '123 45',
      phone: '+46701234567',
    });
  });

  it.each([
    ['id', 'not-a-uuid', 'validation.error.invalid'],
    ['id', undefined, 'validation.error.required'],
    ['email', 'anna', 'validation.error.email'],
    ['email', '', 'validation.error.required'],
    ['currency', 'kronor', 'validation.error.invalid'],
    ['countryId', '', 'validation.error.required'],
    ['transportId', 5, 'validation.error.invalid'],
    ['paymentId', 'x'.repeat(65), 'validation.error.too_long'],
    ['language', 'de', 'validation.error.invalid'],
  ])('%s = %j -> %s', (field, value, message) => {
    expect(parse(orderDraftSchema, { ...DRAFT, [field]: value })).toEqual({ [field]: message });
  });

  it('names nested fields by their path', () => {
    const result = orderDraftSchema.safeParse({
      ...DRAFT,
      billingAddress: { ...ANNA, given_name: '' },
    });
    expect(result.error?.issues.map((i) => issueText(i))).toEqual([
      'billingAddress.given_name is required',
    ]);
  });

  it.each([['cart'], ['shippingAddress'], ['billingAddress']])('requires %s', (field) => {
    expect(orderDraftSchema.safeParse({ ...DRAFT, [field]: undefined }).success).toBe(false);
  });

  it('takes the mobile payment request without id and currency', () => {
    const { id: _id, currency: _currency, ...body } = DRAFT;
    expect(mobilePaymentRequestSchema.parse(body)).toMatchObject({
      email: DRAFT.email,
      paymentId: 'invoice',
    });
  });
});

describe('bulkRequestSchema', () => {
  it.each([
    [{ transportId: 'parcel', paymentId: 'invoice', countryId: 'SE', x: 1 }, true],
    [{ transportId: 'parcel', paymentId: 'invoice' }, false],
    [{ transportId: '', paymentId: 'invoice', countryId: 'SE' }, false],
  ])('%j -> %s', (body, ok) => {
    expect(bulkRequestSchema.safeParse(body).success).toBe(ok);
  });
});

describe('submitDisabled (SPEC §5)', () => {
  const invoice = { external: false, slug: 'invoice' };
  const swish = { external: false, slug: 'swish' };
  const klarna = { external: true, slug: 'klarna-checkout' };
  it.each([
    [invoice, 'a@b', '', 1, false],
    [invoice, 'ab', '', 1, true], // email shorter than 3
    [invoice, '  ab  ', '', 1, true],
    [klarna, '', '', 1, false], // the provider's checkout asks for the email
    [swish, 'a@b', '0701', 1, true], // billing phone shorter than 5
    [swish, 'a@b', '07012', 1, false],
    [invoice, 'a@b', '', 0, true], // no items
    [null, 'a@b', '07012', 1, true], // no payment chosen
  ])(
    '%j, email %j, phone %j, %s lines -> %s',
    (payment, email, billingPhone, lineCount, expected) => {
      expect(submitDisabled({ payment, email, billingPhone, lineCount })).toBe(expected);
    },
  );
});
