// A contact message leaves through the outbox to a local SMTP sink: the shop's copy with Reply-To
// the customer, the acknowledgement to the customer; the headers intact, whatever the message said.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app.js';
import { mailTestApp, waitFor } from '../mail/mail.fixtures.js';
import type { MailTestApp, ReceivedMail, SmtpSink } from '../mail/mail.fixtures.js';
import { accountClient } from '../users/users.fixtures.js';
import { CONTACT_URL, contactMessage } from './contact.fixtures.js';

const SHOP = 'kontakt@nordicparts.example';
let mailApp: MailTestApp;
let t: TestApp;
let sink: SmtpSink;

beforeAll(async () => {
  mailApp = await mailTestApp({ shopEmail: SHOP, fromName: 'Nordic Parts' });
  ({ t, sink } = mailApp);
});
afterAll(() => mailApp?.close());

/** The raw header block of a received mail, unfolded, as name -> values. */
function headers(mail: ReceivedMail): Map<string, string[]> {
  const head = mail.raw.slice(0, mail.raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  const found = new Map<string, string[]>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).toLowerCase();
    found.set(name, [...(found.get(name) ?? []), line.slice(colon + 1).trim()]);
  }
  return found;
}

describe('delivery to an SMTP sink', () => {
  it('sends the shop its copy with Reply-To the customer and the customer a Swedish acknowledgement', async () => {
    const client = await accountClient(t.app, {}, { ip: '10.30.0.1' });
    const message =
      'Hej!\r\nBcc: victim@example.com\r\nSubject: injected\r\n\r\nPassar bromsoket <b>PV544</b>?';
    const response = await client.post(
      CONTACT_URL,
      contactMessage({ email: 'sara@example.se', language: 'sv', message }),
    );
    expect(response.statusCode).toBe(201);
    const received = await waitFor(
      10_000,
      () => sink.received,
      (all) => all.length >= 2,
    );
    expect(received).toHaveLength(2);
    const shop = received.find((m) => m.to.includes(SHOP));
    const ack = received.find((m) => m.to.includes('sara@example.se'));
    expect(shop?.to).toEqual([SHOP]);
    expect(ack?.to).toEqual(['sara@example.se']);
    expect(shop?.subject).toBe('Contact (car): Sara Sandberg');
    expect(ack?.subject).toBe('Vi har tagit emot ditt meddelande');

    const shopHeaders = headers(shop!);
    expect(shopHeaders.get('reply-to')).toEqual(['sara@example.se']);
    expect(shopHeaders.get('from')).toEqual(['Nordic Parts <kontakt@nordicparts.example>']);
    expect(shopHeaders.get('to')).toEqual([SHOP]);
    for (const m of [shop!, ack!]) {
      const h = headers(m);
      expect(h.has('bcc')).toBe(false);
      expect(h.has('cc')).toBe(false);
      expect(h.get('subject')).toHaveLength(1);
      expect(h.get('subject')?.[0]).not.toContain('injected');
    }
    expect(headers(ack!).has('reply-to')).toBe(false);
    // The message travels as text in the body, its HTML escaped in the HTML part.
    expect(shop?.text?.replace(/\r\n/g, '\n')).toContain(
      'Hej!\nBcc: victim@example.com\nSubject: injected\n\nPassar bromsoket <b>PV544</b>?',
    );
    expect(shop?.html).toContain('Passar bromsoket &lt;b&gt;PV544&lt;/b&gt;?');
    expect(ack?.text).toContain('Hej, tack för att du kontaktade Nordic Parts');
  });
});
