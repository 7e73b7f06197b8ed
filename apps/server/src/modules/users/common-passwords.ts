// The most common passwords (zxcvbn's list of about 49,000), refused as new passwords: they fall to
// the first guesses of any attack, rate limits or not.
import { dictionary } from '@zxcvbn-ts/language-common';

let common: ReadonlySet<string> | undefined;

function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(dictionary['passwords-common'] as readonly string[]);
  return common;
}

/** True when the password, in lower case, is one of the common ones. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}
