// Staff for the console journeys: made on the e2e shop's database with admin:create's CLI, as an
// operator makes the first admin, and their authenticator's codes computed here (RFC 6238).
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, type Browser, type Cookie, type Page } from '@playwright/test';
import { TOTP, URI } from 'otpauth';

export interface StaffAccount {
  name: string;
  email: string;
  password: string;
  totp: TOTP;
  recoveryCodes: string[];
}

export async function createStaff(role: 'admin' | 'staff', name: string): Promise<StaffAccount> {
  const databaseUrl = process.env.E2E_DATABASE_URL;
  if (!databaseUrl)
    throw new Error('E2E_DATABASE_URL is unset: run the journeys with tools/test-e2e.mjs');
  const email = `${role}-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'Vinterdack-Stal-2026';
  const { stdout } = await promisify(execFile)(
    'node',
    [
      join(process.cwd(), 'apps/server/dist/cli/admin-create.js'),
      '--email',
      email,
      '--name',
      name,
      '--role',
      role,
    ],
    { env: { ...process.env, DATABASE_URL: databaseUrl, ADMIN_PASSWORD: password } },
  );
  const url = /otpauth:\/\/\S+/.exec(stdout)?.[0];
  const secret = /enter the key by hand: ([A-Z2-7]+)/.exec(stdout)?.[1];
  if (!url || !secret) throw new Error(`admin:create printed no secret:\n${stdout}`);
  const totp = URI.parse(url);
  if (!(totp instanceof TOTP) || totp.secret.base32 !== secret)
    throw new Error('not a TOTP secret');
  const recoveryCodes = [...stdout.matchAll(/^ {2}([a-z0-9]{5}-[a-z0-9]{5})$/gm)].map((m) => m[1]!);
  return { name, email, password, totp, recoveryCodes };
}

/** Signs in on the console's page with the authenticator's current code. */
export async function signInToConsole(page: Page, staff: StaffAccount) {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Sign in to the staff console' })).toBeVisible();
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByLabel('Code').fill(staff.totp.generate());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
}

/** A console sign-in kept for reuse: the cookies it left and the tab's staff token. */
export interface ConsoleSession {
  staff: StaffAccount;
  cookies: Cookie[];
  token: string;
}

/** Makes an admin and signs in once in a browser context of its own, closed afterwards. */
export async function signInOnce(
  browser: Browser,
  baseURL: string | undefined,
): Promise<ConsoleSession> {
  const context = await browser.newContext({ baseURL });
  try {
    // The CLI makes the admin while the browser opens a tab.
    const made = createStaff('admin', 'Astrid Admin');
    const page = await context.newPage();
    const staff = await made;
    await signInToConsole(page, staff);
    const token = await page.evaluate(() => sessionStorage.getItem('staff-token'));
    if (!token) throw new Error('the console kept no staff token');
    return { staff, cookies: (await context.storageState()).cookies, token };
  } finally {
    await context.close();
  }
}

/** Signs `page` in as the session's admin before it loads anything: cookies and the tab's token. */
export async function seedConsoleSession(page: Page, session: ConsoleSession) {
  await page.context().addCookies(session.cookies);
  // The token is this tab's (sessionStorage), so it goes in before the console's code reads it;
  // only on the tab's first page, so a sign-out stays signed out.
  await page.addInitScript((token) => {
    if (sessionStorage.getItem('e2e-console-seeded')) return;
    sessionStorage.setItem('e2e-console-seeded', '1');
    sessionStorage.setItem('staff-token', token);
  }, session.token);
}

/** Opens the console's overview in `page` as the session's admin, as signInToConsole leaves it. */
export async function openConsole(page: Page, session: ConsoleSession) {
  await seedConsoleSession(page, session);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
}
