import type { ReferenceScheme } from '@shop/domain';
import { SHOP_BANK, isValidIban, orderNumberFromReference } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { orderConfirmationMails, orderPageUrl } from './order-mail.js';
import { FINNISH_ORDER_ADDRESS, orderView as order } from './order-view.fixtures.js';

const settings = { publicUrl: 'https://shop.example.com', shopEmail: 'shop@example.com' };

describe('orderConfirmationMails', () => {
  it("writes the customer mail in the order language and the shop's copy in Swedish", () => {
    const [customer, copy] = orderConfirmationMails(order(), settings);
    expect(customer).toMatchObject({ kind: 'order_confirmation', to: 'aino@example.com' });
    expect(customer?.subject).toContain('Tilaus 100042');
    expect(customer?.text).toContain('2 × Jarrulevy <etu> (123)');
    expect(customer?.text).toContain('Maksa 58,50 € tilille');
    expect(customer?.text).toContain('14 päivän peruutusoikeus');
    expect(customer?.text).toContain(orderPageUrl(settings.publicUrl, order()));
    expect(copy).toMatchObject({ kind: 'order_confirmation_copy', to: 'shop@example.com' });
    expect(copy?.subject).toBe('Kopia till butiken: order 100042 från aino@example.com');
    expect(copy?.text).toContain('Tack för din beställning.');
  });

  it('names the fee of a backordered line and never promises a date before the order', () => {
    const [customer] = orderConfirmationMails(order(), settings);
    expect(customer?.text).toContain('Sisältää pientilauslisän 3,50 €');
    // Dates and the VAT rate as the Finnish site writes them.
    expect(customer?.text).toContain('2 tilataan toimittajaltamme, lähtee arviolta 08.12.2026');
    expect(customer?.text).toContain('Lähtöpäivä vahvistetaan myöhemmin');
    expect(customer?.text).not.toContain('2026-11-22');
    expect(customer?.text).not.toContain('22.11.2026');
    expect(customer?.text).toMatch(/josta arvonlisävero 25,5 %: /);
  });

  it('reads the order day in Stockholm: at 00:30 the UTC date before is no promise', () => {
    // 00:30 on 11 March in Stockholm; the order page test (web) reads the same order alike.
    const stocked = { ...order().lines[1]!, stockedQuantity: 2, backorderQuantity: 0 };
    const night = order({
      language: 'en',
      createdAt: '2026-03-10T23:30:00.000Z',
      lines: [
        { ...stocked, name: 'UTC day', arrival: '2026-03-10' },
        { ...stocked, name: 'Shop day', arrival: '2026-03-11' },
      ],
    });
    const [customer] = orderConfirmationMails(night, settings);
    expect(customer?.text).toContain(
      '2 × UTC day (123): 20.00 €\n  Shipping date to be confirmed\n',
    );
    expect(customer?.text).toContain('2 × Shop day (123): 20.00 €\n  Ships around 2026-03-11\n');
    expect(customer?.text).not.toContain('2026-03-10');
  });

  it('escapes what it puts into the HTML', () => {
    const [customer] = orderConfirmationMails(order(), settings);
    expect(customer?.html).toContain('Jarrulevy &lt;etu&gt;');
    expect(customer?.html).not.toContain('<etu>');
    expect(customer?.html).toContain('href="https://shop.example.com/order/100042?key=k-e_y"');
  });

  it('says a paid order is paid, instead of how to pay', () => {
    const paid = order({ status: 'paid', payment: { id: 'swish', slug: 'swish', name: 'Swish' } });
    const [customer, copy] = orderConfirmationMails(paid, settings);
    expect(customer?.text).toContain('Maksettu: 58,50 €. Kiitos!');
    expect(customer?.text).not.toContain('tilille');
    expect(copy?.text).toContain('Betalt: 58,50 €. Tack!');
  });

  it("ends each address with its country, named in the mail's language", () => {
    const [customer, copy] = orderConfirmationMails(order(), settings);
    expect(customer?.text).toContain('00100 Helsinki\nSuomi\n');
    expect(copy?.text).toContain('00100 Helsinki\nFinland\n');
  });
});

/** The reference a mail's transfer sentence names after `label`, up to the sentence's end. */
function referenceAfter(text: string, label: string): string {
  const match = new RegExp(`${label} ([A-Z0-9 ]+)\\.`).exec(text);
  if (!match?.[1]) throw new Error(`No reference after '${label}' in:\n${text}`);
  return match[1];
}

/** Asserts the reference is valid in `scheme` and names the order. */
function expectReference(scheme: ReferenceScheme, reference: string, number: string) {
  expect(orderNumberFromReference(scheme, reference)).toBe(number);
}

describe('bank-transfer instructions', () => {
  const swedish = order({
    language: 'sv',
    currency: { code: 'SEK', symbol: 'kr', exponent: 2, euro_rate: 1100 },
    vatRate: 2500,
    country: { id: 'SE', slug: 'se', name: 'Sweden' },
    billingAddress: {
      ...FINNISH_ORDER_ADDRESS,
      country: 'se',
      postal_code: '411 01',
      city: 'Göteborg',
    },
  });

  it('names IBANs whose check digits hold', () => {
    expect(isValidIban(SHOP_BANK.sek.iban)).toBe(true);
    expect(isValidIban(SHOP_BANK.eur.iban)).toBe(true);
  });

  it('gives a Swede paying kronor the Bankgiro and an OCR number with its check digits', () => {
    const [customer, copy] = orderConfirmationMails(swedish, settings);
    const text = customer?.text ?? '';
    expect(text).toContain('Betala 58,50 kr till bankgiro 5050-1055 och ange OCR-nummer');
    expect(text).not.toContain('IBAN');
    const ocr = referenceAfter(text, 'OCR-nummer');
    expect(ocr).toBe('10004281');
    expectReference('ocr', ocr, '100042');
    expect(copy?.text).toContain(`till bankgiro 5050-1055 och ange OCR-nummer ${ocr}.`);
  });

  it('gives a Finn paying euro the IBAN, BIC and a viitenumero in groups of five', () => {
    const [customer, copy] = orderConfirmationMails(order(), settings);
    const text = customer?.text ?? '';
    expect(text).toContain(
      `Maksa 58,50 € tilille IBAN ${SHOP_BANK.eur.iban} (BIC ${SHOP_BANK.eur.bic}) viitenumerolla`,
    );
    expect(text).not.toContain('Bankgiro');
    const viite = referenceAfter(text, 'viitenumerolla');
    expect(viite).toBe('10 00423');
    expectReference('fi', viite, '100042');
    expect(copy?.text).toContain(`och ange referensnummer ${viite}.`);
  });

  it('gives euro payers outside Finland an RF creditor reference, in their language', () => {
    const german = order({
      language: 'en',
      country: { id: 'DE', slug: 'de', name: 'Germany' },
    });
    const [customer] = orderConfirmationMails(german, settings);
    const text = customer?.text ?? '';
    expect(text).toContain(`Please transfer 58.50 € to IBAN ${SHOP_BANK.eur.iban}`);
    const rf = referenceAfter(text, 'creditor reference');
    expect(rf).toMatch(/^RF\d{2} /);
    expectReference('rf', rf, '100042');

    const [swede] = orderConfirmationMails({ ...german, language: 'sv' }, settings);
    expectReference('rf', referenceAfter(swede?.text ?? '', 'RF-referens'), '100042');
    const [finn] = orderConfirmationMails({ ...german, language: 'fi' }, settings);
    expectReference('rf', referenceAfter(finn?.text ?? '', 'RF-viitteellä'), '100042');
  });

  it('sends other currencies to the krona account by IBAN with an RF reference', () => {
    const norwegian = order({
      language: 'en',
      currency: { code: 'NOK', symbol: 'kr', exponent: 2, euro_rate: 1150 },
      country: { id: 'NO', slug: 'no', name: 'Norway' },
    });
    const [customer] = orderConfirmationMails(norwegian, settings);
    const text = customer?.text ?? '';
    expect(text).toContain(`to IBAN ${SHOP_BANK.sek.iban} (BIC ${SHOP_BANK.sek.bic})`);
    expectReference('rf', referenceAfter(text, 'creditor reference'), '100042');
  });

  it('gives no transfer instructions once the order is paid', () => {
    const [customer] = orderConfirmationMails({ ...swedish, status: 'paid' }, settings);
    expect(customer?.text).toContain('Betalt: 58,50 kr. Tack!');
    expect(customer?.text).not.toContain('OCR');
  });
});
