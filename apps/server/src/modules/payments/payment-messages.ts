// What the customer reads when a payment does not go through, in the language of the request: the
// pay-by-mobile modal shows it after "An error occurred:". Texts: src/i18n/payments, `problems`.
import type { Language } from '@shop/domain';
import { textsIn } from '../../i18n/index.js';

export type PaymentProblem =
  | 'timeout'
  | 'unavailable'
  | 'not_payable'
  | 'needs_review'
  | 'failed'
  | 'incomplete'
  | 'unknown_checkout';

export function paymentMessage(problem: PaymentProblem, language: Language): string {
  return textsIn(language)(`payments.problems.${problem}`);
}
