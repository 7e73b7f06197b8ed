// The contact form (SPEC §7 POST api/email/contact): the message is stored and, in the same
// transaction, queued in the mail outbox to the shop (reply-to the customer) with an acknowledgement
// to the customer in their language. A bot that filled the honeypot is answered the same, and
// nothing is stored or mailed.
import { randomUUID } from 'node:crypto';
import type { ContactRequest, Language } from '@shop/domain';
import type { AppContext } from '../../lib/app-context.js';
import { inTransaction } from '../../lib/app-context.js';
import * as mail from '../mail/mail.service.js';
import { contactSentMessage, renderAcknowledgement, renderShopMail } from './contact-mail.js';
import * as repo from './contact.repository.js';

export type { ContactMessageRow } from './contact.repository.js';

export interface ContactCaller {
  ip: string;
  /** The request's language, used when the body names none. */
  language: Language;
}

export interface ContactDeps {
  ctx: AppContext;
  /** Where contact messages go (SHOP_EMAIL). */
  shopEmail: string;
}

/** Stores the message and queues both mails; answers the customer's 201 message. */
export async function sendContactMessage(
  deps: ContactDeps,
  request: ContactRequest,
  caller: ContactCaller,
): Promise<{ message: string }> {
  const language = request.language ?? caller.language;
  const id = randomUUID();
  const receivedAt = new Date().toISOString();
  const shop = renderShopMail({ id, request, language, ip: caller.ip, receivedAt });
  const ack = renderAcknowledgement(request.topic, language);
  await inTransaction(deps.ctx, async (trx) => {
    await repo.insertContactMessage(trx.db, {
      id,
      name: request.name,
      email: request.email,
      phone: request.phone,
      topic: request.topic,
      message: request.message,
      car_slug: request.carSlug,
      language,
      ip: caller.ip,
      created_at: receivedAt,
    });
    await mail.enqueueMail(trx, {
      kind: 'contact_message',
      ref: id,
      to: deps.shopEmail,
      // The bare address (one, checked by the schema): no display name to quote or misparse.
      replyTo: request.email,
      ...shop,
    });
    await mail.enqueueMail(trx, {
      kind: 'contact_acknowledgement',
      ref: id,
      to: request.email,
      ...ack,
    });
  });
  return { message: contactSentMessage(language) };
}

/** The answer a bot gets for a filled honeypot: the success's own. */
export function honeypotAnswer(language: Language): { message: string } {
  return { message: contactSentMessage(language) };
}

/** The stored messages, oldest first. */
export function listContactMessages(ctx: AppContext): Promise<repo.ContactMessageRow[]> {
  return repo.listContactMessages(ctx.db);
}
