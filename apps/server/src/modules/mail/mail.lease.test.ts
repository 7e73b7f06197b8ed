// A mail leased by a process that died mid-send is taken over once the lease has run out, never
// before; a sender whose lease passed to another cannot record the outcome over the new holder's.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emlFileName } from '../../providers/smtp/smtp.transport.js';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { mailConfig } from './mail.fixtures.js';
import * as repo from './mail.repository.js';
import * as mail from './mail.service.js';

let t: TestApp;

beforeAll(async () => {
  // No worker of its own: each pass below is the test's.
  t = await createTestApp({ config: { mail: mailConfig({ worker: false }) } });
});

afterAll(() => t?.close());

const iso = (msFromNow: number) => new Date(Date.now() + msFromNow).toISOString();

async function queued(ref: string) {
  await mail.enqueueMail(t.app.context, {
    kind: 'order_confirmation',
    ref,
    to: 'ann@example.com',
    subject: `Order ${ref}`,
    text: 'Thanks.',
  });
  const [row] = await mail.listOutbox(t.app.context, { ref });
  if (!row) throw new Error('not queued');
  return row;
}

function leaseTo(id: string, owner: string, until: string) {
  return t.db
    .updateTable('mail_outbox')
    .set({ lease_owner: owner, lease_until: until })
    .where('id', '=', id)
    .execute();
}

describe('leases', () => {
  it('leaves a mail that another process holds', async () => {
    const row = await queued('l1');
    await leaseTo(row.id, 'another-process', iso(60_000));
    expect(await mail.sendDueMail(t.app.context)).toBe(0);
    const [after] = await mail.listOutbox(t.app.context, { ref: 'l1' });
    expect(after).toMatchObject({ status: 'pending', attempts: 0, leaseOwner: 'another-process' });
  });

  it('takes over a mail whose lease ran out (its process died while sending)', async () => {
    const row = await queued('l2');
    await leaseTo(row.id, 'a-dead-process', iso(-1000));
    expect(await mail.sendDueMail(t.app.context)).toBe(1);
    const [after] = await mail.listOutbox(t.app.context, { ref: 'l2' });
    expect(after).toMatchObject({ status: 'sent', attempts: 1, leaseOwner: null });
    expect(existsSync(join(t.dir, 'mail', emlFileName(row.messageId)))).toBe(true);
  });

  it('lets only the current holder record the outcome', async () => {
    const row = await queued('l3');
    // Another process holds l1 until a minute from now: only l3 is due.
    const first = await repo.claimDueMail(t.db, {
      owner: 'a',
      now: iso(0),
      leaseUntil: iso(-1),
      limit: 10,
    });
    expect(first.map((r) => r.id)).toEqual([row.id]);
    const second = await repo.claimDueMail(t.db, {
      owner: 'b',
      now: iso(0),
      leaseUntil: iso(60_000),
      limit: 10,
    });
    expect(second.map((r) => r.id)).toEqual([row.id]);
    const failed = {
      attempts: 1,
      status: 'pending',
      nextAttemptAt: iso(0),
      error: 'late',
    } as const;
    expect(await repo.markAttemptFailed(t.db, row.id, 'a', failed)).toBe(false);
    expect(await repo.markSent(t.db, [row.id], 'a', iso(0))).toEqual(new Set());
    expect(await repo.markSent(t.db, [row.id], 'b', iso(0))).toEqual(new Set([row.id]));
    const [after] = await mail.listOutbox(t.app.context, { ref: 'l3' });
    expect(after).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });
});
