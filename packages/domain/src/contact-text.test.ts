import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ContactDetails, ContactPerson } from './contact-text.js';
import { cleanContactValue, parseContactText, serialiseContactText } from './contact-text.js';

const ANNA: ContactDetails = {
  given_name: 'Anna Maria',
  family_name: 'von Svensson',
  street_address: 'Storgatan 1',
  postal_code: '123 45',
  city: 'Upplands Väsby',
  phone: '+46701234567',
  email: 'anna@example.se',
};
const BO: ContactPerson = {
  given_name: 'Bo',
  family_name: 'Ek',
  street_address: 'Hamngatan 2',
  postal_code: '00100',
  city: 'Helsinki',
  phone: '+358401234567',
};

const ANNA_TEXT = [
  '**Namn:** von Svensson, Anna Maria',
  '**Adress:** Storgatan 1, 123 45, Upplands Väsby',
  '**Telefon:** +46701234567',
  '**Email:** anna@example.se',
].join('\n');

describe('serialiseContactText', () => {
  it('writes one bold Swedish label a line', () => {
    expect(serialiseContactText(ANNA)).toBe(ANNA_TEXT);
  });

  it('adds person B without an email', () => {
    expect(serialiseContactText({ ...ANNA, personB: BO })).toBe(
      `${ANNA_TEXT}\n**NamnB:** Ek, Bo\n**AdressB:** Hamngatan 2, 00100, Helsinki\n**TelefonB:** +358401234567`,
    );
  });

  it('strips commas and line breaks from values and trims them', () => {
    const text = serialiseContactText({
      ...ANNA,
      street_address: ' Storgatan 1,\nlgh 1102 ',
      city: 'Stockholm,',
      phone: '',
    });
    expect(text.split('\n').slice(1, 3)).toEqual([
      '**Adress:** Storgatan 1 lgh 1102, 123 45, Stockholm',
      '**Telefon:**',
    ]);
  });
});

describe('parseContactText', () => {
  it('reads the fields back, with person B or null', () => {
    expect(parseContactText(ANNA_TEXT)).toEqual({ ...ANNA, personB: null });
    expect(parseContactText(serialiseContactText({ ...ANNA, personB: BO }))).toEqual({
      ...ANNA,
      personB: BO,
    });
  });

  it('allows blank lines, CRLF and space around lines and values', () => {
    const text = `\r\n  **Email:**   anna@example.se \r\n\r\n${ANNA_TEXT.split('\n').slice(0, 3).join('\r\n')}\n`;
    expect(parseContactText(text)).toEqual({ ...ANNA, personB: null });
  });

  it.each([
    ['an empty text', ''],
    ['free text', 'Hej! Ring mig på 070-123 45 67'],
    ['a missing email', ANNA_TEXT.replace(/\n\*\*Email:.*$/, '')],
    ['an unknown label', `${ANNA_TEXT}\n**Fax:** 08-123`],
    ['a line without a label', `${ANNA_TEXT}\nTack!`],
    ['a label twice', `${ANNA_TEXT}\n**Telefon:** +46812345678`],
    ['a name without its comma', ANNA_TEXT.replace('von Svensson,', 'von Svensson')],
    ['an address of two parts', ANNA_TEXT.replace('123 45,', '123 45')],
    ['an address of four parts', ANNA_TEXT.replace('Storgatan 1,', 'Storgatan 1, lgh 2,')],
    ['a half person B', `${ANNA_TEXT}\n**NamnB:** Ek, Bo`],
    ['a label not bold', ANNA_TEXT.replace('**Email:**', 'Email:')],
  ])('is null for %s', (_, text) => {
    expect(parseContactText(text)).toBeNull();
  });
});

const tricky = fc.constantFrom(...'aåÄö Z9-*:.@\t\n\r,'.split(''), '\u2028', '**');
const value = fc.oneof(fc.string(), fc.string({ unit: tricky }));
const personFields = {
  given_name: value,
  family_name: value,
  street_address: value,
  postal_code: value,
  city: value,
  phone: value,
};
const contact = fc.record({
  ...personFields,
  email: value,
  personB: fc.option(fc.record(personFields), { nil: null }),
});
const cleaned = <T extends object>(record: T): T =>
  Object.fromEntries(
    Object.entries(record).map(([k, v]) => [k, typeof v === 'string' ? cleanContactValue(v) : v]),
  ) as T;

describe('contact text properties', () => {
  it('parse(serialise(x)) = x for values without commas, trimmed', () => {
    const clean = contact.map((c) => ({
      ...cleaned(c),
      personB: c.personB && cleaned(c.personB),
    }));
    fc.assert(
      fc.property(clean, (c) => {
        expect(parseContactText(serialiseContactText(c))).toEqual(c);
      }),
    );
  });

  it('any values come back cleaned: commas stripped and values trimmed both ways', () => {
    fc.assert(
      fc.property(contact, (c) => {
        const personB = c.personB && cleaned(c.personB);
        expect(parseContactText(serialiseContactText(c))).toEqual({ ...cleaned(c), personB });
      }),
    );
  });

  it('cleaning is idempotent and leaves no comma or line break', () => {
    fc.assert(
      fc.property(value, (v) => {
        const once = cleanContactValue(v);
        expect(cleanContactValue(once)).toBe(once);
        expect(once).not.toMatch(/[,\r\n]/);
      }),
    );
  });
});
