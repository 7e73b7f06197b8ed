// Why a new password is too weak to accept, the one rule of the web's forms and of the server. The
// list of common passwords is large, so only the server holds it and hands it in as `isCommon`.
import { PASSWORD_MIN_LENGTH } from './account.js';
import { VALIDATION_ERRORS } from './validation-text.js';
import type { ValidationErrorKey } from './validation-text.js';

export const PASSWORD_WEAKNESSES = [
  'too_short',
  'only_spaces',
  'repeated_character',
  'too_common',
] as const;
export type PasswordWeakness = (typeof PASSWORD_WEAKNESSES)[number];

/** The field error of each reason, as the forms show it at the password. */
export const PASSWORD_WEAKNESS_ERRORS: Readonly<Record<PasswordWeakness, ValidationErrorKey>> = {
  too_short: VALIDATION_ERRORS.too_short,
  only_spaces: VALIDATION_ERRORS.only_spaces,
  repeated_character: VALIDATION_ERRORS.repeated_character,
  too_common: VALIDATION_ERRORS.too_common,
};

// Spaces of any kind, and characters that show as nothing (controls, zero-width ones).
const BLANK = /^[\s\p{Cc}\p{Cf}]+$/u;

/** True when the password is a single character, in either case, typed again and again. */
function oneRepeatedCharacter(password: string): boolean {
  const [first, ...rest] = Array.from(password, (character) => character.toLowerCase());
  return rest.length > 0 && rest.every((character) => character === first);
}

/**
 * The first reason the new password is too weak, or null when it will do: shorter than
 * PASSWORD_MIN_LENGTH (counted as the schemas count), blank, one character repeated, or common.
 */
export function passwordWeakness(
  password: string,
  isCommon: (password: string) => boolean = () => false,
): PasswordWeakness | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'too_short';
  if (BLANK.test(password)) return 'only_spaces';
  if (oneRepeatedCharacter(password)) return 'repeated_character';
  if (isCommon(password)) return 'too_common';
  return null;
}
