// Test fixtures for accounts: a client that carries the XSRF cookie and header as the web app does,
// and a bearer token once logged in; and the links the outbox mailed.
import { XSRF_COOKIE, XSRF_HEADER } from '@shop/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import * as mail from '../mail/mail.service.js';

export interface AccountClient {
  token: string | null;
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  post(
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  put(url: string, payload: unknown): Promise<LightMyRequestResponse>;
  delete(url: string): Promise<LightMyRequestResponse>;
  /** Signs up and keeps the token; answers the response. */
  register(name: string, email: string, password: string): Promise<LightMyRequestResponse>;
  /** Logs in and keeps the token (when the login succeeds). */
  login(email: string, password: string): Promise<LightMyRequestResponse>;
}

/** A good password: long, not among the common ones. */
export const PASSWORD = 'Rostfritt-Stal-1987';

export async function accountClient(
  app: FastifyInstance,
  base: Record<string, string> = {},
): Promise<AccountClient> {
  const first = await app.inject({ method: 'GET', url: '/api/item-groups' });
  const xsrf = first.cookies.find((c) => c.name === XSRF_COOKIE)?.value;
  expect(xsrf).toEqual(expect.any(String));
  const client: AccountClient = {
    token: null,
    get: (url, headers = {}) => app.inject({ method: 'GET', url, headers: headersOf(headers) }),
    post: (url, payload = {}, headers = {}) =>
      app.inject({
        method: 'POST',
        url,
        headers: headersOf(headers, true),
        payload: JSON.stringify(payload),
      }),
    put: (url, payload) =>
      app.inject({
        method: 'PUT',
        url,
        headers: headersOf({}, true),
        payload: JSON.stringify(payload),
      }),
    delete: (url) => app.inject({ method: 'DELETE', url, headers: headersOf({}) }),
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

/** The token of the newest mailed link of `kind` to `to` (from its #token= fragment). */
export async function mailedToken(app: FastifyInstance, kind: string, to: string): Promise<string> {
  const mails = (await mail.listOutbox(app.context, { kind, limit: 1000 })).filter(
    (m) => m.to.toLowerCase() === to.toLowerCase(),
  );
  const text = mails.at(-1)?.text ?? '';
  const token = /#token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no ${kind} link mailed to ${to}`);
  return token;
}

/** How many mails of `kind` went to `to`. */
export async function mailCount(app: FastifyInstance, kind: string, to: string): Promise<number> {
  const mails = await mail.listOutbox(app.context, { kind, limit: 1000 });
  return mails.filter((m) => m.to.toLowerCase() === to.toLowerCase()).length;
}
