// Staff run orders in the console: a guest's invoice order found by email and shipped in part with
// a tracking number (the shipping mail reaches the SMTP sink), and a Swish order refunded in part
// through the Swish simulator. The staff are the worker's admin, signed in once with a code
// computed here.
import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures.js';
import type { Page } from '@playwright/test';
import { openConsole, seedConsoleSession } from './admin-helpers.js';
import { expectAccessible } from './axe.js';
import { ANNA, cartOf, fillAddress, pickItems, seedCart } from './checkout-helpers.js';
import { cellOf } from './euro-helpers.js';
import { mailContaining } from './mail-helpers.js';

/** A guest orders `cart` with `payment` in kronor to Sweden; the order number from /complete. */
async function guestOrders(page: Page, payment: RegExp, email: string): Promise<string> {
  await page.goto('/checkout');
  await page.getByLabel('Currency').selectOption('SEK');
  await page.getByRole('radio', { name: payment }).check();
  await page.getByLabel('Email').fill(email);
  await fillAddress(page.getByRole('group', { name: 'Billing address' }), ANNA);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/review$/);
  await page.getByRole('button', { name: 'Place order' }).click();
  // A Swish payment is paid by the simulator after a few seconds.
  await expect(page).toHaveURL(/\/complete$/, { timeout: 20_000 });
  const text = page.getByText(/^Your order number is \d{6,12}\./);
  await expect(text).toBeVisible();
  return /\d{6,12}/.exec((await text.textContent()) ?? '')![0];
}

test('an admin finds a guest order by email and ships part of it; the shipping mail arrives', async ({
  page,
  browser,
  baseURL,
  request,
  consoleSession,
}) => {
  const [disc, pads] = await pickItems(request);
  await seedCart(page, cartOf([disc, 2], [pads, 1]));
  const email = `guest-${randomUUID().slice(0, 8)}@example.com`;
  const number = await guestOrders(page, /Invoice/, email);

  const staff = await (await browser.newContext({ baseURL })).newPage();
  await openConsole(staff, consoleSession);
  await staff
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Orders' })
    .click();
  const filters = staff.getByRole('search', { name: 'Find orders' });
  await filters.getByLabel('Order number, email or name').fill(email.toUpperCase());
  await filters.getByRole('button', { name: 'Show orders' }).click();
  const list = staff.getByRole('table', { name: 'Orders, newest first' });
  await expect(list.getByRole('row')).toHaveCount(2);
  const row = list.getByRole('row').nth(1);
  await expect(cellOf(row, 'State')).toHaveText('To ship (invoice)');
  await expect(cellOf(row, 'Customer')).toContainText(email);
  await expectAccessible(staff, 'the order list');

  await row.getByRole('link', { name: number }).click();
  await expect(staff.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  const lines = staff.getByRole('table', { name: 'Lines' });
  await expect(lines.getByRole('row')).toHaveCount(3);
  await expectAccessible(staff, "an order's page");

  // One of the two discs goes in the first parcel, the pads wait.
  await staff.locator('summary', { hasText: /^Ship$/ }).click();
  await staff.getByLabel('Carrier').selectOption('PostNord');
  const tracking = `00370${Date.now()}`;
  await staff.getByLabel('Tracking number').fill(tracking);
  await staff.getByLabel(`${disc.name} (2 left to ship)`).fill('1');
  await staff.getByLabel(`${pads.name} (1 left to ship)`).fill('0');
  await staff.getByRole('button', { name: 'Ship and send the mail' }).click();
  await expect(staff.getByRole('status').filter({ hasText: tracking })).toBeFocused();
  await expect(staff.getByRole('term').filter({ hasText: 'State' }).locator('+ dd')).toHaveText(
    'Partly shipped',
  );
  const shipments = staff.getByRole('table', { name: 'Shipments' });
  await expect(shipments.getByRole('link', { name: tracking })).toHaveAttribute(
    'href',
    `https://tracking.postnord.com/tracking.html?id=${tracking}`,
  );
  await expect(
    cellOf(lines.getByRole('row', { name: new RegExp(disc.name) }), 'Shipped'),
  ).toHaveText('1');

  const mail = await mailContaining(`Your parts from order ${number} are on their way`, tracking);
  expect(mail).toContain(`To: ${email}`);
  expect(mail).toContain(`https://tracking.postnord.com/tracking.html?id=${tracking}`);
  await staff.context().close();
});

test('an admin refunds part of a Swish order through the Swish simulator', async ({
  page,
  browser,
  baseURL,
  request,
  consoleSession,
}) => {
  const [, pads] = await pickItems(request);
  await seedCart(page, cartOf([pads, 2]));
  const number = await guestOrders(page, /Swish/, `swish-${randomUUID().slice(0, 8)}@example.com`);

  const staff = await (await browser.newContext({ baseURL })).newPage();
  // Straight to the order, as from a console tab already signed in.
  await seedConsoleSession(staff, consoleSession);
  await staff.goto(`/admin/orders/${number}`);
  await expect(staff.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  // Money goes back by lines once the goods left: ship it all first.
  await staff.locator('summary', { hasText: /^Ship$/ }).click();
  await staff.getByLabel('Tracking number').fill('JJSE123');
  await staff.getByRole('button', { name: 'Ship and send the mail' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'JJSE123' })).toBeVisible();

  await staff.locator('summary', { hasText: /^Refund$/ }).click();
  await staff.getByLabel(`${pads.name} (2 can be refunded)`).fill('1');
  await staff.getByLabel('Put the units back in stock').check();
  const preview = staff.getByText(/ kr goes back to the customer, VAT included\.$/);
  await expect(preview).toBeVisible();
  const amount = /^(.+ kr) goes back/.exec((await preview.textContent()) ?? '')![1]!;
  await staff.getByRole('button', { name: `Refund ${amount}` }).click();
  await expect(staff.getByRole('status').filter({ hasText: `Refunded ${amount}.` })).toBeVisible();
  await expect(staff.getByRole('term').filter({ hasText: 'State' }).locator('+ dd')).toHaveText(
    'Partly refunded',
  );
  const refunds = staff.getByRole('table', { name: 'Refunds' });
  const refund = refunds.getByRole('row').nth(1);
  await expect(cellOf(refund, 'Paid back by')).toHaveText('swish');
  await expect(cellOf(refund, 'Amount')).toContainText(amount);
  await expect(cellOf(refund, 'Contents')).toContainText('back in stock');
  // The console's change is on the order's own history.
  const history = staff.getByRole('table', { name: 'Changes made in the console' });
  await expect(history.getByRole('row').filter({ hasText: 'order.refund' })).toHaveCount(1);
  await staff.context().close();
});
