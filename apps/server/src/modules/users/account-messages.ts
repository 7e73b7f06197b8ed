// What the account calls answer in words, in the caller's language; the web shows the server's
// message as it stands (SPEC §8), so these are the customer's texts (src/i18n/users, `messages`).
import type { Language } from '@shop/domain';
import { textsIn } from '../../i18n/index.js';

export type AccountMessage =
  | 'invalid_credentials'
  | 'login_locked'
  | 'common_password'
  | 'password_too_short'
  | 'password_only_spaces'
  | 'password_repeated_character'
  | 'invalid_link'
  | 'forgot_sent'
  | 'confirm_sent'
  | 'wrong_password'
  | 'login_required'
  | 'address_not_found'
  | 'session_not_found'
  | 'too_many_addresses'
  | 'forbidden_role';

/** The message in `language`, with {{name}} placeholders filled. */
export function accountMessage(
  language: Language,
  key: AccountMessage,
  values: Readonly<Record<string, string | number>> = {},
): string {
  // `replace` keeps the values placeholders only, never i18next options.
  return textsIn(language)(`users.messages.${key}`, { replace: values });
}
