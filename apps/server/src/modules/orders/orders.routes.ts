// Order HTTP routes: an order read back through the signed link of its confirmation mail (placing
// one is the payments module's POST /api/legacy/order/create, where every payment starts).
import { orderViewSchema } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/responses.js';
import * as orders from './orders.service.js';

const tags = ['orders'];
const orderParams = z.object({ number: z.string().regex(/^[0-9]{6,12}$/) });
const orderQuery = z.object({ key: z.string().min(1).max(100) });

const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.context;
  const settings = orders.orderSettingsOf(app.config, app.secret);

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
