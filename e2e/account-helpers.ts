// Customers for the account journeys: a fresh address each time, signed up through the API when a
// journey is about something else, as the web app would sign them up.
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { LoginResponse, StoredCart } from '@shop/domain';

export interface Customer {
  name: string;
  email: string;
  password: string;
}

export function newCustomer(label: string): Customer {
  return {
    name: 'Kerstin Karlsson',
    email: `${label}-${randomUUID().slice(0, 8)}@example.com`,
    password: 'Rostfritt-Stal-1987',
  };
}

export interface ApiSession {
  token: string;
  xsrf: string;
}

/** Signs the customer up through the API (its own cookie jar) and answers the session. */
export async function signUp(request: APIRequestContext, customer: Customer): Promise<ApiSession> {
  const first = await request.get('/api/item-groups');
  const cookie = first.headers()['set-cookie'] ?? '';
  const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? '');
  const answer = await request.post('/api/user/create', {
    headers: { 'X-XSRF-TOKEN': xsrf },
    data: customer,
  });
  expect(answer.status()).toBe(201);
  return { token: ((await answer.json()) as LoginResponse).token, xsrf };
}

/** Stores the account's cart as another device of the customer would have left it. */
export async function putAccountCart(
  request: APIRequestContext,
  session: ApiSession,
  cart: StoredCart,
) {
  const answer = await request.put('/api/user/cart', {
    headers: { 'X-XSRF-TOKEN': session.xsrf, Authorization: `Bearer ${session.token}` },
    data: { cart },
  });
  expect(answer.status()).toBe(200);
}

/** Logs in from the header's panel, pressing Enter in the password field. */
export async function logInFromHeader(page: Page, customer: Customer) {
  const header = page.getByRole('banner');
  const toggle = header.getByRole('button', { name: 'Log in', expanded: false });
  const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  await toggle.click();
  await panel.getByLabel('Email').fill(customer.email);
  await panel.getByLabel('Password', { exact: true }).fill(customer.password);
  await panel.getByLabel('Password', { exact: true }).press('Enter');
  await expect(header.getByRole('link', { name: customer.name })).toBeVisible();
}
