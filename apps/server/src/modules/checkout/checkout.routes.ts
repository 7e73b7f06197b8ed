// Checkout HTTP routes of the foundation issue.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as checkout from './checkout.service.js';

const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/country',
    { schema: { tags: ['checkout'], summary: 'Countries with their transports and payments' } },
    () => checkout.getCountries(app.context),
  );
};

export default checkoutRoutes;
