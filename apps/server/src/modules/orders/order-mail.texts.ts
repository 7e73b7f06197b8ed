// The order confirmation's words in the shop's three languages.
import type { Language } from '@shop/domain';

export interface OrderMailTexts {
  subject: (number: string) => string;
  greeting: (name: string) => string;
  intro: string;
  orderNumber: string;
  line: (quantity: number, name: string, reference: string) => string;
  backorder: (quantity: number, date: string) => string;
  backorderUnknown: (quantity: number) => string;
  arrival: (date: string) => string;
  /** An arrival the supplier has not given (SPEC §9's default date lies before the order). */
  unknownArrival: string;
  fee: (amount: string) => string;
  items: string;
  shipping: string;
  handling: string;
  campaign: string;
  total: string;
  vat: (percent: string) => string;
  noVat: string;
  billing: string;
  delivery: string;
  sameAddress: string;
  transport: string;
  payment: string;
  instructions: Record<string, (total: string, number: string) => string>;
  /** The line for an order paid before its mail (Swish, the embedded checkout). */
  paid: (total: string) => string;
  follow: string;
  returns: string;
  signature: string;
  shopCopy: (number: string, email: string) => string;
}

/** Demo bank details, named once for the transfer instructions in every language. */
export const SHOP_BANK = {
  bankgiro: '5050-1055',
  iban: 'SE45 5000 0000 0583 9825 7466',
  bic: 'ESSESESS',
} as const;
const bank = `Bankgiro ${SHOP_BANK.bankgiro}, IBAN ${SHOP_BANK.iban}, BIC ${SHOP_BANK.bic}`;

export const ORDER_MAIL_TEXTS: Readonly<Record<Language, OrderMailTexts>> = {
  en: {
    subject: (n) => `Order ${n} received – Nordic Parts`,
    greeting: (name) => `Hello ${name},`,
    intro: 'Thank you for your order. This is what you ordered:',
    orderNumber: 'Order number',
    line: (q, name, ref) => `${q} × ${name}${ref ? ` (${ref})` : ''}`,
    backorder: (q, date) => `${q} on order from our supplier, expected ${date}`,
    backorderUnknown: (q) => `${q} on order from our supplier, date to be confirmed`,
    arrival: (date) => `expected ${date}`,
    unknownArrival: 'delivery date to be confirmed',
    fee: (amount) => `includes a small-order fee of ${amount}`,
    items: 'Items',
    shipping: 'Shipping',
    handling: 'Handling',
    campaign: 'Campaign',
    total: 'Total',
    vat: (p) => `of which VAT ${p} %`,
    noVat: 'No VAT charged',
    billing: 'Billing address',
    delivery: 'Delivery address',
    sameAddress: 'Same as the billing address',
    transport: 'Shipping method',
    payment: 'Payment method',
    paid: (t) => `Paid: ${t}. Thank you!`,
    instructions: {
      'bank-transfer': (t, n) =>
        `Please transfer ${t} to ${bank}, with reference ${n}. We ship once the payment has arrived.`,
      invoice: (t) =>
        `An invoice of ${t} comes with the parcel. Payment terms: 14 days net from delivery.`,
      'pay-in-store': (t) => `Pay ${t} when you fetch your parts in the store.`,
    },
    follow: 'Follow your order here:',
    returns:
      'You may return the goods within 14 days of receiving them; we refund the price and the delivery cost within 14 days.',
    signature: 'Best regards,\nNordic Parts',
    shopCopy: (n, email) => `Copy for the shop: order ${n} from ${email}`,
  },
  sv: {
    subject: (n) => `Order ${n} mottagen – Nordic Parts`,
    greeting: (name) => `Hej ${name},`,
    intro: 'Tack för din beställning. Det här har du beställt:',
    orderNumber: 'Ordernummer',
    line: (q, name, ref) => `${q} × ${name}${ref ? ` (${ref})` : ''}`,
    backorder: (q, date) => `${q} beställs från vår leverantör, väntas ${date}`,
    backorderUnknown: (q) => `${q} beställs från vår leverantör, datum bekräftas senare`,
    arrival: (date) => `väntas ${date}`,
    unknownArrival: 'leveransdatum bekräftas senare',
    fee: (amount) => `inklusive småorderavgift ${amount}`,
    items: 'Varor',
    shipping: 'Frakt',
    handling: 'Expeditionsavgift',
    campaign: 'Kampanj',
    total: 'Totalt',
    vat: (p) => `varav moms ${p} %`,
    noVat: 'Ingen moms debiteras',
    billing: 'Faktureringsadress',
    delivery: 'Leveransadress',
    sameAddress: 'Samma som faktureringsadressen',
    transport: 'Fraktsätt',
    payment: 'Betalningssätt',
    paid: (t) => `Betalt: ${t}. Tack!`,
    instructions: {
      'bank-transfer': (t, n) =>
        `Betala ${t} till ${bank}, med referens ${n}. Vi skickar varorna när betalningen har kommit in.`,
      invoice: (t) =>
        `En faktura på ${t} följer med paketet. Betalningsvillkor: 14 dagar netto från leverans.`,
      'pay-in-store': (t) => `Betala ${t} när du hämtar dina delar i butiken.`,
    },
    follow: 'Följ din order här:',
    returns:
      'Du har 14 dagars ångerrätt från det att du tagit emot varorna; vi återbetalar priset och fraktkostnaden inom 14 dagar.',
    signature: 'Med vänliga hälsningar,\nNordic Parts',
    shopCopy: (n, email) => `Kopia till butiken: order ${n} från ${email}`,
  },
  fi: {
    subject: (n) => `Tilaus ${n} vastaanotettu – Nordic Parts`,
    greeting: (name) => `Hei ${name},`,
    intro: 'Kiitos tilauksestasi. Tilasit seuraavat tuotteet:',
    orderNumber: 'Tilausnumero',
    line: (q, name, ref) => `${q} × ${name}${ref ? ` (${ref})` : ''}`,
    backorder: (q, date) => `${q} tilataan toimittajaltamme, arvioitu saapuminen ${date}`,
    backorderUnknown: (q) => `${q} tilataan toimittajaltamme, päivä vahvistetaan myöhemmin`,
    arrival: (date) => `arvioitu saapuminen ${date}`,
    unknownArrival: 'toimituspäivä vahvistetaan myöhemmin',
    fee: (amount) => `sisältää pientilauslisän ${amount}`,
    items: 'Tuotteet',
    shipping: 'Toimitus',
    handling: 'Käsittelymaksu',
    campaign: 'Kampanja',
    total: 'Yhteensä',
    vat: (p) => `josta arvonlisävero ${p} %`,
    noVat: 'Ei arvonlisäveroa',
    billing: 'Laskutusosoite',
    delivery: 'Toimitusosoite',
    sameAddress: 'Sama kuin laskutusosoite',
    transport: 'Toimitustapa',
    payment: 'Maksutapa',
    paid: (t) => `Maksettu: ${t}. Kiitos!`,
    instructions: {
      'bank-transfer': (t, n) =>
        `Maksa ${t} tilille ${bank}, viitteellä ${n}. Lähetämme tuotteet, kun maksu on saapunut.`,
      invoice: (t) =>
        `Lasku (${t}) tulee paketin mukana. Maksuehto: 14 päivää netto toimituksesta.`,
      'pay-in-store': (t) => `Maksa ${t}, kun noudat osat myymälästä.`,
    },
    follow: 'Seuraa tilaustasi täällä:',
    returns:
      'Sinulla on 14 päivän peruutusoikeus tuotteiden vastaanottamisesta; palautamme hinnan ja toimituskulut 14 päivän kuluessa.',
    signature: 'Ystävällisin terveisin,\nNordic Parts',
    shopCopy: (n, email) => `Kopio kaupalle: tilaus ${n}, tilaaja ${email}`,
  },
};
