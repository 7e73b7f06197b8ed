// Two server processes on one PostgreSQL, both sending the outbox to one SMTP sink: every mail
// arrives exactly once (the lease claim skips rows the other process holds). Runs when TEST_PG_URL is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../lib/app-context.js';
import { startServerProcess } from '../../test/server-process.js';
import type { ServerProcess } from '../../test/server-process.js';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { mailConfig, smtpSink, waitFor } from './mail.fixtures.js';
import type { SmtpSink } from './mail.fixtures.js';
import * as mail from './mail.service.js';

const MAILS = 30;

describe.runIf(process.env.TEST_PG_URL)('two server processes sending one outbox', () => {
  let a: TestApp;
  let b: ServerProcess | undefined;
  let sink: SmtpSink;
  let aClosed = false;

  beforeAll(async () => {
    // Each message is held a moment, so both processes have mail in flight at once.
    sink = await smtpSink({ delayMs: 40 });
    await sink.listen();
    // The SMTP client greets with its `name`: the sink tells the processes apart by it.
    a = await createTestApp({
      config: { mail: mailConfig({ smtpUrl: `${sink.url}/?name=process-a`, intervalMs: 50 }) },
    });
    b = await startServerProcess(a, {
      SMTP_URL: `${sink.url}/?name=process-b`,
      MAIL_WORKER: 'on',
      MAIL_INTERVAL_MS: '50',
    });
  });

  afterAll(async () => {
    await b?.stop();
    if (!aClosed) await a?.close();
    await sink?.stop();
  });

  it(`sends each of ${MAILS} mails exactly once`, async () => {
    const refs = Array.from({ length: MAILS }, (_, i) => `order-${i + 1}`);
    await inTransaction(a.app.context, async (trx) => {
      for (const ref of refs) {
        await mail.enqueueMail(trx, {
          kind: 'order_confirmation',
          ref,
          to: 'ann@example.com',
          subject: `Order ${ref}`,
          text: 'Thanks.',
        });
      }
    });
    const queued = await mail.listOutbox(a.app.context, { limit: MAILS + 1 });
    expect(queued).toHaveLength(MAILS);
    await waitFor(
      20_000,
      () => sink.received.length,
      (n) => n >= MAILS,
    );
    const sent = await waitFor(
      10_000,
      () => mail.listOutbox(a.app.context, { status: 'sent', limit: MAILS + 1 }),
      (rows) => rows.length === MAILS,
    );
    expect(sent.every((m) => m.attempts === 1)).toBe(true);
    // Both senders stop, each finishing the sends it began: a duplicate, were there one, is in now.
    await b?.stop();
    aClosed = true;
    await a.close();
    await sink.idle();
    const ids = sink.received.map((m) => m.messageId);
    expect(ids.length, b?.output()).toBe(MAILS);
    expect(new Set(ids)).toEqual(new Set(queued.map((m) => m.messageId)));
    const byProcess = new Map<string, number>();
    for (const m of sink.received) byProcess.set(m.client, (byProcess.get(m.client) ?? 0) + 1);
    expect([...byProcess.keys()].sort()).toEqual(['process-a', 'process-b']);
  });
});
