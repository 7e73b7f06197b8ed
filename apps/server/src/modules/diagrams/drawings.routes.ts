// Exploded drawings and their thumbnails, at the URLs the API and the web app name
// (/public/diagrams/<id>.svg, /public/diagrams/thumbs/<first 3>/<id>.svg), but read from the private
// drawings folder (DIAGRAMS_DIR) and only after the diagrams module's modern-car rule: a modern
// car's drawing answers 403 to an anonymous caller like every diagram call on that car (SPEC §6).
// These routes are more specific than the open /public/* files, so the router picks them first.
import { resolve } from 'node:path';
import { ILLUSTRATION_PATTERN } from '@shop/domain';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../lib/http-error.js';
import { isAuthenticated } from '../../lib/request-user.js';
import { diagramsDirOf } from '../../plugins/config.js';
import { requireDrawingAccess } from './diagrams.service.js';

/** Anyone's drawings may sit in shared caches; a modern car's in none, not even after a logout. */
const PUBLIC_CACHE = 'public, max-age=86400';
const PRIVATE_CACHE = 'private, no-store';

/** `<illustration>.svg` -> the illustration, or undefined for any other name. */
function illustrationOf(file: string): string | undefined {
  const id = file.endsWith('.svg') ? file.slice(0, -'.svg'.length) : '';
  return ILLUSTRATION_PATTERN.test(id) ? id : undefined;
}

const drawingRoutes: FastifyPluginAsync = async (app) => {
  const root = resolve(diagramsDirOf(app.config));

  async function sendDrawing(
    request: FastifyRequest,
    reply: FastifyReply,
    illustration: string | undefined,
    file: string,
  ) {
    if (illustration === undefined) throw notFound(`No drawing at ${request.url.split('?')[0]}`);
    const { modern } = await requireDrawingAccess(
      app.context,
      illustration,
      isAuthenticated(request),
    );
    reply.header('cache-control', modern ? PRIVATE_CACHE : PUBLIC_CACHE);
    if (modern) reply.header('vary', 'cookie, authorization');
    return reply.sendFile(file, root, { cacheControl: false });
  }

  app.get<{ Params: { file: string } }>(
    '/public/diagrams/:file',
    { schema: { hide: true } },
    (request, reply) => {
      const illustration = illustrationOf(request.params.file);
      return sendDrawing(request, reply, illustration, `${illustration}.svg`);
    },
  );

  app.get<{ Params: { folder: string; file: string } }>(
    '/public/diagrams/thumbs/:folder/:file',
    { schema: { hide: true } },
    (request, reply) => {
      const { folder, file } = request.params;
      const id = illustrationOf(file);
      const illustration = id !== undefined && id.slice(0, 3) === folder ? id : undefined;
      return sendDrawing(request, reply, illustration, `thumbs/${folder}/${illustration}.svg`);
    },
  );
};

export default drawingRoutes;
