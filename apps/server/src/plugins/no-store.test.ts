// Personal answers (the account, orders, payments, login and sign-up) carry Cache-Control: no-store,
// errors included; the catalog's answers and files keep the caching they had.
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draft, pickItem } from '../modules/orders/orders.fixtures.js';
import { accountsConfig, PASSWORD, signedUp } from '../modules/users/users.fixtures.js';
import type { AccountClient } from '../modules/users/users.fixtures.js';
import { createTestApp, TEST_INDEX_HTML } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { isPersonalRoute } from './no-store.js';

let t: TestApp;
let customer: AccountClient;
let order: { id: string; number: string; key: string };

beforeAll(async () => {
  t = await createTestApp({
    web: { 'index.html': TEST_INDEX_HTML },
    config: { accounts: accountsConfig({ writesMax: 1000 }) },
    extend: (app) => {
      app.get('/api/test/own-flag', { config: { personal: true } }, async () => ({ a: 1 }));
      app.get('/api/user/test-opt-out', { config: { personal: false } }, async () => ({ a: 1 }));
    },
  });
  customer = await signedUp(t.app, 'Cecilia Cache', 'cecilia.cache@example.se');
  const item = await pickItem(t.db, 1);
  const placed = await customer.post(
    '/api/legacy/order/create',
    draft({ cart: { [item.id]: { quantity: 1 } }, email: 'cecilia.cache@example.se' }),
  );
  expect(placed.statusCode).toBe(201);
  expectNoStore(placed);
  order = placed.json<{ order: { id: string; number: string; key: string } }>().order;
});

afterAll(() => t?.close());

function expectNoStore(response: LightMyRequestResponse, status?: number): void {
  if (status !== undefined) expect(response.statusCode).toBe(status);
  expect(response.headers['cache-control']).toBe('no-store');
}

describe('personal answers', () => {
  it.each([
    ['/api/user', 200],
    ['/api/user/sessions', 200],
    ['/api/user/orders', 200],
    ['/api/user/addresses', 200],
    ['/api/user/cart', 200],
  ])('GET %s of the account is no-store', async (url, status) => {
    expectNoStore(await customer.get(url), status);
  });

  it('the account refusing a stranger is no-store too', async () => {
    expectNoStore(await t.app.inject({ method: 'GET', url: '/api/user' }), 401);
  });

  it('login and sign-up answers are no-store, right or wrong', async () => {
    expectNoStore(await customer.login('cecilia.cache@example.se', PASSWORD), 200);
    expectNoStore(await customer.login('cecilia.cache@example.se', 'Fel-Losenord-77'), 401);
    const created = await customer.post('/api/user/create', {
      name: 'Olle Other',
      email: 'olle.other@example.se',
      password: PASSWORD,
    });
    expectNoStore(created, 201);
  });

  it('an order read with its key is no-store, and so is a wrong key’s refusal', async () => {
    const url = `/api/orders/${order.number}?key=${encodeURIComponent(order.key)}`;
    expectNoStore(await t.app.inject({ method: 'GET', url }), 200);
    const wrong = await t.app.inject({ method: 'GET', url: `/api/orders/${order.number}?key=x` });
    expect(wrong.statusCode).toBeGreaterThanOrEqual(400);
    expectNoStore(wrong);
  });

  it('the payment calls are no-store: Swish request and status, checkout status', async () => {
    // A draft the Swish route refuses still answers from that route.
    expectNoStore(await customer.post('/api/swish/request', { id: 'not-a-draft' }), 400);
    const status = await t.app.inject({ method: 'GET', url: `/api/swish/request/${order.id}` });
    expect(status.statusCode).toBeLessThan(500);
    expectNoStore(status);
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/swish/request/${randomUUID()}`,
    });
    expectNoStore(unknown);
    const checkout = await t.app.inject({ method: 'GET', url: '/api/payments/checkout/nope' });
    expect(checkout.statusCode).toBeLessThan(500);
    expectNoStore(checkout);
  });

  it('a route may say so itself, or opt out under a personal path', async () => {
    expectNoStore(await t.app.inject({ method: 'GET', url: '/api/test/own-flag' }), 200);
    const optOut = await customer.get('/api/user/test-opt-out');
    expect(optOut.statusCode).toBe(200);
    expect(optOut.headers['cache-control']).toBeUndefined();
  });
});

describe('public answers keep their caching', () => {
  it.each(['/api/item-groups', '/api/car-groups', '/api/currencies', '/api/country'])(
    'GET %s is not no-store',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBeUndefined();
    },
  );

  it('a public file keeps max-age and a page keeps no-cache', async () => {
    writeFileSync(join(t.dir, 'public', 'logo.txt'), 'logo');
    const file = await t.app.inject({ method: 'GET', url: '/public/logo.txt' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toMatch(/max-age=86400/);
    const page = await t.app.inject({ method: 'GET', url: `/order/${order.number}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});

describe('isPersonalRoute', () => {
  it.each([
    ['/api/user', true],
    ['/api/user/addresses/:id', true],
    ['/api/orders/:number', true],
    ['/api/legacy/order/create', true],
    ['/api/swish/request/:id', true],
    ['/api/payments/checkout/:ref', true],
    ['/api/users', false],
    ['/api/items/car/:carSlug', false],
    ['/api/carts/:cartDate/:cartId', false],
    ['/*', false],
  ])('%s -> %s', (url, personal) => {
    expect(isPersonalRoute(url)).toBe(personal);
  });
});
