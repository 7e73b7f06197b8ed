// Test fixtures for the console's catalog: PATCH through a signed-in client, an item of a car's
// group as the shop lists it, and its public price read back through the shop's own API.
import { XSRF_COOKIE, XSRF_HEADER } from '@shop/domain';
import type { AuditPage, Brand, CarResponse, ItemsPage } from '@shop/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { AccountClient } from '../users/users.fixtures.js';

export async function patch(
  app: FastifyInstance,
  client: AccountClient,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'PATCH',
    url,
    headers: {
      cookie: `${XSRF_COOKIE}=${client.xsrf}`,
      [XSRF_HEADER]: client.xsrf,
      'content-type': 'application/json',
      authorization: `Bearer ${client.token}`,
      ...headers,
    },
    payload: JSON.stringify(body),
  });
}

export async function getJson<T>(app: FastifyInstance, url: string): Promise<T> {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

/** The public list page of a car's first group, and the items on it. */
export async function shopPage(app: FastifyInstance, car = 'volvo-240') {
  const { groups } = await getJson<CarResponse>(app, `/api/car/${car}`);
  const url = `/api/items/car/${car}/group/${groups[0]?.slug}`;
  return { url, group: groups[0]?.slug ?? '', page: await getJson<ItemsPage>(app, url) };
}

/** The price of `brand` of item `id` as the public list page at `url` shows it. */
export async function shownPrice(
  app: FastifyInstance,
  url: string,
  id: string,
  brand: Brand = 'any',
) {
  const item = (await getJson<ItemsPage>(app, url)).items.find((i) => i._id === id);
  return item?.prices_typed[brand]?.price;
}

/** The newest audit rows of a subject. */
export async function auditOf(client: AccountClient, type: string, id: string) {
  const res = await client.get(
    `/api/admin/audit?subjectType=${type}&subjectId=${encodeURIComponent(id)}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AuditPage>().entries;
}
