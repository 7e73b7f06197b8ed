// Mail queued through the service goes out over SMTP at once (the commit wakes the worker), with
// the Message-ID fixed at enqueue; a rolled-back transaction sends nothing; a repeat queues nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../lib/app-context.js';
import type { TestApp } from '../../test/test-app.js';
import { mailTestApp, waitFor } from './mail.fixtures.js';
import type { MailTestApp, SmtpSink } from './mail.fixtures.js';
import * as mail from './mail.service.js';
import type { OutgoingMail } from './mail.service.js';

let mailApp: MailTestApp;
let t: TestApp;
let sink: SmtpSink;

beforeAll(async () => {
  // An hour between passes: whatever arrives within the test was sent because a commit woke the worker.
  mailApp = await mailTestApp({ fromName: 'Nordic Parts', intervalMs: 3_600_000 });
  ({ t, sink } = mailApp);
});

afterAll(() => mailApp?.close());

const letter = (ref: string, to = 'ann@example.com'): OutgoingMail => ({
  kind: 'order_confirmation',
  ref,
  to,
  subject: `Your order ${ref}`,
  text: 'Tack för din beställning!\nÖrebro, 100 % klart.',
  html: '<p>Tack för din <b>beställning</b>!</p>',
});

async function outbox(ref: string) {
  return mail.listOutbox(t.app.context, { ref });
}

const arrived = (messageId: string) =>
  waitFor(
    15_000,
    () => sink.received.filter((m) => m.messageId === messageId),
    (found) => found.length > 0,
  );

describe('sending over SMTP', () => {
  it('sends a queued mail at once, with its subject, text, html and fixed Message-ID', async () => {
    await mail.enqueueMail(t.app.context, letter('100001'));
    const [queued] = await outbox('100001');
    expect(queued?.messageId).toMatch(/^<[0-9a-f-]{36}@shop\.example\.com>$/);
    const [received] = await arrived(queued?.messageId ?? '');
    expect(received).toMatchObject({
      subject: 'Your order 100001',
      from: 'Nordic Parts <shop@localhost>',
      to: ['ann@example.com'],
      html: '<p>Tack för din <b>beställning</b>!</p>',
    });
    expect(received?.text?.replace(/\r\n/g, '\n')).toBe(
      'Tack för din beställning!\nÖrebro, 100 % klart.',
    );
    const [sent] = await waitFor(
      10_000,
      () => outbox('100001'),
      ([row]) => row?.status === 'sent',
    );
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, leaseOwner: null, lastError: null });
    expect(sent?.sentAt).not.toBeNull();
  });

  it('queues the same kind, ref and recipient once, and sends it once', async () => {
    await mail.enqueueMail(t.app.context, letter('100002'));
    await mail.enqueueMail(t.app.context, { ...letter('100002'), subject: 'Changed' });
    await mail.enqueueMail(t.app.context, letter('100002', 'shop@localhost'));
    const rows = (await outbox('100002')).sort((a, b) => a.to.localeCompare(b.to));
    expect(rows.map((r) => [r.to, r.subject])).toEqual([
      ['ann@example.com', 'Your order 100002'],
      ['shop@localhost', 'Your order 100002'],
    ]);
    await arrived(rows[0]?.messageId ?? '');
    await arrived(rows[1]?.messageId ?? '');
    // The sink keeps a mail before answering and the worker marks it sent after the answer, so
    // once every row is sent after one attempt, no further copy can be on its way.
    const sent = await waitFor(
      10_000,
      () => outbox('100002'),
      (all) => all.every((r) => r.status === 'sent'),
    );
    expect(sent.map((r) => [r.status, r.attempts])).toEqual([
      ['sent', 1],
      ['sent', 1],
    ]);
    expect(sink.received.filter((m) => m.subject.startsWith('Your order 100002'))).toHaveLength(2);
    expect(sink.received.filter((m) => m.subject === 'Changed')).toEqual([]);
  });

  it('queues and sends with the transaction that commits, never with one that rolls back', async () => {
    await expect(
      inTransaction(t.app.context, async (trx) => {
        await mail.enqueueMail(trx, letter('100003'));
        expect(await mail.listOutbox(trx, { ref: '100003' })).toHaveLength(1);
        throw new Error('the order was refused');
      }),
    ).rejects.toThrow('the order was refused');
    await inTransaction(t.app.context, (trx) => mail.enqueueMail(trx, letter('100004')));
    const [committed] = await outbox('100004');
    await arrived(committed?.messageId ?? '');
    expect(await outbox('100003')).toEqual([]);
    expect(sink.received.filter((m) => m.subject === 'Your order 100003')).toEqual([]);
  });

  it('refuses a mail without a recipient', async () => {
    await expect(mail.enqueueMail(t.app.context, letter('100005', ' '))).rejects.toThrow(/to/);
  });
});
