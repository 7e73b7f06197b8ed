// The console's catalog and settings under /api/admin (registered by admin.routes, behind its staff
// hook): items for staff (stock) and admins (prices, texts); bulk price edits, their undo and the
// settings for admins only.
import {
  adminItemParamsSchema,
  adminItemPatchSchema,
  adminItemSchema,
  adminItemsPageSchema,
  adminItemsQuerySchema,
  adminSettingsPatchSchema,
  adminSettingsSchema,
  auditParamsSchema,
  bulkPriceApplySchema,
  bulkPricePreviewSchema,
  bulkPriceRequestSchema,
  priceChangeResultSchema,
} from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/responses.js';
import { requestLanguage } from '../../lib/request-language.js';
import * as items from './admin-items.service.js';
import * as settings from './admin-settings.service.js';
import * as bulk from './bulk-price.service.js';
import { staffOf } from './staff-caller.js';

const tags = ['admin'];

const adminCatalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.context;
  const adminOnly = app.requireRole('admin');

  app.get(
    '/items',
    {
      schema: {
        tags,
        summary: 'Items by id, part number or name (any language), a page at a time',
        querystring: adminItemsQuerySchema,
        response: ok(adminItemsPageSchema),
      },
    },
    (request) => items.listItems(ctx, request.query, requestLanguage(request)),
  );

  app.get(
    '/items/:id',
    {
      schema: {
        tags,
        summary: "An item's brand prices, watermarks, increments, stock and texts in en, sv, fi",
        params: adminItemParamsSchema,
        response: ok(adminItemSchema),
      },
    },
    (request) => items.getItem(ctx, request.params.id, requestLanguage(request)),
  );

  app.patch(
    '/items/:id',
    {
      schema: {
        tags,
        summary: 'Change an item: stock (staff); prices, watermarks, increments, texts (admin)',
        params: adminItemParamsSchema,
        body: adminItemPatchSchema,
        response: ok(adminItemSchema),
      },
    },
    (request) =>
      items.patchItem(
        ctx,
        staffOf(request),
        request.params.id,
        request.body,
        requestLanguage(request),
        new Date(),
      ),
  );

  app.post(
    '/bulk-price/preview',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Every price a bulk edit would change, without changing it (admin)',
        body: bulkPriceRequestSchema,
        response: ok(bulkPricePreviewSchema),
      },
    },
    (request) => bulk.previewBulkPrice(ctx, request.body, requestLanguage(request)),
  );

  app.post(
    '/bulk-price/apply',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Apply exactly the previewed changes, once; 409 when a price moved since (admin)',
        body: bulkPriceApplySchema,
        response: ok(priceChangeResultSchema),
      },
    },
    (request) =>
      bulk.applyBulkPrice(
        ctx,
        staffOf(request),
        request.body,
        requestLanguage(request),
        new Date(),
      ),
  );

  app.post(
    '/audit/:id/undo',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Undo a bulk price edit, once; 409 when one of its prices changed since (admin)',
        params: auditParamsSchema,
        response: ok(priceChangeResultSchema),
      },
    },
    (request) =>
      bulk.undoBulkPrice(
        ctx,
        staffOf(request),
        request.params.id,
        requestLanguage(request),
        new Date(),
      ),
  );

  app.get(
    '/settings',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Currency rates, minimum arrival, countries, transports and payments (admin)',
        response: ok(adminSettingsSchema),
      },
    },
    () => settings.getSettings(ctx),
  );

  app.patch(
    '/settings',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Change settings; each change audited (admin)',
        body: adminSettingsPatchSchema,
        response: ok(adminSettingsSchema),
      },
    },
    (request) =>
      settings.patchSettings(
        ctx,
        staffOf(request),
        request.body,
        requestLanguage(request),
        new Date(),
      ),
  );
};

export default adminCatalogRoutes;
