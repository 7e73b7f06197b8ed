// The mail that confirms an address for an account: a link to the address, or, when another
// account holds it (confirmed it, or claimed it first), a warning to it (the asker is never told).
import type { Language } from '@shop/domain';
import type { AppContext } from '../../lib/app-context.js';
import type { AccountsDeps } from './accounts-deps.js';
import { queueAccountMail } from './account-mail.js';
import { createLink } from './account-links.js';
import { emailKey } from './account-user.js';
import * as repo from './users.repository.js';

/** Mails `to` a link confirming it for the account, or the address's holder a warning. */
export async function mailConfirmation(
  trx: AppContext,
  deps: AccountsDeps,
  user: Pick<repo.UserRow, 'id' | 'name' | 'language'>,
  to: string,
  now: Date,
): Promise<void> {
  const key = emailKey(to);
  // Only the address's holder gets links: a later claim, confirmed or not, only warns it.
  const [owner] = await repo.findUsersByEmail(trx.db, key);
  if (owner && owner.id !== user.id) {
    await queueAccountMail(trx, {
      kind: 'address_in_use',
      to: owner.email,
      language: owner.language as Language,
      values: { email: owner.email },
      link: `${deps.publicUrl}/login`,
      ref: `${user.id}:${now.toISOString()}`,
    });
    return;
  }
  const validMs = deps.config.confirmLinkMs;
  const link = await createLink(
    trx,
    { userId: user.id, purpose: 'confirm_email', emailKey: key, validMs, now },
    deps.publicUrl,
  );
  await queueAccountMail(trx, {
    kind: 'confirm_email',
    to,
    language: user.language as Language,
    values: { name: user.name, email: to, hours: Math.round(validMs / 3_600_000) },
    link: link.url,
    ref: link.ref,
  });
}
