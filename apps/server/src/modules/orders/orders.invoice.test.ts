// An order paid by invoice has its invoice: a PDF from the order page's link, for whoever holds the
// order's key, and the same PDF attached to the confirmation mail, on SQLite and PostgreSQL.
import type { OrderCreateResponse } from '@shop/domain';
import { isValidFinnishReference, isValidOcrReference } from '@shop/domain';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app.js';
import { xsrfClient } from '../../test/xsrf-client.js';
import type { Client } from '../../test/xsrf-client.js';
import { mailTestApp, waitFor } from '../mail/mail.fixtures.js';
import type { MailTestApp, SmtpSink } from '../mail/mail.fixtures.js';
import { sendDueMail } from '../mail/mail.service.js';
import { draft, FINNISH_ADDRESS, pickItem } from './orders.fixtures.js';

let mailApp: MailTestApp;
let t: TestApp;
let sink: SmtpSink;
let client: Client;

beforeAll(async () => {
  mailApp = await mailTestApp({ shopEmail: 'shop@nordicparts.example', worker: false });
  ({ t, sink } = mailApp);
  client = await xsrfClient(t.app);
});
afterAll(() => mailApp?.close());

async function place(options: Parameters<typeof draft>[0]) {
  const res = await client.post('/api/legacy/order/create', draft(options));
  expect(res.statusCode).toBe(201);
  return res.json<OrderCreateResponse>().order;
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
    mergePages: true,
  });
  return text;
}

const invoiceUrl = (number: string, key: string) =>
  `/api/orders/${number}/invoice?key=${encodeURIComponent(key)}`;

describe('the invoice of an order paid by invoice', () => {
  it("opens from the order page's link as a Finnish PDF with its viitenumero", async () => {
    const item = await pickItem(t.db, 1);
    const order = await place({
      cart: { [item.id]: { quantity: 1 } },
      countryId: 'FI',
      currency: 'EUR',
      language: 'fi',
      billingAddress: FINNISH_ADDRESS,
      shippingAddress: { ...FINNISH_ADDRESS, enabled: false },
    });
    const res = await t.app.inject({ method: 'GET', url: invoiceUrl(order.number, order.key) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="lasku-${order.number}.pdf"`);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(`Laskun numero ${order.number}`);
    expect(text).toContain('Aino Virtanen');
    const reference = /Viitenumero\s+([\d ]+\d)/.exec(text)?.[1] ?? '';
    expect(isValidFinnishReference(reference)).toBe(true);
    expect(reference.replace(/\s/g, '')).toContain(order.number);
  });

  it('answers 404 in JSON for a wrong key, an unknown order, or an order not paid by invoice', async () => {
    const item = await pickItem(t.db, 1);
    const order = await place({ cart: { [item.id]: { quantity: 1 } } });
    const transfer = await place({
      cart: { [item.id]: { quantity: 1 } },
      paymentId: 'bank-transfer',
    });
    for (const url of [
      invoiceUrl(order.number, 'wrong'),
      invoiceUrl('99999999', order.key),
      invoiceUrl(transfer.number, transfer.key),
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json<{ code: string }>().code).toBe('not_found');
    }
    const bad = await t.app.inject({ method: 'GET', url: `/api/orders/abc/invoice?key=k` });
    expect(bad.statusCode).toBe(400);
  });

  it('is attached to the confirmation and to the shop copy, with its OCR number', async () => {
    const item = await pickItem(t.db, 1);
    const order = await place({ cart: { [item.id]: { quantity: 1 } }, email: 'pdf@example.se' });
    while ((await sendDueMail(t.app.context)) > 0);
    const mails = await waitFor(
      10_000,
      () => sink.received.filter((m) => m.subject.includes(order.number)),
      (found) => found.length >= 2,
    );
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
        [`faktura-${order.number}.pdf`, 'application/pdf'],
      ]);
      const text = await pdfText(mail.attachments[0]!.content);
      expect(text).toContain(`Fakturanummer ${order.number}`);
      const ocr = /OCR-nummer\s+(\d+)/.exec(text)?.[1] ?? '';
      expect(isValidOcrReference(ocr)).toBe(true);
    }
    const customer = mails.find((m) => m.to.includes('pdf@example.se'));
    expect(customer?.text).toMatch(/Fakturan på .* är bifogad som PDF .* senast \d{4}-\d{2}-\d{2}/);
  });
});
