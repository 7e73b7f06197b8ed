// Server-rendered head for the SPA's item, car and drawing pages, so shared links and crawlers see
// the product, the car or the drawing by name. Absolute links (og:url, og:image, JSON-LD) use PUBLIC_URL, never the Host
// header: a client picks that, and a shared cache would keep a page pointing at the client's host
// for everyone.
import { illustrationSchema, itemIdSchema, slugSchema } from '@shop/domain';
import type { CarResponse, DiagramResponse, Language } from '@shop/domain';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error.js';
import { pageLanguage } from '../../lib/request-language.js';
import * as catalog from '../catalog/catalog.service.js';
import * as diagrams from '../diagrams/diagrams.service.js';
import { carSeo } from './car-seo.js';
import { diagramSeo } from './diagram-seo.js';
import { itemSeo } from './item-seo.js';

const ITEM_PATHS = [
  '/item/:itemId',
  '/car/:carSlug/item/:itemId',
  '/car/:carSlug/:groupSlug/item/:itemId',
];
// The car's own routes: its items, a group (or a mode such as search or diagrams), and the modes
// and pages under a group. The item paths above are more specific and win.
const CAR_PATHS = ['/car/:carSlug', '/car/:carSlug/:groupSlug', '/car/:carSlug/:groupSlug/*'];

const DIAGRAM_PATHS = ['/diagram/:illustration', '/diagram/:illustration/*'];

const pagesRoutes: FastifyPluginAsync = async (app) => {
  async function itemPage(request: FastifyRequest, reply: FastifyReply) {
    const { itemId } = request.params as { itemId: string };
    const id = itemIdSchema.safeParse(itemId);
    const language = pageLanguage(request);
    const item = id.success ? await catalog.findItem(app.context, id.data, language) : undefined;
    // The SPA shows its own not-found view; the status tells crawlers.
    if (!item) return app.spa.send(request, reply, { status: 404 });
    const named = typeof (request.query as { lang?: unknown }).lang === 'string';
    return app.spa.send(request, reply, itemSeo(item, app.config.publicUrl, language, named));
  }
  for (const url of ITEM_PATHS) app.get(url, { schema: { hide: true } }, itemPage);

  async function carPage(request: FastifyRequest, reply: FastifyReply) {
    const { carSlug, groupSlug } = request.params as { carSlug: string; groupSlug?: string };
    const language = pageLanguage(request);
    const car = await knownCar(carSlug, language);
    if (!car) return app.spa.send(request, reply, { status: 404 });
    return app.spa.send(request, reply, carSeo(car, groupSlug ?? null, language));
  }
  for (const url of CAR_PATHS) app.get(url, { schema: { hide: true } }, carPage);

  async function diagramPage(request: FastifyRequest, reply: FastifyReply) {
    const { illustration } = request.params as { illustration: string };
    const language = pageLanguage(request);
    const found = await knownDiagram(illustration, language);
    if (found === undefined) return app.spa.send(request, reply, { status: 404 });
    // A drawing only customers may see keeps the shop's own head: its name is not public.
    return app.spa.send(request, reply, found ? diagramSeo(found, language) : {});
  }
  for (const url of DIAGRAM_PATHS) app.get(url, { schema: { hide: true } }, diagramPage);

  async function knownCar(carSlug: string, language: Language): Promise<CarResponse | undefined> {
    if (!slugSchema.safeParse(carSlug).success) return undefined;
    try {
      return await catalog.getCar(app.context, carSlug, language);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) return undefined;
      throw error;
    }
  }

  /** The drawing as anyone may see it, null when only customers may, undefined when unknown. */
  async function knownDiagram(
    illustration: string,
    language: Language,
  ): Promise<DiagramResponse | null | undefined> {
    if (!illustrationSchema.safeParse(illustration).success) return undefined;
    try {
      return await diagrams.getDiagram(app.context, illustration, false, language);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return error.statusCode === 404 ? undefined : null;
    }
  }
};

export default pagesRoutes;
