// What routes of every module may ask of the caller's login (the users module's auth plugin sets
// `request.user` from the bearer token or, for a GET, this cookie).
import type { FastifyRequest } from 'fastify';

/** The HttpOnly cookie that carries the token for GET requests. */
export const TOKEN_COOKIE = 'token';

/** True for a logged-in caller (modern-car diagrams open for them). */
export function isAuthenticated(request: FastifyRequest): boolean {
  return request.user !== null;
}
