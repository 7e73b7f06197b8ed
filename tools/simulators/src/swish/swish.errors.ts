// The Swish Commerce API's error codes and their (English, developer-facing) messages.
import type { SwishError } from './swish.types.js';

const MESSAGES: Readonly<Record<string, string>> = {
  FF08: 'PaymentReference is invalid',
  RP01: 'Missing Merchant Swish Number',
  RP02: 'Wrong formatted message',
  RP03: 'Callback URL is missing or does not use HTTPS',
  RP06: 'A payment request already exists for that payer',
  RP07: 'The payment request can only be cancelled while it is CREATED',
  RP09: 'The given instructionUUID is not available',
  BE18: 'Payer alias is invalid',
  PA01: 'Parameter is not correct',
  PA02: 'Amount value is missing or not a valid number',
  AM02: 'Amount value is too large',
  AM03: 'Invalid or missing Currency',
  AM06: 'Specified transaction amount is less than agreed minimum',
  ACMT01: 'Counterpart is not activated',
  ACMT03: 'Payer not Enrolled',
  ACMT07: 'Payee not Enrolled',
  VR01: 'Payer age is below limit',
  VR02: 'The payer alias in the request is not enrolled in swish with the supplied ssn',
  RF02: 'Original Payment not found or original payment is more than 13 months old',
  RF03: 'Payer alias in the refund does not match the payee alias in the original payment',
  RF08: 'Amount exceeds the amount of the original payment minus any previous refunds',
  RF07: 'Transaction declined',
  BANKIDCL: 'Payer cancelled BankID signing',
  FF10: 'Bank system processing error',
  TM01: 'Swish timed out before the payment was started',
  DS24: 'Swish timed out waiting for an answer from the banks after payment was started',
};

/** Codes the test environment answers at once with 422 when the message equals the code. */
export const REJECT_BY_MESSAGE: ReadonlySet<string> = new Set([
  'FF08',
  'RP01',
  'RP02',
  'RP03',
  'RP06',
  'BE18',
  'PA02',
  'AM02',
  'AM03',
  'AM06',
  'ACMT01',
  'ACMT03',
  'ACMT07',
  'VR01',
  'VR02',
]);

/** Codes the test environment turns into an ERROR (and its callback) when the message equals the code. */
export const FAIL_BY_MESSAGE: ReadonlySet<string> = new Set([
  'RF07',
  'BANKIDCL',
  'FF10',
  'TM01',
  'DS24',
]);

export function errorMessageOf(code: string): string {
  return MESSAGES[code] ?? 'Unknown error';
}

export function swishError(code: string, additionalInformation: string | null = null): SwishError {
  return { errorCode: code, errorMessage: errorMessageOf(code), additionalInformation };
}
