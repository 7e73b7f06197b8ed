import { expect, type Page } from '@playwright/test';

/** Opens the header's car menu and follows the link to one car. */
export async function openCarFromMenu(page: Page, carName: string | RegExp) {
  await page.getByRole('button', { name: 'Cars' }).click();
  await page
    .getByRole('link', { name: carName, exact: typeof carName === 'string' })
    .first()
    .click();
}

/** The prices shown in the item grid, in the order of its rows. */
export async function gridPrices(page: Page): Promise<string[]> {
  const table = page.getByRole('table');
  await expect(table).toBeVisible();
  return table.locator('tbody tr td:last-child').evaluateAll((cells) =>
    cells.map(
      (c) =>
        // en "1,150.00 kr"; sv and fi "1 150,00 kr" (no-break spaces group the thousands); "£9.14".
        (c.textContent ?? '').match(
          /-?£\d{1,3}(?:[,\u00a0]\d{3})*[.,]\d{2}|-?\d{1,3}(?:[,\u00a0]\d{3})*[.,]\d{2} (?:€|kr|NOK)/,
        )?.[0] ?? '',
    ),
  );
}

export function amountOf(price: string): number {
  // English amounts group thousands with commas: "1,150.00 kr", "£1,150.00".
  return Number(price.replace(/£|€|kr|NOK|,|\s/g, ''));
}

/** The item names in the grid, in the order of its rows. */
export async function gridNames(page: Page): Promise<string[]> {
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  return rows.evaluateAll((trs) =>
    trs.map((tr) => tr.querySelector('a')?.textContent?.trim() ?? ''),
  );
}

/**
 * The grid's prices once their rows stand in `order`: the URL and the header change with the
 * click, and the rows follow when the sorted page has arrived.
 */
export async function sortedGridPrices(page: Page, order: 'ascending' | 'descending') {
  let amounts: number[] = [];
  const inOrder = (a: number, b: number) => (order === 'ascending' ? a <= b : a >= b);
  await expect
    .poll(
      async () => {
        amounts = (await gridPrices(page)).map(amountOf);
        return (
          amounts.length > 0 && amounts.every((n, i) => i === 0 || inOrder(amounts[i - 1]!, n))
        );
      },
      { message: `grid prices in ${order} order` },
    )
    .toBe(true);
  return amounts;
}
