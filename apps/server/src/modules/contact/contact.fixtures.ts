// Test fixtures for the contact form: a valid message, and the stored rows and outbox mails.
import type { FastifyInstance } from 'fastify';
import * as mail from '../mail/mail.service.js';
import type { OutboxMail } from '../mail/mail.service.js';
import { listContactMessages } from './contact.service.js';
import type { ContactMessageRow } from './contact.service.js';

export const CONTACT_URL = '/api/email/contact';

/** A valid contact message from a Swedish customer; `overrides` replace or add fields. */
export function contactMessage(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Sara Sandberg',
    email: 'sara@example.se',
    phone: '070-123 45 67',
    topic: 'car',
    message: 'Passar bromsoket till min PV544 från 1962?',
    carSlug: 'volvo-pv544',
    ...overrides,
  };
}

export function storedMessages(app: FastifyInstance): Promise<ContactMessageRow[]> {
  return listContactMessages(app.context);
}

export async function contactMails(app: FastifyInstance): Promise<OutboxMail[]> {
  const [shop, ack] = await Promise.all([
    mail.listOutbox(app.context, { kind: 'contact_message', limit: 1000 }),
    mail.listOutbox(app.context, { kind: 'contact_acknowledgement', limit: 1000 }),
  ]);
  return [...shop, ...ack];
}
