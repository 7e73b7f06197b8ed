import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '../client.js';
import { migrateDownAll, migrateToLatest } from '../migrate.js';

let handle: DbHandle;

beforeEach(async () => {
  handle = createDb('sqlite::memory:');
  await migrateToLatest(handle.db);
});

afterEach(() => handle.close());

const mail = (id: string, to: string) => ({
  id,
  message_id: `<${id}@shop.test>`,
  kind: 'order_confirmation',
  ref: 'order-1',
  from_address: 'shop@localhost',
  to_address: to,
  cc: null,
  bcc: null,
  reply_to: null,
  subject: 'Your order',
  text_body: 'Thanks',
  html_body: null,
  next_attempt_at: '2026-11-24T12:00:00.000Z',
  created_at: '2026-11-24T12:00:00.000Z',
});

describe('mail outbox migration', () => {
  it('queues a mail as pending with no attempts, once per kind, ref and recipient', async () => {
    const { db } = handle;
    await db.insertInto('mail_outbox').values(mail('a', 'ann@example.com')).execute();
    await db.insertInto('mail_outbox').values(mail('b', 'bob@example.com')).execute();
    await expect(
      db.insertInto('mail_outbox').values(mail('c', 'ann@example.com')).execute(),
    ).rejects.toThrow(/UNIQUE/);
    const row = await db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('id', '=', 'a')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', attempts: 0, lease_owner: null });
  });

  it('refuses an unknown status, and goes away on the way down', async () => {
    const { db } = handle;
    await expect(
      db
        .insertInto('mail_outbox')
        .values({ ...mail('a', 'ann@example.com'), status: 'lost' as 'sent' })
        .execute(),
    ).rejects.toThrow(/CHECK/);
    await migrateDownAll(db);
    const tables = await db.introspection.getTables();
    expect(tables.map((t) => t.name)).not.toContain('mail_outbox');
  });
});
