// Static files (/public/, the SPA's /assets/ and root files) and the SPA history fallback.
import { mkdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import { detectLanguage, LANG_COOKIE } from '@shop/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { renderIndex } from '../lib/html.js';
import type { IndexPage } from '../lib/html.js';
import { sendNotFound } from './errors.js';

export interface SpaPage extends Omit<IndexPage, 'lang'> {
  status?: number;
}

export interface Spa {
  /** Answers the SPA's index.html (lang from cookie/host); a JSON 404 when the web app is not built. */
  send(request: FastifyRequest, reply: FastifyReply, page?: SpaPage): FastifyReply;
}

declare module 'fastify' {
  interface FastifyInstance {
    spa: Spa;
  }
}

/** index.html read once, and again only when the file changes (a rebuild while running). */
function indexLoader(file: string): () => string | null {
  let cached: { mtimeMs: number; text: string } | null = null;
  return () => {
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat?.isFile()) return null;
    if (cached?.mtimeMs !== stat.mtimeMs) {
      cached = { mtimeMs: stat.mtimeMs, text: readFileSync(file, 'utf8') };
    }
    return cached.text;
  };
}

const pathOf = (url: string) => url.split('?', 1)[0] ?? '/';
const isApi = (path: string) => path === '/api' || path.startsWith('/api/');
// SPEC §2: /admin* leaves the app, so the server must not answer it with the SPA.
const isAdmin = (path: string) => path.startsWith('/admin');

export default fp(
  async (app) => {
    const publicDir = resolve(app.config.publicDir);
    const webDist = resolve(app.config.webDist);
    mkdirSync(publicDir, { recursive: true });
    const loadIndex = indexLoader(join(webDist, 'index.html'));

    await app.register(fastifyStatic, {
      root: publicDir,
      prefix: '/public/',
      maxAge: '1d',
      schemaHide: true,
    });
    await app.register(fastifyStatic, {
      root: join(webDist, 'assets'),
      prefix: '/assets/',
      decorateReply: false,
      // Vite names these by content hash, so they never change under the same name.
      immutable: true,
      maxAge: '365d',
      suppressWarning: true, // the web app may not be built (tests, API-only runs)
      schemaHide: true,
    });

    const spa: Spa = {
      send(request, reply, page = {}) {
        const template = loadIndex();
        if (template === null) return sendNotFound(request, reply);
        const lang = detectLanguage({
          cookie: request.cookies[LANG_COOKIE],
          host: request.hostname,
        });
        const { status = 200, ...rest } = page;
        return reply
          .code(status)
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(renderIndex(template, { ...rest, lang }));
      },
    };
    app.decorate('spa', spa);

    app.get('/*', { schema: { hide: true } }, (request, reply) => {
      const path = pathOf(request.url);
      if (isApi(path) || isAdmin(path)) return sendNotFound(request, reply);
      const last = path.slice(path.lastIndexOf('/') + 1);
      // favicon.ico, robots.txt and the like sit at the build's root; index.html is always rendered.
      if (last.includes('.') && last !== 'index.html') {
        const file = (request.params as { '*': string })['*']; // decoded by the router
        return reply.sendFile(file, webDist, { maxAge: 0 });
      }
      return spa.send(request, reply);
    });
  },
  { name: 'static', dependencies: ['config', 'errors', 'xsrf'] },
);
