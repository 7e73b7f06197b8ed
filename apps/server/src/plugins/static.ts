// Static files (/public/, the SPA's /assets/ and root files), the SPA history fallback, and the staff
// console's page (admin.html, its own entry of the web build) for /admin and /admin/*.
import { mkdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import { ADMIN_PATH_PREFIX, canonicalPath, isConsolePath } from '@shop/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { renderIndex } from '../lib/html.js';
import type { IndexPage } from '../lib/html.js';
import { sendNotFound } from './errors.js';
import { renderInto } from './page-render.js';
import { pageRendererLoader } from '../lib/page-renderer.js';
import { pageLanguage } from '../lib/request-language.js';

export interface SpaPage extends Omit<IndexPage, 'lang'> {
  status?: number;
}

export interface Spa {
  /** Answers the SPA's index.html (lang from cookie/host); a JSON 404 when the web app is not built. */
  send(request: FastifyRequest, reply: FastifyReply, page?: SpaPage): Promise<FastifyReply>;
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

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');
/** The console's pages: /admin and below (any spelling), not /administrator and the like. */
const isConsolePage = (canonical: string) =>
  canonical === ADMIN_PATH_PREFIX || canonical.startsWith(`${ADMIN_PATH_PREFIX}/`);
/**
 * Drawings live outside publicDir and have their own routes (modules/diagrams/drawings.routes.ts);
 * a copy left in publicDir/diagrams by an older version must not be reachable under another
 * spelling of the path either.
 */
const isDrawing = (path: string) => canonicalPath(path).startsWith('/diagrams/');

export default fp(
  async (app) => {
    const publicDir = resolve(app.config.publicDir);
    const webDist = resolve(app.config.webDist);
    mkdirSync(publicDir, { recursive: true });
    const loadIndex = indexLoader(join(webDist, 'index.html'));
    const loadConsole = indexLoader(join(webDist, 'admin.html'));
    const loadRenderer = pageRendererLoader(join(webDist, '..', 'dist-server', 'entry-server.js'));

    await app.register(fastifyStatic, {
      root: publicDir,
      prefix: '/public/',
      maxAge: '1d',
      schemaHide: true,
      // Files and folders whose names start with a dot (.env, .git, the demo marker) are not ours
      // to serve: 404. reply.sendFile (the build's root files below) inherits this.
      dotfiles: 'ignore',
      allowedPath: (path) => !isDrawing(path),
    });
    await app.register(fastifyStatic, {
      root: join(webDist, 'assets'),
      prefix: '/assets/',
      decorateReply: false,
      // Vite names these by content hash, so they never change under the same name.
      immutable: true,
      maxAge: '365d',
      dotfiles: 'ignore',
      suppressWarning: true, // the web app may not be built (tests, API-only runs)
      schemaHide: true,
    });

    const spa: Spa = {
      async send(request, reply, page = {}) {
        const template = loadIndex();
        if (template === null) return sendNotFound(request, reply);
        const lang = pageLanguage(request);
        const { status, ...rest } = page;
        const html = renderIndex(template, { ...rest, lang });
        const rendered = await renderWithContent(request, lang, html);
        return (
          reply
            .code(status ?? rendered?.status ?? 200)
            .header('cache-control', 'no-cache')
            // The content follows the display choices (currency, VAT) kept in cookies.
            .header('vary', 'Cookie')
            .type('text/html; charset=utf-8')
            .send(rendered?.body ?? html)
        );
      },
    };
    app.decorate('spa', spa);

    /** The page with its content rendered in; a failed render leaves it to the browser, as before. */
    async function renderWithContent(request: FastifyRequest, lang: string, html: string) {
      try {
        const renderer = await loadRenderer();
        return renderer ? await renderInto(app, renderer, request, lang, html) : null;
      } catch (error) {
        request.log.error({ err: error }, 'server render failed; the page renders in the browser');
        return null;
      }
    }

    /** The console's page in the visitor's language; never stored by a shared cache or indexed. */
    function sendConsole(request: FastifyRequest, reply: FastifyReply): FastifyReply {
      const template = loadConsole();
      if (template === null) return sendNotFound(request, reply);
      return reply
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex')
        .type('text/html; charset=utf-8')
        .send(renderIndex(template, { lang: pageLanguage(request) }));
    }

    app.get<{ Params: { '*': string } }>('/*', { schema: { hide: true } }, (request, reply) => {
      // The path as the router matched it (decoded, without query, also for an absolute-form
      // target), not the raw URL's prefix.
      const file = request.params['*'];
      const path = `/${file}`;
      const canonical = canonicalPath(path);
      if (isApi(canonical)) return sendNotFound(request, reply);
      // No page of the app has a segment starting with a dot (/.git/config, /.env, /./x): a 404,
      // not the app's HTML with 200, so a scan never takes one for a file found.
      if (file.split('/').some((segment) => segment.startsWith('.'))) {
        return sendNotFound(request, reply);
      }
      const last = path.slice(path.lastIndexOf('/') + 1);
      // SPEC §2: /admin* leaves the shop (any spelling: /ADMIN, //admin, /%61dmin), so the server
      // never answers it with the SPA, which would send the browser straight back here.
      if (isConsolePath(path)) {
        // The console has no files of its own under /admin (its assets are under /assets/).
        return isConsolePage(canonical) && !last.includes('.')
          ? sendConsole(request, reply)
          : sendNotFound(request, reply);
      }
      // favicon.ico, robots.txt and the like sit at the build's root; index.html is always rendered.
      if (last.includes('.') && last !== 'index.html') {
        return reply.sendFile(file, webDist, { maxAge: 0 });
      }
      return spa.send(request, reply);
    });
  },
  { name: 'static', dependencies: ['config', 'errors', 'xsrf'] },
);
