// Cached response objects are never mutated, so each is serialised (and compressed) once, on first
// use; later requests send the same bytes. Saves the JSON and brotli/gzip work on hot catalog routes.
// An answer no cache keeps (sendOnce) is serialised for its one request and nothing of it is kept.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { hasExactShape } from './json-shape.js';

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
/** Answers sent once and dropped: their bytes are not worth keeping until the object goes. */
const transient = new WeakSet<object>();
/** The JSON plus its brotli and gzip forms (each under a fifth of it on the shop's answers). */
const COMPACT_BYTES_PER_JSON_BYTE = 1.4;

/**
 * Through the route's response schema, as Fastify's serialiser would: unlisted fields stay out. A
 * value that has exactly the schema's shape (what the mappers make) is written as it is, uncopied.
 */
function toJson(value: object, schema: z.ZodType): Buffer {
  return Buffer.from(jsonText(value, schema));
}

/** The JSON text of `value` as `schema` lets it out (the same text toJson writes). */
export function jsonText(value: unknown, schema: z.ZodType): string {
  return JSON.stringify(hasExactShape(schema, value) ? value : schema.parse(value));
}

function bodiesOf(value: object, schema: z.ZodType): Bodies {
  let entry = bodies.get(value);
  if (entry === undefined) {
    entry = { json: toJson(value, schema) };
    bodies.set(value, entry);
  }
  return entry;
}

/** The UTF-8 JSON of `value` as `schema` lets it out, made on first use and then reused. */
export function memoJson(value: object, schema: z.ZodType): Buffer {
  return bodiesOf(value, schema).json;
}

/**
 * A shared answer reduced to its memoised bytes, for a cache to keep: the object graph (about 1.6
 * times the JSON, and all of it for the garbage collector to trace) goes. sendMemoJson sends the
 * stand-in's bytes; a field read (routes only send it) is parsed from them anew. Read-only.
 */
export function compactAnswer<T extends object>(value: T, schema: z.ZodType): T {
  return standInFor(bodiesOf(value, schema), Object.keys(value));
}

/**
 * An answer written as JSON text already (assembled from kept parts), as a compact stand-in: sent
 * as these bytes, never serialised again; `json` must be what the route's schema lets out.
 */
export function answerFromJson<T extends object>(
  json: string,
  keys: readonly (keyof T & string)[],
): T {
  return standInFor({ json: Buffer.from(json) }, keys);
}

function standInFor<T>(entry: Bodies, keys: readonly string[]): T {
  const standIn = {};
  for (const key of keys) {
    const get = () => (JSON.parse(entry.json.toString()) as Record<string, unknown>)[key];
    Object.defineProperty(standIn, key, { enumerable: true, get });
  }
  bodies.set(standIn, entry);
  return Object.freeze(standIn) as T;
}

/** What a compact answer holds: its JSON and, once asked for, its compressed forms. */
export function compactBytes(value: object): number {
  const entry = bodies.get(value);
  return entry ? Math.round(entry.json.length * COMPACT_BYTES_PER_JSON_BYTE) : 0;
}

/** `value` will be sent once and then dropped (a cache did not keep it): sendMemoJson keeps nothing. */
export function sendOnce(value: object): void {
  if (!bodies.has(value)) transient.add(value);
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
  const entry: Bodies = transient.has(value)
    ? { json: toJson(value, schema) }
    : bodiesOf(value, schema);
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding === null || entry.json.length < COMPRESS_THRESHOLD) return reply.send(entry.json);
  const body = (entry[encoding] ??= compress(entry.json, encoding));
  // A set Content-Encoding tells the compress plugin the body is already encoded.
  return reply.header('content-encoding', encoding).send(body);
}
