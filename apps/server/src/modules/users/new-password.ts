// A new password refused with its reason in the caller's language: the domain's rule (too short,
// blank, one character repeated) and the list of common passwords that only the server holds.
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordWeakness } from '@shop/domain';
import type { Language } from '@shop/domain';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error.js';
import { requestLanguage } from '../../lib/request-language.js';
import { accountMessage } from './account-messages.js';
import { isCommonPassword } from './common-passwords.js';

/** 400 common_password for a common one, 400 weak_password with the reason for the others. */
export function refuseWeakPassword(password: string, language: Language): void {
  switch (passwordWeakness(password, isCommonPassword)) {
    case null:
      return;
    case 'too_common':
      throw new HttpError(400, 'common_password', accountMessage(language, 'common_password'));
    case 'too_short':
      throw weak(language, 'password_too_short');
    case 'only_spaces':
      throw weak(language, 'password_only_spaces');
    case 'repeated_character':
      throw weak(language, 'password_repeated_character');
  }
}

function weak(
  language: Language,
  key: 'password_too_short' | 'password_only_spaces' | 'password_repeated_character',
): HttpError {
  return new HttpError(
    400,
    'weak_password',
    accountMessage(language, key, { min: PASSWORD_MIN_LENGTH }),
  );
}

/**
 * A route's preValidation: the body's new `password` checked before the schema, whose messages are
 * English only, so a weak one is refused in the caller's language. Other faults are the schema's.
 */
export async function refuseWeakNewPassword(request: FastifyRequest): Promise<void> {
  const body = request.body as Record<string, unknown> | null | undefined;
  const password = typeof body === 'object' && body !== null ? body.password : undefined;
  if (typeof password === 'string' && password.length <= PASSWORD_MAX_LENGTH)
    refuseWeakPassword(password, requestLanguage(request));
}
