// The mail outbox (decision 10): a mail is written in the transaction that caused it and sent by a
// worker in every server process, with retries, so none is lost while the mail server is down.
import { randomUUID } from 'node:crypto';
import { afterCommit } from '@shop/db';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../lib/app-context.js';
import type { MailMessage, MailTransport } from '../../providers/smtp/smtp.transport.js';
import * as repo from './mail.repository.js';
import type { MailStatus } from './mail.repository.js';
import { toOutboxMail } from './mail.mapper.js';
import type { AttachmentRef, OutboxMail } from './mail.mapper.js';
import { MailWorker } from './mail.worker.js';
import type { AttachmentSource, WorkerSettings } from './mail.worker.js';

export type { AttachmentSource } from './mail.worker.js';

export type { MailStatus } from './mail.repository.js';
export type { AttachmentRef, OutboxMail } from './mail.mapper.js';

/** A mail to queue: the message (From and Message-ID are the outbox's) and what it is about. */
export interface OutgoingMail extends Omit<MailMessage, 'messageId' | 'from'> {
  /** E.g. 'order_confirmation', 'password_reset', 'contact_message'. */
  kind: string;
  /** The thing it is about, e.g. the order id; with kind and to, queued at most once. */
  ref: string;
  /** Files made when the mail is sent, each by a source registered with registerAttachmentSource. */
  attachmentRefs?: readonly AttachmentRef[] | undefined;
}

export interface OutboxFilter {
  kind?: string | undefined;
  ref?: string | undefined;
  status?: MailStatus | undefined;
  /** At most this many, oldest first; default 100. */
  limit?: number | undefined;
}

export interface MailSetup extends WorkerSettings {
  transport: MailTransport;
  /** The From address (SHOP_EMAIL). */
  shopEmail: string;
  /** Display name in From; unset: the bare address. */
  fromName?: string | undefined;
  /** The right-hand side of every Message-ID, e.g. the shop's public host name. */
  messageIdHost: string;
  log: FastifyBaseLogger;
}

/** The app's mail delivery: `start` begins sending (unless MAIL_WORKER=off), `close` ends it. */
export interface MailService {
  start(): void;
  close(): Promise<void>;
}

interface Runtime {
  from: string;
  messageIdHost: string;
  worker: MailWorker;
  sources: Map<string, AttachmentSource>;
}

// Keyed by the app's cache registry: the one object every context of an app (and its
// transactions' contexts) shares, and no other app has.
const runtimes = new WeakMap<AppContext['caches'], Runtime>();

function runtimeOf(ctx: AppContext): Runtime {
  const runtime = runtimes.get(ctx.caches);
  if (!runtime) throw new Error('Mail is not set up for this app (the mail plugin sets it up)');
  return runtime;
}

/** `"Name" <address>`, quoting the name as RFC 5322 wants. */
function formatAddress(address: string, name?: string): string {
  if (!name) return address;
  return `"${name.replace(/["\\]/g, '\\$&')}" <${address}>`;
}

/** Sets up mail for the app `ctx` belongs to; the mail plugin calls it once. */
export function setUpMail(ctx: AppContext, setup: MailSetup): MailService {
  const sources = new Map<string, AttachmentSource>();
  const worker = new MailWorker(ctx.db, setup.transport, setup, setup.log, sources);
  const runtime: Runtime = {
    from: formatAddress(setup.shopEmail, setup.fromName),
    messageIdHost: setup.messageIdHost,
    worker,
    sources,
  };
  runtimes.set(ctx.caches, runtime);
  return {
    start: () => worker.start(),
    async close() {
      await worker.close();
      setup.transport.close();
    },
  };
}

/** Lets mails of this app name attachments of `source`, which `render` makes when they are sent. */
export function registerAttachmentSource(
  ctx: AppContext,
  source: string,
  render: AttachmentSource,
): void {
  runtimeOf(ctx).sources.set(source, render);
}

function checkMail(mail: OutgoingMail): void {
  for (const field of ['kind', 'ref', 'to', 'subject'] as const) {
    if (mail[field].trim() === '') throw new Error(`A mail needs a ${field}`);
  }
}

/**
 * Queues `mail` through `ctx.db`: inside the caller's transaction, it is queued if and only if that
 * commits, and goes out right after. The same kind, ref and recipient again is a no-op.
 */
export function enqueueMail(ctx: AppContext, mail: OutgoingMail): Promise<void> {
  return enqueueMails(ctx, [mail]);
}

/** Queues several mails as `enqueueMail` queues one, in one statement. */
export async function enqueueMails(ctx: AppContext, mails: readonly OutgoingMail[]): Promise<void> {
  if (mails.length === 0) return;
  mails.forEach(checkMail);
  const runtime = runtimeOf(ctx);
  const now = new Date().toISOString();
  const rows = mails.map((mail) => {
    const id = randomUUID();
    return {
      id,
      message_id: `<${id}@${runtime.messageIdHost}>`,
      kind: mail.kind,
      ref: mail.ref,
      from_address: runtime.from,
      to_address: mail.to.trim(),
      cc: mail.cc ?? null,
      bcc: mail.bcc ?? null,
      reply_to: mail.replyTo ?? null,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html ?? null,
      attachments: mail.attachmentRefs?.length ? JSON.stringify(mail.attachmentRefs) : null,
      status: 'pending' as const,
      attempts: 0,
      next_attempt_at: now,
      lease_owner: null,
      lease_until: null,
      sent_at: null,
      last_error: null,
      created_at: now,
    };
  });
  await repo.insertMailOnce(ctx.db, rows);
  afterCommit(ctx.db, () => runtime.worker.kick());
}

/** Mails in the outbox, oldest first, optionally of one kind, ref or status. */
export async function listOutbox(
  ctx: AppContext,
  filter: OutboxFilter = {},
): Promise<OutboxMail[]> {
  return (await repo.listMail(ctx.db, filter)).map(toOutboxMail);
}

/**
 * One pass of this process's worker now (whether or not it runs on its own): leases up to a
 * batch of due mail and sends it. Answers how many mails it leased. With `options.now` the pass
 * runs as if the clock read that time, so a test steps through retry waits instead of sleeping.
 */
export function sendDueMail(ctx: AppContext, options: { now?: Date } = {}): Promise<number> {
  return runtimeOf(ctx).worker.sendDue(options.now?.getTime());
}
