import type { OrderView } from '@shop/domain';
import { isValidFinnishReference, isValidIban, isValidOcrReference } from '@shop/domain';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../../i18n/index.js';
import { hasInvoice, invoiceFilename, invoicePdf } from './order-invoice.js';
import { fitsCp1252 } from './pdf-fonts.js';
import { FINNISH_ORDER_ADDRESS, orderView } from './order-view.fixtures.js';

const invoiceOrder = (over: Partial<OrderView> = {}): OrderView =>
  orderView({
    status: 'awaiting_shipment',
    payment: { id: 'invoice', slug: 'invoice', name: 'Lasku' },
    figures: { ...orderView().figures, handling: 490, total: 6340, vat: 1288, exVat: 5052 },
    ...over,
  });

/** The PDF's text, as a reader or a screen reader gets it out of the file. */
async function textOf(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  const pdf = await getDocumentProxy(bytes);
  const { text, totalPages } = await extractText(pdf, { mergePages: true });
  return { text, pages: totalPages };
}

describe('invoicePdf', () => {
  it('writes a Finnish invoice: number, dates, lines with the fee, VAT, total and viitenumero', async () => {
    const bytes = await invoicePdf(invoiceOrder());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const { text, pages } = await textOf(bytes);
    expect(pages).toBe(1);
    for (const expected of [
      'Lasku',
      'Laskun numero',
      '100042',
      'Laskun päivämäärä',
      '24.11.2026',
      'Eräpäivä',
      '08.12.2026',
      'Maksuehto: 14 päivää netto',
      'Jarrulevy <etu>',
      'Pientilauslisä',
      '3,50 €',
      'Toimitus: Parcel',
      'Käsittelymaksu',
      'ALV 25,5 %',
      '63,40 €',
      '12,88 €',
      '50,52 €',
      'Maksettava yhteensä',
      'Aino Virtanen',
      'Mannerheimintie 10',
      'Suomi',
      'Nordic Parts AB',
      'Organisaationumero (Ruotsi) 556123-4567',
      'Sivu 1/1',
    ])
      expect(text).toContain(expected);
    const iban = /IBAN\s+(FI[\d ]+)/.exec(text)?.[1]?.trim() ?? '';
    expect(isValidIban(iban)).toBe(true);
    const reference = /Viitenumero\s+([\d ]+\d)/.exec(text)?.[1] ?? '';
    expect(isValidFinnishReference(reference)).toBe(true);
  });

  it('writes a Swedish invoice with Bankgiro and an OCR number, and a name in any Latin script', async () => {
    const { text } = await textOf(
      await invoicePdf(
        invoiceOrder({
          language: 'sv',
          currency: { code: 'SEK', symbol: 'kr', exponent: 2, euro_rate: 1120 },
          country: { id: 'SE', slug: 'se', name: 'Sverige' },
          billingAddress: { ...FINNISH_ORDER_ADDRESS, given_name: 'Łukasz', country: 'se' },
        }),
      ),
    );
    for (const expected of ['Faktura', 'Förfallodatum', 'Łukasz Virtanen', 'Godkänd för F-skatt'])
      expect(text).toContain(expected);
    expect(text).toContain('Bankgiro');
    const ocr = /OCR-nummer\s+(\d+)/.exec(text)?.[1] ?? '';
    expect(isValidOcrReference(ocr)).toBe(true);
  });

  it('says that no VAT is charged where none is', async () => {
    const { text } = await textOf(
      await invoicePdf(
        invoiceOrder({
          language: 'en',
          vatRate: 0,
          country: { id: 'GB', slug: 'gb', name: 'United Kingdom' },
        }),
      ),
    );
    expect(text).toContain('No VAT is charged on deliveries to United Kingdom.');
    expect(text).toMatch(/RF\d{2}/);
  });

  it('carries a long order over pages, each with the table header and a page number', async () => {
    const line = orderView().lines[1]!;
    const lines = Array.from({ length: 80 }, (_, i) => ({
      ...line,
      itemId: `i${i}`,
      name: `Osa ${i}`,
    }));
    const { text, pages } = await textOf(await invoicePdf(invoiceOrder({ lines })));
    expect(pages).toBe(3);
    expect(text).toContain('Osa 79');
    expect(text).toContain('Sivu 3/3');
    expect(text.match(/Tuotenumero/g)).toHaveLength(3);
  });
});

describe('the invoice belongs to invoice orders, named in their language', () => {
  it('has one only when paid by invoice', () => {
    expect(hasInvoice(invoiceOrder())).toBe(true);
    expect(hasInvoice(orderView())).toBe(false);
  });

  it('names the file in the order language', () => {
    expect(invoiceFilename(invoiceOrder())).toBe('lasku-100042.pdf');
    expect(invoiceFilename(invoiceOrder({ language: 'sv' }))).toBe('faktura-100042.pdf');
  });
});

describe('the fonts an invoice is printed in', () => {
  it("prints the shop's words in every language in the built-in font", () => {
    for (const lang of ['en', 'sv', 'fi'] as const) {
      const orders = SERVER_MESSAGES[lang].orders as { invoice: object };
      const texts = Object.values(flatTexts(orders.invoice));
      expect(fitsCp1252(texts), lang).toBe(true);
    }
  });

  it('takes the embedded font only for a name the built-in one lacks', () => {
    expect(fitsCp1252(['Åsa Öberg', 'Jäähdytin', '1 234,50 €', '−3,00 €'])).toBe(true);
    expect(fitsCp1252(['Łukasz'])).toBe(false);
    expect(fitsCp1252(['Dvořák'])).toBe(false);
  });
});

function flatTexts(tree: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[key, value]]
        : Object.entries(flatTexts(value as object)).map(([k, v]) => [`${key}.${k}`, v]),
    ),
  );
}
