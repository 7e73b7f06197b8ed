// A console order page's data for the web tests: a Swedish Swish order of two lines, shipped in part.
import type { AdminOrderDetail, AdminOrderRow } from '@shop/domain';

const SEK = { code: 'SEK', symbol: 'kr', exponent: 2, euro_rate: 1150 };

type Status = AdminOrderDetail['order']['status'];

export function orderDetail(
  over: Partial<AdminOrderDetail> = {},
  status: Status = 'partially_shipped',
): AdminOrderDetail {
  return {
    order: {
      id: 'o-1',
      number: '1042',
      status,
      createdAt: '2026-11-20T10:00:00.000Z',
      email: 'bo@example.com',
      language: 'sv',
      currency: SEK,
      vatRate: 2500,
      country: { id: 'c-se', name: 'Sweden', slug: 'se' },
      transport: { id: 'postnord', name: 'PostNord' },
      payment: { id: 'swish', name: 'Swish', slug: 'swish' },
      lines: [
        line('brake-disc', 'Brake disc, front', 2, 50_000),
        line('oil-filter', 'Oil filter', 1, 10_000),
      ],
      figures: {
        items: 110_000,
        shipping: 9_900,
        handling: 0,
        campaign: 0,
        total: 119_900,
        vat: 23_980,
        exVat: 95_920,
      },
      billingAddress: {
        given_name: 'Bo',
        family_name: 'Ek',
        street_address: 'Storgatan 1',
        postal_code: '111 22',
        city: 'Stockholm',
        phone: '0701234567',
        country: 'Sweden',
      },
      shippingAddress: null,
    },
    flag: null,
    paidAt: '2026-11-20T10:01:00.000Z',
    cancelReason: null,
    refunded: 0,
    shippingRefunded: false,
    paymentReference: null,
    progress: [
      { itemId: 'brake-disc', shipped: 2, refunded: 0 },
      { itemId: 'oil-filter', shipped: 0, refunded: 0 },
    ],
    shipments: [],
    refunds: [],
    events: [],
    payments: { attempts: [], events: [], refunds: [] },
    mails: [],
    notes: [],
    history: [],
    ...over,
  };
}

function line(itemId: string, name: string, quantity: number, total: number) {
  return {
    itemId,
    name,
    reference: `REF-${itemId}`,
    brand: 'any',
    quantity,
    unitPrice: total / quantity,
    fee: 0,
    total,
    stockedQuantity: quantity,
    backorderQuantity: 0,
    arrival: '2026-11-24',
    backorderArrival: null,
  };
}

export function orderRow(n: number, over: Partial<AdminOrderRow> = {}): AdminOrderRow {
  return {
    number: String(2000 - n),
    createdAt: new Date(Date.UTC(2026, 10, 20, 12) - n * 60_000).toISOString(),
    status: 'paid',
    flag: null,
    customerName: `Kund ${n}`,
    email: `kund${n}@example.com`,
    country: 'se',
    payment: { slug: 'swish', name: 'Swish' },
    total: { amount: 12_345, currency: 'SEK', symbol: 'kr', exponent: 2 },
    ...over,
  };
}
