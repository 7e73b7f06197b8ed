// Serialises each cached (never mutated) response object once; later requests send the same bytes.
import type { FastifyReply } from 'fastify';

const bodies = new WeakMap<object, Buffer>();

/** The UTF-8 JSON of `value`, computed on first use and then reused for the same object. */
export function memoJson(value: object): Buffer {
  let body = bodies.get(value);
  if (body === undefined) {
    body = Buffer.from(JSON.stringify(value));
    bodies.set(value, body);
  }
  return body;
}

/** Sends a shared, immutable value as JSON, serialising it only the first time. */
export function sendMemoJson(reply: FastifyReply, value: object): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(memoJson(value));
}
