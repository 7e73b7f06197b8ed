import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_NAMES,
  LANG_COOKIE,
  LANG_COOKIE_MAX_AGE_SECONDS,
  detectLanguage,
  pageLanguageOf,
  formatDate,
  isLanguage,
  languageOfCookie,
  languageOr,
} from './language.js';
import type { Language } from './language.js';

describe('language constants', () => {
  it('match SPEC §9', () => {
    expect(LANGUAGES).toEqual(['en', 'sv', 'fi']);
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(LANG_COOKIE).toBe('lang');
    expect(LANG_COOKIE_MAX_AGE_SECONDS).toBe(31_536_000);
    expect(LANGUAGE_NAMES).toEqual({ en: 'English', sv: 'Svenska', fi: 'Suomi' });
  });

  it.each([
    ['en', true],
    ['sv', true],
    ['fi', true],
    ['se', false],
    ['EN', false],
    [null, false],
  ])('isLanguage(%s) = %s', (v, expected) => {
    expect(isLanguage(v)).toBe(expected);
  });
});

describe('languageOr: the one fallback of a stored, sent or missing language', () => {
  it.each<[unknown, Language]>([
    ['en', 'en'],
    ['sv', 'sv'],
    ['fi', 'fi'],
    ['se', 'sv'],
    [' SV ', 'sv'],
    ['Fi', 'fi'],
    ['de', 'en'],
    ['sv-SE', 'en'],
    ['', 'en'],
    [null, 'en'],
    [undefined, 'en'],
    [42, 'en'],
    [{ language: 'sv' }, 'en'],
  ])('languageOr(%j) = %s', (value, expected) => {
    expect(languageOr(value)).toBe(expected);
  });

  it('falls back to the given language instead of English when one is given', () => {
    expect(languageOr('de', 'fi')).toBe('fi');
    expect(languageOr(undefined, 'sv')).toBe('sv');
    expect(languageOr('se', 'fi')).toBe('sv');
  });

  it('reads a value exactly as the cookie is read, so every caller agrees', () => {
    for (const value of ['en', 'sv', 'fi', 'se', 'SE', ' fi', 'de', '', null, undefined, 7]) {
      expect(languageOr(value)).toBe(languageOfCookie(value) ?? DEFAULT_LANGUAGE);
    }
  });
});

describe('detectLanguage', () => {
  it.each<[string | null | undefined, string | null | undefined, Language]>([
    ['en', 'shop.se', 'en'],
    ['sv', 'shop.fi', 'sv'],
    ['fi', 'shop.com', 'fi'],
    [' FI ', 'shop.com', 'fi'],
    ['se', 'shop.fi', 'sv'],
    ['de', 'shop.se', 'sv'],
    ['', 'shop.fi', 'fi'],
    [null, 'shop.se', 'sv'],
    [undefined, 'www.shop.nu', 'sv'],
    [undefined, 'shop.se:3000', 'sv'],
    [undefined, 'SHOP.SE', 'sv'],
    [undefined, 'shop.se.example.com', 'sv'],
    [undefined, 'shop.eu', 'fi'],
    [undefined, 'shop.fi:8080', 'fi'],
    [undefined, 'shop.se.fi', 'sv'],
    [undefined, 'shop.com', 'en'],
    [undefined, 'my.services.com', 'en'],
    [undefined, 'se.shop.com', 'en'],
    [undefined, 'localhost:3000', 'en'],
    [undefined, '127.0.0.1', 'en'],
    [undefined, '[::1]:3000', 'en'],
    [undefined, '', 'en'],
    [undefined, undefined, 'en'],
  ])('cookie %j, host %j -> %s', (cookie, host, expected) => {
    expect(detectLanguage({ cookie, host })).toBe(expected);
  });

  it('accepts an empty argument object', () => {
    expect(detectLanguage({})).toBe('en');
  });
});

describe('formatDate', () => {
  it.each<[Date | string | number, Language, string]>([
    [new Date('2024-03-05T12:00:00Z'), 'sv', '2024-03-05'],
    [new Date('2024-03-05T12:00:00Z'), 'fi', '05.03.2024'],
    [new Date('2024-03-05T12:00:00Z'), 'en', '2024-03-05'],
    // Stockholm calendar date, not UTC: 23:30 UTC is already the next day (CET +1, CEST +2)
    [new Date('2024-12-31T23:30:00Z'), 'sv', '2025-01-01'],
    [new Date('2024-12-31T22:59:59Z'), 'fi', '31.12.2024'],
    [new Date('2024-06-30T22:00:00Z'), 'sv', '2024-07-01'],
    [new Date('2024-06-30T21:59:59Z'), 'sv', '2024-06-30'],
    ['2024-02-29', 'fi', '29.02.2024'],
    ['2024-01-01', 'sv', '2024-01-01'],
    ['2024-01-01T00:30:00+01:00', 'sv', '2024-01-01'],
    [Date.UTC(2017, 11, 29, 12), 'fi', '29.12.2017'],
    [new Date('0999-05-01T12:00:00Z'), 'sv', '0999-05-01'],
  ])('formatDate(%j, %s) = %s', (date, lang, expected) => {
    expect(formatDate(date, lang)).toBe(expected);
  });

  it.each(['nope', '2023-02-29', '2024-13-01', '2024-00-10', NaN])('rejects %j', (date) => {
    expect(() => formatDate(date, 'sv')).toThrow(RangeError);
  });
});

describe('pageLanguageOf', () => {
  it.each<[string | null, string | null, string | null, Language]>([
    ['sv', 'fi', 'shop.com', 'sv'],
    ['se', null, 'shop.fi', 'sv'],
    ['de', 'fi', 'shop.se', 'fi'],
    [null, null, 'shop.fi', 'fi'],
    [null, null, 'localhost', 'en'],
  ])('query %j, cookie %j, host %j -> %s', (query, cookie, host, expected) => {
    expect(pageLanguageOf({ query, cookie, host })).toBe(expected);
  });
});
