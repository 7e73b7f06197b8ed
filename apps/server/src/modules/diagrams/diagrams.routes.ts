// Diagram HTTP routes (SPEC §7): thin handlers over diagrams.service.
import {
  carDiagramsResponseSchema,
  diagramResponseSchema,
  illustrationSchema,
  itemDiagramsResponseSchema,
  itemIdSchema,
  legacyIdSchema,
  slugSchema,
} from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isAuthenticated } from '../../lib/request-user.js';
import { ok } from '../../lib/responses.js';
import * as diagrams from './diagrams.service.js';

const tags = ['diagrams'];
const carGroupParams = z.object({ carSlug: slugSchema, groupSlug: slugSchema });
const illustrationParams = z.object({ illustration: illustrationSchema });
const itemParams = z.object({ itemId: itemIdSchema });
const itemCarParams = itemParams.extend({ carSlug: slugSchema });
const itemGroupParams = itemCarParams.extend({ groupSlug: slugSchema });
const legacyParams = z.object({
  legacyItem: legacyIdSchema,
  legacyCar: slugSchema,
  legacyGroup: slugSchema,
});

const diagramRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.context;

  app.get(
    '/api/diagrams/car/:carSlug/group/:groupSlug',
    {
      schema: {
        tags,
        summary: 'The diagrams of a car and group, by name',
        params: carGroupParams,
        response: ok(carDiagramsResponseSchema),
      },
    },
    (request) =>
      diagrams.getCarGroupDiagrams(ctx, {
        ...request.params,
        authenticated: isAuthenticated(request),
        language: request.language,
      }),
  );

  app.get(
    '/api/diagrams/:illustration',
    {
      schema: {
        tags,
        summary: 'A diagram, the diagrams of its car and group, and its entries',
        params: illustrationParams,
        response: ok(diagramResponseSchema),
      },
    },
    (request) =>
      diagrams.getDiagram(
        ctx,
        request.params.illustration,
        isAuthenticated(request),
        request.language,
      ),
  );

  app.get(
    '/api/diagrams/item/:itemId',
    {
      schema: {
        tags,
        summary: 'Diagrams that contain an item',
        params: itemParams,
        response: ok(itemDiagramsResponseSchema),
      },
    },
    (request) =>
      diagrams.getItemDiagrams(ctx, {
        itemId: request.params.itemId,
        carSlug: null,
        groupSlug: null,
        authenticated: isAuthenticated(request),
        language: request.language,
      }),
  );

  app.get(
    '/api/diagrams/item/:itemId/car/:carSlug',
    {
      schema: {
        tags,
        summary: "An item's diagrams of one car",
        params: itemCarParams,
        response: ok(itemDiagramsResponseSchema),
      },
    },
    (request) =>
      diagrams.getItemDiagrams(ctx, {
        ...request.params,
        groupSlug: null,
        authenticated: isAuthenticated(request),
        language: request.language,
      }),
  );

  app.get(
    '/api/diagrams/item/:itemId/car/:carSlug/group/:groupSlug',
    {
      schema: {
        tags,
        summary: "An item's diagrams of one car and group",
        params: itemGroupParams,
        response: ok(itemDiagramsResponseSchema),
      },
    },
    (request) =>
      diagrams.getItemDiagrams(ctx, {
        ...request.params,
        authenticated: isAuthenticated(request),
        language: request.language,
      }),
  );

  app.get(
    '/api/diagrams/item/:legacyItem/car/:legacyCar/group/:legacyGroup/legacy',
    {
      schema: {
        tags,
        summary: "An item's diagrams of one car and group, by the item's numeric legacy id",
        params: legacyParams,
        response: ok(itemDiagramsResponseSchema),
      },
    },
    (request) => {
      const { legacyItem, legacyCar, legacyGroup } = request.params;
      return diagrams.getLegacyItemDiagrams(ctx, {
        legacyId: legacyItem,
        carSlug: legacyCar,
        groupSlug: legacyGroup,
        authenticated: isAuthenticated(request),
        language: request.language,
      });
    },
  );
};

export default diagramRoutes;
