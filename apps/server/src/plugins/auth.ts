// Who is calling. The shop has no accounts yet, so every caller is anonymous; the bearer-token
// check will replace this body, and every caller of this function follows it.
import type { FastifyRequest } from 'fastify';

export function isAuthenticated(_request: FastifyRequest): boolean {
  return false;
}
