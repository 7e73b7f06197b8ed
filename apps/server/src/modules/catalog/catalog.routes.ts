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
import type { Language } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendMemoJson } from '../../lib/json-memo.js';
import { memoGet } from '../../lib/memo-route.js';
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

/** The four addresses of an item list page: with or without a group, with or without a page. */
const ITEM_PAGE_ROUTES = [
  {
    url: '/api/items/car/:carSlug',
    summary: "Latest updates of a car's items",
    params: carParams,
    querystring: latestQuery,
  },
  {
    url: '/api/items/car/:carSlug/:page',
    summary: 'A page of latest updates',
    params: carPageParams,
    querystring: latestQuery,
  },
  {
    url: '/api/items/car/:carSlug/group/:groupSlug',
    summary: "A car's items in a group",
    params: groupParams,
    querystring: groupQuery,
  },
  {
    url: '/api/items/car/:carSlug/group/:groupSlug/:page',
    summary: 'A page of a group',
    params: groupPageParams,
    querystring: groupQuery,
  },
] as const;

const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.context;

  const reference = <T extends object>(
    url: string,
    summary: string,
    schema: z.ZodType<T>,
    load: (language: Language) => Promise<T>,
  ) => memoGet(app, { url, tags, summary, schema, load });

  reference(
    '/api/car-groups',
    'Car groups with their cars, by position',
    carGroupsResponseSchema,
    (language) => catalog.getCarGroups(ctx, language),
  );
  reference('/api/item-groups', 'Item groups by index', itemGroupsResponseSchema, (language) =>
    catalog.getItemGroups(ctx, language),
  );
  reference('/api/currencies', 'Currencies with euro rates', currenciesResponseSchema, () =>
    catalog.getCurrencies(ctx),
  );
  reference(
    '/api/shipments/data',
    'Shipment data (the minimum arrival date)',
    shipmentDataResponseSchema,
    () => catalog.getShipmentData(ctx),
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
    async (request, reply) => {
      const car = await catalog.getCar(ctx, request.params.carSlug, request.language);
      return sendMemoJson(request, reply, car, carResponseSchema);
    },
  );

  for (const route of ITEM_PAGE_ROUTES) {
    const { url, summary, params, querystring } = route;
    app.get(
      url,
      { schema: { tags, summary, params, querystring, response: ok(itemsPageSchema) } },
      async (request, reply) => {
        const { params: p, query } = request;
        const page = await catalog.getItemsPage(ctx, {
          carSlug: p.carSlug,
          groupSlug: 'groupSlug' in p ? p.groupSlug : null,
          page: 'page' in p ? p.page : 1,
          sort: query.sort,
          language: request.language,
        });
        return sendMemoJson(request, reply, page, itemsPageSchema);
      },
    );
  }
};

export default catalogRoutes;
