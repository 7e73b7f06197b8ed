import { FAIL_BY_MESSAGE, REJECT_BY_MESSAGE } from '@shop/simulators';
import { describe, expect, it } from 'vitest';
import { SWISH_MESSAGE_CODES, swishErrorMessage, toPayerAlias } from './swish-messages.js';

/** The 422 codes and callback error codes of the Swish Commerce API the shop may meet. */
const PUBLISHED = [...REJECT_BY_MESSAGE, ...FAIL_BY_MESSAGE];

describe('swishErrorMessage', () => {
  it('has a message for every published code', () => {
    expect(SWISH_MESSAGE_CODES).toEqual(expect.arrayContaining(PUBLISHED));
  });

  it('speaks English, Swedish and Finnish', () => {
    expect(swishErrorMessage('RF07', 'en')).toBe('The payment was declined.');
    expect(swishErrorMessage('RF07', 'sv')).toBe('Betalningen nekades.');
    expect(swishErrorMessage('RF07', 'fi')).toBe('Maksu hylättiin.');
    expect(swishErrorMessage('BANKIDCL', 'sv')).toMatch(/BankID avbröts/);
    expect(swishErrorMessage('TM01', 'en')).toMatch(/not confirmed in the Swish app in time/);
    expect(swishErrorMessage('RP06', 'fi')).toMatch(/odottaa jo maksu/);
  });

  it.each(PUBLISHED)('gives %s three different, non-empty texts', (code) => {
    const texts = (['en', 'sv', 'fi'] as const).map((language) =>
      swishErrorMessage(code, language),
    );
    expect(texts.every((text) => text.length > 10)).toBe(true);
    expect(new Set(texts).size).toBe(3);
  });

  it('falls back to a general message for unknown or missing codes', () => {
    expect(swishErrorMessage('XX99', 'en')).toMatch(/could not be completed/);
    expect(swishErrorMessage(null, 'sv')).toMatch(/kunde inte genomföras/);
  });
});

describe('toPayerAlias', () => {
  it.each([
    ['+46701234567', '46701234567'],
    ['+46 70-123 45 67', '46701234567'],
    ['+46 (0)70 123 45 67', '46701234567'],
    ['0046731234567', '46731234567'],
    ['+46791234567', '46791234567'],
  ])('%s -> %s', (phone, alias) => {
    expect(toPayerAlias(phone)).toBe(alias);
  });

  it.each([
    '+4681234567', // a Stockholm landline
    '+46741234567', // not a mobile range
    '+4670123456', // too short
    '+358401234567', // Finnish
    '0701234567', // national form, no country code
    '+467012345678',
  ])('%s -> null', (phone) => {
    expect(toPayerAlias(phone)).toBeNull();
  });
});
