// A test client holding a valid XSRF token: first a GET for the cookie, then cookie + header on
// every request, as the web app sends them; and, as a browser does, its own order owner proof.
import { randomBytes } from 'node:crypto';
import { ORDER_OWNER_HEADER, XSRF_COOKIE, XSRF_HEADER } from '@shop/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

export interface Client {
  /** POSTs JSON (an object is serialised; a string is sent as it is) with the XSRF cookie and header. */
  post(
    url: string,
    payload: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  /** The proof this client sends that it placed its orders. */
  owner: string;
}

export async function xsrfClient(app: FastifyInstance): Promise<Client> {
  const first = await app.inject({ method: 'GET', url: '/api/item-groups' });
  const token = first.cookies.find((c) => c.name === XSRF_COOKIE)?.value;
  expect(token).toEqual(expect.any(String));
  const owner = randomBytes(32).toString('hex');
  const xsrf = {
    cookie: `${XSRF_COOKIE}=${token}`,
    [XSRF_HEADER]: token as string,
    [ORDER_OWNER_HEADER]: owner,
  };
  return {
    owner,
    post: (url, payload, headers = {}) =>
      app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', ...xsrf, ...headers },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      }),
    get: (url) => app.inject({ method: 'GET', url, headers: xsrf }),
  };
}
