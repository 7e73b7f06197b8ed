// While the mail server is down a mail stays in the outbox with its attempts and last error, and
// goes out once the server is back; after the last attempt it is given up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { freePort } from '../../test/server-process.js';
import { mailConfig, smtpSink, waitFor } from './mail.fixtures.js';
import type { SmtpSink } from './mail.fixtures.js';
import * as mail from './mail.service.js';
import { retryDelayMs } from './mail.worker.js';

const letter = (ref: string) => ({
  kind: 'password_reset',
  ref,
  to: 'ann@example.com',
  subject: `Reset ${ref}`,
  text: 'Follow the link.',
});

describe('retryDelayMs', () => {
  const settings = { retryBaseMs: 5000, retryMaxMs: 900_000 };

  it('doubles from the first wait up to the cap', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4, 8, 9, 12, 40].map((n) => retryDelayMs(n, settings, middle))).toEqual([
      5000, 10_000, 20_000, 40_000, 640_000, 900_000, 900_000, 900_000,
    ]);
  });

  it('spreads each wait by 10 % either way, never past the cap', () => {
    expect(retryDelayMs(1, settings, () => 0)).toBe(4500);
    expect(retryDelayMs(1, settings, () => 0.999999)).toBe(5500);
    expect(retryDelayMs(12, settings, () => 0.999999)).toBe(900_000);
  });
});

describe('while the mail server is down', () => {
  let t: TestApp;
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await smtpSink();
    t = await createTestApp({
      config: {
        mail: mailConfig({
          smtpUrl: sink.url,
          intervalMs: 50,
          retryBaseMs: 100,
          retryMaxMs: 400,
        }),
      },
    });
  });

  afterAll(async () => {
    await t?.close();
    await sink?.stop();
  });

  it('keeps the mail with its attempts and error, and sends it once the server is back', async () => {
    await mail.enqueueMail(t.app.context, letter('r1'));
    const [failing] = await waitFor(
      15_000,
      () => mail.listOutbox(t.app.context, { ref: 'r1' }),
      // Between attempts: the worker may hold the lease for the next one at any moment.
      ([row]) => (row?.attempts ?? 0) >= 2 && row?.leaseOwner === null,
    );
    expect(failing).toMatchObject({ status: 'pending', sentAt: null, leaseOwner: null });
    expect(failing?.attempts).toBeGreaterThanOrEqual(2);
    expect(failing?.lastError).toMatch(/ECONNREFUSED/);
    expect(failing?.nextAttemptAt > (failing?.createdAt ?? '')).toBe(true);
    expect(sink.received).toEqual([]);

    await sink.listen();
    const received = await waitFor(
      15_000,
      () => sink.received,
      (all) => all.length > 0,
    );
    expect(received.map((m) => m.messageId)).toEqual([failing?.messageId]);
    const [sent] = await waitFor(
      10_000,
      () => mail.listOutbox(t.app.context, { ref: 'r1' }),
      ([row]) => row?.status === 'sent',
    );
    expect(sent).toMatchObject({ status: 'sent', lastError: null });
    expect(sent?.attempts).toBeGreaterThan(failing?.attempts ?? 0);
  });
});

describe('after the last attempt', () => {
  let t: TestApp;

  beforeAll(async () => {
    const nobody = `smtp://127.0.0.1:${await freePort()}`;
    t = await createTestApp({
      config: {
        mail: mailConfig({ smtpUrl: nobody, worker: false, retryBaseMs: 50, maxAttempts: 2 }),
      },
    });
  });

  afterAll(() => t?.close());

  it('gives the mail up and never tries it again', async () => {
    const ctx = t.app.context;
    const row = async () => (await mail.listOutbox(ctx, { ref: 'r2' }))[0];
    await mail.enqueueMail(ctx, letter('r2'));
    // Each pass runs at a time the test names, so the 50 ms wait never races a busy machine.
    const start = Date.now();
    const at = (ms: number) => ({ now: new Date(start + ms) });
    expect(await mail.sendDueMail(ctx, at(0))).toBe(1);
    const first = await row();
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    // Its wait, 50 ms ± 10 %, counts from the failed attempt.
    const wait = Date.parse(first?.nextAttemptAt ?? '') - start;
    expect(wait).toBeGreaterThanOrEqual(45);
    expect(wait).toBeLessThanOrEqual(55);
    expect(await mail.sendDueMail(ctx, at(44))).toBe(0);
    expect(await mail.sendDueMail(ctx, at(56))).toBe(1);
    expect(await row()).toMatchObject({ status: 'failed', attempts: 2 });
    expect(await mail.sendDueMail(ctx, at(3_600_000))).toBe(0);
    expect(await mail.listOutbox(ctx, { status: 'failed' })).toHaveLength(1);
  });
});
