// Test fixture: a Swish callback as Swish posts it, with the callback identifier the shop gave
// the request (or a forged one).
import { createHmac } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { PaymentsTestApp } from './payments.fixtures.js';

/** What the shop's Swish adapter put in the request's callbackIdentifier. */
export function callbackIdentifier(appSecret: string, attemptId: string): string {
  const secret = createHmac('sha256', appSecret).update('swish-callback').digest('hex');
  return createHmac('sha256', secret).update(attemptId).digest('hex').slice(0, 32).toUpperCase();
}

export function postSwishCallback(
  t: PaymentsTestApp,
  attemptId: string,
  fields: Record<string, unknown> = {},
  identifier = callbackIdentifier(t.app.secret, attemptId),
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/swish/callback',
    headers: { 'content-type': 'application/json', callbackidentifier: identifier },
    payload: JSON.stringify({
      id: attemptId,
      payeePaymentReference: '100001',
      payeeAlias: '1234679304',
      amount: 100,
      currency: 'SEK',
      status: 'PAID',
      ...fields,
    }),
  });
}
