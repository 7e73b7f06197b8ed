import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './axe.js';
import { test } from './fixtures.js';
import { amountOf, gridNames, gridPrices } from './helpers.js';

interface ApiItem {
  _id: string;
  name: string;
  references: { id: string; visible: boolean }[];
  replaces: string[];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first demo item of the Volvo 240's latest updates that replaces an old part number. */
async function itemReplacingOldNumber(request: APIRequestContext): Promise<ApiItem> {
  for (let page = 1; page <= 20; page += 1) {
    const answer = await request.get(`/api/items/car/volvo-240/${page}`);
    expect(answer.ok()).toBe(true);
    const { items } = (await answer.json()) as { items: ApiItem[] };
    const found = items.find((item) => item.replaces.length > 0);
    if (found) return found;
  }
  throw new Error('no item of the Volvo 240 replaces an old number');
}

/** Types `query` into the header's search box and submits it with Enter. */
async function searchFromHeader(page: Page, query: string) {
  const box = page.getByRole('search').getByRole('searchbox', { name: 'Search' });
  await box.fill(query);
  await box.press('Enter');
}

test('a part number typed with separators finds the part first; the result opens it', async ({
  page,
  request,
}) => {
  // A real reference of the demo catalog, all digits, written the way people copy it from a box.
  const answer = await request.get('/api/items/car/volvo-240/group/brakes');
  expect(answer.ok()).toBe(true);
  const { items } = (await answer.json()) as { items: ApiItem[] };
  const digitsOnly = (r: ApiItem['references'][number]) => r.visible && /^\d{8}$/.test(r.id);
  const pick = items.find((item) => item.references.some(digitsOnly))!;
  expect(pick).toBeDefined();
  const reference = pick.references.find(digitsOnly)!.id;
  const typed = `${reference.slice(0, 2)} ${reference.slice(2, 5)}-${reference.slice(5)}`;

  await page.goto('/');
  await searchFromHeader(page, typed);
  await expect(page).toHaveURL(/\/search\?q=/);
  expect(new URL(page.url()).searchParams.get('q')).toBe(typed);
  await expect(
    page.getByRole('heading', { level: 1, name: `Search results for “${typed}”` }),
  ).toBeVisible();
  const table = page.getByRole('table', { name: `Parts matching “${typed}”` });
  const first = table.getByRole('rowheader').first().getByRole('link');
  await expect(first).toHaveText(pick.name);
  await expect(first).toHaveAttribute('href', `/item/${pick._id}`);
  // The row shows the number it was found by, as the part carries it.
  await expect(table.getByRole('rowheader').first()).toContainText(`Part number ${reference}`);

  await first.click();
  await expect(page).toHaveURL(new RegExp(`/item/${pick._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: pick.name })).toBeVisible();
  await expect(page.getByText(reference, { exact: true })).toBeVisible();

  // An old number a part replaces finds the current part, and the result says which it replaces.
  const current = await itemReplacingOldNumber(request);
  const old = current.replaces[0]!;
  await searchFromHeader(page, old);
  const results = page.getByRole('table', { name: `Parts matching “${old}”` });
  const hit = results
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') })
    .first();
  await expect(hit.getByRole('link', { name: current.name })).toHaveAttribute(
    'href',
    `/item/${current._id}`,
  );
  await expect(hit.getByText(`Replaces ${old}`, { exact: true })).toBeVisible();
  await hit.getByRole('link', { name: current.name }).click();
  const replaces = page.getByRole('region', { name: 'Replaces' });
  await expect(replaces.getByText(old, { exact: true })).toBeVisible();
});

test('a name word lists parts that sort by name and price; within a car, car links', async ({
  page,
}) => {
  await page.goto('/');
  await searchFromHeader(page, 'caliper');
  await expect(page).toHaveURL(/\/search\?q=caliper$/);
  const table = page.getByRole('table', { name: 'Parts matching “caliper”' });
  const names = await gridNames(page);
  expect(names.length).toBeGreaterThan(1);
  for (const name of names) expect(name.toLowerCase()).toContain('caliper');
  // Each part says which cars it fits, so rows of the same name tell apart.
  await expect(table.getByText(/^Fits \S/).first()).toBeVisible();
  // The number of matches is a status, which a screen reader announces.
  await expect(page.getByRole('status').filter({ hasText: /^\d+ match(es)?/ })).toHaveText(
    new RegExp(`^${names.length} matches`),
  );
  await expectAccessible(page, 'the search results');

  await table.getByRole('button', { name: /Name/ }).click();
  await expect(page).toHaveURL(/sort=name/);
  await expect(table.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  // The header changes with the click; the rows once the sorted answer arrives.
  const inOrder = <T>(values: T[], order: (a: T, b: T) => number) =>
    JSON.stringify(values) === JSON.stringify([...values].sort(order));
  await expect
    .poll(async () =>
      inOrder(await gridNames(page), (a, b) => a.localeCompare(b, 'en', { numeric: true })),
    )
    .toBe(true);

  await table.getByRole('button', { name: /Price/ }).click();
  await expect(table.getByRole('columnheader', { name: /Price/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect
    .poll(async () => inOrder((await gridPrices(page)).map(amountOf), (a, b) => a - b))
    .toBe(true);
  await table.getByRole('button', { name: /Price/ }).click();
  await expect(page).toHaveURL(/sort=-price/);
  await expect
    .poll(async () => inOrder((await gridPrices(page)).map(amountOf), (a, b) => b - a))
    .toBe(true);

  // Within a car and group, the box searches that car and results open inside it.
  await page.goto('/car/volvo-240/brakes/');
  await searchFromHeader(page, 'disc');
  await expect(page).toHaveURL(/\/car\/volvo-240\/brakes\/search\?q=disc$/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Search results for “disc”' }),
  ).toBeVisible();
  const link = page.getByRole('table').getByRole('rowheader').first().getByRole('link');
  const name = (await link.textContent())!.trim();
  await link.click();
  await expect(page).toHaveURL(/\/car\/volvo-240\/brakes\/item\/[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/car\/volvo-240\/brakes\/search\?q=disc$/);
});

test('a short query shows the message and sends no search request', async ({ page }) => {
  const searches: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/items/search')) searches.push(req.url());
  });

  await page.goto('/');
  await searchFromHeader(page, 'ab');
  const alert = page.getByRole('search').getByRole('alert');
  await expect(alert).toHaveText('Invalid query, please enter at least 3 characters.');
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/search?q=ab');
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Invalid query, please enter at least 3 characters.',
  );
  await page.waitForLoadState('networkidle');
  expect(searches).toEqual([]);

  // The watcher does see a search: a valid query makes exactly one.
  const request = page.waitForRequest(/\/api\/items\/search/);
  await searchFromHeader(page, 'abc');
  expect((await request).method()).toBe('POST');
  expect(searches).toHaveLength(1);
});

test('a diagram-entry search shows the Diag. column, opens the drawing and the position', async ({
  page,
}) => {
  await page.goto('/car/volvo-240/brakes/diagrams');
  await searchFromHeader(page, 'brake');
  await expect(page).toHaveURL(/\/car\/volvo-240\/brakes\/search\/diagrams\?q=brake$/);
  const table = page.getByRole('table', { name: 'Diagram positions matching “brake”' });
  await expect(table.getByRole('columnheader', { name: 'Diag.' })).toBeVisible();
  const headers = (await table.getByRole('columnheader').allTextContents()).map((h) => h.trim());
  expect(headers).toEqual(['Image', 'Diag.', 'Description', 'Reference', 'Ships', 'Price']);

  // The image opens the larger drawing in a modal; Escape closes it and focus returns.
  const image = table.getByRole('button', { name: /^Show the drawing “.+” larger$/ }).first();
  const diagramName = (await image.getAttribute('aria-label'))!.match(/“(.+)”/)![1]!;
  await image.click();
  const dialog = page.getByRole('dialog', { name: `Exploded drawing: ${diagramName}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img', { name: `Exploded drawing: ${diagramName}` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(image).toBeFocused();

  await table.getByRole('button', { name: 'Diag.' }).click();
  await expect(table.getByRole('columnheader', { name: 'Diag.' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  const diag = table.locator('tbody tr').first().locator('td').nth(1).getByRole('link');
  const href = (await diag.getAttribute('href'))!;
  expect(href).toMatch(/^\/diagram\/[A-Za-z0-9-]+\/.+$/);
  await diag.click();
  await expect(page).toHaveURL(new RegExp(`${escape(href)}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The whole shop's diagram entries: the toggle on /search switches to them.
  await page.goto('/search?q=brake');
  await page.getByRole('button', { name: 'Diagram positions' }).click();
  await expect(page).toHaveURL(/\/search\?q=brake&mode=diagrams$/);
  await expect(page.getByRole('columnheader', { name: 'Diag.' })).toBeVisible();
});
