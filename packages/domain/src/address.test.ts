import { describe, expect, it } from 'vitest';
import {
  POSTAL_CODE_COUNTRIES,
  isPlainAddressText,
  normalisePhone,
  normalisePostalCode,
  postalCodeCountry,
} from './address.js';
import { addressSchema } from './schemas/checkout.schema.js';

describe('normalisePostalCode', () => {
  it.each([
    // Sweden: five digits, never a leading 0, stored "NNN NN".
    ['12345', 'se', '123 45'],
    ['123 45', 'se', '123 45'],
    [' 984 99 ', 'SE', '984 99'],
    ['113 51', 'se', '113 51'],
    // Finland: five digits, 0 first is common (Helsinki).
    ['00510', 'fi', '00510'],
    ['99999', 'fi', '99999'],
    // Norway and Denmark: four digits; a Danish "DK-" prefix is dropped.
    ['0150', 'no', '0150'],
    ['9990', 'no', '9990'],
    ['1050', 'dk', '1050'],
    ['DK-2100', 'dk', '2100'],
    ['dk 2100', 'dk', '2100'],
    // Germany: five digits from 01.
    ['10115', 'de', '10115'],
    ['01067', 'de', '01067'],
    // United Kingdom: outward and inward code, upper-cased with one space.
    ['sw1a 1aa', 'gb', 'SW1A 1AA'],
    ['SW1A1AA', 'gb', 'SW1A 1AA'],
    ['m1 1ae', 'gb', 'M1 1AE'],
    ['B33 8TH', 'gb', 'B33 8TH'],
    ['cr2 6xh', 'gb', 'CR2 6XH'],
    ['W1A 0AX', 'gb', 'W1A 0AX'],
    ['EC1A 1BB', 'gb', 'EC1A 1BB'],
    // Elsewhere the generic shape, upper-cased.
    ['1000-001', 'pt', '1000-001'],
  ])('takes %j in %s as %j', (code, country, expected) => {
    expect(normalisePostalCode(code, country)).toBe(expected);
  });

  it.each([
    ['00510', 'se'], // a Finnish code
    ['012 34', 'se'],
    ['123  45', 'se'],
    ['1234', 'se'],
    ['123456', 'se'],
    ['SE-123 45', 'se'],
    ['001 00', 'fi'],
    ['0010', 'fi'],
    ['123 45', 'fi'], // a Swedish code
    ['01500', 'no'],
    ['015', 'no'],
    ['DK-10500', 'dk'],
    ['NO-1050', 'dk'],
    ['00123', 'de'],
    ['1011', 'de'],
    ['SW1A  1AA', 'gb'],
    ['12345', 'gb'],
    ['SW1A 1A', 'gb'],
    ['1WA 1AA', 'gb'],
    ['A', 'xx'], // shorter than 2
    ['1234567890123', 'xx'], // longer than 12
    ['12 -34', 'xx'],
  ])('refuses %j in %s', (code, country) => {
    expect(normalisePostalCode(code, country)).toBeNull();
  });
});

describe('postalCodeCountry', () => {
  it('knows every sold-to country, in any case', () => {
    expect([...POSTAL_CODE_COUNTRIES].sort()).toEqual(['de', 'dk', 'fi', 'gb', 'no', 'se']);
    expect(postalCodeCountry(' SE ')).toBe('se');
    expect(postalCodeCountry('pt')).toBeNull();
    expect(postalCodeCountry('toString')).toBeNull();
  });
});

describe('normalisePhone', () => {
  it.each([
    ['070-123 45 67', 'se', '+46701234567'],
    ['0046 70 123 45 67', 'se', '+46701234567'],
    ['+358 40 123 4567', 'se', '+358401234567'],
    ['040 123 4567', 'fi', '+358401234567'],
    ['412 34 567', 'no', '+4741234567'],
    ['12345678', 'no', null], // no Norwegian number starts with 1
    ['+46 70 123 45 67', 'xx', '+46701234567'], // unknown country: international numbers only
    ['070 123 45 67', 'xx', null],
    ['070 123 45 67 89', 'se', null],
    ['', 'se', null],
  ])('%j in %s -> %s', (phone, country, expected) => {
    expect(normalisePhone(phone, country)).toBe(expected);
  });
});

describe('isPlainAddressText', () => {
  it.each([
    'Anna-Lena',
    "O'Brien",
    'Storgatan 12 B, lgh 1102',
    'c/o Nilsson',
    'St. Eriksgatan 5',
    'Hämeenkatu 3 A 4',
    'Firma AB (inköp)',
  ])('lets a plain %j through', (text) => {
    expect(isPlainAddressText(text)).toBe(true);
  });

  it.each([
    'Win at https://spam.example',
    'hxxp visit www.spam.example',
    'ftp://x',
    'mail me: spam@example.com',
    '<a href=x>click</a>',
    'Anna <b>',
  ])('refuses a link, a mail address or markup in %j', (text) => {
    expect(isPlainAddressText(text)).toBe(false);
  });
});

describe('addressSchema postal code refusal', () => {
  const anna = {
    given_name: 'Anna',
    family_name: 'Berg',
    street_address: 'Storgatan 1',
    city: 'Malmö',
    phone: '+46701234567',
  };

  it('refuses a Finnish code for Sweden as invalid, naming the country expected', () => {
    const result = addressSchema.safeParse({ ...anna, country: 'SE', postal_code: '00510' });
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((i) => i.path[0] === 'postal_code');
    expect(issue).toMatchObject({
      message: 'validation.error.invalid',
      params: { country: 'se' },
    });
  });

  it('stores a Swedish code typed with its space as typed', () => {
    const parsed = addressSchema.parse({ ...anna, country: 'se', postal_code: '123 45' });
    expect(parsed.postal_code).toBe('123 45');
  });
});
