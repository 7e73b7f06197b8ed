// A forgotten password end to end: the request queues a one-time link in the outbox, the worker
// sends it over SMTP (a local sink), the link sets a new password, ends every old session and logs
// in; it works once and not after its hour; the address hears that the password changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app.js';
import { mailTestApp, waitFor } from '../mail/mail.fixtures.js';
import type { MailTestApp, ReceivedMail, SmtpSink } from '../mail/mail.fixtures.js';
import * as mail from '../mail/mail.service.js';
import { tokenHash } from './link-tokens.js';
import {
  accountClient,
  accountsConfig,
  mailCount,
  mailedToken,
  PASSWORD,
  signedUp,
} from './users.fixtures.js';
import type { AccountClient } from './users.fixtures.js';

const SHOP = 'https://shop.example.com';
const NEW_PASSWORD = 'Kolv-Och-Vevstake-42';

let mailApp: MailTestApp;
let t: TestApp;
let sink: SmtpSink;

beforeAll(async () => {
  mailApp = await mailTestApp(
    // Long between passes: what arrives was sent because a commit woke the worker.
    { intervalMs: 3_600_000 },
    // Every test here calls from one IP: the per-IP limits have a test of their own.
    { publicUrl: SHOP, accounts: accountsConfig({ writesMax: 1000 }) },
  );
  ({ t, sink } = mailApp);
});

afterAll(() => mailApp?.close());

/** The mails the sink received for `to` whose text matches `pattern`, once there are `count`. */
function received(to: string, pattern: RegExp, count = 1): Promise<ReceivedMail[]> {
  return waitFor(
    5000,
    () => sink.received.filter((m) => m.to.includes(to) && pattern.test(m.text ?? '')),
    (found) => found.length >= count,
  );
}

const RESET_LINK = /https:\/\/shop\.example\.com\/reset-password#token=([A-Za-z0-9_-]{43})/;

async function forgot(client: AccountClient, email: string): Promise<void> {
  const response = await client.post('/api/user/password/forgot', { email });
  expect(response.statusCode).toBe(202);
}

describe('a forgotten password', () => {
  it('is reset through the link mailed over SMTP: old sessions end, the new password logs in', async () => {
    const email = 'nora@example.se';
    const laptop = await signedUp(t.app, 'Nora Nyberg', email);
    const phone = await accountClient(t.app);
    expect((await phone.login(email, PASSWORD)).statusCode).toBe(200);

    const visitor = await accountClient(t.app);
    await forgot(visitor, email);
    const [letter] = await received(email, RESET_LINK);
    expect(letter).toBeDefined();
    const token = RESET_LINK.exec(letter!.text ?? '')![1]!;
    expect(letter!.html).toContain(`${SHOP}/reset-password#token=${token}`);
    // The outbox holds the same link the sink received.
    expect(await mailedToken(t.app, 'reset_password', email)).toBe(token);

    const reset = await visitor.post('/api/user/password/reset', {
      token,
      password: NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(200);
    const body = reset.json<{ token: string; user: unknown }>();
    expect(body.user).toEqual({
      name: 'Nora Nyberg',
      email,
      // The link came through the mailbox: the address counts as confirmed.
      emailConfirmed: true,
      pendingEmail: null,
    });
    expect(reset.cookies.find((c) => c.name === 'token')).toMatchObject({ value: body.token });
    visitor.token = body.token;
    expect((await visitor.get('/api/user')).statusCode).toBe(200);
    expect((await laptop.get('/api/user')).statusCode).toBe(401);
    expect((await phone.get('/api/user')).statusCode).toBe(401);

    const fresh = await accountClient(t.app);
    const old = await fresh.login(email, PASSWORD);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toMatchObject({ code: 'invalid_credentials' });
    expect((await fresh.login(email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await fresh.post('/api/user/password/reset', {
      token,
      password: 'Ett-Annat-Losen-77',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: 'invalid_link',
      message: 'This link is invalid or has expired. Please ask for a new one.',
    });
    expect((await fresh.login(email, NEW_PASSWORD)).statusCode).toBe(200);

    // The address is told, through the outbox and over SMTP.
    expect(await mailCount(t.app, 'password_changed', email)).toBe(1);
    const [notice] = await mail.listOutbox(t.app.context, { kind: 'password_changed' });
    expect(notice?.to).toBe(email);
    expect(notice?.text).not.toContain(NEW_PASSWORD);
    const subject = notice?.subject ?? '';
    const arrived = await waitFor(
      5000,
      () => sink.received.filter((m) => m.to.includes(email) && m.subject.includes(subject)),
      (found) => found.length > 0,
    );
    expect(arrived).toHaveLength(1);
  });

  it('refuses a link past its hour', async () => {
    const email = 'olle@example.se';
    const client = await signedUp(t.app, 'Olle Olsson', email);
    await forgot(client, email);
    const token = await mailedToken(t.app, 'reset_password', email);
    await t.db
      .updateTable('user_links')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', tokenHash(token))
      .execute();
    const response = await client.post('/api/user/password/reset', {
      token,
      password: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_link' });
    expect((await client.get('/api/user')).statusCode).toBe(200);
    expect((await (await accountClient(t.app)).login(email, PASSWORD)).statusCode).toBe(200);
  });

  it('makes links that last an hour, and a newer link voids the older', async () => {
    const email = 'pia@example.se';
    const client = await signedUp(t.app, 'Pia Persson', email);
    await forgot(client, email);
    const first = await mailedToken(t.app, 'reset_password', email);
    const row = await t.db
      .selectFrom('user_links')
      .selectAll()
      .where('token_hash', '=', tokenHash(first))
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(3_600_000);
    expect(JSON.stringify(row)).not.toContain(first);

    await forgot(client, email);
    const second = await mailedToken(t.app, 'reset_password', email);
    expect(second).not.toBe(first);
    const stale = await client.post('/api/user/password/reset', {
      token: first,
      password: NEW_PASSWORD,
    });
    expect(stale.json()).toMatchObject({ code: 'invalid_link' });
    const used = await client.post('/api/user/password/reset', {
      token: second,
      password: NEW_PASSWORD,
    });
    expect(used.statusCode).toBe(200);
  });

  it('keeps the link for a second try when the new password is refused', async () => {
    const email = 'rut@example.se';
    const client = await signedUp(t.app, 'Rut Rydberg', email);
    await forgot(client, email);
    const token = await mailedToken(t.app, 'reset_password', email);
    const common = await client.post('/api/user/password/reset', { token, password: 'password' });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({ code: 'common_password' });
    const short = await client.post('/api/user/password/reset', { token, password: 'abc' });
    expect(short.statusCode).toBe(400);
    expect(short.body).not.toContain('"abc"');
    const ok = await client.post('/api/user/password/reset', { token, password: NEW_PASSWORD });
    expect(ok.statusCode).toBe(200);
  });

  it('drops an address change still pending: its link would bring the old password back', async () => {
    const email = 'siri@example.se';
    const client = await signedUp(t.app, 'Siri Sjöberg', email);
    const asked = await client.post('/api/user/email', {
      email: 'siri.ny@example.se',
      password: PASSWORD,
    });
    expect(asked.json()).toMatchObject({ pendingEmail: 'siri.ny@example.se' });
    await forgot(client, email);
    const token = await mailedToken(t.app, 'reset_password', email);
    const reset = await client.post('/api/user/password/reset', { token, password: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ user: { email, pendingEmail: null } });
    client.token = reset.json<{ token: string }>().token;
    expect((await client.get('/api/user')).json()).toMatchObject({ pendingEmail: null });
    const confirm = await client.post('/api/user/email/confirm', {
      token: await mailedToken(t.app, 'confirm_email', 'siri.ny@example.se'),
    });
    expect(confirm.statusCode).toBe(400);
    expect(confirm.json()).toMatchObject({ code: 'invalid_link' });
    const fresh = await accountClient(t.app);
    expect((await fresh.login(email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await fresh.login('siri.ny@example.se', PASSWORD)).statusCode).toBe(401);
  });

  it("writes the link mail in the language the request was made in, not the account's", async () => {
    const email = 'ulla@example.se';
    const client = await signedUp(t.app, 'Ulla Uusi', email);
    const response = await client.post(
      '/api/user/password/forgot',
      { email },
      { 'accept-language': 'fi' },
    );
    expect(response.statusCode).toBe(202);
    const mails = await mail.listOutbox(t.app.context, { kind: 'reset_password', limit: 1000 });
    const mine = mails.filter((m) => m.to === email);
    expect(mine.map((m) => m.subject)).toEqual(['Valitse uusi salasana']);
  });

  it('mails at most three links to an address per window, answering alike', async () => {
    const email = 'tilda@example.se';
    const client = await signedUp(t.app, 'Tilda Tåg', email);
    for (let i = 0; i < 5; i += 1) await forgot(client, email);
    expect(await mailCount(t.app, 'reset_password', email)).toBe(3);
  });

  it('mails no link for an address without an account, with the same answer', async () => {
    const client = await accountClient(t.app);
    const response = await client.post('/api/user/password/forgot', {
      email: 'nobody@example.se',
    });
    expect(response.statusCode).toBe(202);
    expect(await mailCount(t.app, 'reset_password', 'nobody@example.se')).toBe(0);
    const forged = await client.post('/api/user/password/reset', {
      token: 'A'.repeat(43),
      password: NEW_PASSWORD,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: 'invalid_link' });
  });
});
