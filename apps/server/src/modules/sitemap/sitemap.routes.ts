// robots.txt and the sitemaps (an index, then per language the pages and the items), built from
// the catalog on request. Addresses use PUBLIC_URL, never the Host header.
import { isLanguage } from '@shop/domain';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { HttpError } from '../../lib/http-error.js';
import * as repo from './sitemap.repository.js';
import { SITEMAP_MAX_URLS, robotsTxt, sitemapIndex, urlSet } from './sitemap-xml.js';

/** Crawlers come back daily at most; an hour old is fresh enough. */
const CACHE = 'public, max-age=3600';
const INFO_PAGES = ['/', '/about', '/terms', '/contact'];

const xml = (reply: FastifyReply, body: string) =>
  reply.header('cache-control', CACHE).type('application/xml; charset=utf-8').send(body);

const sitemapRoutes: FastifyPluginAsync = async (app) => {
  const origin = app.config.publicUrl;
  const db = () => app.context.db;
  const language = (value: string) => {
    if (!isLanguage(value)) throw new HttpError(404, 'not_found', 'No such sitemap.');
    return value;
  };
  const hidden = { schema: { hide: true } };

  app.get('/robots.txt', hidden, async (_request, reply) =>
    reply.header('cache-control', CACHE).type('text/plain; charset=utf-8').send(robotsTxt(origin)),
  );

  app.get('/sitemap.xml', hidden, async (_request, reply) => {
    const files = Math.ceil((await repo.itemCount(db())) / SITEMAP_MAX_URLS);
    return xml(reply, sitemapIndex(origin, files));
  });

  app.get('/sitemaps/:language/pages.xml', hidden, async (request, reply) => {
    const lang = language((request.params as { language: string }).language);
    const cars = await repo.carSlugs(db());
    const groups = await repo.carGroups(db());
    const drawings = await repo.illustrations(db());
    const enc = encodeURIComponent;
    const paths = [
      ...INFO_PAGES,
      ...cars.map((car) => `/car/${enc(car)}`),
      ...groups.map((g) => `/car/${enc(g.car_slug)}/${enc(g.group_slug)}`),
      ...drawings.map((illustration) => `/diagram/${enc(illustration)}`),
    ];
    return xml(reply, urlSet(origin, lang, paths.slice(0, SITEMAP_MAX_URLS)));
  });

  app.get('/sitemaps/:language/items-:page.xml', hidden, async (request, reply) => {
    const params = request.params as { language: string; page: string };
    const lang = language(params.language);
    const page = /^[1-9]\d{0,5}$/.test(params.page) ? Number(params.page) : 0;
    const ids = page
      ? await repo.itemIds(db(), (page - 1) * SITEMAP_MAX_URLS, SITEMAP_MAX_URLS)
      : [];
    if (ids.length === 0) throw new HttpError(404, 'not_found', 'No such sitemap.');
    return xml(
      reply,
      urlSet(
        origin,
        lang,
        ids.map((id) => `/item/${id}`),
      ),
    );
  });
};

export default sitemapRoutes;
