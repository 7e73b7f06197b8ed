// Test fixtures for accounts: a client that carries the XSRF cookie and header as the web app does,
// and a bearer token once logged in; and the links the outbox mailed.
import { XSRF_COOKIE, XSRF_HEADER } from '@shop/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { loadConfig } from '../../app.js';
import type { AccountsConfig } from '../../plugins/accounts-config.js';
import * as mail from '../mail/mail.service.js';
import { draft, pickItem } from '../orders/orders.fixtures.js';

export interface AccountClient {
  token: string | null;
  /** The XSRF token it sends as cookie and header. */
  xsrf: string;
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  post(
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  put(url: string, payload: unknown): Promise<LightMyRequestResponse>;
  patch(url: string, payload: unknown): Promise<LightMyRequestResponse>;
  delete(url: string): Promise<LightMyRequestResponse>;
  /** Signs up and keeps the token; answers the response. */
  register(name: string, email: string, password: string): Promise<LightMyRequestResponse>;
  /** Logs in and keeps the token (when the login succeeds). */
  login(email: string, password: string): Promise<LightMyRequestResponse>;
}

/** A good password: long, not among the common ones. */
export const PASSWORD = 'Rostfritt-Stal-1987';

/**
 * The accounts' clock of `app`, moved on by hand: the real time plus what `pass` added, so login
 * windows end without a test waiting for them (sessions and links stay fresh).
 */
export function accountsClock(app: FastifyInstance): { pass(ms: number): void } {
  let passed = 0;
  app.accounts.now = () => new Date(Date.now() + passed);
  return {
    pass(ms) {
      passed += ms;
    },
  };
}

/** The default accounts settings (not the environment's) with `overrides`, for createTestApp. */
export function accountsConfig(overrides: Partial<AccountsConfig> = {}): AccountsConfig {
  return { ...loadConfig({}).accounts, ...overrides };
}

/** `ip`: the client's address (light-my-request's remoteAddress; 127.0.0.1 unless told). */
export async function accountClient(
  app: FastifyInstance,
  base: Record<string, string> = {},
  { ip = '127.0.0.1' }: { ip?: string } = {},
): Promise<AccountClient> {
  const first = await app.inject({ method: 'GET', url: '/api/item-groups', remoteAddress: ip });
  const xsrf = first.cookies.find((c) => c.name === XSRF_COOKIE)?.value;
  expect(xsrf).toEqual(expect.any(String));
  const client: AccountClient = {
    token: null,
    xsrf: xsrf as string,
    get: (url, headers = {}) =>
      app.inject({ method: 'GET', url, headers: headersOf(headers), remoteAddress: ip }),
    post: (url, payload = {}, headers = {}) =>
      app.inject({
        method: 'POST',
        url,
        headers: headersOf(headers, true),
        payload: JSON.stringify(payload),
        remoteAddress: ip,
      }),
    put: (url, payload) =>
      app.inject({
        method: 'PUT',
        url,
        headers: headersOf({}, true),
        payload: JSON.stringify(payload),
        remoteAddress: ip,
      }),
    patch: (url, payload) =>
      app.inject({
        method: 'PATCH',
        url,
        headers: headersOf({}, true),
        payload: JSON.stringify(payload),
        remoteAddress: ip,
      }),
    delete: (url) =>
      app.inject({ method: 'DELETE', url, headers: headersOf({}), remoteAddress: ip }),
    async register(name, email, password) {
      const response = await client.post('/api/user/create', { name, email, password });
      if (response.statusCode === 201) client.token = response.json<{ token: string }>().token;
      return response;
    },
    async login(email, password) {
      const response = await client.post('/api/user/login', { email, password });
      if (response.statusCode === 200) client.token = response.json<{ token: string }>().token;
      return response;
    },
  };
  function headersOf(extra: Record<string, string>, json = false): Record<string, string> {
    return {
      cookie: `${XSRF_COOKIE}=${xsrf}`,
      [XSRF_HEADER]: xsrf as string,
      ...(json ? { 'content-type': 'application/json' } : {}),
      ...(client.token ? { authorization: `Bearer ${client.token}` } : {}),
      ...base,
      ...extra,
    };
  }
  return client;
}

/** The newest link of `kind` mailed to `to`: the shop's page with the token in its fragment. */
export async function mailedLink(app: FastifyInstance, kind: string, to: string): Promise<string> {
  const mails = (await mail.listOutbox(app.context, { kind, limit: 1000 })).filter(
    (m) => m.to.toLowerCase() === to.toLowerCase(),
  );
  const text = mails.at(-1)?.text ?? '';
  const link = /\bhttps?:\/\/\S+#token=[A-Za-z0-9_-]+/.exec(text)?.[0];
  if (!link) throw new Error(`no ${kind} link mailed to ${to}`);
  return link;
}

/** The token of the newest mailed link of `kind` to `to` (from its #token= fragment). */
export async function mailedToken(app: FastifyInstance, kind: string, to: string): Promise<string> {
  const link = await mailedLink(app, kind, to);
  return link.slice(link.indexOf('#token=') + '#token='.length);
}

/** How many mails of `kind` went to `to`. */
export async function mailCount(app: FastifyInstance, kind: string, to: string): Promise<number> {
  const mails = await mail.listOutbox(app.context, { kind, limit: 1000 });
  return mails.filter((m) => m.to.toLowerCase() === to.toLowerCase()).length;
}

/** A client signed up as `name` <`email`> with PASSWORD (or `password`), holding its token. */
export async function signedUp(
  app: FastifyInstance,
  name: string,
  email: string,
  { password = PASSWORD, ip }: { password?: string; ip?: string } = {},
): Promise<AccountClient> {
  const client = await accountClient(app, {}, { ip });
  expect((await client.register(name, email, password)).statusCode).toBe(201);
  return client;
}

/** Confirms `email` through the newest confirmation link mailed to it; answers the response. */
export async function confirmMailedAddress(
  app: FastifyInstance,
  client: AccountClient,
  email: string,
): Promise<LightMyRequestResponse> {
  const token = await mailedToken(app, 'confirm_email', email);
  return client.post('/api/user/email/confirm', { token });
}

/** Places an invoice order for one light item: with the client's token if it has one. */
export async function placeOrder(
  app: FastifyInstance,
  client: AccountClient,
  email: string,
): Promise<{ number: string }> {
  const item = await pickItem(app.db, 1);
  const response = await client.post(
    '/api/legacy/order/create',
    draft({ cart: { [item.id]: { quantity: 1 } }, email }),
  );
  expect(response.statusCode).toBe(201);
  return response.json<{ order: { number: string } }>().order;
}

/** The numbers and paths of the account's orders, as GET /api/user/orders answers. */
export async function accountOrders(
  client: AccountClient,
): Promise<{ number: string; path: string }[]> {
  const response = await client.get('/api/user/orders');
  expect(response.statusCode).toBe(200);
  return response.json<{ orders: { number: string; path: string }[] }>().orders;
}
