import { expect, test } from './fixtures.js';
import { logInFromHeader, newCustomer, signUp } from './account-helpers.js';
import { createStaff, signInToConsole } from './admin-helpers.js';
import { expectAccessible } from './axe.js';

test('an admin signs in with a code from the authenticator and reads the audit log', async ({
  page,
}) => {
  const admin = await createStaff('admin', 'Astrid Admin');
  await signInToConsole(page, admin);
  const nav = page.getByRole('navigation', { name: 'Console' });
  for (const name of ['Orders', 'Items', 'Audit log', 'Prices (bulk edit)', 'Settings', 'Staff'])
    await expect(nav.getByRole('link', { name })).toBeVisible();
  await expectAccessible(page, 'the console overview');

  // A change made in the console, so the log has a row by this admin: a new staff member.
  const token = await page.evaluate(() => sessionStorage.getItem('staff-token'));
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const added = await page.request.post('/api/admin/staff', {
    headers: { Authorization: `Bearer ${token}`, 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
    data: {
      name: 'Sven Staff',
      email: `sven-${Date.now()}@example.com`,
      role: 'staff',
      password: 'Ny-Vinterdack-2026',
    },
  });
  expect(added.status()).toBe(201);
  const member = (await added.json()) as { id: string };

  await nav.getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  const table = page.getByRole('table', { name: 'Audit log entries, newest first' });
  const row = table
    .getByRole('row')
    .filter({ hasText: 'staff.add' })
    .filter({ hasText: member.id });
  await expect(row).toBeVisible();
  await expect(row.getByRole('link', { name: admin.email })).toBeVisible();
  await expect(row).toContainText(/role\s*Before: \(none\)\s*→\s*After: staff/);
  await expectAccessible(page, 'the audit log');

  // Filtered by the subject, from the row: the address holds the filter, the log only that user.
  await row.getByRole('link', { name: `User ${member.id}` }).click();
  await expect(page).toHaveURL(new RegExp(`subjectType=user&subjectId=${member.id}`));
  await expect(table.getByRole('row')).toHaveCount(2);

  // By person, typed as an email address in any case.
  const filters = page.getByRole('search', { name: 'Filter the log' });
  await filters.getByRole('button', { name: 'Clear filters' }).click();
  // The form is drawn anew for the cleared address: typing before that would be wiped.
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(filters.getByLabel('Subject id')).toHaveValue('');
  await filters.getByLabel('Person (email or id)').fill(admin.email.toUpperCase());
  await filters.getByRole('button', { name: 'Show entries' }).click();
  await expect(page).toHaveURL(/actor=/);
  await expect(row).toBeVisible();
  await expect(table.getByRole('row').filter({ hasNotText: admin.email })).toHaveCount(1);

  // The admin's own sections, as an admin reads them.
  await nav.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Currency rates' })).toBeVisible();
  await expectAccessible(page, 'the settings');
  await nav.getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('table').getByText(admin.email)).toBeVisible();
  await expectAccessible(page, 'the staff list');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to the staff console' })).toBeVisible();
  await expectAccessible(page, 'the console sign-in');
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { name: 'Sign in to the staff console' })).toBeVisible();
});

test('a customer who opens /admin is refused', async ({ page, request }) => {
  const customer = newCustomer('console');
  await signUp(request, customer);
  await page.goto('/');
  await logInFromHeader(page, customer);
  await page.goto('/admin');
  await expect(
    page.getByRole('heading', { level: 1, name: 'No access to the console' }),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Console' })).toHaveCount(0);
  await expectAccessible(page, 'the console refusing a customer');
  await page.getByRole('link', { name: 'Back to the shop' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: customer.name })).toBeVisible();
});
