// The shop's shared vocabulary: one word per concept and language, the same in the web's texts
// (source 'frame') and in the server's mail and messages (source 'server'). The words are the web's
// established ones; `avoid` lists the words mail or pages used before for the same thing.
import type { SharedTerm } from './check-i18n-rules.js';

export const SHARED_TERMS: readonly SharedTerm[] = [
  {
    concept: "the order's handling charge (the payment method's price)",
    words: { en: 'Handling', sv: 'Expeditionsavgift', fi: 'Käsittelymaksu' },
    keys: {
      frame: ['checkout.sums.handling'],
      server: ['orders.mail.handling', 'checkout.lines.handling'],
    },
    avoid: { en: ['payment fee'], sv: ['betalningsavgift'], fi: ['maksutapalisä'] },
  },
  {
    concept: "an item's small-order fee",
    words: { en: 'small-order fee', sv: 'småorderavgift', fi: 'pientilauslisä' },
    keys: {
      frame: ['catalog.fee.label', 'catalog.fee.help', 'cart.fee.help'],
      server: ['orders.mail.fee', 'checkout.lines.fee'],
    },
  },
  {
    concept: 'the way of shipping',
    words: { en: 'shipping method', sv: 'leveranssätt', fi: 'toimitustapa' },
    keys: {
      frame: ['checkout.transport.legend', 'checkout.review.shippingMethod'],
      server: ['orders.mail.transport'],
    },
    avoid: { en: ['delivery method'], sv: ['fraktsätt'], fi: ['kuljetustapa', 'lähetystapa'] },
  },
  {
    concept: 'the way of paying',
    words: { en: 'payment method', sv: 'betalsätt', fi: 'maksutapa' },
    keys: {
      frame: ['checkout.payment.legend', 'checkout.review.paymentMethod'],
      server: ['orders.mail.payment', 'swish.technical', 'swish.fallback'],
    },
    avoid: { sv: ['betalningssätt'] },
  },
  {
    concept: 'the date a part ships',
    words: { en: 'ships around', sv: 'skickas omkring', fi: 'lähtee arviolta' },
    keys: {
      frame: ['catalog.estimate.arrival', 'checkout.lines.arrives'],
      server: ['orders.mail.arrival', 'orders.mail.backorder'],
    },
    avoid: { en: ['expected on'], sv: ['väntas'], fi: ['arvioitu saapuminen'] },
  },
  {
    concept: 'a shipping date not known yet',
    words: {
      en: 'shipping date to be confirmed',
      sv: 'avsändningsdatum bekräftas senare',
      fi: 'lähtöpäivä vahvistetaan myöhemmin',
    },
    keys: { frame: ['checkout.lines.arrivesUnknown'], server: ['orders.mail.unknownArrival'] },
    avoid: {
      en: ['delivery date to be confirmed'],
      sv: ['leveransdatum bekräftas'],
      fi: ['toimituspäivä vahvistetaan'],
    },
  },
  {
    concept: 'the sum of the parts',
    words: { en: 'Parts', sv: 'Delar', fi: 'Osat' },
    keys: { frame: ['checkout.sums.items'], server: ['orders.mail.items'] },
  },
  {
    concept: 'the campaign discount',
    words: { en: 'campaign discount', sv: 'kampanjrabatt', fi: 'kampanja-alennus' },
    keys: {
      frame: ['checkout.sums.campaign'],
      server: ['orders.mail.campaign', 'checkout.lines.campaign'],
    },
  },
  {
    concept: 'the address the parts go to',
    words: { en: 'shipping address', sv: 'leveransadress', fi: 'toimitusosoite' },
    keys: {
      frame: ['checkout.details.shipping', 'checkout.review.shippingAddress'],
      server: ['orders.mail.delivery'],
    },
    avoid: { en: ['delivery address'] },
  },
  {
    concept: 'the billing address',
    words: { en: 'billing address', sv: 'faktureringsadress', fi: 'laskutusosoite' },
    keys: {
      frame: ['checkout.details.billing', 'checkout.review.billingAddress'],
      server: ['orders.mail.billing'],
    },
  },
];
