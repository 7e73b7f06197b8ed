// A Finnish customer's shop: the language cookie, Finland, euros at Finland's 25,5 % VAT, the
// demo parts the euro journeys buy (read from the API, never hard-coded) and the Finnish form.
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import {
  MAX_LINE_QUANTITY,
  convertPrice,
  formatMoney,
  lineFee,
  offeredBrands,
  priceEntry,
  unitPrice,
} from '@shop/domain';
import type {
  AmountOptions,
  CheckoutData,
  Country,
  Currency,
  Item,
  ItemsPage,
  Payment,
  StoredCart,
  Transport,
} from '@shop/domain';
import type { AddressValues } from './checkout-helpers.js';

// No other journey orders from this car and group, so its stock stays as the journeys read it.
export const CAR = 'volvo-amazon';
export const GROUP = 'cooling';

/** The Finnish language cookie, set before the first page, as a returning Finn has it. */
export async function asFinn(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: 'lang', value: 'fi', url: baseURL! }]);
}

/** What the shop offers a Finn: Finland, the euro, transports and payments (Finnish names). */
export interface EuroShop {
  finland: Country;
  eur: Currency;
  transports: Transport[];
  payments: Payment[];
  /** The group's parts on its first page, with their Finnish names. */
  items: Item[];
}

/** Reads the shop as the Finn's browser context does (its cookie jar holds lang=fi). */
export async function euroShop(context: BrowserContext): Promise<EuroShop> {
  const get = async <T>(path: string): Promise<T> => {
    const answer = await context.request.get(path);
    expect(answer.ok(), path).toBe(true);
    return (await answer.json()) as T;
  };
  const [checkout, currencies, page] = await Promise.all([
    get<CheckoutData>('/api/checkout'),
    get<Currency[]>('/api/currencies'),
    get<ItemsPage>(`/api/items/car/${CAR}/group/${GROUP}`),
  ]);
  return {
    finland: checkout.countries.find((c) => c._id === 'FI')!,
    eur: currencies.find((c) => c.code === 'EUR')!,
    transports: checkout.transports,
    payments: checkout.payments,
    items: page.items,
  };
}

/** An amount in euro cents as a Finn reads it: "1 234,50 €". */
export const euros = (shop: EuroShop, minor: number, options?: AmountOptions): string =>
  formatMoney(minor, shop.eur, 'fi', options);

/** A catalog price (euro cents incl. 25 % VAT) as charged to Finland, in euro cents. */
export const chargedInFinland = (shop: EuroShop, cents: number): number =>
  convertPrice(cents, shop.eur, shop.finland.vat);

/** The price the cart and an order charge for one unit of the item as sold ('any'). */
export const unitCents = (item: Item): number => unitPrice(item, 'any');

/** A part sold in one brand only ('any', so the cart shows no brand choice) without a small-order fee. */
export function isPlain(item: Item): boolean {
  const entry = priceEntry(item, 'any');
  return (
    item.brand === 'any' &&
    entry !== undefined &&
    offeredBrands(item).length === 1 &&
    lineFee(entry, 1) === 0 &&
    item.fee === 0
  );
}

/** The stored cart of these lines, chosen for CAR, as 'any'. */
export const cartOf = (...lines: [Item, number][]): StoredCart =>
  Object.fromEntries(
    lines.map(([item, quantity]) => [item._id, { quantity, brand: 'any', car: CAR }]),
  );

export interface ThresholdCarts {
  /** Fills the cart up (the most it takes below the threshold). */
  bulk: Item;
  bulkQuantity: number;
  /** One more of these takes the cart over the threshold. */
  topUp: Item;
  topUpQuantity: number;
  /** The goods of the cart below the threshold, euro cents as charged to Finland. */
  goodsUnder: number;
  /** ...and with one more topUp. */
  goodsOver: number;
}

/**
 * Two plain parts in quantities whose goods land just below `threshold`, so that one more of the
 * cheaper one lands just above it (never on it): the smallest step the group allows, in stock
 * where the stock allows it (a plain part costs the same from stock or from the supplier).
 */
export function thresholdCarts(shop: EuroShop, threshold: number): ThresholdCarts {
  const plain = shop.items.filter(isPlain);
  const inStock = (item: Item) => Math.min(item.stock.quantity, MAX_LINE_QUANTITY);
  const found =
    straddle(shop, plain, threshold, inStock) ??
    straddle(shop, plain, threshold, () => MAX_LINE_QUANTITY);
  if (!found) throw new Error(`No two parts of ${CAR}/${GROUP} straddle ${threshold}`);
  return found;
}

function straddle(
  shop: EuroShop,
  parts: readonly Item[],
  threshold: number,
  most: (item: Item) => number,
): ThresholdCarts | null {
  let best: ThresholdCarts | null = null;
  for (const bulk of parts) {
    const bulkUnit = chargedInFinland(shop, unitCents(bulk));
    for (const topUp of parts) {
      const topUpUnit = chargedInFinland(shop, unitCents(topUp));
      if (topUp === bulk || (best && topUpUnit >= best.goodsOver - best.goodsUnder)) continue;
      // As many of the bulk part as stay below the threshold, then top up: the fewest lines' units.
      const bulkMost = Math.min(most(bulk), Math.ceil(threshold / bulkUnit) - 1);
      for (let n = bulkMost; n >= 1; n -= 1) {
        const m = Math.ceil((threshold - n * bulkUnit) / topUpUnit) - 1;
        const under = n * bulkUnit + m * topUpUnit;
        const over = under + topUpUnit;
        if (m < 1 || m + 1 > most(topUp) || over <= threshold) continue;
        best = {
          bulk,
          bulkQuantity: n,
          topUp,
          topUpQuantity: m,
          goodsUnder: under,
          goodsOver: over,
        };
        break;
      }
    }
  }
  return best;
}

/** A part and a quantity the stock cannot cover, on which the supplier's small-order fee applies ('any'). */
export function feeLine(shop: EuroShop): { item: Item; quantity: number; fee: number } {
  for (const item of shop.items) {
    const entry = priceEntry(item, 'any');
    if (item.brand !== 'any' || !entry) continue;
    const quantity = Math.max(1, item.stock.quantity + 1);
    const fee = lineFee(entry, quantity);
    if (fee > 0 && quantity <= 3) return { item, quantity, fee };
  }
  throw new Error(`No part of ${CAR}/${GROUP} carries a small-order fee beyond its stock`);
}

/** The demo's Finnish customer. */
export const AINO: AddressValues = {
  given_name: 'Aino',
  family_name: 'Virtanen',
  street_address: 'Mannerheimintie 1',
  postal_code: '00100',
  city: 'Helsinki',
  phone: '040 123 4567',
};

/** Fills the Finnish checkout's email and billing address (Finland stays the destination). */
export async function fillDetailsInFinnish(page: Page, email: string, address = AINO) {
  await page.getByLabel('Sähköposti').fill(email);
  const billing = page.getByRole('group', { name: 'Laskutusosoite' });
  await billing.getByLabel('Etunimi').fill(address.given_name);
  await billing.getByLabel('Sukunimi').fill(address.family_name);
  await billing.getByLabel('Katuosoite').fill(address.street_address);
  await billing.getByLabel('Postinumero').fill(address.postal_code);
  await billing.getByLabel('Postitoimipaikka').fill(address.city);
  await billing.getByLabel('Puhelin').fill(address.phone);
}

/** From the filled-in checkout to /review, then the order placed: its number from /complete. */
export async function placeFromCheckout(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Seuraava' }).click();
  await expect(page).toHaveURL(/\/review$/);
  await page.getByRole('button', { name: 'Lähetä tilaus' }).click();
  return completedOrderNumber(page);
}

/** The order number /complete thanks for. */
export async function completedOrderNumber(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/complete$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kiitos tilauksestasi' })).toBeVisible();
  const text = page.getByText(/^Tilausnumerosi on \d{6,12}\./);
  await expect(text).toBeVisible();
  return /\d{6,12}/.exec((await text.textContent()) ?? '')![0];
}

/**
 * The cell of `row` in the column headed `header`: the row's cell (th or td) at the place of that
 * header in the table's head, as a locator, so assertions on it wait like any other.
 */
export function cellOf(row: Locator, header: string): Locator {
  const heading = `ancestor::table[1]/thead/tr/th[normalize-space(.)='${header}']`;
  return row.locator(
    `xpath=./*[(self::th or self::td) and ${heading} and position() = count(${heading}/preceding-sibling::th) + 1]`,
  );
}

/** The row of a grid naming the part (its link or its row header). */
export function rowOf(table: Locator, name: string): Locator {
  return table.getByRole('row').filter({ has: table.page().getByText(name, { exact: true }) });
}
