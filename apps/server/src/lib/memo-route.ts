// A GET without parameters that answers shared, cached data through its response schema,
// serialised and compressed once (sendMemoJson).
import type { Language } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { sendMemoJson } from './json-memo.js';
import { ok } from './responses.js';

export interface MemoRoute<T extends object> {
  url: string;
  tags: string[];
  summary: string;
  schema: z.ZodType<T>;
  /** The answer in the request's language (an answer without words may ignore it). */
  load: (language: Language) => Promise<T>;
}

export function memoGet<T extends object>(app: FastifyInstance, route: MemoRoute<T>): void {
  // Fastify infers a route's reply from a concrete schema; this one holds whatever T is.
  const answer: z.ZodType<object> = route.schema;
  app.get(
    route.url,
    { schema: { tags: route.tags, summary: route.summary, response: ok(answer) } },
    async (request, reply) =>
      sendMemoJson(request, reply, await route.load(request.language), answer),
  );
}
