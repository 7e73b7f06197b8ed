import { describe, expect, it } from 'vitest';
import { isPlainAddressText, normalisePhone, normalisePostalCode } from './address.js';

describe('normalisePostalCode', () => {
  it.each([
    ['12345', 'se', '123 45'],
    [' 123 45 ', 'SE', '123 45'],
    ['123  45', 'se', null],
    ['1234', 'se', null],
    ['00100', 'fi', '00100'],
    ['001 00', 'fi', null],
    ['0150', 'no', '0150'],
    ['01500', 'no', null],
    ['1050', 'dk', '1050'],
    ['DK-1050', 'dk', null],
    ['sw1a 1aa', 'gb', 'SW1A 1AA'],
    ['10115', 'de', '10115'],
    ['1000-001', 'pt', '1000-001'],
    ['A', 'xx', null], // shorter than 2
    ['1234567890123', 'xx', null], // longer than 12
    ['12 -34', 'xx', null],
  ])('%j in %s -> %s', (code, country, expected) => {
    expect(normalisePostalCode(code, country)).toBe(expected);
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
