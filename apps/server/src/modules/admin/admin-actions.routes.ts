// The console's order actions, POST /api/admin/orders/:number/{ship,cancel,refund,mark-paid,
// clear-flag}: staff only (the parent's hook), thin handlers over admin-actions.service.
import {
  cancelOrderRequestSchema,
  cancelOrderResponseSchema,
  clearFlagRequestSchema,
  markPaidRequestSchema,
  orderActionResponseSchema,
  orderNumberParamsSchema,
  refundOrderRequestSchema,
  refundOrderResponseSchema,
  shipOrderRequestSchema,
  shipOrderResponseSchema,
} from '@shop/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../lib/request-language.js';
import { ok } from '../../lib/responses.js';
import * as actions from './admin-actions.service.js';
import type { ActionCall, ActionDeps } from './admin-actions.service.js';
import { staffOf } from './staff-caller.js';

const tags = ['admin'];

const adminActionRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ActionDeps = {
    ...app.payments,
    providers: [app.payments.swish, app.payments.checkout],
  };
  const callOf = (request: FastifyRequest<{ Params: { number: string } }>): ActionCall => {
    const { id, email } = staffOf(request);
    return {
      number: request.params.number,
      actor: { id, email },
      language: requestLanguage(request),
      now: new Date(),
    };
  };
  const params = orderNumberParamsSchema;

  app.post(
    '/orders/:number/ship',
    {
      schema: {
        tags,
        summary: 'Ship the order, in full or some lines, with a carrier and a tracking number',
        params,
        body: shipOrderRequestSchema,
        response: ok(shipOrderResponseSchema),
      },
    },
    (request) => actions.shipOrder(deps, callOf(request), request.body),
  );
  app.post(
    '/orders/:number/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel an order not shipped: stock back, a paid order refunded in full',
        params,
        body: cancelOrderRequestSchema,
        response: ok(cancelOrderResponseSchema),
      },
    },
    (request) => actions.cancelOrder(deps, callOf(request), request.body.reason),
  );
  app.post(
    '/orders/:number/refund',
    {
      schema: {
        tags,
        summary: 'Refund lines and quantities, shipping included or not, restocked or not',
        params,
        body: refundOrderRequestSchema,
        response: ok(refundOrderResponseSchema),
      },
    },
    (request) => actions.refundOrder(deps, callOf(request), request.body),
  );
  app.post(
    '/orders/:number/mark-paid',
    {
      schema: {
        tags,
        summary: 'Mark a bank-transfer or invoice order paid by its payment reference',
        params,
        body: markPaidRequestSchema,
        response: ok(orderActionResponseSchema),
      },
    },
    (request) => actions.markPaid(deps, callOf(request), request.body.reference),
  );
  app.post(
    '/orders/:number/clear-flag',
    {
      schema: {
        tags,
        summary: "Clear the order's flag, saying why",
        params,
        body: clearFlagRequestSchema,
        response: ok(orderActionResponseSchema),
      },
    },
    (request) => actions.clearFlag(deps, callOf(request), request.body.reason),
  );
};

export default adminActionRoutes;
