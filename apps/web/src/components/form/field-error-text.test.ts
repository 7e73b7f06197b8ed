import { describe, expect, it } from 'vitest';
import { VALIDATION_ERRORS } from '@shop/domain';
import en from '../../i18n/messages.en';
import fi from '../../i18n/messages.fi';
import sv from '../../i18n/messages.sv';
import { Translator } from '../../lib/translate';
import type { TFunction } from '../../lib/translate';
import { fieldErrorText } from './field-error-text';

function tOf(lng: 'en' | 'sv' | 'fi'): TFunction {
  return new Translator(lng, { en, sv, fi }).t;
}

describe('fieldErrorText', () => {
  it('names the limit of a field that is too long, in each language', () => {
    const E = VALIDATION_ERRORS;
    const en = tOf('en');
    expect(fieldErrorText(en, E.too_long, 'billingAddress.city', 'City')).toBe(
      'City is too long: at most 50 characters',
    );
    expect(fieldErrorText(en, E.too_long, 'email', 'Email')).toBe(
      'Email is too long: at most 254 characters',
    );
    expect(fieldErrorText(en, E.too_long, 'message', 'Message', undefined, 2000)).toBe(
      'Message is too long: at most 2000 characters',
    );
    expect(fieldErrorText(en, E.too_long, 'message', 'Message')).toBe('Message is too long');
    const sv = tOf('sv');
    expect(fieldErrorText(sv, E.too_long, 'billingAddress.street_address', 'Gatuadress')).toBe(
      'Gatuadress har för många tecken: högst 100 tecken',
    );
    expect(fieldErrorText(sv, E.too_long, 'billingAddress.phone', 'Telefon')).toBe(
      'Telefonnumret är för långt: högst 30 tecken',
    );
    const fi = tOf('fi');
    expect(fieldErrorText(fi, E.too_long, 'shippingAddress.postal_code', 'Postinumero')).toBe(
      'Postinumero on liian pitkä: enintään 12 merkkiä',
    );
  });

  it('keeps SPEC §5 wording in English: the label, then the error', () => {
    const t = tOf('en');
    const E = VALIDATION_ERRORS;
    expect(fieldErrorText(t, E.email, 'email', 'Email')).toBe('Email is not a valid email address');
    expect(fieldErrorText(t, E.too_short, 'billingAddress.phone', 'Phone')).toBe(
      'Phone is too short',
    );
    expect(fieldErrorText(t, E.invalid, 'shippingAddress.postal_code', 'Postal code')).toBe(
      'Postal code is invalid',
    );
    expect(fieldErrorText(t, E.required, 'billingAddress.city', 'City')).toBe('City is required');
    expect(fieldErrorText(t, E.too_short, 'phone', 'Phone', 3)).toBe(
      'Phone is too short: at least 3 characters',
    );
    expect(fieldErrorText(t, E.too_short, 'password', 'Password', 5)).toBe(
      'Password is too short: at least 5 characters',
    );
  });

  it('words email, phone and postal code errors naturally in Swedish', () => {
    const t = tOf('sv');
    const E = VALIDATION_ERRORS;
    expect(fieldErrorText(t, E.email, 'email', 'E-post')).toBe('Ange en giltig e-postadress');
    expect(fieldErrorText(t, E.too_short, 'billingAddress.phone', 'Telefon')).toBe(
      'Telefonnumret är för kort',
    );
    expect(fieldErrorText(t, E.invalid, 'billingAddress.postal_code', 'Postnummer')).toBe(
      'Kontrollera postnumret',
    );
    expect(fieldErrorText(t, E.too_short, 'phone', 'Telefon', 3)).toBe(
      'Telefonnumret är för kort: minst 3 tecken',
    );
    // Any other field: the shared pattern with its label.
    expect(fieldErrorText(t, E.required, 'billingAddress.city', 'Ort')).toBe('Ort måste fyllas i');
  });

  it('words them naturally in Finnish', () => {
    const t = tOf('fi');
    const E = VALIDATION_ERRORS;
    expect(fieldErrorText(t, E.email, 'email', 'Sähköposti')).toBe('Tarkista sähköpostiosoite');
    expect(fieldErrorText(t, E.too_short, 'billingAddress.phone', 'Puhelin')).toBe(
      'Puhelinnumero on liian lyhyt',
    );
    expect(fieldErrorText(t, E.invalid, 'billingAddress.postal_code', 'Postinumero')).toBe(
      'Tarkista postinumero',
    );
    expect(fieldErrorText(t, E.too_long, 'billingAddress.family_name', 'Sukunimi')).toBe(
      'Sukunimi on liian pitkä: enintään 50 merkkiä',
    );
  });
});
