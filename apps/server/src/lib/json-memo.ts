// Cached response objects are never mutated, so each is serialised (and compressed) once, on first
// use; later requests send the same bytes. Saves the JSON and brotli/gzip work on hot catalog routes.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

export type Encoding = 'br' | 'gzip';

interface Bodies {
  json: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** Smaller bodies are not worth compressing (the same threshold as the compress plugin). */
const COMPRESS_THRESHOLD = 1024;
/** As the compress plugin: many answers (searches) are sent once, so compressing must stay cheap. */
const BROTLI_QUALITY = 4;
const bodies = new WeakMap<object, Bodies>();

/** Through the route's response schema, as Fastify's serialiser would: unlisted fields stay out. */
function bodiesOf(value: object, schema: z.ZodType): Bodies {
  let entry = bodies.get(value);
  if (entry === undefined) {
    entry = { json: Buffer.from(JSON.stringify(schema.parse(value))) };
    bodies.set(value, entry);
  }
  return entry;
}

/** The UTF-8 JSON of `value` as `schema` lets it out, made on first use and then reused. */
export function memoJson(value: object, schema: z.ZodType): Buffer {
  return bodiesOf(value, schema).json;
}

/** Brotli when the client takes it, else gzip, else none (q=0 refuses a coding; * takes any). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const takes = (coding: Encoding) => (accepted.get(coding) ?? accepted.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return null;
}

function compress(json: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
    : gzipSync(json, { level: 6 });
}

/**
 * Sends a shared, immutable value as JSON through its response schema, serialised and compressed
 * only the first time.
 */
export function sendMemoJson<T extends object>(
  request: FastifyRequest,
  reply: FastifyReply,
  value: T,
  schema: z.ZodType<T>,
): FastifyReply {
  const entry = bodiesOf(value, schema);
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding === null || entry.json.length < COMPRESS_THRESHOLD) return reply.send(entry.json);
  const body = (entry[encoding] ??= compress(entry.json, encoding));
  // A set Content-Encoding tells the compress plugin the body is already encoded.
  return reply.header('content-encoding', encoding).send(body);
}
