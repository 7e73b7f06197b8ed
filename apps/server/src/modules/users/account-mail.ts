// The account mails (a link to confirm an address or choose a password, a warning that an address
// is in use, a notice that the password changed), queued in the caller's transaction.
import type { Language } from '@shop/domain';
import { hasText, textsIn } from '../../i18n/index.js';
import { escapeHtml } from '../../lib/html.js';
import type { AppContext } from '../../lib/app-context.js';
import * as mail from '../mail/mail.service.js';

/** One mail each; its words are `users.mail.<kind>.{subject,intro,action,outro}` (action optional). */
export type AccountMailKind =
  'confirm_email' | 'address_in_use' | 'reset_password' | 'password_changed' | 'email_changing';

export interface AccountMail {
  kind: AccountMailKind;
  to: string;
  language: Language;
  /** Fills {{name}}, {{email}}, {{hours}}, {{minutes}} in the texts. */
  values: Readonly<Record<string, string | number>>;
  /** The address the mail's button opens, if it has one. */
  link?: string;
  /** Makes the mail unique in the outbox (with kind and to): a link's hash, say. */
  ref: string;
}

/** The mail's subject, plain text and HTML. */
export function renderAccountMail(m: AccountMail): { subject: string; text: string; html: string } {
  const t = textsIn(m.language);
  const key = `users.mail.${m.kind}`;
  // `replace` hands the values over as placeholders only, never as i18next options.
  const intro = t(`${key}.intro`, { replace: m.values });
  const outro = t(`${key}.outro`, { replace: m.values });
  // Notices (password changed, address changing) have no button, so no action text.
  const action = hasText(`${key}.action`) ? t(`${key}.action`) : '';
  const text = [intro, m.link ? `${action}: ${m.link}` : null, outro, 'Nordic Parts']
    .filter((part): part is string => part !== null)
    .join('\n\n');
  const button =
    m.link && action ? `<p><a href="${escapeHtml(m.link)}">${escapeHtml(action)}</a></p>` : '';
  const html = `<p>${escapeHtml(intro)}</p>${button}<p>${escapeHtml(outro)}</p><p>Nordic Parts</p>`;
  return { subject: t(`${key}.subject`), text, html };
}

/** Queues the mail in the transaction of `ctx`: it goes out only if that commits. */
export async function queueAccountMail(ctx: AppContext, m: AccountMail): Promise<void> {
  const { subject, text, html } = renderAccountMail(m);
  await mail.enqueueMail(ctx, { kind: m.kind, ref: m.ref, to: m.to, subject, text, html });
}
