// The account's orders: those placed with its token at once, guest orders with its address only
// once the address is confirmed through the mailed link; each with a path that opens the order. A
// deleted account's orders stay, without the personal data the law lets the shop drop.
import type { OrderView } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import {
  accountClient,
  accountOrders,
  accountsConfig,
  confirmMailedAddress,
  mailedLink,
  PASSWORD,
  placeOrder,
  signedUp,
} from './users.fixtures.js';
import type { AccountClient } from './users.fixtures.js';

let t: TestApp;
let guest: AccountClient;
beforeAll(async () => {
  t = await createTestApp({ config: { accounts: accountsConfig({ writesMax: 1000 }) } });
  guest = await accountClient(t.app);
});
afterAll(() => t.close());

/** GET /api/orders/:number?key=… for an account order's path (/order/:number?key=…). */
async function openPath(path: string) {
  expect(path).toMatch(/^\/order\/\d+\?key=[^&]+$/);
  const response = await guest.get(path.replace(/^\/order\//, '/api/orders/'));
  return { status: response.statusCode, order: response.json<OrderView>() };
}

const numbers = async (client: AccountClient) =>
  (await accountOrders(client)).map((o) => o.number).sort();

describe("an account's orders", () => {
  it('shows an order placed with the token at once, before any confirmation', async () => {
    const client = await signedUp(t.app, 'Adam Andersson', 'adam@example.se');
    const order = await placeOrder(t.app, client, 'adam@example.se');
    const [listed, ...rest] = await accountOrders(client);
    expect(rest).toEqual([]);
    expect(listed).toMatchObject({ number: order.number, status: 'awaiting_shipment' });
    const opened = await openPath(listed!.path);
    expect(opened.status).toBe(200);
    expect(opened.order.number).toBe(order.number);
    expect(opened.order.email).toBe('adam@example.se');
  });

  it('shows a guest order of its address only once the mailed link confirmed it', async () => {
    const email = 'bodil@example.se';
    const client = await signedUp(t.app, 'Bodil Bengtsson', email);
    const first = await placeOrder(t.app, guest, email);
    const second = await placeOrder(t.app, guest, 'BODIL@Example.se');
    expect(await accountOrders(client)).toEqual([]);
    expect((await client.get('/api/user')).json()).toMatchObject({ emailConfirmed: false });

    const link = await mailedLink(t.app, 'confirm_email', email);
    expect(link).toMatch(/^http:\/\/[^/]+\/confirm-email#token=[A-Za-z0-9_-]{43}$/);
    const confirmed = await confirmMailedAddress(t.app, client, email);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ email, emailConfirmed: true });
    expect(await numbers(client)).toEqual([first.number, second.number].sort());
    for (const listed of await accountOrders(client)) {
      const opened = await openPath(listed.path);
      expect(opened.status).toBe(200);
      expect(opened.order.number).toBe(listed.number);
    }
    // The link works once.
    const again = await confirmMailedAddress(t.app, client, email);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'invalid_link' });
  });

  it("never shows another account's or another address's orders", async () => {
    const carl = await signedUp(t.app, 'Carl Carlsson', 'carl@example.se');
    await confirmMailedAddress(t.app, carl, 'carl@example.se');
    const dina = await signedUp(t.app, 'Dina Dahl', 'dina@example.se');
    await confirmMailedAddress(t.app, dina, 'dina@example.se');
    const carls = await placeOrder(t.app, carl, 'carl@example.se');
    // Dina, logged in, orders with Carl's address: hers, not Carl's.
    const dinas = await placeOrder(t.app, dina, 'carl@example.se');
    await placeOrder(t.app, guest, 'someone.else@example.se');
    expect(await numbers(carl)).toEqual([carls.number]);
    expect(await numbers(dina)).toEqual([dinas.number]);
  });

  it('refuses a wrong key and an anonymous list', async () => {
    const client = await signedUp(t.app, 'Eskil Ek', 'eskil@example.se');
    const order = await placeOrder(t.app, client, 'eskil@example.se');
    const wrong = await guest.get(`/api/orders/${order.number}?key=wrong-key-123`);
    expect(wrong.statusCode).toBe(404);
    const anonymous = await guest.get('/api/user/orders');
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('a deleted account', () => {
  it('keeps its orders, without its email and phone', async () => {
    const email = 'fia@example.se';
    const client = await signedUp(t.app, 'Fia Fors', email);
    await confirmMailedAddress(t.app, client, email);
    const unpaid = await placeOrder(t.app, client, email);
    const shipped = await placeOrder(t.app, client, email);
    const paid = await placeOrder(t.app, guest, email);
    await t.db
      .updateTable('orders')
      .set({ status: 'shipped' })
      .where('number', '=', shipped.number)
      .execute();
    await t.db
      .updateTable('orders')
      .set({ status: 'paid' })
      .where('number', '=', paid.number)
      .execute();
    const paths = new Map((await accountOrders(client)).map((o) => [o.number, o.path]));
    expect(paths.size).toBe(3);

    const wrong = await client.post('/api/user/delete', { password: 'Inte-Mitt-Losen-3' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'wrong_password' });
    expect((await client.post('/api/user/delete', { password: PASSWORD })).statusCode).toBe(204);
    expect((await client.get('/api/user')).statusCode).toBe(401);
    const login = await (await accountClient(t.app)).login(email, PASSWORD);
    expect(login.statusCode).toBe(401);

    const view = async (number: string) => {
      const opened = await openPath(paths.get(number)!);
      expect(opened.status).toBe(200);
      return opened.order;
    };
    const gone = await view(unpaid.number);
    expect(gone.email).toBe('');
    expect(gone.billingAddress).toMatchObject({ given_name: '', phone: '', country: 'se' });
    const kept = await view(shipped.number);
    expect(kept.email).toBe('');
    expect(kept.billingAddress).toMatchObject({
      given_name: 'Anna',
      family_name: 'Svensson',
      phone: '',
    });
    expect(kept.lines.length).toBeGreaterThan(0);
    // A paid order still to ship keeps what delivery needs.
    expect((await view(paid.number)).email).toBe(email);
    const rows = await t.db
      .selectFrom('orders')
      .select(['number', 'user_id'])
      .where('number', 'in', [...paths.keys()])
      .execute();
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row.user_id).toBeNull();
  });
});
