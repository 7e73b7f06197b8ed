import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH } from './account.js';
import {
  PASSWORD_WEAKNESSES,
  PASSWORD_WEAKNESS_ERRORS,
  passwordWeakness,
} from './password-strength.js';
import { fieldErrorText } from './validation-text.js';

const common = (password: string) => ['password', 'qwerty123'].includes(password.toLowerCase());

describe('passwordWeakness', () => {
  it.each([
    ['', 'too_short'],
    ['abcd', 'too_short'],
    // Three spaces are too short before they are blank: the form says the same as the server.
    ['   ', 'too_short'],
    ['     ', 'only_spaces'],
    ['\t\t\t\t\t', 'only_spaces'],
    ['\u00a0\u00a0\u00a0\u00a0\u00a0', 'only_spaces'],
    ['\u3000\u3000 \u2003\u2028', 'only_spaces'],
    ['\u200b\u200b\u200b\u200b\u200b', 'only_spaces'],
    ['aaaaa', 'repeated_character'],
    ['aAaAaAaA', 'repeated_character'],
    ['11111111111111111111', 'repeated_character'],
    ['.....', 'repeated_character'],
    ['ääääää', 'repeated_character'],
    // One character of two UTF-16 units, five times: the schema's length counts ten.
    ['😀😀😀😀😀', 'repeated_character'],
    ['password', 'too_common'],
    ['PassWord', 'too_common'],
  ] as const)('%j is %s', (password, weakness) => {
    expect(passwordWeakness(password, common)).toBe(weakness);
  });

  it.each(['Rostfritt-Stal-1987', 'aaaab', ' aaaa', 'a a a', 'secret', 'ab ab ab', 'långt lösen'])(
    'accepts %j',
    (password) => {
      expect(passwordWeakness(password, common)).toBeNull();
    },
  );

  it('knows no common password unless it is given the list', () => {
    expect(passwordWeakness('password')).toBeNull();
  });

  it('refuses every character repeated, at any length', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 0, max: 0x10ffff })
          .filter((code) => code < 0xd800 || code > 0xdfff)
          .map((code) => String.fromCodePoint(code)),
        fc.integer({ min: PASSWORD_MIN_LENGTH, max: 30 }),
        (character, times) => {
          const password = character.repeat(times);
          expect(['only_spaces', 'repeated_character']).toContain(passwordWeakness(password));
        },
      ),
    );
  });

  it('refuses any mix of spaces as blank', () => {
    const space = fc.constantFrom(' ', '\t', '\n', '\u00a0', '\u2002', '\u3000', '\ufeff');
    fc.assert(
      fc.property(fc.array(space, { minLength: PASSWORD_MIN_LENGTH, maxLength: 30 }), (chars) => {
        expect(passwordWeakness(chars.join(''))).toBe('only_spaces');
      }),
    );
  });

  it('has a field error of its own for each reason, worded in every language', () => {
    const keys = PASSWORD_WEAKNESSES.map((weakness) => PASSWORD_WEAKNESS_ERRORS[weakness]);
    expect(new Set(keys).size).toBe(PASSWORD_WEAKNESSES.length);
    expect(fieldErrorText(PASSWORD_WEAKNESS_ERRORS.only_spaces, 'password')).toBe(
      'password consists only of spaces',
    );
    expect(fieldErrorText(PASSWORD_WEAKNESS_ERRORS.repeated_character, 'Lösenord', 'sv')).toBe(
      'Lösenord är ett och samma tecken upprepat',
    );
    expect(fieldErrorText(PASSWORD_WEAKNESS_ERRORS.too_common, 'Salasana', 'fi')).toBe(
      'Salasana on yksi yleisimmistä salasanoista',
    );
  });
});
