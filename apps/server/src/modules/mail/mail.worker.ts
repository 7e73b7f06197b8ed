// Sends the outbox: leases due mail by a conditional UPDATE, so two processes never send one mail
// at the same time, sends it, and records the outcome; each failed attempt waits longer.
import { randomUUID } from 'node:crypto';
import { writeTransaction } from '@shop/db';
import type { Executor } from '@shop/db';
import type { FastifyBaseLogger } from 'fastify';
import type { MailAttachment, MailTransport } from '../../providers/smtp/smtp.transport.js';
import { attachmentRefsOf, toMessage } from './mail.mapper.js';
import * as repo from './mail.repository.js';
import type { MailRow } from './mail.repository.js';

/** Renders an attachment's content from its ref; a throw fails the send, which is retried. */
export type AttachmentSource = (ref: string) => Promise<Omit<MailAttachment, 'filename'>>;

export interface WorkerSettings {
  intervalMs: number;
  leaseMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  maxAttempts: number;
}

/** Mails claimed at once; the pooled transport sends them over up to 5 connections. */
export const MAIL_BATCH = 10;
/** On close, sends in progress get this long to finish before they are cut off. */
const CLOSE_GRACE_MS = 5000;
const MAX_ERROR_LENGTH = 2000;

/**
 * The wait after the `failures`-th failed attempt: retryBase doubled each time, capped at retryMax,
 * spread by ±10 % so mails that failed together (a server outage) don't all come back in step.
 */
export function retryDelayMs(
  failures: number,
  settings: Pick<WorkerSettings, 'retryBaseMs' | 'retryMaxMs'>,
  random: () => number = Math.random,
): number {
  const exponent = Math.min(Math.max(failures - 1, 0), 30);
  const delay = Math.min(settings.retryMaxMs, settings.retryBaseMs * 2 ** exponent);
  return Math.round(Math.min(settings.retryMaxMs, delay * (0.9 + 0.2 * random())));
}

const iso = (ms: number) => new Date(ms).toISOString();

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, MAX_ERROR_LENGTH);
}

export class MailWorker {
  /** This process's name in lease_owner. */
  readonly owner = randomUUID();
  readonly #db: Executor;
  readonly #transport: MailTransport;
  readonly #settings: WorkerSettings;
  readonly #log: FastifyBaseLogger;
  readonly #sources: ReadonlyMap<string, AttachmentSource>;
  readonly #stop = new AbortController();
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #started = false;
  #closed = false;

  constructor(
    db: Executor,
    transport: MailTransport,
    settings: WorkerSettings,
    log: FastifyBaseLogger,
    sources: ReadonlyMap<string, AttachmentSource> = new Map(),
  ) {
    this.#db = db;
    this.#transport = transport;
    this.#settings = settings;
    this.#log = log;
    this.#sources = sources;
  }

  /** Sends due mail now and then every intervalMs, until close. */
  start(): void {
    if (this.#started || this.#closed) return;
    this.#started = true;
    this.#schedule(0);
  }

  /** New mail was committed: send it now rather than at the next interval. */
  kick(): void {
    if (!this.#started || this.#closed) return;
    if (this.#running) this.#again = true;
    else this.#schedule(0);
  }

  /** Stops the timer and waits for the pass in progress (cutting off its sends after a grace). */
  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#timer);
    const cut = setTimeout(() => this.#stop.abort(), CLOSE_GRACE_MS);
    await this.#running;
    clearTimeout(cut);
  }

  /**
   * One pass: leases up to a batch of due mail and sends it; answers how many it leased. With `at`
   * the pass runs as if the clock read that (ms since the epoch): what is due, leases, retry times.
   */
  async sendDue(at?: number): Promise<number> {
    const clock = at === undefined ? Date.now : () => at;
    const now = clock();
    if (!(await repo.hasDueMail(this.#db, iso(now)))) return 0;
    const claim = {
      owner: this.owner,
      now: iso(now),
      leaseUntil: iso(now + this.#settings.leaseMs),
      limit: MAIL_BATCH,
    };
    const rows = await writeTransaction(this.#db, (trx) => repo.claimDueMail(trx, claim));
    const sent = await Promise.all(rows.map((row) => this.#deliver(row, clock)));
    await this.#recordSent(
      sent.filter((row): row is MailRow => row !== null),
      clock(),
    );
    return rows.length;
  }

  #schedule(ms: number): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.#tick(), ms);
    this.#timer.unref();
  }

  async #tick(): Promise<void> {
    this.#timer = undefined;
    this.#running = this.#drain();
    await this.#running;
    this.#running = undefined;
    if (this.#closed) return;
    const again = this.#again;
    this.#again = false;
    this.#schedule(again ? 0 : this.#settings.intervalMs);
  }

  async #drain(): Promise<void> {
    try {
      while (!this.#closed && (await this.sendDue()) === MAIL_BATCH);
    } catch (error) {
      this.#log.warn({ err: error }, 'mail worker could not read the outbox; trying again');
    }
  }

  /** Sends one leased mail; answers it when sent, else null with the failure recorded. Never throws. */
  async #deliver(row: MailRow, clock: () => number): Promise<MailRow | null> {
    // Given up before the lease ends, so no other process can have taken the mail over meanwhile.
    const timeout = AbortSignal.timeout(Math.max(1000, this.#settings.leaseMs - 5000));
    try {
      const message = { ...toMessage(row), attachments: await this.#attachments(row) };
      await this.#transport.send(message, AbortSignal.any([timeout, this.#stop.signal]));
      return row;
    } catch (error) {
      await this.#record([row], () => this.#failed(row, error, clock()));
      return null;
    }
  }

  /** The row's attachments, rendered now by their sources. */
  async #attachments(row: MailRow): Promise<MailAttachment[] | undefined> {
    const refs = attachmentRefsOf(row);
    if (refs.length === 0) return undefined;
    return Promise.all(
      refs.map(async ({ source, ref, filename }) => {
        const render = this.#sources.get(source);
        if (!render) throw new Error(`No attachment source '${source}' in this process`);
        return { filename, ...(await render(ref)) };
      }),
    );
  }

  /** Records the pass's sent mails in one write. */
  async #recordSent(rows: readonly MailRow[], now: number): Promise<void> {
    await this.#record(rows, async () => {
      const held = await repo.markSent(
        this.#db,
        rows.map((row) => row.id),
        this.owner,
        iso(now),
      );
      for (const row of rows)
        if (!held.has(row.id))
          this.#log.warn(
            { messageId: row.message_id },
            'mail sent after its lease passed to another process; it may arrive twice',
          );
    });
  }

  /** Records the failed attempt that ended at `now` (ms since the epoch). */
  async #failed(row: MailRow, error: unknown, now: number): Promise<void> {
    const attempts = row.attempts + 1;
    const status = attempts >= this.#settings.maxAttempts ? 'failed' : 'pending';
    const nextAttemptAt = iso(now + retryDelayMs(attempts, this.#settings));
    const message = errorText(error);
    await repo.markAttemptFailed(this.#db, row.id, this.owner, {
      attempts,
      status,
      nextAttemptAt,
      error: message,
    });
    const details = { messageId: row.message_id, kind: row.kind, attempts, error: message };
    if (status === 'failed') this.#log.error(details, 'mail given up after its last attempt');
    else this.#log.warn({ ...details, nextAttemptAt }, 'mail not sent; will try again');
  }

  async #record(rows: readonly MailRow[], write: () => Promise<void>): Promise<void> {
    if (rows.length === 0) return;
    try {
      await write();
    } catch (error) {
      // The lease runs out and the mail is sent again, with the same Message-ID.
      for (const row of rows)
        this.#log.error({ err: error, messageId: row.message_id }, 'mail outcome not recorded');
    }
  }
}
