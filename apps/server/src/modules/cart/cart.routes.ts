// Cart HTTP routes (SPEC §7): thin handlers over cart.service. The router ignores a
// trailing slash, so /api/cart/, /api/items/ and /api/carts/ are these routes too.
import {
  cartRequestSchema,
  cartResponseSchema,
  itemsRequestSchema,
  itemsResponseSchema,
  saveCartRequestSchema,
  saveCartResponseSchema,
  savedCartParamsSchema,
  savedCartResponseSchema,
} from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { created, ok } from '../../lib/responses.js';
import * as cart from './cart.service.js';

const tags = ['cart'];

const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.context;

  app.post(
    '/api/cart',
    {
      schema: {
        tags,
        summary: "The cart's lines priced from the database, their items, and the corrections",
        body: cartRequestSchema,
        response: ok(cartResponseSchema),
      },
    },
    (request) => cart.priceStoredCart(ctx, request.body.cart, new Date(), request.language),
  );

  app.post(
    '/api/items',
    {
      schema: {
        tags,
        summary: 'Items by id (to restore a stored cart); malformed and unknown ids are missing',
        body: itemsRequestSchema,
        response: ok(itemsResponseSchema),
      },
    },
    (request) => cart.getItemsByIds(ctx, request.body.items, request.language),
  );

  app.post(
    '/api/carts',
    {
      // Anonymous visitors may save carts, so each client IP gets a quota (RATE_LIMIT_WRITES).
      config: { limits: app.rateLimits.writes },
      schema: {
        tags,
        summary: 'Save the articles of a cart; answers its cartId and cartDate',
        body: saveCartRequestSchema,
        response: created(saveCartResponseSchema),
      },
    },
    async (request, reply) => {
      const saved = await cart.saveCart(ctx, request.body.articles, new Date());
      return reply.code(201).send(saved);
    },
  );

  app.get(
    '/api/carts/:cartDate/:cartId',
    {
      schema: {
        tags,
        summary: "A saved cart's articles, checked against the catalog",
        params: savedCartParamsSchema,
        response: ok(savedCartResponseSchema),
      },
    },
    (request) => cart.getSavedCart(ctx, request.params.cartDate, request.params.cartId),
  );
};

export default cartRoutes;
