// An answer sent before the request's body has fully arrived (an XSRF refusal, a 413, a 4xx from a
// hook) closes the connection: else Node keeps reading the unwanted body on a live connection, and a
// slow one ends in a second, unrequested 408 answer.
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';

/** Whether the request announced a body (a length above 0, or chunks) that has not all arrived. */
export function bodyStillArriving(raw: IncomingMessage): boolean {
  // Only Node's own requests say whether they are complete (an injected one is whole from the start).
  if (raw.complete !== false) return false;
  const length = raw.headers['content-length'];
  return raw.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

export default fp(
  async (app) => {
    app.addHook('onSend', (request, reply, payload, done) => {
      // HTTP/2 has no Connection header; its streams end on their own.
      if (request.raw.httpVersionMajor === 1 && bodyStillArriving(request.raw)) {
        reply.header('connection', 'close');
      }
      done(null, payload);
    });
  },
  { name: 'early-answer' },
);
