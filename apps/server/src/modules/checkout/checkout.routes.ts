// Checkout HTTP routes (SPEC §7): the countries, transports and payments, and a customer's choice
// of them. The lists are shared reference data, serialised once (memoGet).
import {
  bulkRequestSchema,
  bulkResponseSchema,
  checkoutDataResponseSchema,
  countriesResponseSchema,
} from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memoGet } from '../../lib/memo-route.js';
import { ok } from '../../lib/responses.js';
import * as checkout from './checkout.service.js';

const tags = ['checkout'];

const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.context;

  memoGet(app, {
    url: '/api/country',
    tags,
    summary: 'Countries with their transports and payments, Sweden and Finland first',
    schema: countriesResponseSchema,
    load: (language) => checkout.getCountries(ctx, language),
  });

  memoGet(app, {
    url: '/api/checkout',
    tags,
    summary: 'Every country, transport and payment, in the order the checkout shows them',
    schema: checkoutDataResponseSchema,
    load: (language) => checkout.getCheckoutData(ctx, language),
  });

  app.post(
    '/api/bulk',
    {
      schema: {
        tags,
        summary: 'The country, transport and payment of a checkout choice, by id',
        body: bulkRequestSchema,
        response: ok(bulkResponseSchema),
      },
    },
    (request) => checkout.getChoice(ctx, request.body, request.language),
  );
};

export default checkoutRoutes;
