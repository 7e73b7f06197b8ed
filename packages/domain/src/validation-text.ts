// Field error keys and their wording (SPEC §5): the schemas' messages are these i18n keys, the web
// translates them, the server words them in English as "<field> is required".
import type { Language } from './language.js';

export const VALIDATION_ERRORS = {
  required: 'validation.error.required',
  invalid: 'validation.error.invalid',
  email: 'validation.error.email',
  too_short: 'validation.error.too_short',
  too_long: 'validation.error.too_long',
  /** A confirmation that differs from what it confirms (the password typed twice). */
  mismatch: 'validation.error.mismatch',
  /** A new password of spaces (or invisible characters) only. */
  only_spaces: 'validation.error.only_spaces',
  /** A new password that is one character over and over ('aaaaa'). */
  repeated_character: 'validation.error.repeated_character',
  /** A new password among the most common ones (the server's list). */
  too_common: 'validation.error.too_common',
} as const;

export type ValidationErrorKey = (typeof VALIDATION_ERRORS)[keyof typeof VALIDATION_ERRORS];
/** What SPEC §5's form error text helper gives. */
export type FormErrorKey =
  'validation.error.required' | 'validation.error.email' | 'validation.error.invalid';

/** The part of a zod issue these helpers read. */
export interface IssueLike {
  code: string;
  message: string;
  path?: readonly PropertyKey[];
  input?: unknown;
  format?: string;
}

const KEYS: readonly string[] = Object.values(VALIDATION_ERRORS);

export function isValidationErrorKey(value: unknown): value is ValidationErrorKey {
  return typeof value === 'string' && KEYS.includes(value);
}

/** The text after the field label, per language; English is SPEC §5's. */
const WORDING: Readonly<Record<Language, Readonly<Record<ValidationErrorKey, string>>>> = {
  en: {
    'validation.error.required': 'is required',
    'validation.error.invalid': 'is invalid',
    'validation.error.email': 'is not a valid email address',
    'validation.error.too_short': 'is too short',
    'validation.error.too_long': 'is too long',
    'validation.error.mismatch': 'does not match the password',
    'validation.error.only_spaces': 'consists only of spaces',
    'validation.error.repeated_character': 'is one character repeated',
    'validation.error.too_common': 'is one of the most common passwords',
  },
  sv: {
    'validation.error.required': 'måste fyllas i',
    'validation.error.invalid': 'är ogiltig',
    'validation.error.email': 'är inte en giltig e-postadress',
    'validation.error.too_short': 'är för kort',
    'validation.error.too_long': 'är för lång',
    'validation.error.mismatch': 'stämmer inte med lösenordet',
    'validation.error.only_spaces': 'består bara av mellanslag',
    'validation.error.repeated_character': 'är ett och samma tecken upprepat',
    'validation.error.too_common': 'är ett av de vanligaste lösenorden',
  },
  fi: {
    'validation.error.required': 'on pakollinen',
    'validation.error.invalid': 'on virheellinen',
    'validation.error.email': 'ei ole kelvollinen sähköpostiosoite',
    'validation.error.too_short': 'on liian lyhyt',
    'validation.error.too_long': 'on liian pitkä',
    'validation.error.mismatch': 'ei vastaa salasanaa',
    'validation.error.only_spaces': 'koostuu pelkistä välilyönneistä',
    'validation.error.repeated_character': 'on yhtä ja samaa merkkiä toistettuna',
    'validation.error.too_common': 'on yksi yleisimmistä salasanoista',
  },
};

/** "given_name is required": the label, a space, the wording of the key. */
export function fieldErrorText(
  key: ValidationErrorKey,
  label: string,
  lang: Language = 'en',
): string {
  return `${label} ${WORDING[lang][key]}`;
}

/**
 * SPEC §5's form error text helper: a failed required check gives the required key, a failed
 * email check the email key, anything else the invalid key.
 */
export function formErrorKey(issue: IssueLike): FormErrorKey {
  const missing =
    issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null);
  if (issue.message === VALIDATION_ERRORS.required || missing) return VALIDATION_ERRORS.required;
  const email = issue.code === 'invalid_format' && issue.format === 'email';
  if (issue.message === VALIDATION_ERRORS.email || email) return VALIDATION_ERRORS.email;
  return VALIDATION_ERRORS.invalid;
}

/** The finest key of an issue: its message when that is a key (too short, too long), else formErrorKey. */
export function validationErrorKey(issue: IssueLike): ValidationErrorKey {
  return isValidationErrorKey(issue.message) ? issue.message : formErrorKey(issue);
}

/** An issue as a sentence, labelled by its path: "billingAddress.given_name is required". */
export function issueText(issue: IssueLike, lang: Language = 'en'): string {
  const label = (issue.path ?? []).map(String).join('.') || 'value';
  return fieldErrorText(validationErrorKey(issue), label, lang);
}
