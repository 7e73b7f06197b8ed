// Checkout HTTP routes: the countries with what each allows.
import { countriesResponseSchema } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/responses.js';
import * as checkout from './checkout.service.js';

const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/country',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Countries with their transports and payments',
        response: ok(countriesResponseSchema),
      },
    },
    () => checkout.getCountries(app.context),
  );
};

export default checkoutRoutes;
