// robots.txt and the sitemaps (an index, then per language the pages and the items), built from
// the catalog and kept until it changes, so a flood of requests costs one build each. Addresses use
// PUBLIC_URL, never the Host header.
import { isLanguage } from '@shop/domain';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { HttpError } from '../../lib/http-error.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import * as repo from './sitemap.repository.js';
import { SITEMAP_MAX_URLS, robotsTxt, sitemapIndex, urlSet } from './sitemap-xml.js';

/** Crawlers come back daily at most; an hour old is fresh enough. */
const CACHE = 'public, max-age=3600';
const INFO_PAGES = ['/', '/about', '/terms', '/contact'];
/** Sitemaps kept: each language's pages, the index, and the item files of a large catalog. */
const KEPT = 128;
const KEPT_MS = 60 * 60_000;

const xml = (reply: FastifyReply, body: string) =>
  reply.header('cache-control', CACHE).type('application/xml; charset=utf-8').send(body);

const missing = () => new HttpError(404, 'not_found', 'No such sitemap.');

const sitemapRoutes: FastifyPluginAsync = async (app) => {
  const origin = app.config.publicUrl;
  const db = () => app.context.db;
  const language = (value: string) => {
    if (!isLanguage(value)) throw missing();
    return value;
  };
  /** The sitemap at `key`, built once until the catalog changes; null builds answer 404. */
  const sitemap = async (key: string, build: () => Promise<string | null>) => {
    const cache = app.context.caches.get(
      'sitemaps',
      ['reference', 'items', 'diagrams'],
      () => new TtlCache<string, Promise<string | null>>(KEPT, KEPT_MS),
    );
    const answer = cache.getOrLoad(key, build);
    // A failed build is not kept: the next request tries again.
    answer.catch(() => cache.delete(key));
    const body = await answer;
    if (body === null) throw missing();
    return body;
  };
  const hidden = { schema: { hide: true } };

  app.get('/robots.txt', hidden, async (_request, reply) =>
    reply.header('cache-control', CACHE).type('text/plain; charset=utf-8').send(robotsTxt(origin)),
  );

  app.get('/sitemap.xml', hidden, async (_request, reply) => {
    const body = await sitemap('index', async () =>
      sitemapIndex(origin, Math.ceil((await repo.itemCount(db())) / SITEMAP_MAX_URLS)),
    );
    return xml(reply, body);
  });

  app.get('/sitemaps/:language/pages.xml', hidden, async (request, reply) => {
    const lang = language((request.params as { language: string }).language);
    const body = await sitemap(`pages:${lang}`, async () => {
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
      return urlSet(origin, lang, paths.slice(0, SITEMAP_MAX_URLS));
    });
    return xml(reply, body);
  });

  app.get('/sitemaps/:language/items-:page.xml', hidden, async (request, reply) => {
    const params = request.params as { language: string; page: string };
    const lang = language(params.language);
    if (!/^[1-9]\d{0,5}$/.test(params.page)) throw missing();
    const page = Number(params.page);
    const body = await sitemap(`items:${lang}:${page}`, async () => {
      const ids = await repo.itemIds(db(), (page - 1) * SITEMAP_MAX_URLS, SITEMAP_MAX_URLS);
      return ids.length
        ? urlSet(
            origin,
            lang,
            ids.map((id) => `/item/${id}`),
          )
        : null;
    });
    return xml(reply, body);
  });
};

export default sitemapRoutes;
