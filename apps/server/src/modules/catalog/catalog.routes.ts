// Catalog HTTP routes (SPEC §7): thin handlers over catalog.service.
import { ITEM_SORTS, itemSortSchema, pageSchema, slugSchema } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as catalog from './catalog.service.js';

const tags = ['catalog'];
const carParams = z.object({ carSlug: slugSchema });
const carPageParams = z.object({ carSlug: slugSchema, page: pageSchema });
const groupParams = z.object({ carSlug: slugSchema, groupSlug: slugSchema });
const groupPageParams = z.object({ carSlug: slugSchema, groupSlug: slugSchema, page: pageSchema });
// Without a group the default order is 'latest updates', so the sort has no default there.
const latestQuery = z.object({ sort: z.enum(ITEM_SORTS).optional() });
const groupQuery = z.object({ sort: itemSortSchema });

const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  app.get('/api/car-groups', { schema: { tags, summary: 'Car groups with their cars' } }, () =>
    catalog.getCarGroups(db),
  );

  app.get('/api/item-groups', { schema: { tags, summary: 'Item groups by index' } }, () =>
    catalog.getItemGroups(db),
  );

  app.get(
    '/api/car/:carSlug',
    { schema: { tags, summary: 'A car with its groups and counts', params: carParams } },
    (request) => catalog.getCar(db, request.params.carSlug),
  );

  app.get(
    '/api/items/car/:carSlug',
    {
      schema: {
        tags,
        summary: "A car's latest updated items",
        params: carParams,
        querystring: latestQuery,
      },
    },
    (request) =>
      catalog.getItemsPage(db, {
        ...request.params,
        groupSlug: null,
        page: 1,
        sort: request.query.sort,
      }),
  );

  app.get(
    '/api/items/car/:carSlug/:page',
    {
      schema: {
        tags,
        summary: "A page of a car's latest items",
        params: carPageParams,
        querystring: latestQuery,
      },
    },
    (request) =>
      catalog.getItemsPage(db, { ...request.params, groupSlug: null, sort: request.query.sort }),
  );

  app.get(
    '/api/items/car/:carSlug/group/:groupSlug',
    {
      schema: {
        tags,
        summary: "A car's items in a group",
        params: groupParams,
        querystring: groupQuery,
      },
    },
    (request) => catalog.getItemsPage(db, { ...request.params, page: 1, sort: request.query.sort }),
  );

  app.get(
    '/api/items/car/:carSlug/group/:groupSlug/:page',
    {
      schema: {
        tags,
        summary: 'A page of a group',
        params: groupPageParams,
        querystring: groupQuery,
      },
    },
    (request) => catalog.getItemsPage(db, { ...request.params, sort: request.query.sort }),
  );

  app.get('/api/currencies', { schema: { tags, summary: 'Currencies and euro rates' } }, () =>
    catalog.getCurrencies(db),
  );

  app.get(
    '/api/shipments/data',
    { schema: { tags, summary: 'Shipment data (minimum arrival)' } },
    () => catalog.getShipmentData(db),
  );
};

export default catalogRoutes;
