// Order HTTP routes (SPEC §7): placing an order for payments without an outside provider, and
// reading it back through the signed link of its confirmation mail.
import {
  apiErrorSchema,
  orderCreateResponseSchema,
  orderDraftSchema,
  orderViewSchema,
} from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/responses.js';
import * as orders from './orders.service.js';
import type { OrderSettings } from './orders.service.js';

const tags = ['orders'];
const orderParams = z.object({ number: z.string().regex(/^[0-9]{6,12}$/) });
const orderQuery = z.object({ key: z.string().min(1).max(100) });

const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.context;
  const settings: OrderSettings = {
    secret: app.secret,
    publicUrl: app.config.publicUrl,
    shopEmail: app.config.mail.shopEmail,
  };

  app.post(
    '/api/legacy/order/create',
    {
      schema: {
        tags,
        summary:
          'Place an order (invoice, bank transfer, pay in store); the draft id makes a retry answer the same order',
        body: orderDraftSchema,
        response: {
          200: orderCreateResponseSchema,
          201: orderCreateResponseSchema,
          '4xx': apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { order, created } = await orders.placeOrder(ctx, settings, request.body, new Date());
      return reply.code(created ? 201 : 200).send({ id: order.id, snippet: null, order });
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
};

export default orderRoutes;
