// The console's catalog imports under /api/admin, for admins: the file arrives as the request's
// body (streamed to a temporary file, never held in memory), is staged in the background while the
// console polls its progress, then applied or cancelled. Mappings name a supplier's columns.
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import {
  apiErrorSchema,
  importAnswerSchema,
  importApplySchema,
  importListSchema,
  importMappingBodySchema,
  importMappingParamsSchema,
  importMappingSchema,
  importMappingsSchema,
  importUploadQuerySchema,
} from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.js';
import { ok } from '../../lib/responses.js';
import { staffOf } from '../admin/admin.service.js';
import * as imports from './imports.service.js';
import * as mappings from './import-mappings.service.js';
import { importRunner } from './import-runner.js';

const tags = ['admin'];
/** The largest file the console takes; bigger catalogs go through `npm run catalog:import`. */
export const MAX_UPLOAD_BYTES = 512 * 1024 * 1024;
const FILE_TYPES = [
  'text/csv',
  'text/plain',
  'application/x-ndjson',
  'application/jsonl',
  'application/octet-stream',
];
const idParams = z.object({ id: z.uuid() });

/** Passes bytes on until `max`, then fails with a 413. */
function capped(max: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > max) done(new HttpError(413, 'payload_too_large', 'The file is too large.'));
      else done(null, chunk);
    },
  });
}

const importsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.context;
  const running = new Set<Promise<void>>();
  const runImportJob = importRunner(ctx, app.config.databaseUrl);
  app.addHook('onRequest', app.requireRole('admin'));
  // The body stays a stream: the route writes it to disk as it arrives.
  app.addContentTypeParser(FILE_TYPES, (_request, payload, done) => done(null, payload));
  // Staging in progress finishes (or fails) before the app closes.
  app.addHook('onClose', async () => {
    await Promise.allSettled([...running]);
  });

  app.post(
    '/imports',
    {
      schema: {
        tags,
        summary: 'Upload a catalog file (the body) and stage it in the background',
        querystring: importUploadQuerySchema,
        response: { 202: importAnswerSchema, '4xx': apiErrorSchema },
      },
    },
    async (request, reply) => {
      const actor = staffOf(request);
      const body = request.body as unknown;
      if (!body || typeof (body as Readable).pipe !== 'function')
        throw new HttpError(
          415,
          'unsupported_media_type',
          'Send the file as text/csv or JSON Lines.',
        );
      const { fileName, mapping } = request.query;
      const rule = mapping ? await imports.mappingRule(ctx, mapping) : null;
      await imports.assertIdle(ctx, new Date());
      const dir = await mkdtemp(join(tmpdir(), 'shop-import-'));
      const file = join(dir, 'upload');
      try {
        await pipeline(body as Readable, capped(MAX_UPLOAD_BYTES), createWriteStream(file));
      } catch (error) {
        await rm(dir, { recursive: true, force: true });
        throw error instanceof HttpError
          ? error
          : new HttpError(400, 'invalid_request', 'The upload broke off.');
      }
      let run;
      try {
        run = await imports.startImport(
          ctx,
          actor,
          { fileName, mapping: mapping ?? null, totalBytes: (await stat(file)).size },
          new Date(),
        );
      } catch (error) {
        await rm(dir, { recursive: true, force: true });
        throw error;
      }
      const job = runImportJob({ task: 'stage', id: run.id, file, mapping: rule })
        .catch((error: unknown) => app.log.error({ err: error }, 'import staging failed'))
        .finally(() => rm(dir, { recursive: true, force: true }));
      running.add(job);
      void job.finally(() => running.delete(job));
      return reply.code(202).send({ import: imports.summaryOf(run, new Date()) });
    },
  );

  app.get(
    '/imports',
    {
      schema: { tags, summary: 'The latest imports, newest first', response: ok(importListSchema) },
    },
    async () => {
      const now = new Date();
      return {
        imports: (await imports.listImports(ctx)).map((row) => imports.summaryOf(row, now)),
      };
    },
  );

  app.get(
    '/imports/:id',
    {
      schema: {
        tags,
        summary: "An import's state, progress and report",
        params: idParams,
        response: ok(importAnswerSchema),
      },
    },
    async (request) => ({
      import: imports.summaryOf(await imports.readImport(ctx, request.params.id), new Date()),
    }),
  );

  app.post(
    '/imports/:id/apply',
    {
      schema: {
        tags,
        summary: 'Apply a staged import: all rows, or only the valid ones',
        params: idParams,
        body: importApplySchema,
        response: { 202: importAnswerSchema, '4xx': apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const start = await imports.beginApply(ctx, id, request.body.mode, new Date());
      const job = runImportJob({ task: 'apply', actor: staffOf(request), start }).catch(
        (error: unknown) => app.log.error({ err: error }, 'import apply failed'),
      );
      running.add(job);
      void job.finally(() => running.delete(job));
      const now = new Date();
      return reply
        .code(202)
        .send({ import: imports.summaryOf(await imports.readImport(ctx, id), now) });
    },
  );

  app.post(
    '/imports/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel an import that is staging or staged',
        params: idParams,
        response: ok(importAnswerSchema),
      },
    },
    async (request) => ({
      import: imports.summaryOf(
        await imports.cancelImport(ctx, request.params.id, new Date()),
        new Date(),
      ),
    }),
  );

  app.get(
    '/import-mappings',
    {
      schema: {
        tags,
        summary: "Suppliers' saved column mappings",
        response: ok(importMappingsSchema),
      },
    },
    async () => ({ mappings: await mappings.listMappings(ctx) }),
  );

  app.put(
    '/import-mappings/:name',
    {
      schema: {
        tags,
        summary: "Save a supplier's column names for one kind of file",
        params: importMappingParamsSchema,
        body: importMappingBodySchema,
        response: ok(z.object({ mapping: importMappingSchema })),
      },
    },
    async (request) => ({
      mapping: await mappings.saveMapping(
        ctx,
        staffOf(request),
        { name: request.params.name, ...request.body },
        new Date(),
      ),
    }),
  );

  app.delete(
    '/import-mappings/:name',
    {
      schema: {
        tags,
        summary: 'Delete a saved mapping',
        params: importMappingParamsSchema,
        response: { 204: z.null(), '4xx': apiErrorSchema },
      },
    },
    async (request, reply) => {
      await mappings.deleteMapping(ctx, request.params.name);
      return reply.code(204).send(null);
    },
  );
};

export default importsRoutes;
