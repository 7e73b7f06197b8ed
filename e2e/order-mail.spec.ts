// The confirmation mail an order causes, read where the shop writes it (E2E_MAIL_DIR, .eml files
// without SMTP), and the order page opened from the link in it, without an account.
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import type { OrderCreateResponse } from '@shop/domain';
import { orderNumberFromReference } from '@shop/domain';
import { extractText, getDocumentProxy } from 'unpdf';
import { expectAccessible } from './axe.js';
import { cartOf, pickItems } from './checkout-helpers.js';
import { test } from './fixtures.js';
import { mailContaining, mailDir } from './mail-helpers.js';

/** The text of a PDF, as a reader gets it out of the file. */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  return (await extractText(pdf, { mergePages: true })).text;
}

/** Places a guest order to Sweden by invoice from the page, with its XSRF token. */
async function placeOrder(page: Page, body: Record<string, unknown>): Promise<OrderCreateResponse> {
  return page.evaluate(async (draft) => {
    const cookie = document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='));
    const token = decodeURIComponent(cookie?.slice('XSRF-TOKEN='.length) ?? '');
    const res = await fetch('/api/legacy/order/create', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': token },
      body: JSON.stringify(draft),
    });
    return (await res.json()) as OrderCreateResponse;
  }, body);
}

test('the confirmation mail lists the order and its link opens the order page', async ({
  page,
  request,
}) => {
  expect(mailDir, 'tools/test-e2e.mjs sets E2E_MAIL_DIR').not.toBe('');
  const [disc, pads] = await pickItems(request);
  await page.goto('/');
  const email = `mail-${randomUUID().slice(0, 8)}@example.com`;
  const { order } = await placeOrder(page, {
    id: randomUUID(),
    email,
    currency: 'SEK',
    countryId: 'SE',
    cart: cartOf([disc, 1], [pads, 2]),
    billingAddress: {
      given_name: 'Anna',
      family_name: 'Svensson',
      street_address: 'Storgatan 1',
      postal_code: '114 55',
      city: 'Stockholm',
      phone: '070-123 45 67',
      country: 'se',
    },
    shippingAddress: { enabled: false },
    transportId: 'parcel',
    paymentId: 'invoice',
    language: 'en',
  });
  expect(order.number).toMatch(/^\d{6,}$/);

  const mail = await mailContaining(`To: ${email}`);
  // The subject is RFC 2047 encoded (it has a dash); the number reads through either way.
  expect(/^Subject: .*$/m.exec(mail)?.[0]).toContain(order.number);
  expect(mail).toContain(`Order number: ${order.number}`);
  expect(mail).toContain(`1 × ${disc.name}`);
  expect(mail).toContain(`2 × ${pads.name}`);
  expect(mail).toContain('14 days');
  const link = /https?:\/\/\S+\/order\/\d+\?key=[A-Za-z0-9_%-]+/.exec(mail)?.[0];
  expect(link, 'the order page link in the mail').toBeDefined();

  await page.goto(link ?? '');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(order.number);
  await expect(page.getByText(disc.name).first()).toBeVisible();
  await expect(page.getByText(pads.name).first()).toBeVisible();
  await expectAccessible(page, 'the order page');

  // The invoice opens from the order page: the PDF the mail carries, with the order's OCR number.
  expect(mail).toMatch(
    new RegExp(`Content-Type: application/pdf; name=invoice-${order.number}\\.pdf`),
  );
  const invoice = page.getByRole('link', { name: `Open invoice ${order.number} (PDF)` });
  await expect(invoice).toBeVisible();
  const pdf = await page.request.get((await invoice.getAttribute('href')) ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const text = await pdfText(await pdf.body());
  expect(text).toContain(`Invoice number ${order.number}`);
  const ocr = /OCR number\s+(\d+)/.exec(text)?.[1] ?? '';
  expect(orderNumberFromReference('ocr', ocr)).toBe(order.number);

  await page.goto(`/order/${order.number}?key=not-the-key`);
  await expect(page.getByText(disc.name)).toHaveCount(0);
});
