import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  VALIDATION_ERRORS,
  fieldErrorText,
  formErrorKey,
  issueText,
  validationErrorKey,
} from './validation-text.js';
import { registerFormSchema, resetPasswordFormSchema } from './schemas/account.schema.js';

describe('fieldErrorText', () => {
  it.each([
    ['validation.error.required', 'given_name is required'],
    ['validation.error.invalid', 'given_name is invalid'],
    ['validation.error.email', 'given_name is not a valid email address'],
    ['validation.error.too_short', 'given_name is too short'],
    ['validation.error.too_long', 'given_name is too long'],
    ['validation.error.mismatch', 'given_name does not match the password'],
  ] as const)('%s -> %s (SPEC §5)', (key, text) => {
    expect(fieldErrorText(key, 'given_name')).toBe(text);
  });

  it('words every key in Swedish and Finnish', () => {
    expect(fieldErrorText(VALIDATION_ERRORS.required, 'Förnamn', 'sv')).toBe(
      'Förnamn måste fyllas i',
    );
    expect(fieldErrorText(VALIDATION_ERRORS.too_long, 'Etunimi', 'fi')).toBe(
      'Etunimi on liian pitkä',
    );
    expect(fieldErrorText(VALIDATION_ERRORS.mismatch, 'Bekräfta lösenordet', 'sv')).toBe(
      'Bekräfta lösenordet stämmer inte med lösenordet',
    );
    expect(fieldErrorText(VALIDATION_ERRORS.mismatch, 'Vahvista salasana', 'fi')).toBe(
      'Vahvista salasana ei vastaa salasanaa',
    );
    for (const lang of ['sv', 'fi'] as const) {
      for (const key of Object.values(VALIDATION_ERRORS)) {
        expect(fieldErrorText(key, 'x', lang)).toMatch(/^x \S/);
        expect(fieldErrorText(key, 'x', lang)).not.toBe(fieldErrorText(key, 'x'));
      }
    }
  });
});

describe('formErrorKey (SPEC §5 form error text helper)', () => {
  const issues = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error!.issues;
  it.each([
    [{ code: 'custom', message: 'validation.error.required' }, 'validation.error.required'],
    [{ code: 'invalid_type', message: 'x', input: undefined }, 'validation.error.required'],
    [{ code: 'invalid_type', message: 'x', input: 5 }, 'validation.error.invalid'],
    [{ code: 'custom', message: 'validation.error.email' }, 'validation.error.email'],
    [{ code: 'invalid_format', format: 'email', message: 'x' }, 'validation.error.email'],
    [{ code: 'too_small', message: 'validation.error.too_short' }, 'validation.error.invalid'],
    [{ code: 'too_big', message: 'validation.error.too_long' }, 'validation.error.invalid'],
    [{ code: 'custom', message: 'anything' }, 'validation.error.invalid'],
  ])('%j -> %s', (issue, key) => {
    expect(formErrorKey(issue)).toBe(key);
  });

  it('reads plain zod issues too', () => {
    const [missing] = issues(z.object({ a: z.string() }), {});
    const [email] = issues(z.email(), 'nope');
    expect([formErrorKey(missing!), formErrorKey(email!)]).toEqual([
      'validation.error.required',
      'validation.error.email',
    ]);
  });
});

describe('validationErrorKey and issueText', () => {
  it.each([
    [{ code: 'too_small', message: 'validation.error.too_short' }, 'validation.error.too_short'],
    [{ code: 'too_big', message: 'Too big' }, 'validation.error.invalid'],
    [{ code: 'custom', message: 'validation.error.mismatch' }, 'validation.error.mismatch'],
  ])('%j -> %s', (issue, key) => {
    expect(validationErrorKey(issue)).toBe(key);
  });

  it.each([
    [['billingAddress', 'phone'], 'en', 'billingAddress.phone is too long'],
    [['email'], 'sv', 'email är för lång'],
    [[], 'en', 'value is too long'],
    [['lines', 2], 'en', 'lines.2 is too long'],
  ] as const)('%j in %s -> %s', (path, lang, text) => {
    const issue = { code: 'too_big', message: VALIDATION_ERRORS.too_long, path };
    expect(issueText(issue, lang)).toBe(text);
  });
});

describe('the mismatch key', () => {
  it('is what the sign-up and reset forms give a confirmation unlike the password', () => {
    const form = { name: 'Anna Berg', email: 'anna@example.com', password: 'secret1' };
    const mismatched = [
      registerFormSchema.safeParse({ ...form, confirm: 'secret2' }),
      resetPasswordFormSchema.safeParse({ password: 'secret1', confirm: 'secret2' }),
    ].map((result) => result.error?.issues.map((issue) => [issue.path, issue.message]));
    expect(mismatched).toEqual([
      [[['confirm'], VALIDATION_ERRORS.mismatch]],
      [[['confirm'], VALIDATION_ERRORS.mismatch]],
    ]);
    expect(
      fieldErrorText(
        validationErrorKey({ code: 'custom', message: 'validation.error.mismatch' }),
        'confirm',
      ),
    ).toBe('confirm does not match the password');
  });
});
