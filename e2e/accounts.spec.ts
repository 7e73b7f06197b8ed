// Accounts as a customer meets them: sign up, log out and in from the header, stay logged in across
// a reload, a wrong password, a forgotten password reset through the mailed link, the guest cart
// kept at login, modern-car diagrams after a login, and the account page's orders.
import { expect, test, waitingForTheApp } from './fixtures.js';
import type { ItemsPage } from '@shop/domain';
import { expectAccessible } from './axe.js';
import { logInFromHeader, newCustomer, putAccountCart, signUp } from './account-helpers.js';
import { ANNA, cartOf, fillAddress, pickItems, seedCart } from './checkout-helpers.js';
import { mailContaining } from './mail-helpers.js';

test('a customer signs up, logs out, and logs in again from the header', async ({ page }) => {
  const anna = newCustomer('signup');
  await page.goto('/register');
  await page.getByLabel('Name').fill(anna.name);
  await page.getByLabel('Email').fill(anna.email);
  await page.getByLabel('Password', { exact: true }).fill(anna.password);
  await page.getByLabel('Confirm password').fill(anna.password);
  await expectAccessible(page, 'the sign-up page');
  await page.getByLabel('Confirm password').press('Enter');

  const header = page.getByRole('banner');
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByRole('link', { name: anna.name })).toBeVisible();
  await header.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await logInFromHeader(page, anna);
  // A reload keeps the session: the token is stored, and the current user is fetched again.
  await page.reload();
  await expect(header.getByRole('link', { name: anna.name })).toBeVisible();
});

test("a wrong password shows the server's message", async ({ page, request }) => {
  const bo = newCustomer('wrong');
  await signUp(request, bo);
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(bo.email);
  await main.getByLabel('Password', { exact: true }).fill('Not-The-Password-1');
  await main.getByRole('button', { name: 'Log in' }).click();
  await expect(main.getByRole('alert')).toHaveText('Wrong email or password.');
  await expect(page).toHaveURL(/\/login$/);
});

test('a forgotten password is reset through the mailed link', async ({ page, request }) => {
  const cilla = newCustomer('forgot');
  await signUp(request, cilla);
  await page.goto('/login');
  await page.getByRole('link', { name: /forgot/i }).click();
  await expect(page).toHaveURL(/\/forgot$/);
  // The URL changes before the page's code has loaded: the login form's Email field is still there.
  await expect(page.getByRole('heading', { level: 1, name: 'Forgotten password' })).toBeVisible();
  await page.getByLabel('Email').fill(cilla.email);
  await page.getByLabel('Email').press('Enter');
  await expect(page.getByRole('main').getByRole('status')).toContainText('we have sent it a link');

  const mail = await mailContaining(`To: ${cilla.email}`, '/reset-password#token=');
  const link = /https?:\/\/\S+\/reset-password#token=[A-Za-z0-9_-]+/.exec(mail)?.[0] ?? '';
  expect(link).not.toBe('');
  await page.goto(new URL(link).pathname + new URL(link).hash);
  const fresh = 'Ny-Vardag-2026-Maj';
  await page.getByLabel('New password').fill(fresh);
  await page.getByLabel('Confirm password').fill(fresh);
  await page.getByLabel('Confirm password').press('Enter');
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('banner').getByRole('link', { name: cilla.name })).toBeVisible();

  // The old password no longer opens the account; the new one does.
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  await logInFromHeader(page, { ...cilla, password: fresh });
});

test('a guest cart survives logging in, merged with the account’s', async ({ page, request }) => {
  const dag = newCustomer('cart');
  const session = await signUp(request, dag);
  const [disc, pads] = await pickItems(request);
  const items = await request.get('/api/items/car/volvo-240/group/brakes');
  const other = ((await items.json()) as ItemsPage).items.find(
    (item) => item._id !== disc._id && item._id !== pads._id,
  )!;
  // Left in the account's cart on another device; the visitor collects two more lines here.
  await putAccountCart(request, session, { [other._id]: { quantity: 1, brand: 'any', car: null } });
  await seedCart(page, cartOf([disc, 2], [pads, 1]));
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  await logInFromHeader(page, dag);
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
  await page.goto('/checkout');
  const lines = page.getByRole('table', { name: 'Parts in your cart' });
  for (const item of [disc, pads, other])
    await expect(lines.getByRole('row', { name: new RegExp(item.name) })).toBeVisible();

  // The merged cart lives with the account: another browser that logs in finds it.
  const elsewhere = await page.context().browser()!.newContext();
  const tab = waitingForTheApp(await elsewhere.newPage());
  await tab.goto('/');
  await logInFromHeader(tab, dag);
  await expect(tab.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
  await elsewhere.close();
});

test('a modern car diagram opens after logging in from the page it sent the visitor to', async ({
  page,
  request,
}) => {
  const eva = newCustomer('diagram');
  await signUp(request, eva);
  await page.goto('/');
  // The demo catalog is generated from a fixed seed: VS6004011M is the Volvo S60's exhaust system.
  await page.goto('/diagram/VS6004011M');
  await expect(page).toHaveURL(
    /\/login\?cause=error\.diagram_forbidden&path=%2Fdiagram%2FVS6004011M$/,
  );
  await expect(page.getByText('Modern car diagrams require authentication.')).toBeVisible();
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(eva.email);
  await main.getByLabel('Password', { exact: true }).fill(eva.password);
  await main.getByRole('button', { name: 'Log in' }).click();

  await expect(page).toHaveURL(/\/diagram\/VS6004011M$/);
  const drawing = page.locator('.leaflet-image-layer');
  await expect(drawing).toBeVisible();
  // The drawing itself is served to the logged-in customer (its cookie), not refused.
  await expect
    .poll(() => drawing.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
});

test('the account page lists an order placed while logged in', async ({ page, request }) => {
  const frida = newCustomer('orders');
  await signUp(request, frida);
  const [disc] = await pickItems(request);
  await seedCart(page, cartOf([disc, 1]));
  await page.goto('/');
  await logInFromHeader(page, frida);
  await page.goto('/checkout');
  await page.getByLabel('Currency').selectOption('SEK');
  await page.getByRole('radio', { name: /Invoice/ }).check();
  await expect(page.getByLabel('Email')).toHaveValue(frida.email);
  await fillAddress(page.getByRole('group', { name: 'Billing address' }), ANNA);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/complete$/);
  // The page renders its order after the address changes: read the number once it is there.
  await expect(page.getByRole('main')).toContainText(/Your order number is \d{6,12}/);
  const number = /Your order number is (\d{6,12})/.exec(
    await page.getByRole('main').innerText(),
  )?.[1];
  expect(number).toBeDefined();

  await page.getByRole('banner').getByRole('link', { name: frida.name }).click();
  await expect(page).toHaveURL(/\/account$/);
  const orders = page.getByRole('region', { name: 'Your orders' });
  const link = orders.getByRole('link', { name: new RegExp(number!) });
  await expect(link).toBeVisible();
  await expectAccessible(page, 'the account page');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/order/${number}\\?key=`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(number!);
});
