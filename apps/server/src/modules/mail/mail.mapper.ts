// Outbox rows to what leaves the module: the message the transport sends, and the outbox entry
// tests and staff read.
import type { MailMessage } from '../../providers/smtp/smtp.transport.js';
import type { MailRow, MailStatus } from './mail.repository.js';

/** An attachment a mail names: rendered by its source from `ref` when the mail is sent. */
export interface AttachmentRef {
  /** The renderer's name, e.g. 'invoice'. */
  source: string;
  /** What it renders, e.g. the order id. */
  ref: string;
  filename: string;
}

/** A mail in the outbox, as tests and staff see it: the message and its delivery state. */
export interface OutboxMail extends MailMessage {
  id: string;
  /** The attachments it is sent with, by name (their content is made at sending). */
  attachmentRefs: AttachmentRef[];
  kind: string;
  ref: string;
  status: MailStatus;
  attempts: number;
  nextAttemptAt: string;
  leaseOwner: string | null;
  leaseUntil: string | null;
  sentAt: string | null;
  lastError: string | null;
  createdAt: string;
}

export function toMessage(row: MailRow): MailMessage {
  return {
    messageId: row.message_id,
    from: row.from_address,
    to: row.to_address,
    cc: row.cc ?? undefined,
    bcc: row.bcc ?? undefined,
    replyTo: row.reply_to ?? undefined,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body ?? undefined,
  };
}

/** The row's attachments column (JSON, or null for none). */
export function attachmentRefsOf(row: Pick<MailRow, 'attachments'>): AttachmentRef[] {
  return row.attachments === null ? [] : (JSON.parse(row.attachments) as AttachmentRef[]);
}

export function toOutboxMail(row: MailRow): OutboxMail {
  return {
    ...toMessage(row),
    id: row.id,
    attachmentRefs: attachmentRefsOf(row),
    kind: row.kind,
    ref: row.ref,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    leaseOwner: row.lease_owner,
    leaseUntil: row.lease_until,
    sentAt: row.sent_at,
    lastError: row.last_error,
    createdAt: row.created_at,
  };
}
