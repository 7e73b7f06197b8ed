// Payment HTTP routes: Swish's held-open request and its status, the embedded checkout's
// confirmation, and the providers' callbacks (exempt from XSRF: they come from the providers, not a
// browser). Placing an order is the orders module's.
import {
  apiErrorSchema,
  checkoutConfirmationSchema,
  mobilePaymentRequestSchema,
  mobilePaymentResponseSchema,
  mobilePaymentStatusSchema,
  orderIdSchema,
} from '@shop/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/responses.js';
import * as payments from './payments.service.js';
import { callbackRoute, validationRoute } from './payments.callbacks.js';

const tags = ['payments'];
const languageQuery = z.object({ language: z.string().max(8).optional() });
const errors = { '4xx': apiErrorSchema, '5xx': apiErrorSchema };

/** Who asks: their account, and the browser's order owner proof (checked by the orders module). */
const callerOf = (request: FastifyRequest) => ({
  userId: request.user?.id ?? null,
  owner: request.headers['x-order-owner'],
});

const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.payments;

  app.post(
    '/api/swish/request',
    {
      config: { limits: app.rateLimits.swishRequest },
      schema: {
        tags,
        summary:
          'Pay an order by Swish: the call is held open (up to 240 s) until the payment is PAID or failed',
        body: mobilePaymentRequestSchema,
        response: { 200: mobilePaymentResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      // The answer may take minutes: the socket must not be closed as idle meanwhile.
      request.raw.socket?.setTimeout?.(deps.waitMs + 30_000);
      // The customer closed the page: stop waiting (the payment itself goes on at Swish).
      const gone = new AbortController();
      reply.raw.once('close', () => {
        if (!reply.raw.writableEnded) gone.abort();
      });
      return payments.requestMobilePayment(deps, request.body, gone.signal, callerOf(request));
    },
  );

  app.get(
    '/api/swish/request/:id',
    {
      schema: {
        tags,
        summary: 'Where the Swish payment of an order (by its draft id) stands',
        params: z.object({ id: orderIdSchema }),
        querystring: languageQuery,
        response: ok(mobilePaymentStatusSchema),
      },
    },
    (request) =>
      payments.mobilePaymentStatus(
        deps,
        request.params.id,
        request.query.language,
        callerOf(request),
      ),
  );

  app.get(
    '/api/payments/checkout/:ref',
    {
      schema: {
        tags,
        summary: 'The order of a completed embedded checkout (its provider order id)',
        params: z.object({ ref: z.string().min(1).max(100) }),
        querystring: languageQuery,
        response: { 200: checkoutConfirmationSchema, ...errors },
      },
    },
    (request) =>
      payments.confirmCheckout(deps, request.params.ref, request.query.language, callerOf(request)),
  );

  await callbackRoute(app, '/api/payments/swish/callback', deps.swish);
  await callbackRoute(app, '/api/payments/checkout/push', deps.checkout);
  await validationRoute(app, '/api/payments/checkout/validate', `${app.config.publicUrl}/cart`);
};

export default paymentRoutes;
