// A Finnish customer in euros (lang=fi, destination Finland, Finland's 25,5 % VAT from the first
// page): one price for a part everywhere it shows, Finland's free-shipping threshold, a bank
// transfer with a viitenumero, and the small-order fee on the confirmation. Every figure is the
// domain's rule over the API's prices.
import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import {
  freeShippingDifference,
  freeShippingThreshold,
  isValidFinnishReference,
  isValidIban,
  orderNumberFromReference,
  shopPrice,
} from '@shop/domain';
import { seedCart, sumOf } from './checkout-helpers.js';
import {
  CAR,
  GROUP,
  asFinn,
  cartOf,
  cellOf,
  chargedInFinland,
  euroShop,
  euros,
  feeLine,
  fillDetailsInFinnish,
  isPlain,
  placeFromCheckout,
  rowOf,
  thresholdCarts,
  unitCents,
} from './euro-helpers.js';
import { test } from './fixtures.js';
import { mailContaining } from './mail-helpers.js';

const newEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

test.beforeEach(async ({ context, baseURL }) => {
  await asFinn(context, baseURL);
});

test('one part has the same euro price in the car list, on its page, in the cart, the review, the confirmation and the mail', async ({
  page,
  context,
}) => {
  const shop = await euroShop(context);
  const part = shop.items.find((item) => isPlain(item) && item.stock.quantity >= 1);
  if (!part) throw new Error(`No plain stocked part in ${CAR}/${GROUP}`);
  const price = euros(shop, chargedInFinland(shop, unitCents(part)));

  await page.goto(`/car/${CAR}/${GROUP}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
  const listed = rowOf(page.getByRole('main').getByRole('table'), part.name);
  await expect(cellOf(listed, 'Hinta').getByText(price, { exact: true })).toBeVisible();

  await listed.getByRole('link', { name: part.name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: part.name })).toBeVisible();
  const purchase = page.getByRole('region', { name: 'Osta' });
  await expect(purchase.getByText(price, { exact: true })).toBeVisible();
  await purchase.getByRole('button', { name: 'Lisää ostoskoriin' }).click();
  await page.getByRole('link', { name: 'Ostoskori, 1 tuote' }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByLabel('Toimitusmaa')).toHaveValue('FI');
  const cart = page.getByRole('table', { name: 'Ostoskorisi osat' });
  const line = rowOf(cart, part.name);
  await expect(cellOf(line, 'Kappalehinta')).toHaveText(price);
  await expect(cellOf(line, 'Hinta')).toHaveText(price);
  await page.getByRole('radio', { name: /^Tilisiirto/ }).check();
  const email = newEmail('hinta');
  await fillDetailsInFinnish(page, email);
  await page.getByRole('button', { name: 'Seuraava' }).click();

  await expect(page).toHaveURL(/\/review$/);
  const reviewed = page.getByRole('table', { name: 'Ostoskorisi osat' });
  await expect(cellOf(rowOf(reviewed, part.name), 'Kappalehinta')).toHaveText(price);
  await page.getByRole('button', { name: 'Lähetä tilaus' }).click();

  await expect(page).toHaveURL(/\/complete$/);
  const ordered = page.getByRole('table', { name: 'Tilauksesi osat' });
  const orderedLine = rowOf(ordered, part.name);
  await expect(cellOf(orderedLine, 'Kappalehinta')).toHaveText(price);

  // The mail gives a line as "quantity × name (reference): line total"; of one unit, its price.
  const mail = await mailContaining(`To: ${email}`);
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const mailLine = new RegExp(`^1 × ${escape(part.name)}(?: \\(.*\\))?: (.+?)\\s*$`, 'm').exec(
    mail,
  );
  expect(mailLine?.[1], `the line of ${part.name} in the mail`).toBe(price);

  // An order line names the part by its first visible reference (toOrderLineInput), on the
  // confirmation and in the mail alike. (The line is on the page already: its price was read.)
  const reference = part.references.find((r) => r.visible)?.id ?? '';
  expect(reference).not.toBe('');
  expect((await cellOf(orderedLine, 'Osanumero').textContent())?.trim()).toBe(reference);
  expect(mailLine?.[0].trim()).toBe(`1 × ${part.name} (${reference}): ${price}`);
});

test("Finland's advertised free-shipping threshold: just under it the cart is told the exact difference, just over it ships free", async ({
  page,
  context,
}) => {
  const shop = await euroShop(context);
  const threshold = freeShippingThreshold(shop.finland, shop.eur);
  if (threshold === null) throw new Error('Finland advertises no free-shipping threshold');
  const carts = thresholdCarts(shop, threshold);
  const { bulk, topUp } = carts;
  await seedCart(page, cartOf([bulk, carts.bulkQuantity], [topUp, carts.topUpQuantity]));

  // The threshold as the part's page advertises it to Finland.
  await page.goto(`/car/${CAR}/${GROUP}/item/${topUp._id}`);
  // A round figure in running text, without its zero cents: "500 €".
  const advertised = euros(shop, threshold, { dropZeroCents: true });
  await expect(
    page.getByText(`Suomi: ilmainen toimitus, kun tilaat vähintään ${advertised}:n edestä`),
  ).toBeVisible();
  await page.getByRole('link', { name: /^Ostoskori, \d+ tuotetta$/ }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  // Just under: the exact difference, and shipping charged.
  const difference = freeShippingDifference(carts.goodsUnder, shop.finland, shop.eur);
  expect(difference).toBe(threshold - carts.goodsUnder);
  await expect(
    page.getByText(
      `Suomi: osta vielä ${euros(shop, difference!)}:n edestä, niin saat ilmaisen toimituksen.`,
    ),
  ).toBeVisible();
  const parcel = shop.transports.find((t) => t._id === 'parcel')!;
  const parcelPrice = euros(shop, shopPrice(parcel.price, shop.eur, shop.finland.vat));
  await page.getByRole('radio', { name: `${parcel.name} ${parcelPrice}` }).check();
  const sums = page.getByRole('region', { name: 'Yhteenveto' });
  await expect(sumOf(sums, 'Osat')).toHaveText(euros(shop, carts.goodsUnder));
  await expect(sumOf(sums, 'Toimitus')).toHaveText(parcelPrice);

  // One more of the cheaper part: just over, and every transport Finland takes is free.
  await page.getByRole('button', { name: `Lisää määrää: ${topUp.name}` }).click();
  await expect(sumOf(sums, 'Osat')).toHaveText(euros(shop, carts.goodsOver));
  await expect(page.getByText('Suomi: ilmainen toimitus tälle tilaukselle.')).toBeVisible();
  await expect(page.getByText(/osta vielä/)).toHaveCount(0);
  await expect(page.getByRole('radio', { name: `${parcel.name} Ilmainen` })).toBeChecked();
  for (const id of shop.finland.transports) {
    const transport = shop.transports.find((t) => t._id === id)!;
    await expect(page.getByRole('radio', { name: `${transport.name} Ilmainen` })).toBeEnabled();
  }
  await expect(sumOf(sums, 'Toimitus')).toHaveText(euros(shop, 0));

  // The order the server places agrees: no shipping charged.
  await page.getByRole('radio', { name: /^Tilisiirto/ }).check();
  await fillDetailsInFinnish(page, newEmail('ilmainen'));
  await placeFromCheckout(page);
  const placed = page.locator('main');
  await expect(sumOf(placed, 'Osat')).toHaveText(euros(shop, carts.goodsOver));
  await expect(sumOf(placed, 'Toimitus')).toHaveText(euros(shop, 0));
  await expect(sumOf(placed, 'Maksettavaa')).toHaveText(euros(shop, carts.goodsOver));
});

test('a Finnish order paid by bank transfer shows the IBAN, BIC and a viitenumero that names the order', async ({
  page,
  context,
}) => {
  const shop = await euroShop(context);
  const part = shop.items.filter((item) => isPlain(item) && item.stock.quantity >= 1).at(-1);
  if (!part) throw new Error(`No plain stocked part in ${CAR}/${GROUP}`);
  await seedCart(page, cartOf([part, 1]));
  await page.goto('/checkout');
  await page.getByRole('radio', { name: /^Tilisiirto/ }).check();
  await fillDetailsInFinnish(page, newEmail('tilisiirto'));
  const number = await placeFromCheckout(page);

  // "Maksa {total} tilille IBAN {iban} (BIC {bic}) viitenumerolla {reference}. …"
  const pattern =
    /^Maksa (.+ €) tilille IBAN ([A-Z]{2}[\dA-Z ]+?) \(BIC ([A-Z\d]+)\) viitenumerolla ([\d ]+)\./;
  const howToPay = async () => {
    const note = page.getByRole('note').filter({ hasText: 'viitenumerolla' });
    await expect(note).toHaveText(pattern);
    const [, total, iban, bic, reference] = pattern.exec((await note.textContent()) ?? '')!;
    return { total, iban, bic, reference };
  };
  const onComplete = await howToPay();
  await expect(sumOf(page.locator('main'), 'Maksettavaa')).toHaveText(onComplete.total!);
  expect(isValidIban(onComplete.iban!), `IBAN ${onComplete.iban}`).toBe(true);
  // Only a payment to a Finnish account carries a viitenumero.
  expect(onComplete.iban!.slice(0, 2)).toBe('FI');
  // A BIC is bank (4 letters), country (the IBAN's), location (2) and an optional branch (3).
  expect(onComplete.bic).toMatch(/^[A-Z]{4}[A-Z]{2}[A-Z\d]{2}(?:[A-Z\d]{3})?$/);
  expect(onComplete.bic!.slice(4, 6)).toBe(onComplete.iban!.slice(0, 2));
  expect(
    isValidFinnishReference(onComplete.reference!),
    `viitenumero ${onComplete.reference}`,
  ).toBe(true);
  expect(orderNumberFromReference('fi', onComplete.reference!)).toBe(number);

  // The order page, as the confirmation links it, says the same while the money is awaited.
  await page.getByRole('link', { name: 'Näytä tilauksesi' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${number}\\?key=`));
  await expect(page.getByText('Odottaa maksua')).toBeVisible();
  expect(await howToPay()).toEqual(onComplete);
});

test('an order below the fee limit shows the small-order fee on /complete, as the cart did', async ({
  page,
  context,
}) => {
  const shop = await euroShop(context);
  const { item, quantity, fee } = feeLine(shop);
  const unit = chargedInFinland(shop, unitCents(item));
  const feeCharged = chargedInFinland(shop, fee);
  await seedCart(page, cartOf([item, quantity]));
  await page.goto('/checkout');

  // The cart: the units, and the fee beside them.
  const cart = page.getByRole('table', { name: 'Ostoskorisi osat' });
  const inCart = cellOf(rowOf(cart, item.name), 'Hinta');
  await expect(inCart).toContainText(euros(shop, unit * quantity));
  await expect(inCart).toContainText(`+${euros(shop, feeCharged)}`);
  const sums = page.getByRole('region', { name: 'Yhteenveto' });
  await expect(sumOf(sums, 'Osat')).toHaveText(euros(shop, unit * quantity + feeCharged));

  await page.getByRole('radio', { name: /^Tilisiirto/ }).check();
  await fillDetailsInFinnish(page, newEmail('pientilaus'));
  await placeFromCheckout(page);

  // /complete: the fee named in the line list, and in the line's total.
  const ordered = page.getByRole('table', { name: 'Tilauksesi osat' });
  const line = rowOf(ordered, item.name);
  const unitCell = cellOf(line, 'Kappalehinta');
  await expect(unitCell).toContainText(euros(shop, unit));
  await expect(unitCell).toContainText(`+ ${euros(shop, feeCharged)} pientilauslisä`);
  await expect(cellOf(line, 'Hinta')).toHaveText(euros(shop, unit * quantity + feeCharged));
  await expect(sumOf(page.locator('main'), 'Osat')).toHaveText(
    euros(shop, unit * quantity + feeCharged),
  );
});
