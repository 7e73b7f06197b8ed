// Server-rendered head for the SPA's item pages, so shared links and crawlers see the product. Absolute
// links (og:url, og:image, JSON-LD) use PUBLIC_URL, never the Host header: a client picks that, and a
// shared cache would keep a page pointing at the client's host for everyone.
import { itemIdSchema } from '@shop/domain';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { pageLanguage } from '../../lib/request-language.js';
import * as catalog from '../catalog/catalog.service.js';
import { itemSeo } from './item-seo.js';

const ITEM_PATHS = [
  '/item/:itemId',
  '/car/:carSlug/item/:itemId',
  '/car/:carSlug/:groupSlug/item/:itemId',
];

const pagesRoutes: FastifyPluginAsync = async (app) => {
  async function itemPage(request: FastifyRequest, reply: FastifyReply) {
    const { itemId } = request.params as { itemId: string };
    const id = itemIdSchema.safeParse(itemId);
    const language = pageLanguage(request);
    const item = id.success ? await catalog.findItem(app.context, id.data, language) : undefined;
    // The SPA shows its own not-found view; the status tells crawlers.
    if (!item) return app.spa.send(request, reply, { status: 404 });
    return app.spa.send(request, reply, itemSeo(item, app.config.publicUrl, language));
  }
  for (const url of ITEM_PATHS) app.get(url, { schema: { hide: true } }, itemPage);
};

export default pagesRoutes;
