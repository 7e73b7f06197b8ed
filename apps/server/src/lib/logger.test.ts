// No order key, mailed link token, session or XSRF token in any log line, at the chattiest level:
// the app logs to a captured stream while an order is read with its key (by the API and as a page),
// a password is reset through its mailed link, and a route logs its own URL in a message, a field
// and an error.
import { XSRF_COOKIE } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDueMail } from '../modules/mail/mail.service.js';
import { draft, pickItem } from '../modules/orders/orders.fixtures.js';
import {
  accountClient,
  accountsConfig,
  mailedToken,
  signedUp,
} from '../modules/users/users.fixtures.js';
import { createTestApp, TEST_INDEX_HTML } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { REDACTED } from './log-redaction.js';

const EMAIL = 'lina.logg@example.se';
const NEW_PASSWORD = 'Kardanaxel-Och-Knut-44';

const lines: string[] = [];
/** What no log line may hold. */
const secrets = new Set<string>();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    web: { 'index.html': TEST_INDEX_HTML },
    config: { logLevel: 'trace', accounts: accountsConfig({ writesMax: 1000 }) },
    loggerStream: { write: (line) => void lines.push(line) },
    extend: (app) => {
      // A route that logs its own URL every way a careless handler might.
      app.get('/api/test/log-url', async (request) => {
        request.log.warn(`looked at ${request.url}`);
        request.log.info({ target: request.url }, 'target');
        request.log.error({ err: new Error(`failed on ${request.url}`) }, 'an error');
        return { ok: true };
      });
    },
  });
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

async function readAnOrderWithItsKey(): Promise<string> {
  const customer = await signedUp(t.app, 'Lina Logg', EMAIL);
  secrets.add(customer.xsrf);
  if (customer.token) secrets.add(customer.token);
  const item = await pickItem(t.db, 1);
  const placed = await customer.post(
    '/api/legacy/order/create',
    draft({ cart: { [item.id]: { quantity: 1 } }, email: EMAIL }),
  );
  expect(placed.statusCode).toBe(201);
  const { number, key } = placed.json<{ order: { number: string; key: string } }>().order;
  secrets.add(key);
  const encoded = encodeURIComponent(key);
  expect((await get(`/api/orders/${number}?key=${encoded}`)).statusCode).toBe(200);
  // The order page of the confirmation mail's link, and the same link as a return path.
  expect((await get(`/order/${number}?key=${encoded}`)).statusCode).toBe(200);
  const back = encodeURIComponent(`/order/${number}?key=${key}`);
  expect((await get(`/login?path=${back}`)).statusCode).toBe(200);
  expect((await get(`/api/test/log-url?key=${encoded}`)).statusCode).toBe(200);
  return number;
}

async function resetThePassword(): Promise<void> {
  const visitor = await accountClient(t.app);
  secrets.add(visitor.xsrf);
  expect((await visitor.post('/api/user/password/forgot', { email: EMAIL })).statusCode).toBe(202);
  const token = await mailedToken(t.app, 'reset_password', EMAIL);
  secrets.add(token);
  // The page of the mailed link, as a browser that sent the token along would ask for it.
  expect((await get(`/reset-password?token=${token}`)).statusCode).toBe(200);
  expect((await get(`/reset-password;token=${token}`)).statusCode).toBe(200);
  const reset = await visitor.post('/api/user/password/reset', { token, password: NEW_PASSWORD });
  expect(reset.statusCode).toBe(200);
  secrets.add(reset.json<{ token: string }>().token);
  // A token put in a query by mistake is no more logged than one in the body.
  await get(`/api/user?token=${reset.json<{ token: string }>().token}`);
  await sendDueMail(t.app.context);
}

describe('the logs of an order read with its key and of a password reset', () => {
  it('hold no key or token, and show where they were blanked', async () => {
    const number = await readAnOrderWithItsKey();
    await resetThePassword();
    const logged = lines.join('\n');
    // The capture works: the calls were logged, with their URLs.
    expect(logged).toContain(`/api/orders/${number}?key=${REDACTED}`);
    expect(logged).toContain(`/order/${number}?key=${REDACTED}`);
    expect(logged).toContain(`/reset-password?token=${REDACTED}`);
    expect(logged).toContain(`looked at /api/test/log-url?key=${REDACTED}`);
    expect(logged).toContain(`"target":"/api/test/log-url?key=${REDACTED}"`);
    expect(logged).toContain(`failed on /api/test/log-url?key=${REDACTED}`);
    expect(secrets.size).toBeGreaterThanOrEqual(6);
    for (const secret of secrets) {
      expect(logged.includes(secret), 'a secret was logged').toBe(false);
      expect(logged.includes(encodeURIComponent(secret)), 'a secret was logged').toBe(false);
    }
    expect(logged).not.toContain(`${XSRF_COOKIE}=`);
  });
});
