// Order HTTP routes: placing an order (every payment starts here; with the embedded checkout the
// answer carries the snippet the payments module opens), and an order read back through the
// signed link of its confirmation mail.
import {
  apiErrorSchema,
  orderCreateRequestSchema,
  orderCreateResponseSchema,
  orderViewSchema,
} from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/responses.js';
import * as orders from './orders.service.js';

const tags = ['orders'];
const orderParams = z.object({ number: z.string().regex(/^[0-9]{6,12}$/) });
const orderQuery = z.object({ key: z.string().min(1).max(100) });
const errors = { '4xx': apiErrorSchema, '5xx': apiErrorSchema };

const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.context;
  const settings = orders.orderSettingsOf(app.config, app.secret);

  app.post(
    '/api/legacy/order/create',
    {
      config: { limits: app.rateLimits.orderCreate },
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
      const now = new Date();
      const userId = request.user?.id ?? null;
      const owner = orders.ownerHashOf(request.headers['x-order-owner']);
      const placed = await orders.placeOrder(ctx, settings, draft, now, 'order', userId, owner);
      const { order, created } = placed;
      const snippet =
        placed.route === 'checkout'
          ? await app.orderCheckout.snippetFor(order, draft.language, now)
          : null;
      return reply.code(created ? 201 : 200).send({ id: order.id, snippet, order });
    },
  );

  app.get(
    '/api/orders/:number',
    {
      schema: {
        tags,
        summary: 'An order, for whoever holds the key from its confirmation mail',
        params: orderParams,
        querystring: orderQuery,
        response: ok(orderViewSchema),
      },
    },
    (request) => orders.getOrderByNumber(ctx, settings, request.params.number, request.query.key),
  );

  app.get(
    '/api/orders/:number/invoice',
    {
      config: { limits: app.rateLimits.documents },
      schema: {
        tags,
        summary: "An invoice order's invoice as a PDF, for whoever holds the key to its page",
        params: orderParams,
        querystring: orderQuery,
        produces: ['application/pdf'],
        response: { 200: z.string().describe('The PDF file'), ...errors },
      },
    },
    async (request, reply) => {
      const { number } = request.params;
      const file = await orders.getInvoiceByNumber(ctx, settings, number, request.query.key);
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="${file.filename}"`)
          .header('cache-control', 'private, no-store')
          // A Buffer goes out as is, past the serializer; the schema can only call it a string.
          .send(file.content as unknown as string)
      );
    },
  );
};

export default orderRoutes;
