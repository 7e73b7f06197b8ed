// The providers' callbacks (Swish's callback, the checkout's push): server to server, so exempt
// from XSRF; a body that is empty (the push) or not JSON is the adapter's to judge, never a 500.
import { apiErrorSchema } from '@shop/domain';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../lib/http-error.js';
import type { PaymentProvider } from '../../providers/payment-provider.js';
import { CallbackRejected, ProviderUnavailable } from '../../providers/payment-provider.js';
import * as payments from './payments.service.js';

const callbackAnswer = z.object({
  outcome: z.string().meta({ description: 'What applying it did: paid, recorded, duplicate, …' }),
});

function lenientJson(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Routes added in `routes` read a JSON body leniently: the provider's adapter judges it. */
async function lenientScope(
  app: FastifyInstance,
  routes: (scope: FastifyInstance) => void,
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, lenientJson(String(body))),
    );
    routes(scope);
  });
}

/** POST `path`: the provider's callback, read back from the provider and applied once. */
export async function callbackRoute(
  app: FastifyInstance,
  path: string,
  provider: PaymentProvider,
): Promise<void> {
  await lenientScope(app, (scope) => {
    scope.post(
      path,
      {
        config: { xsrf: false },
        schema: {
          tags: ['payments', 'callbacks'],
          summary: `${provider.name} callback: re-read from the provider, applied once`,
          response: { 200: callbackAnswer, '4xx': apiErrorSchema, '5xx': apiErrorSchema },
        },
      },
      async (request, reply) => {
        try {
          const outcome = await payments.handleCallback(app.payments, provider, {
            headers: request.headers,
            query: request.query as Record<string, unknown>,
            body: request.body,
          });
          request.log.info({ provider: provider.name, outcome }, 'payment callback');
          // Swish wants exactly 200 (anything else is retried); the checkout takes any 2xx.
          return reply.code(200).send({ outcome });
        } catch (error) {
          if (error instanceof CallbackRejected)
            throw new HttpError(400, 'invalid_request', error.message);
          // Not read back now: the provider calls again on its retry schedule.
          if (error instanceof ProviderUnavailable)
            throw new HttpError(503, 'provider_unavailable', error.message);
          throw error;
        }
      },
    );
  });
}

const validationBody = z
  .object({
    merchant_reference2: z.string().max(100).optional(),
    order_amount: z.number().int().optional(),
  })
  .loose()
  .nullable()
  .catch(null);

/**
 * POST `path`: the embedded checkout asks before it completes a purchase. 200 approves; a refusal
 * is a 303 to the shop's cart, where the customer lands and no purchase is made.
 */
export async function validationRoute(
  app: FastifyInstance,
  path: string,
  refusedUrl: string,
): Promise<void> {
  await lenientScope(app, (scope) => {
    scope.post(
      path,
      {
        config: { xsrf: false },
        schema: {
          tags: ['payments', 'callbacks'],
          summary: 'Embedded checkout validation: 200 approves the purchase, 303 refuses it',
          querystring: z.object({ checkout_order_id: z.string().min(1).max(100) }),
          response: { 200: z.object({}), 303: z.null(), '4xx': apiErrorSchema },
        },
      },
      async (request, reply) => {
        const { checkout_order_id: ref } = request.query as { checkout_order_id: string };
        const body = validationBody.parse(request.body);
        const approved = await payments.approveCheckout(
          app.payments,
          ref,
          { attemptId: body?.merchant_reference2 ?? null, amount: body?.order_amount ?? null },
          new Date(),
        );
        request.log.info({ provider: 'checkout', approved }, 'checkout validation');
        if (approved) return reply.code(200).send({});
        return reply.code(303).header('location', refusedUrl).send(null);
      },
    );
  });
}
