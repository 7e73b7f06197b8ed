// Placing orders through HTTP on a fresh demo database (SQLite, or PostgreSQL with TEST_PG_URL):
// the database's prices, one order per draft id, stock never below 0, refusals that say why.
import type { OrderCreateResponse, OrderView } from '@shop/domain';
import { MAX_CART_LINES } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { xsrfClient } from '../../test/xsrf-client.js';
import type { Client } from '../../test/xsrf-client.js';
import {
  countOrders,
  draft,
  FINNISH_ADDRESS,
  pickItem,
  SWEDISH_ADDRESS,
} from './orders.fixtures.js';

let t: TestApp;
let client: Client;

beforeAll(async () => {
  t = await createTestApp();
  client = await xsrfClient(t.app);
});
afterAll(() => t?.close());

async function place(body: Record<string, unknown>) {
  const res = await client.post('/api/legacy/order/create', body);
  return {
    status: res.statusCode,
    body: res.json<OrderCreateResponse & { code?: string; message?: string }>(),
  };
}

async function stockOf(id: string): Promise<number> {
  const row = await t.db
    .selectFrom('items')
    .select('stock_quantity')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.stock_quantity;
}

describe('placing an order', () => {
  it('prices every line from the database, whatever the client sent', async () => {
    const item = await pickItem(t.db, 2);
    const body = draft({ cart: { [item.id]: { quantity: 2 } } });
    const cart = body.cart as Record<string, Record<string, unknown>>;
    cart[item.id] = { ...cart[item.id], price: 1, storedPrice: 1, unitPrice: 1 };
    const { status, body: answer } = await place({ ...body, total: 1, prices: { [item.id]: 1 } });
    expect(status).toBe(201);
    expect(answer.snippet).toBeNull();
    const order = answer.order;
    expect(order.number).toMatch(/^\d{6,}$/);
    // The default draft pays by invoice: the order ships first, paid later.
    expect(order.status).toBe('awaiting_shipment');
    expect(order.currency.code).toBe('SEK');
    const line = order.lines[0];
    // The line keeps the item's first visible part number, as the cart showed it.
    const shown = await t.db
      .selectFrom('item_references')
      .select('ref')
      .where('item_id', '=', item.id)
      .where('visible', '=', 1)
      .orderBy('position')
      .executeTakeFirst();
    expect(line?.reference).toBe(shown?.ref);
    expect(line?.reference).not.toBe('');
    // SEK at 11.2 per euro, Swedish VAT equal to the catalog's 25 %.
    expect(line?.unitPrice).toBe(Math.round(item.price * 11.2));
    expect(line?.quantity).toBe(2);
    expect(order.figures.total).toBe(
      order.figures.items +
        order.figures.shipping +
        order.figures.handling -
        order.figures.campaign,
    );
    expect(order.figures.total).toBeGreaterThan(100);
  });

  it('answers the same order for the same draft id, and 409 for other content', async () => {
    const item = await pickItem(t.db, 1);
    const body = draft({ cart: { [item.id]: { quantity: 1 } } });
    const first = await place(body);
    const again = await place(body);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.order.number).toBe(first.body.order.number);
    const other = await place({ ...body, email: 'someone.else@example.com' });
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('order_conflict');
  });

  it('creates one order when the same draft is posted 20 times at once', async () => {
    const item = await pickItem(t.db, 1);
    const body = draft({ cart: { [item.id]: { quantity: 1 } } });
    const before = await countOrders(t.db);
    const answers = await Promise.all(Array.from({ length: 20 }, () => place(body)));
    expect(answers.every((a) => a.status === 200 || a.status === 201)).toBe(true);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.body.order.number)).size).toBe(1);
    expect(await countOrders(t.db)).toBe(before + 1);
  });

  it('lets 50 buyers race for the last 10 units: stock ends at 0 and the rest is backordered', async () => {
    const item = await pickItem(t.db, 1);
    await t.db.updateTable('items').set({ stock_quantity: 10 }).where('id', '=', item.id).execute();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => place(draft({ cart: { [item.id]: { quantity: 1 } } }))),
    );
    expect(answers.map((a) => a.status).filter((s) => s !== 201)).toEqual([]);
    const lines = answers.map((a) => a.body.order.lines[0]);
    expect(lines.reduce((sum, l) => sum + (l?.stockedQuantity ?? 0), 0)).toBe(10);
    expect(lines.reduce((sum, l) => sum + (l?.backorderQuantity ?? 0), 0)).toBe(40);
    expect(await stockOf(item.id)).toBe(0);
  });

  it('ships to a separate address in Finland and charges Finnish VAT in euros', async () => {
    const item = await pickItem(t.db, 1);
    const { status, body } = await place(
      draft({
        cart: { [item.id]: { quantity: 1 } },
        countryId: 'FI',
        currency: 'EUR',
        transportId: 'parcel',
        paymentId: 'bank-transfer',
        billingAddress: SWEDISH_ADDRESS,
        shippingAddress: { ...FINNISH_ADDRESS, enabled: true },
      }),
    );
    expect(status).toBe(201);
    const order: OrderView = body.order;
    expect(order.vatRate).toBe(2550);
    expect(order.shippingAddress?.city).toBe('Helsinki');
    expect(order.figures.vat).toBeGreaterThan(0);
    expect(order.figures.vat + order.figures.exVat).toBe(order.figures.total);
  });
});

describe('refusals', () => {
  it('refuses a disabled transport, naming why', async () => {
    const item = await pickItem(t.db, 1);
    await t.db
      .updateTable('transports')
      .set({ disabled: 1 })
      .where('id', '=', 'pickup-point')
      .execute();
    t.app.context.caches.invalidate(['reference']);
    try {
      const res = await place(
        draft({ cart: { [item.id]: { quantity: 1 } }, transportId: 'pickup-point' }),
      );
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'transport_not_allowed' });
      expect(res.body.message).toMatch(/pickup-point.*not offered/);
    } finally {
      await t.db
        .updateTable('transports')
        .set({ disabled: 0 })
        .where('id', '=', 'pickup-point')
        .execute();
      t.app.context.caches.invalidate(['reference']);
    }
  });

  it('refuses a payment the country does not allow', async () => {
    const item = await pickItem(t.db, 1);
    const res = await place(
      draft({
        cart: { [item.id]: { quantity: 1 } },
        countryId: 'FI',
        currency: 'EUR',
        paymentId: 'pay-in-store',
        billingAddress: FINNISH_ADDRESS,
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'payment_not_allowed' });
    expect(res.body.message).toMatch(/country/);
  });

  it('refuses a letter for a cart heavier than its 2 kg', async () => {
    const heavy = await t.db
      .selectFrom('items')
      .select(['id', 'weight'])
      .where('weight', '>', 2000)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const res = await place(
      draft({ cart: { [heavy.id]: { quantity: 1 } }, transportId: 'letter' }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'transport_not_allowed' });
    expect(res.body.message).toMatch(/letter.*heavy/);
  });

  it.each([
    ['given_name', { ...SWEDISH_ADDRESS, given_name: '' }],
    ['postal_code', { ...SWEDISH_ADDRESS, postal_code: '1234' }],
    ['phone', { ...SWEDISH_ADDRESS, phone: '12' }],
    // The confirmation mail prints these: no stranger's link or markup rides along in it.
    ['given_name', { ...SWEDISH_ADDRESS, given_name: 'Win at https://spam.example' }],
    ['street_address', { ...SWEDISH_ADDRESS, street_address: '<a href=x>cheap</a>' }],
    ['city', { ...SWEDISH_ADDRESS, city: 'www.spam.example' }],
  ])('refuses a billing address with a bad %s, naming the field', async (field, address) => {
    const item = await pickItem(t.db, 1);
    const res = await place(
      draft({ cart: { [item.id]: { quantity: 1 } }, billingAddress: address }),
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_request');
    expect(res.body.message).toContain(field);
  });

  it('refuses a cart over the line limit before reading any line', async () => {
    const cart = Object.fromEntries(
      Array.from({ length: MAX_CART_LINES + 1 }, (_, i) => [
        i.toString(16).padStart(24, '0'),
        { quantity: 1 },
      ]),
    );
    const res = await place(draft({ cart }));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('cart_too_large');
  });

  it('refuses a missing email and an empty cart', async () => {
    const item = await pickItem(t.db, 1);
    const noEmail = await place({ ...draft({ cart: { [item.id]: { quantity: 1 } } }), email: '' });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.message).toContain('email');
    const empty = await place(draft({ cart: {} }));
    expect(empty.status).toBe(400);
  });
});

describe('the order page', () => {
  it('opens with the key from the mail, and not without it', async () => {
    const item = await pickItem(t.db, 1);
    const { body } = await place(draft({ cart: { [item.id]: { quantity: 1 } } }));
    const { number, key } = body.order;
    const res = await client.get(`/api/orders/${number}?key=${encodeURIComponent(key)}`);
    expect(res.statusCode).toBe(200);
    // The order as placed is the order as read back later.
    expect(res.json<OrderView>()).toEqual(body.order);
    const wrong = await client.get(`/api/orders/${number}?key=${'x'.repeat(43)}`);
    expect(wrong.statusCode).toBe(404);
  });
});

describe('validation wording', () => {
  it('words a broken address field as SPEC §5 does', async () => {
    const item = await pickItem(t.db, 1);
    const res = await place(
      draft({
        cart: { [item.id]: { quantity: 1 } },
        billingAddress: { ...SWEDISH_ADDRESS, city: '' },
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('billingAddress.city is required');
  });
});

describe('the confirmation mail', () => {
  it('is written with the order: one to the customer, one copy to the shop', async () => {
    const item = await pickItem(t.db, 1);
    const { body } = await place(
      draft({ cart: { [item.id]: { quantity: 1 } }, email: 'mail@example.com' }),
    );
    const rows = await t.db
      .selectFrom('mail_outbox')
      .select(['kind', 'to_address', 'subject', 'text_body'])
      .where('ref', '=', body.order.id)
      .orderBy('kind')
      .execute();
    expect(rows.map((r) => [r.kind, r.to_address])).toEqual([
      ['order_confirmation', 'mail@example.com'],
      ['order_confirmation_copy', t.app.config.mail.shopEmail],
    ]);
    // The draft asked for Swedish.
    expect(rows[0]?.subject).toContain(`Order ${body.order.number} mottagen`);
    expect(rows[0]?.text_body).toContain(body.order.lines[0]?.name ?? '?');
    expect(rows[0]?.text_body).toContain(`/order/${body.order.number}?key=`);
    expect(rows[0]?.text_body).toContain('14 dagars ångerrätt');
  });

  it('refuses a delivery address in another country than the chosen one', async () => {
    const item = await pickItem(t.db, 1);
    const res = await place(
      draft({ cart: { [item.id]: { quantity: 1 } }, countryId: 'FI', currency: 'EUR' }),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/billingAddress.country/);
  });
});
