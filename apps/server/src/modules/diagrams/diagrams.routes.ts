// Diagram HTTP routes of the foundation issue: the diagrams that contain an item.
import { itemIdSchema, slugSchema } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isAuthenticated } from '../../plugins/auth.js';
import * as diagrams from './diagrams.service.js';

const tags = ['diagrams'];
const itemParams = z.object({ itemId: itemIdSchema });
const itemCarParams = itemParams.extend({ carSlug: slugSchema });
const itemGroupParams = itemCarParams.extend({ groupSlug: slugSchema });

const diagramRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  app.get(
    '/api/diagrams/item/:itemId',
    { schema: { tags, summary: 'Diagrams that contain an item', params: itemParams } },
    (request) =>
      diagrams.getItemDiagrams(db, {
        itemId: request.params.itemId,
        carSlug: null,
        groupSlug: null,
        authenticated: isAuthenticated(request),
      }),
  );

  app.get(
    '/api/diagrams/item/:itemId/car/:carSlug',
    { schema: { tags, summary: "An item's diagrams of one car", params: itemCarParams } },
    (request) =>
      diagrams.getItemDiagrams(db, {
        ...request.params,
        groupSlug: null,
        authenticated: isAuthenticated(request),
      }),
  );

  app.get(
    '/api/diagrams/item/:itemId/car/:carSlug/group/:groupSlug',
    {
      schema: { tags, summary: "An item's diagrams of one car and group", params: itemGroupParams },
    },
    (request) =>
      diagrams.getItemDiagrams(db, { ...request.params, authenticated: isAuthenticated(request) }),
  );
};

export default diagramRoutes;
