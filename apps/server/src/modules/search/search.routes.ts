// Search HTTP routes (SPEC §7): thin handlers over search.service. Both are POSTs, so they
// pass the XSRF check like every state-changing call, though they only read. Answers are shared
// cached objects, so they go out through sendMemoJson (serialised and compressed once; measured
// ~3 ms faster per answer than the compress plugin's streaming path).
import {
  SEARCH_QUERY_TOO_LONG,
  SEARCH_QUERY_TOO_SHORT,
  diagramSearchBodySchema,
  diagramSearchResponseSchema,
  itemSearchBodySchema,
  itemSearchResponseSchema,
} from '@shop/domain';
import type { ErrorCode } from '@shop/domain';
import type { FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/http-error.js';
import { sendMemoJson } from '../../lib/json-memo.js';
import { ok } from '../../lib/responses.js';
import { isAuthenticated } from '../../lib/request-user.js';
import { createSearchEngine } from './search.engine.js';
import * as search from './search.service.js';

const tags = ['search'];
const QUERY_CODES: Readonly<Record<string, ErrorCode>> = {
  [SEARCH_QUERY_TOO_SHORT]: 'query_too_short',
  [SEARCH_QUERY_TOO_LONG]: 'query_too_long',
};

/** A too short or too long query gets its own code and the spec's text; other faults stay 400s. */
function assertValid(request: FastifyRequest): void {
  const error: unknown = request.validationError;
  if (error === undefined) return;
  const issues = hasZodFastifySchemaValidationErrors(error) ? error.validation : [];
  const message = issues.find((issue) => issue.instancePath === '/q')?.message;
  const code = message === undefined ? undefined : QUERY_CODES[message];
  throw code === undefined || message === undefined ? error : badRequest(message, code);
}

const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.context;
  const engine = await createSearchEngine(ctx);
  app.addHook('onClose', () => engine.close());
  const caches = search.searchCaches(ctx, app.config.searchCacheSeconds * 1000);

  app.post(
    '/api/items/search',
    {
      schema: {
        tags,
        summary: 'Items by part number or name',
        body: itemSearchBodySchema,
        response: ok(itemSearchResponseSchema),
      },
      attachValidation: true,
    },
    async (request, reply) => {
      assertValid(request);
      return sendMemoJson(
        request,
        reply,
        await search.searchItems(ctx, engine, caches, request.body, request.language),
        itemSearchResponseSchema,
      );
    },
  );

  app.post(
    '/api/diagrams/search',
    {
      schema: {
        tags,
        summary: 'Diagram entries by part number or description',
        body: diagramSearchBodySchema,
        response: ok(diagramSearchResponseSchema),
      },
      attachValidation: true,
    },
    async (request, reply) => {
      assertValid(request);
      const { body } = request;
      const answer = await search.searchDiagramEntries(
        ctx,
        engine,
        caches,
        body,
        isAuthenticated(request),
        request.language,
      );
      return sendMemoJson(request, reply, answer, diagramSearchResponseSchema);
    },
  );
};

export default searchRoutes;
