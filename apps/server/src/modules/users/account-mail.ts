// The account mails (a link to confirm an address or choose a password, a warning that an address
// is in use, a notice that the password changed), queued in the caller's transaction.
import type { Language } from '@shop/domain';
import { escapeHtml } from '../../lib/html.js';
import type { AppContext } from '../../lib/app-context.js';
import * as mail from '../mail/mail.service.js';
import type { AccountMailKind } from './account-mail.texts.js';
import { ACCOUNT_MAIL_TEXTS } from './account-mail.texts.js';

export interface AccountMail {
  kind: AccountMailKind;
  to: string;
  language: Language;
  /** Fills {name}, {email}, {hours}, {minutes} in the texts. */
  values: Readonly<Record<string, string | number>>;
  /** The address the mail's button opens, if it has one. */
  link?: string;
  /** Makes the mail unique in the outbox (with kind and to): a link's hash, say. */
  ref: string;
}

const fill = (text: string, values: AccountMail['values']) =>
  text.replace(/\{(\w+)\}/g, (all, name: string) => (name in values ? String(values[name]) : all));

/** The mail's subject, plain text and HTML. */
export function renderAccountMail(m: AccountMail): { subject: string; text: string; html: string } {
  const words = ACCOUNT_MAIL_TEXTS[m.language][m.kind];
  const intro = fill(words.intro, m.values);
  const outro = fill(words.outro, m.values);
  const text = [intro, m.link ? `${words.action ?? ''}: ${m.link}` : null, outro, 'Nordic Parts']
    .filter((part): part is string => part !== null)
    .join('\n\n');
  const button =
    m.link && words.action
      ? `<p><a href="${escapeHtml(m.link)}">${escapeHtml(words.action)}</a></p>`
      : '';
  const html = `<p>${escapeHtml(intro)}</p>${button}<p>${escapeHtml(outro)}</p><p>Nordic Parts</p>`;
  return { subject: words.subject, text, html };
}

/** Queues the mail in the transaction of `ctx`: it goes out only if that commits. */
export async function queueAccountMail(ctx: AppContext, m: AccountMail): Promise<void> {
  const { subject, text, html } = renderAccountMail(m);
  await mail.enqueueMail(ctx, { kind: m.kind, ref: m.ref, to: m.to, subject, text, html });
}
