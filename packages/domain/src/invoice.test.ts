import { describe, expect, it } from 'vitest';
import { INVOICE_TERMS_DAYS, invoiceOf } from './invoice.js';
import { SHOP_BANK, isValidFinnishReference, parseFinnishReference } from './payment-reference.js';
import type { OrderLineView, OrderView } from './schemas/order-responses.schema.js';

const line = (overrides: Partial<OrderLineView>): OrderLineView => ({
  itemId: 'i1',
  name: 'Jarrulevy, etu',
  reference: '1234567',
  brand: 'any',
  quantity: 2,
  unitPrice: 8090,
  fee: 0,
  total: 16180,
  stockedQuantity: 2,
  backorderQuantity: 0,
  arrival: '2026-03-02',
  backorderArrival: null,
  ...overrides,
});

const address = {
  given_name: 'Aino',
  family_name: 'Virtanen',
  street_address: 'Mannerheimintie 1',
  postal_code: '00100',
  city: 'Helsinki',
  phone: '+358401234567',
  country: 'fi',
};

function order(overrides: Partial<OrderView> = {}): OrderView {
  const lines = [
    line({}),
    line({ itemId: 'i2', quantity: 1, unitPrice: 1000, fee: 500, total: 1500 }),
  ];
  return {
    id: 'o1',
    number: '1000428',
    status: 'awaiting_shipment',
    // 23:30 UTC on 28 February is 00:30 on 1 March in Stockholm: the shop's day counts.
    createdAt: '2026-02-28T23:30:00.000Z',
    email: 'aino@example.fi',
    language: 'fi',
    currency: { code: 'EUR', symbol: '€', exponent: 2, euro_rate: 100 },
    vatRate: 2550,
    country: { id: 'FI', name: 'Suomi', slug: 'fi' },
    transport: { id: 't', name: 'Posti' },
    payment: { id: 'p', name: 'Lasku', slug: 'invoice' },
    lines,
    figures: {
      items: 17680,
      shipping: 990,
      handling: 490,
      campaign: 0,
      total: 19160,
      vat: 3893,
      exVat: 15267,
    },
    billingAddress: address,
    shippingAddress: null,
    events: [],
    key: 'k',
    ...overrides,
  };
}

describe('invoiceOf', () => {
  it('is dated the shop day the order was placed and falls due 14 days later', () => {
    const invoice = invoiceOf(order(), SHOP_BANK);
    expect(invoice.number).toBe('1000428');
    expect(invoice.date).toBe('2026-03-01');
    expect(INVOICE_TERMS_DAYS).toBe(14);
    expect(invoice.dueDate).toBe('2026-03-15');
  });

  it('lists each part, its fee apart, shipping and handling, adding up to the total', () => {
    const invoice = invoiceOf(order(), SHOP_BANK);
    expect(invoice.rows.map((r) => [r.kind, r.quantity, r.unitPrice, r.amount])).toEqual([
      ['part', 2, 8090, 16180],
      ['part', 1, 1000, 1000],
      ['fee', 1, 500, 500],
      ['shipping', 1, 990, 990],
      ['handling', 1, 490, 490],
    ]);
    expect(invoice.rows.reduce((sum, r) => sum + r.amount, 0)).toBe(invoice.total);
    expect(invoice.rows[3]!.name).toBe('Posti');
  });

  it('states the VAT of the rate the order was charged at', () => {
    expect(invoiceOf(order(), SHOP_BANK).vat).toEqual([
      { rate: 2550, net: 15267, vat: 3893, gross: 19160 },
    ]);
  });

  it('leaves free shipping and no handling off, and takes a discount off', () => {
    const figures = { ...order().figures, shipping: 0, handling: 0, campaign: 300, total: 17380 };
    const rows = invoiceOf(order({ figures }), SHOP_BANK).rows;
    expect(rows.map((r) => r.kind)).toEqual(['part', 'part', 'fee', 'campaign']);
    expect(rows.reduce((sum, r) => sum + r.amount, 0)).toBe(17380);
  });

  it('is paid in Finland to the euro account with a viitenumero that names the order', () => {
    const { transfer } = invoiceOf(order(), SHOP_BANK);
    expect(transfer.method).toBe('iban');
    if (transfer.method !== 'iban') return;
    expect(transfer.iban).toBe(SHOP_BANK.eur.iban);
    expect(isValidFinnishReference(transfer.reference.value)).toBe(true);
    expect(parseFinnishReference(transfer.reference.printed)).toBe('1000428');
  });

  it('is paid in Sweden by Bankgiro with an OCR reference', () => {
    const sek = { code: 'SEK', symbol: 'kr', exponent: 2, euro_rate: 1120 };
    const sweden = { id: 'SE', name: 'Sverige', slug: 'se' };
    const { transfer } = invoiceOf(order({ currency: sek, country: sweden }), SHOP_BANK);
    expect(transfer).toMatchObject({ method: 'bankgiro', reference: { scheme: 'ocr' } });
  });
});
