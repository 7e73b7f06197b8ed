// POST /api/email/contact through HTTP with the XSRF client: each rule of SPEC §5 (400 {message,
// code}), the stored row and the outbox's two mails (to SHOP_EMAIL with reply-to the customer, the
// acknowledgement in the customer's language), the honeypot (201, nothing stored or mailed, logged
// without the message), hostile input (HTML, very long fields, CR/LF header injection: never a raw
// header, never a 500) and a missing XSRF token (403).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { accountClient } from '../users/users.fixtures.js';
import type { AccountClient } from '../users/users.fixtures.js';
import { mailConfig } from '../mail/mail.fixtures.js';
import { CONTACT_URL, contactMails, contactMessage, storedMessages } from './contact.fixtures.js';

const SHOP = 'kontakt@nordicparts.example';
const lines: string[] = [];
let t: TestApp;
let ipCount = 0;

beforeAll(async () => {
  t = await createTestApp({
    config: {
      logLevel: 'info',
      // The worker stays off: the test reads the outbox as it was written.
      mail: mailConfig({ shopEmail: SHOP, worker: false }),
      contact: { max: 1000, windowMs: 60_000 },
    },
    loggerStream: { write: (line) => void lines.push(line) },
  });
});
afterAll(() => t?.close());

let client: AccountClient;
beforeEach(async () => {
  ipCount += 1;
  client = await accountClient(t.app, {}, { ip: `10.20.0.${ipCount}` });
});

async function counts(): Promise<{ stored: number; mails: number }> {
  return {
    stored: (await storedMessages(t.app)).length,
    mails: (await contactMails(t.app)).length,
  };
}

describe('validation (SPEC §5)', () => {
  it.each([
    ['name', undefined, 'name is required'],
    ['name', '  ', 'name is required'],
    ['name', 'A', 'name is too short'],
    ['name', 'x'.repeat(101), 'name is too long'],
    ['name', 42, 'name is invalid'],
    ['email', undefined, 'email is required'],
    ['email', 'not-an-address', 'email is not a valid email address'],
    ['email', 'a@example.se, b@example.se', 'email is not a valid email address'],
    ['email', 'Sara <sara@example.se>', 'email is not a valid email address'],
    ['phone', undefined, 'phone is required'],
    ['phone', '12', 'phone is too short'],
    ['phone', '1'.repeat(31), 'phone is too long'],
    ['topic', undefined, 'topic is required'],
    ['topic', 'spam', 'topic is invalid'],
    ['message', undefined, 'message is required'],
    ['message', 'Hej', 'message is too short'],
    ['message', 'x'.repeat(5001), 'message is too long'],
    ['carSlug', undefined, 'carSlug is required'],
    ['carSlug', '', 'carSlug is required'],
    ['carSlug', '../etc', 'carSlug is invalid'],
    ['language', 'de', 'language is invalid'],
  ])('%s = %j: 400 "%s", nothing stored or mailed', async (field, value, text) => {
    const before = await counts();
    const response = await client.post(CONTACT_URL, contactMessage({ [field]: value }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'invalid_request', message: `Invalid body: ${text}` });
    expect(await counts()).toEqual(before);
  });

  it('accepts each topic, and ignores unknown fields', async () => {
    for (const topic of ['order', 'car', 'website', 'misc']) {
      const response = await client.post(CONTACT_URL, contactMessage({ topic, admin: true }));
      expect(response.statusCode).toBe(201);
    }
  });

  it('refuses a body that is not JSON or not an object', async () => {
    expect((await client.post(CONTACT_URL, 'null')).statusCode).toBe(400);
    expect((await client.post(CONTACT_URL, [1, 2])).statusCode).toBe(400);
  });
});

describe('a message sent', () => {
  it('is stored and mailed to the shop with reply-to the customer, and acknowledged in English', async () => {
    const response = await client.post(CONTACT_URL, contactMessage({ email: 'Sara@Example.se ' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: 'Thank you for your message. We will answer as soon as we can.',
    });
    const row = (await storedMessages(t.app)).at(-1);
    expect(row).toMatchObject({
      name: 'Sara Sandberg',
      email: 'Sara@Example.se',
      phone: '070-123 45 67',
      topic: 'car',
      message: 'Passar bromsoket till min PV544 från 1962?',
      car_slug: 'volvo-pv544',
      language: 'en',
      ip: `10.20.0.${ipCount}`,
    });
    const mails = (await contactMails(t.app)).filter((m) => m.ref === row?.id);
    const shop = mails.find((m) => m.kind === 'contact_message');
    expect(shop).toMatchObject({
      to: SHOP,
      replyTo: 'Sara@Example.se',
      subject: 'Contact (car): Sara Sandberg',
      status: 'pending',
    });
    expect(shop?.cc).toBeUndefined();
    expect(shop?.bcc).toBeUndefined();
    expect(shop?.text).toContain('Phone: 070-123 45 67');
    expect(shop?.text).toContain('Car: volvo-pv544');
    expect(shop?.text).toContain('Passar bromsoket till min PV544 från 1962?');
    const ack = mails.find((m) => m.kind === 'contact_acknowledgement');
    expect(ack).toMatchObject({ to: 'Sara@Example.se', subject: 'We have received your message' });
    expect(ack?.replyTo).toBeUndefined();
    expect(ack?.text).toContain('about a car');
    // The acknowledgement repeats nothing the customer typed.
    expect(ack?.text).not.toContain('Sara');
    expect(ack?.text).not.toContain('bromsoket');
  });

  it('answers and acknowledges in Swedish when asked in Swedish (body or Accept-Language)', async () => {
    const asked = await client.post(
      CONTACT_URL,
      contactMessage({ language: 'sv', topic: 'order' }),
    );
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toEqual({
      message: 'Tack för ditt meddelande. Vi svarar så snart vi kan.',
    });
    let row = (await storedMessages(t.app)).at(-1);
    expect(row?.language).toBe('sv');
    let ack = (await contactMails(t.app)).find(
      (m) => m.ref === row?.id && m.kind === 'contact_acknowledgement',
    );
    expect(ack?.subject).toBe('Vi har tagit emot ditt meddelande');
    expect(ack?.text).toContain('ditt meddelande om en beställning');

    const header = await client.post(CONTACT_URL, contactMessage(), { 'accept-language': 'fi-FI' });
    expect(header.json()).toEqual({
      message: 'Kiitos viestistäsi. Vastaamme mahdollisimman pian.',
    });
    row = (await storedMessages(t.app)).at(-1);
    ack = (await contactMails(t.app)).find(
      (m) => m.ref === row?.id && m.kind === 'contact_acknowledgement',
    );
    expect(ack?.subject).toBe('Olemme vastaanottaneet viestisi');
  });
});

describe('the honeypot', () => {
  it('answers a filled hidden field as a success, stores and mails nothing, logs without the message', async () => {
    const before = await counts();
    lines.length = 0;
    const secret = 'Cheap pills at spam.example';
    const response = await client.post(
      CONTACT_URL,
      contactMessage({ website: 'http://spam.example', message: secret }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: 'Thank you for your message. We will answer as soon as we can.',
    });
    // Even an invalid message with it filled: the bot learns nothing.
    const invalid = await client.post(CONTACT_URL, { website: 'x', email: 'nope' });
    expect(invalid.statusCode).toBe(201);
    expect(await counts()).toEqual(before);
    const logged = lines.filter((line) => line.includes('honeypot'));
    expect(logged.length).toBe(2);
    for (const line of logged) {
      expect(JSON.parse(line)).toMatchObject({ level: 30 });
      expect(line).not.toContain(secret);
    }
  });

  it('lets an empty hidden field through', async () => {
    const response = await client.post(CONTACT_URL, contactMessage({ website: '' }));
    expect(response.statusCode).toBe(201);
    const row = (await storedMessages(t.app)).at(-1);
    expect((await contactMails(t.app)).filter((m) => m.ref === row?.id)).toHaveLength(2);
  });
});

describe('hostile input', () => {
  it('escapes HTML in the shop mail and keeps it out of the acknowledgement', async () => {
    const evil = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const response = await client.post(
      CONTACT_URL,
      contactMessage({ name: `<b>Eve</b> & co`, message: `Hello ${evil}` }),
    );
    expect(response.statusCode).toBe(201);
    const row = (await storedMessages(t.app)).at(-1);
    const mails = (await contactMails(t.app)).filter((m) => m.ref === row?.id);
    const shop = mails.find((m) => m.kind === 'contact_message');
    expect(shop?.html).toContain('&lt;b&gt;Eve&lt;/b&gt; &amp; co');
    expect(shop?.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(shop?.html).not.toContain('<script');
    expect(shop?.html).not.toContain('<img');
    for (const m of mails) expect(m.html).not.toContain('<b>Eve');
  });

  it.each([
    ['name', 'Eve\r\nBcc: victim@example.com'],
    ['name', 'Eve\nSubject: You won'],
    ['name', 'Eve\u0000'],
    ['name', 'Eve\u2028Bcc: victim@example.com'],
    ['email', 'eve@example.com\r\nBcc: victim@example.com'],
    ['email', 'eve@example.com\nSubject: hi'],
    ['email', 'eve@example.com%0d%0aBcc:victim@example.com'],
    ['topic', 'order\r\nBcc: victim@example.com'],
    ['phone', '070\r\nBcc: victim@example.com'],
    ['carSlug', 'pv544\r\nBcc: victim@example.com'],
  ])(
    'refuses %s with a line break or control character (%j): 400, nothing queued',
    async (field, value) => {
      const before = await counts();
      const response = await client.post(CONTACT_URL, contactMessage({ [field]: value }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'invalid_request', message: expect.any(String) });
      expect(await counts()).toEqual(before);
    },
  );

  it('keeps line breaks in the message body, where they are text, and out of every header', async () => {
    const body = 'Hello\r\nBcc: victim@example.com\r\nSubject: You won\r\n\r\nBye\u0007';
    const response = await client.post(CONTACT_URL, contactMessage({ message: body }));
    expect(response.statusCode).toBe(201);
    const row = (await storedMessages(t.app)).at(-1);
    expect(row?.message).toBe('Hello\r\nBcc: victim@example.com\r\nSubject: You won\r\n\r\nBye');
    for (const m of (await contactMails(t.app)).filter((x) => x.ref === row?.id)) {
      for (const header of [m.subject, m.to, m.replyTo ?? '', m.from]) {
        expect(header).not.toMatch(/[\r\n]/);
        expect(header).not.toContain('victim');
      }
      expect(m.bcc).toBeUndefined();
      expect(m.cc).toBeUndefined();
    }
  });

  it('answers 400, never 500, to 100,000-character fields', async () => {
    const huge = 'x'.repeat(100_000);
    for (const field of ['name', 'email', 'phone', 'topic', 'message', 'carSlug', 'language']) {
      const response = await client.post(CONTACT_URL, contactMessage({ [field]: huge }));
      expect(response.statusCode, field).toBe(400);
    }
    const all = await client.post(CONTACT_URL, {
      name: huge,
      email: huge,
      phone: huge,
      topic: huge,
      message: huge,
      carSlug: huge,
    });
    expect(all.statusCode).toBe(400);
    expect(all.json<{ code: string }>().code).toBe('invalid_request');
  });

  it('answers 400 to fields of the wrong type', async () => {
    for (const value of [null, 12, true, ['a'], { a: 1 }]) {
      const response = await client.post(
        CONTACT_URL,
        contactMessage({ name: value, topic: value }),
      );
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('XSRF', () => {
  it('refuses a message without the XSRF token: 403, nothing stored', async () => {
    const before = await counts();
    const response = await t.app.inject({
      method: 'POST',
      url: CONTACT_URL,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(contactMessage()),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ code: string }>().code).toBe('xsrf');
    expect(await counts()).toEqual(before);
  });
});
