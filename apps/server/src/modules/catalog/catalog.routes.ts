// Catalog HTTP routes (SPEC §7): thin handlers over catalog.service. The service answers with
// cached, shared objects, so they go out through sendMemoJson (serialised and compressed once).
import {
  ITEM_SORTS,
  carGroupsResponseSchema,
  carResponseSchema,
  currenciesResponseSchema,
  itemGroupsResponseSchema,
  itemSortSchema,
  itemsPageSchema,
  pageSchema,
  shipmentDataResponseSchema,
  slugSchema,
} from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendMemoJson } from '../../lib/json-memo.js';
import { ok } from '../../lib/responses.js';
import * as catalog from './catalog.service.js';

const tags = ['catalog'];
const carParams = z.object({ carSlug: slugSchema });
const carPageParams = carParams.extend({ page: pageSchema });
const groupParams = carParams.extend({ groupSlug: slugSchema });
const groupPageParams = groupParams.extend({ page: pageSchema });
// Without a group the default order is 'latest updates', so the sort has no default there.
const latestQuery = z.object({ sort: z.enum(ITEM_SORTS).optional() });
const groupQuery = z.object({ sort: itemSortSchema });

const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.context;

  app.get(
    '/api/car-groups',
    {
      schema: {
        tags,
        summary: 'Car groups with their cars, by position',
        response: ok(carGroupsResponseSchema),
      },
    },
    async (request, reply) =>
      sendMemoJson(request, reply, await catalog.getCarGroups(ctx), carGroupsResponseSchema),
  );

  app.get(
    '/api/item-groups',
    { schema: { tags, summary: 'Item groups by index', response: ok(itemGroupsResponseSchema) } },
    async (request, reply) =>
      sendMemoJson(request, reply, await catalog.getItemGroups(ctx), itemGroupsResponseSchema),
  );

  app.get(
    '/api/car/:carSlug',
    {
      schema: {
        tags,
        summary: 'A car with its groups and counts',
        params: carParams,
        response: ok(carResponseSchema),
      },
    },
    async (request, reply) =>
      sendMemoJson(
        request,
        reply,
        await catalog.getCar(ctx, request.params.carSlug),
        carResponseSchema,
      ),
  );

  app.get(
    '/api/items/car/:carSlug',
    {
      schema: {
        tags,
        summary: "Latest updates of a car's items",
        params: carParams,
        querystring: latestQuery,
        response: ok(itemsPageSchema),
      },
    },
    async (request, reply) => {
      const { params, query } = request;
      const page = await catalog.getItemsPage(ctx, {
        ...params,
        groupSlug: null,
        page: 1,
        sort: query.sort,
      });
      return sendMemoJson(request, reply, page, itemsPageSchema);
    },
  );

  app.get(
    '/api/items/car/:carSlug/:page',
    {
      schema: {
        tags,
        summary: 'A page of latest updates',
        params: carPageParams,
        querystring: latestQuery,
        response: ok(itemsPageSchema),
      },
    },
    async (request, reply) => {
      const { params, query } = request;
      const page = await catalog.getItemsPage(ctx, {
        ...params,
        groupSlug: null,
        sort: query.sort,
      });
      return sendMemoJson(request, reply, page, itemsPageSchema);
    },
  );

  app.get(
    '/api/items/car/:carSlug/group/:groupSlug',
    {
      schema: {
        tags,
        summary: "A car's items in a group",
        params: groupParams,
        querystring: groupQuery,
        response: ok(itemsPageSchema),
      },
    },
    async (request, reply) => {
      const { params, query } = request;
      const page = await catalog.getItemsPage(ctx, { ...params, page: 1, sort: query.sort });
      return sendMemoJson(request, reply, page, itemsPageSchema);
    },
  );

  app.get(
    '/api/items/car/:carSlug/group/:groupSlug/:page',
    {
      schema: {
        tags,
        summary: 'A page of a group',
        params: groupPageParams,
        querystring: groupQuery,
        response: ok(itemsPageSchema),
      },
    },
    async (request, reply) => {
      const { params, query } = request;
      const page = await catalog.getItemsPage(ctx, { ...params, sort: query.sort });
      return sendMemoJson(request, reply, page, itemsPageSchema);
    },
  );

  app.get(
    '/api/currencies',
    {
      schema: {
        tags,
        summary: 'Currencies with euro rates',
        response: ok(currenciesResponseSchema),
      },
    },
    async (request, reply) =>
      sendMemoJson(request, reply, await catalog.getCurrencies(ctx), currenciesResponseSchema),
  );

  app.get(
    '/api/shipments/data',
    {
      schema: {
        tags,
        summary: 'Shipment data (the minimum arrival date)',
        response: ok(shipmentDataResponseSchema),
      },
    },
    async (request, reply) =>
      sendMemoJson(request, reply, await catalog.getShipmentData(ctx), shipmentDataResponseSchema),
  );
};

export default catalogRoutes;
