import { describe, expect, it } from 'vitest';
import { VALIDATION_ERRORS as E } from '../validation-text.js';
import {
  changePasswordRequestSchema,
  newPasswordSchema,
  registerFormSchema,
  resetPasswordFormSchema,
} from './account.schema.js';

const messages = (value: unknown) =>
  newPasswordSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('the new-password schema', () => {
  it.each([
    [undefined, [E.required]],
    ['', [E.required, E.too_short]],
    ['abc', [E.too_short]],
    ['   ', [E.too_short]],
    ['     ', [E.only_spaces]],
    [' \t \u00a0 ', [E.only_spaces]],
    ['aaaaa', [E.repeated_character]],
    ['ZZZZZZZZzzzz', [E.repeated_character]],
    ['x'.repeat(300), [E.too_long, E.repeated_character]],
  ])('refuses %j with %j', (value, keys) => {
    expect(messages(value)).toEqual(keys);
  });

  it.each(['secret', 'long secret', 'Rostfritt-Stal-1987', '  aa  '])(
    'accepts %j as typed',
    (value) => {
      expect(newPasswordSchema.parse(value)).toBe(value);
    },
  );

  it('never puts the password in an issue', () => {
    const issues = newPasswordSchema.safeParse('qqqqqqqq').error?.issues ?? [];
    expect(JSON.stringify(issues)).not.toContain('qqqqqqqq');
  });

  it('is the rule of the sign-up, reset and change-password forms', () => {
    const weak = '      ';
    const results = [
      registerFormSchema.safeParse({
        name: 'Anna Berg',
        email: 'anna@example.com',
        password: weak,
        confirm: weak,
      }),
      resetPasswordFormSchema.safeParse({ password: weak, confirm: weak }),
      changePasswordRequestSchema.safeParse({ current: 'Gammalt-1', password: weak }),
    ];
    for (const result of results)
      expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
        [['password'], E.only_spaces],
      ]);
  });
});
