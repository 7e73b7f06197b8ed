// Fills the app's page with the server-rendered HTML of its route: the template up to #root, the
// React stream, then the state block and the rest of the template.
import { PassThrough } from 'node:stream';
import type { Readable } from 'node:stream';
import { CHOICE_COOKIES, LANG_COOKIE } from '@shop/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RenderedPage } from '@shop/domain';
import type { PageRenderer } from '../lib/page-renderer.js';

const ROOT = '<div id="root"></div>';
const DISPLAY_COOKIES = [...CHOICE_COOKIES, LANG_COOKIE];

/** The visitor's display choices only: the render is never signed in as them. */
function displayCookies(request: FastifyRequest): Record<string, string> {
  const chosen: Record<string, string> = {};
  for (const name of DISPLAY_COOKIES) {
    const value = request.cookies[name];
    if (value !== undefined) chosen[name] = value;
  }
  return chosen;
}

/** GETs the shop's API in process (the same routes, checks and caches a browser meets). */
function apiFetch(app: FastifyInstance, language: string) {
  return async (path: string, init: RequestInit): Promise<Response> => {
    const answer = await app.inject({
      method: 'GET',
      url: path,
      headers: {
        accept: 'application/json',
        'accept-language': language,
        cookie: `${LANG_COOKIE}=${language}`,
      },
      signal: init.signal ?? undefined,
    });
    return new Response(answer.statusCode === 204 ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

/** The route's page rendered into `html` (a filled template), or null when it renders in the browser. */
export async function renderInto(
  app: FastifyInstance,
  renderer: PageRenderer,
  request: FastifyRequest,
  language: string,
  html: string,
): Promise<{ status: number; body: Readable } | null> {
  const at = html.indexOf(ROOT);
  if (at === -1) return null;
  const page: RenderedPage | null = await renderer.renderPage({
    url: request.url,
    host: request.host,
    language,
    cookies: displayCookies(request),
    fetch: apiFetch(app, language),
    onError: (error) =>
      request.log.warn({ err: error }, 'part of the page rendered in the browser'),
  });
  if (!page) return null;
  const body = new PassThrough();
  body.write(`${html.slice(0, at)}<div id="root">`);
  page.html.pipe(body, { end: false });
  page.html.once('end', () => body.end(`</div>${page.stateScript}${html.slice(at + ROOT.length)}`));
  page.html.once('error', (error) => body.destroy(error));
  return { status: page.status, body };
}
