// An order as the API shows it, for the unit tests of what is written from it (mail, invoice).
import type { OrderView } from '@shop/domain';

export const FINNISH_ORDER_ADDRESS = {
  given_name: 'Aino',
  family_name: 'Virtanen',
  street_address: 'Mannerheimintie 10',
  postal_code: '00100',
  city: 'Helsinki',
  phone: '+358401234567',
  country: 'fi',
};

/** A Finnish order of two lines, one with a small-order fee, awaiting a bank transfer. */
export function orderView(over: Partial<OrderView> = {}): OrderView {
  const line = {
    itemId: 'a'.repeat(24),
    name: 'Jarrulevy <etu>',
    reference: '123',
    brand: 'any',
    quantity: 2,
    unitPrice: 1000,
    fee: 350,
    total: 2350,
    stockedQuantity: 0,
    backorderQuantity: 2,
    arrival: '2026-12-08',
    backorderArrival: '2026-12-08',
  };
  return {
    id: 'b'.repeat(36),
    number: '100042',
    status: 'pending_payment',
    createdAt: '2026-11-24T10:00:00.000Z',
    email: 'aino@example.com',
    language: 'fi',
    currency: { code: 'EUR', symbol: '€', exponent: 2, euro_rate: 1 },
    vatRate: 2550,
    country: { id: 'FI', slug: 'fi', name: 'Finland' },
    transport: { id: 'parcel', name: 'Parcel' },
    payment: { id: 'bank-transfer', slug: 'bank-transfer', name: 'Bank transfer' },
    lines: [
      line,
      {
        ...line,
        name: 'Jarrupala',
        fee: 0,
        total: 2000,
        stockedQuantity: 2,
        backorderQuantity: 0,
        arrival: '2026-11-22',
        backorderArrival: null,
      },
    ],
    figures: {
      items: 4350,
      shipping: 1500,
      handling: 0,
      campaign: 0,
      total: 5850,
      vat: 1189,
      exVat: 4661,
    },
    billingAddress: FINNISH_ORDER_ADDRESS,
    shippingAddress: null,
    events: [{ status: 'pending_payment', at: '2026-11-24T10:00:00.000Z' }],
    key: 'k-e_y',
    ...over,
  };
}
