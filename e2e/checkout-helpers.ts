import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { checkoutFigures } from '@shop/domain';
import type {
  AddressInput,
  CartLine,
  CartResponse,
  CheckoutData,
  Currency,
  Item,
  ItemsPage,
  OrderFigures,
  StoredCart,
} from '@shop/domain';

const CAR = 'volvo-240';
const GROUP = 'brakes';

/** Two stocked, light items of the demo catalog sold as 'any', so any transport can carry them. */
export async function pickItems(request: APIRequestContext): Promise<[Item, Item]> {
  const answer = await request.get(`/api/items/car/${CAR}/group/${GROUP}`);
  expect(answer.ok()).toBe(true);
  const { items } = (await answer.json()) as ItemsPage;
  const fit = items.filter(
    (item) =>
      item.brand === 'any' &&
      item.prices_typed.any !== undefined &&
      item.stock.quantity >= 3 &&
      item.weight > 0 &&
      item.weight <= 1_500 &&
      item.price < 10_000,
  );
  if (fit.length < 2) throw new Error(`Fewer than two light stocked items in ${CAR}/${GROUP}`);
  return [fit[0]!, fit[1]!];
}

/** The visitor's stored cart before the first page loads (only once, so a reload keeps changes). */
export async function seedCart(page: Page, cart: StoredCart) {
  await page.addInitScript((stored) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('cart', JSON.stringify(stored));
  }, cart);
}

export const cartOf = (...lines: [Item, number][]): StoredCart =>
  Object.fromEntries(
    lines.map(([item, quantity]) => [item._id, { quantity, brand: 'any', car: CAR }]),
  );

/** POST /api/cart/ from the page, with its XSRF token, as the app asks it. */
async function priceInPage(page: Page, cart: StoredCart): Promise<CartResponse> {
  return page.evaluate(async (body) => {
    const cookie = document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='));
    const token = decodeURIComponent(cookie?.slice('XSRF-TOKEN='.length) ?? '');
    const res = await fetch('/api/cart/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': token },
      body: JSON.stringify({ cart: body }),
    });
    return (await res.json()) as CartResponse;
  }, cart);
}

export interface Expected {
  figures: OrderFigures;
  currency: Currency;
}

/** The order's figures by the domain's rules over the server's prices, for the given choices. */
export async function expectedOrder(
  page: Page,
  request: APIRequestContext,
  choice: {
    cart: StoredCart;
    countryId: string;
    transportId: string;
    paymentId: string;
    currency: string;
  },
): Promise<Expected> {
  const priced = await priceInPage(page, choice.cart);
  const data = (await (await request.get('/api/checkout')).json()) as CheckoutData;
  const currencies = (await (await request.get('/api/currencies')).json()) as Currency[];
  const currency = currencies.find((c) => c.code === choice.currency)!;
  const items = new Map(priced.items.map((item) => [item._id, item]));
  const lines: CartLine[] = priced.lines.map((line) => ({ ...line, item: items.get(line.item)! }));
  const country = data.countries.find((c) => c._id === choice.countryId)!;
  const transport = data.transports.find((t) => t._id === choice.transportId)!;
  const payment = data.payments.find((p) => p._id === choice.paymentId)!;
  const figures = checkoutFigures(lines, { country, transport, payment, currency });
  return { figures, currency };
}

/** An address as typed into the checkout (company and country aside). */
export type AddressValues = Omit<AddressInput, 'care_of' | 'country'>;

/** Types an address into a fieldset of the checkout (billing, shipping, or the address modal). */
export async function fillAddress(scope: Locator, address: AddressValues) {
  await scope.getByLabel('First name').fill(address.given_name);
  await scope.getByLabel('Last name').fill(address.family_name);
  await scope.getByLabel('Street address').fill(address.street_address);
  await scope.getByLabel('Postal code').fill(address.postal_code);
  await scope.getByLabel('City').fill(address.city);
  await scope.getByLabel('Phone').fill(address.phone);
}

/** The value shown beside a label of a sums list (<dt>label</dt><dd>value</dd>). */
export function sumOf(scope: Locator, label: string): Locator {
  return scope
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** The demo's Swedish customer, typed as a guest would. */
export const ANNA: AddressValues = {
  given_name: 'Anna',
  family_name: 'Svensson',
  street_address: 'Storgatan 1',
  postal_code: '11455',
  city: 'Stockholm',
  phone: '070-123 45 67',
};

/** Anna at /review with `payment`, her cart in SEK, to Sweden. */
export async function reviewWith(page: Page, payment: RegExp) {
  await page.goto('/checkout');
  await page.getByLabel('Currency').selectOption('SEK');
  await expect(page.getByLabel('Delivery country')).toHaveValue('SE');
  await page.getByRole('radio', { name: payment }).check();
  await page.getByLabel('Email').fill('anna@example.com');
  await fillAddress(page.getByRole('group', { name: 'Billing address' }), ANNA);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/review$/);
}

/**
 * Holds the answers of POST /api/swish/request back until `release()`, so a test sees the modal
 * while it waits; `bodies` are the requests as sent.
 */
export async function holdSwishAnswers(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const bodies: Record<string, unknown>[] = [];
  await page.route('**/api/swish/request', async (route) => {
    bodies.push(route.request().postDataJSON() as Record<string, unknown>);
    const response = await route.fetch();
    await released;
    await route.fulfill({ response });
  });
  return { release, bodies };
}
