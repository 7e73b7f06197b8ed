// Checkout HTTP routes (SPEC §7): the countries, transports and payments, and a customer's choice
// of them. The answers are shared reference data, so they go out through sendMemoJson.
import {
  bulkRequestSchema,
  bulkResponseSchema,
  checkoutDataResponseSchema,
  countriesResponseSchema,
} from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendMemoJson } from '../../lib/json-memo.js';
import { ok } from '../../lib/responses.js';
import * as checkout from './checkout.service.js';

const tags = ['checkout'];

const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.context;

  app.get(
    '/api/country',
    {
      schema: {
        tags,
        summary: 'Countries with their transports and payments, Sweden and Finland first',
        response: ok(countriesResponseSchema),
      },
    },
    async (request, reply) =>
      sendMemoJson(request, reply, await checkout.getCountries(ctx), countriesResponseSchema),
  );

  app.get(
    '/api/checkout',
    {
      schema: {
        tags,
        summary: 'Every country, transport and payment, in the order the checkout shows them',
        response: ok(checkoutDataResponseSchema),
      },
    },
    async (request, reply) =>
      sendMemoJson(request, reply, await checkout.getCheckoutData(ctx), checkoutDataResponseSchema),
  );

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
    (request) => checkout.getChoice(ctx, request.body),
  );
};

export default checkoutRoutes;
