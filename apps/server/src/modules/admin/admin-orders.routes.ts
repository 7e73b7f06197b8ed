// The console's order pages under /api/admin (the prefix's hook has checked for staff): the list,
// an order's page, its internal notes, and the overview.
import {
  adminOrderDetailSchema,
  adminOrderPageSchema,
  adminOrderQuerySchema,
  adminOverviewQuerySchema,
  adminOverviewSchema,
  orderNoteRequestSchema,
  orderNoteSchema,
} from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../lib/request-language.js';
import { created, ok } from '../../lib/responses.js';
import { addOrderNote, getOrderDetail } from './admin-order-page.service.js';
import { listOrders } from './admin-orders.service.js';
import { getOverview } from './admin-overview.service.js';
import { staffOf } from './staff-caller.js';

const tags = ['admin'];
const orderParams = z.object({ number: z.string().regex(/^[0-9]{6,12}$/) });

const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.context;

  app.get(
    '/orders',
    {
      schema: {
        tags,
        summary:
          'Orders newest first, by state, shop days, country, payment or flag, or found by number, email or name',
        querystring: adminOrderQuerySchema,
        response: ok(adminOrderPageSchema),
      },
    },
    (request) => listOrders(ctx, request.query, requestLanguage(request)),
  );

  app.get(
    '/orders/:number',
    {
      schema: {
        tags,
        summary:
          "An order's page: lines, addresses, figures, payments, lifecycle, mails, notes and history",
        params: orderParams,
        response: ok(adminOrderDetailSchema),
      },
    },
    (request) => getOrderDetail(ctx, request.params.number, requestLanguage(request)),
  );

  app.post(
    '/orders/:number/notes',
    {
      schema: {
        tags,
        summary: 'Adds an internal note to an order (customers never see it); audited',
        params: orderParams,
        body: orderNoteRequestSchema,
        response: created(orderNoteSchema),
      },
    },
    async (request, reply) => {
      const note = await addOrderNote(
        ctx,
        staffOf(request),
        request.params.number,
        request.body.text,
        new Date(),
        requestLanguage(request),
      );
      return reply.code(201).send(note);
    },
  );

  app.get(
    '/overview',
    {
      schema: {
        tags,
        summary:
          'Orders and takings per day for 30 days, orders to ship, flagged orders, items low in stock',
        querystring: adminOverviewQuerySchema,
        response: ok(adminOverviewSchema),
      },
    },
    (request) => getOverview(ctx, request.query.stockBelow, new Date()),
  );
};

export default adminOrderRoutes;
