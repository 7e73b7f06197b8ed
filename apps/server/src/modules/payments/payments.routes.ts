// Payment HTTP routes: placing an order (every payment starts here; the embedded checkout also gets
// its snippet), Swish's held-open request and its status, the checkout's confirmation, and the
// providers' callbacks (exempt from XSRF: they come from the providers, not a browser).
import {
  apiErrorSchema,
  checkoutConfirmationSchema,
  mobilePaymentRequestSchema,
  mobilePaymentResponseSchema,
  mobilePaymentStatusSchema,
  orderCreateRequestSchema,
  orderCreateResponseSchema,
  orderIdSchema,
} from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/responses.js';
import * as orders from '../orders/orders.service.js';
import * as payments from './payments.service.js';
import { callbackRoute } from './payments.callbacks.js';

const tags = ['payments'];
const languageQuery = z.object({ language: z.string().max(8).optional() });
const errors = { '4xx': apiErrorSchema, '5xx': apiErrorSchema };

const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.payments;

  app.post(
    '/api/legacy/order/create',
    {
      schema: {
        tags,
        summary:
          'Place an order; with the embedded checkout the answer carries its snippet. The draft id makes a retry answer the same order',
        body: orderCreateRequestSchema,
        response: { 200: orderCreateResponseSchema, 201: orderCreateResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const draft = request.body;
      const payment = await deps.paymentOf(draft.paymentId);
      const now = new Date();
      const userId = request.user?.id ?? null;
      const { order, created, snippet } = payment?.external
        ? await payments.startCheckout(deps, draft, now, userId)
        : {
            ...(await orders.placeOrder(deps.ctx, deps.orders, draft, now, 'direct', userId)),
            snippet: null,
          };
      return reply.code(created ? 201 : 200).send({ id: order.id, snippet, order });
    },
  );

  app.post(
    '/api/swish/request',
    {
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
      return payments.requestMobilePayment(
        deps,
        request.body,
        gone.signal,
        request.user?.id ?? null,
      );
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
    (request) => payments.mobilePaymentStatus(deps, request.params.id, request.query.language),
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
    (request) => payments.confirmCheckout(deps, request.params.ref, request.query.language),
  );

  await callbackRoute(app, '/api/payments/swish/callback', deps.swish);
  await callbackRoute(app, '/api/payments/checkout/push', deps.checkout);
};

export default paymentRoutes;
