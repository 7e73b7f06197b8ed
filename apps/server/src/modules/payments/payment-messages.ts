// What the customer reads when a payment does not go through, in the language of the request: the
// pay-by-mobile modal shows it after "An error occurred:".
import type { Language } from '@shop/domain';
import { DEFAULT_LANGUAGE, isLanguage } from '@shop/domain';

export type PaymentProblem =
  | 'timeout'
  | 'unavailable'
  | 'not_payable'
  | 'needs_review'
  | 'failed'
  | 'incomplete'
  | 'unknown_checkout';

const MESSAGES: Record<Language, Record<PaymentProblem, string>> = {
  en: {
    timeout: 'The payment was not confirmed in time. Nothing was charged; please try again.',
    unavailable:
      'The payment service cannot be reached right now. Nothing was charged; please try again in a moment.',
    not_payable: 'This order can no longer be paid. Please place the order again.',
    needs_review:
      'We received a payment that does not match the order. We will check it and contact you.',
    failed: 'The payment did not go through.',
    incomplete: 'The purchase is not completed yet.',
    unknown_checkout: 'We cannot find this purchase.',
  },
  sv: {
    timeout: 'Betalningen bekräftades inte i tid. Inget har dragits; försök igen.',
    unavailable:
      'Betaltjänsten går inte att nå just nu. Inget har dragits; försök igen om en stund.',
    not_payable: 'Ordern kan inte längre betalas. Lägg ordern på nytt.',
    needs_review:
      'Vi tog emot en betalning som inte stämmer med ordern. Vi kontrollerar den och hör av oss.',
    failed: 'Betalningen gick inte igenom.',
    incomplete: 'Köpet är inte slutfört ännu.',
    unknown_checkout: 'Vi hittar inte det här köpet.',
  },
  fi: {
    timeout: 'Maksua ei vahvistettu ajoissa. Mitään ei veloitettu; yritä uudelleen.',
    unavailable:
      'Maksupalveluun ei juuri nyt saada yhteyttä. Mitään ei veloitettu; yritä hetken kuluttua uudelleen.',
    not_payable: 'Tätä tilausta ei voi enää maksaa. Tee tilaus uudelleen.',
    needs_review:
      'Vastaanotimme maksun, joka ei vastaa tilausta. Tarkistamme sen ja otamme sinuun yhteyttä.',
    failed: 'Maksu ei mennyt läpi.',
    incomplete: 'Ostosta ei ole vielä viimeistelty.',
    unknown_checkout: 'Emme löydä tätä ostosta.',
  },
};

export function languageOf(value: string | undefined): Language {
  return value !== undefined && isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

export function paymentMessage(problem: PaymentProblem, language: Language): string {
  return MESSAGES[language][problem];
}
