import { expect } from '@playwright/test';
import { expectAccessible } from './axe.js';
import { diagramWithBothColours } from './diagram-helpers.js';
import { test } from './fixtures.js';

const marker = (pos: string) => `path.diagram-marker--pos-${pos}`;

test('diagram mode -> diagram -> blue circle -> cart; the list drives the map; red circles', async ({
  page,
  request,
}) => {
  const pick = await diagramWithBothColours(request, 'volvo-240', 'gearbox');

  await page.goto('/car/volvo-240/gearbox/');
  await page.getByRole('button', { name: 'Diagrams' }).click();
  await expect(page).toHaveURL(/\/car\/volvo-240\/gearbox\/diagrams$/);
  const thumbs = page.getByRole('list', { name: 'Diagrams in Gearbox' }).getByRole('link');
  await expect(thumbs.first()).toBeVisible();
  const names = (await thumbs.allTextContents()).map((n) => n.trim());
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  await thumbs.filter({ hasText: pick.name }).click();

  await expect(page).toHaveURL(new RegExp(`/diagram/${pick.illustration}$`));
  await expect(page.getByRole('heading', { level: 1, name: pick.name })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${pick.name}`));
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Gearbox' })).toHaveAttribute(
    'href',
    '/car/volvo-240/gearbox/diagrams',
  );
  await expect(page.getByRole('heading', { name: 'Pick a position' })).toBeVisible();
  await expect(page.locator('path.diagram-marker--unlinked').first()).toBeVisible();
  await expectAccessible(page, 'the diagram page');

  // A blue circle: its item shows in the info panel and goes into the cart.
  await expect(page.locator('path.diagram-marker--unlinked').first()).toBeVisible();
  await page.locator('path.diagram-marker--linked').first().click();
  await expect(page).toHaveURL(new RegExp(`/diagram/${pick.illustration}/\\d+$`));
  const position = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.locator(`${marker(position)}.diagram-marker--selected`)).toHaveCount(1);
  const panel = page.getByRole('region', { name: `Position ${position}` });
  const entry = panel
    .getByRole('article')
    .filter({ has: page.getByRole('img') })
    .first();
  await expect(entry.getByRole('heading')).toBeVisible();
  await expect(entry.getByText(/\d+\.\d{2} €/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, empty' })).toBeVisible();
  await entry.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  // The list view: choosing another position there flips back to the map, which follows.
  await page.getByRole('button', { name: 'List', exact: true }).click();
  const table = page.getByRole('table', { name: `Parts in ${pick.name}` });
  await expect(table).toBeVisible();
  await expect(table.locator('tr.diagram-table__row--selected').first()).toBeVisible();
  const other = pick.linked.find((p) => p !== position)!;
  await table
    .getByRole('button', { name: `Show position ${other} on the drawing` })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/diagram/${pick.illustration}/${other}$`));
  await expect(table).toBeHidden();
  await expect(page.locator(`${marker(other)}.diagram-marker--selected`)).toHaveCount(1);
  await expect(page.locator('path.diagram-marker--selected')).toHaveCount(1);
  await expect(
    page
      .getByRole('group', { name: 'Positions' })
      .getByRole('button', { name: `Position ${other}`, exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('region', { name: `Position ${other}` })).toBeVisible();

  // A red circle: its position shows, with nothing to buy.
  const red = pick.unlinked[0]!;
  await page.locator(marker(red)).click();
  await expect(page).toHaveURL(new RegExp(`/diagram/${pick.illustration}/${red}$`));
  await expect(page.locator(marker(red))).toHaveClass(/diagram-marker--unlinked/);
  const redPanel = page.getByRole('region', { name: `Position ${red}` });
  await expect(redPanel.getByText('Not sold separately').first()).toBeVisible();
  await expect(redPanel.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
});

test('opening /diagram/<id>/<position> selects it; keyboard reaches every position', async ({
  page,
  request,
}) => {
  const pick = await diagramWithBothColours(request, 'volvo-240', 'gearbox');
  const position = pick.linked[0]!;
  await page.goto(`/diagram/${pick.illustration}/${position}`);
  await expect(page.getByRole('region', { name: `Position ${position}` })).toBeVisible();
  await expect(page.locator(`${marker(position)}.diagram-marker--selected`)).toHaveCount(1);

  const buttons = page.getByRole('group', { name: 'Positions' }).getByRole('button');
  await expect(buttons).toHaveCount(pick.linked.length + pick.unlinked.length);
  const next = pick.unlinked[0]!;
  await page.getByRole('button', { name: `Position ${next}`, exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/diagram/${pick.illustration}/${next}$`));
  await expect(page.locator(`${marker(next)}.diagram-marker--selected`)).toHaveCount(1);

  // The map itself pans and zooms from the keyboard.
  const map = page.getByRole('region', { name: `Exploded drawing: ${pick.name}` });
  const zoomOf = () =>
    page.locator('.leaflet-image-layer').evaluate((img) => img.getBoundingClientRect().width);
  const before = await zoomOf();
  await map.focus();
  await page.keyboard.press('+');
  await expect.poll(zoomOf).toBeGreaterThan(before);

  // Each circle on the drawing is a named button: Space or Enter selects it, the focus stays on it.
  await expect(
    map.getByRole('button', { name: `Position ${next}, no part listed`, exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');
  await map.getByRole('button', { name: `Position ${position}`, exact: true }).focus();
  await page.keyboard.press(' ');
  await expect(page).toHaveURL(new RegExp(`/diagram/${pick.illustration}/${position}$`));
  await expect(page.locator(`${marker(position)}.diagram-marker--selected`)).toBeFocused();
  await expect(page.getByRole('region', { name: `Position ${position}` })).toBeVisible();
});

test('an anonymous visit to a modern car diagram lands on the login page', async ({ page }) => {
  await page.goto('/');
  // The demo catalog is generated from a fixed seed: VS6004011M is the Volvo S60's exhaust system.
  await page.goto('/diagram/VS6004011M');
  await expect(page).toHaveURL(
    /\/login\?cause=error\.diagram_forbidden&path=%2Fdiagram%2FVS6004011M$/,
  );
  await expect(page.getByText('Modern car diagrams require authentication.')).toBeVisible();
  // The login page replaced the diagram's history entry: back returns to where the visitor was.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});
