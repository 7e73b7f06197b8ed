// The account calls anyone may make (SPEC §7 /api/user): sign up, log in, and the mailed link's
// call to reset a password. Each is rate-limited per IP.
import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  noticeResponseSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  apiErrorSchema,
} from '@shop/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/responses.js';
import { requestLanguage } from '../../lib/request-language.js';
import { TOKEN_COOKIE } from '../../lib/request-user.js';
import { refuseWeakNewPassword } from './new-password.js';
import * as reset from './password-reset.js';
import * as users from './users.service.js';
import type { Caller } from './users.service.js';

const tags = ['accounts'];

export function callerOf(request: FastifyRequest): Caller {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    language: requestLanguage(request),
  };
}

/** The token also as an HttpOnly cookie, which GET requests for images (drawings) carry. */
export function setTokenCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeMs: number,
): void {
  reply.setCookie(TOKEN_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: Math.floor(maxAgeMs / 1000),
  });
}

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.accounts;
  const { sessionMaxMs } = deps.config;
  const limited = { limits: app.rateLimits.accountWrites };

  app.post(
    '/api/user/create',
    {
      config: limited,
      preValidation: refuseWeakNewPassword,
      schema: {
        tags,
        summary:
          'Sign up: a new account, logged in (the same answer whether or not the address has one)',
        body: registerRequestSchema,
        response: { 201: loginResponseSchema, '4xx': apiErrorSchema },
      },
    },
    async (request, reply) => {
      const answer = await users.register(deps, request.body, callerOf(request));
      setTokenCookie(request, reply, answer.token, sessionMaxMs);
      return reply.code(201).send(answer);
    },
  );

  app.post(
    '/api/user/login',
    {
      schema: {
        tags,
        summary: 'Log in: a new session token (failed logins are capped per address and per IP)',
        body: loginRequestSchema,
        response: ok(loginResponseSchema),
      },
    },
    async (request, reply) => {
      const answer = await users.login(deps, request.body, callerOf(request));
      setTokenCookie(request, reply, answer.token, sessionMaxMs);
      return answer;
    },
  );

  app.post(
    '/api/user/password/forgot',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Mail a one-time link to choose a new password (the same answer for any address)',
        body: forgotPasswordRequestSchema,
        response: { 202: noticeResponseSchema, '4xx': apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await reset.requestPasswordReset(deps, request.body, callerOf(request))),
  );

  app.post(
    '/api/user/password/reset',
    {
      config: limited,
      preValidation: refuseWeakNewPassword,
      schema: {
        tags,
        summary:
          "Choose a new password with the mailed link's token; every session ends, a new one starts",
        body: resetPasswordRequestSchema,
        response: ok(loginResponseSchema),
      },
    },
    async (request, reply) => {
      const answer = await reset.resetPassword(deps, request.body, callerOf(request));
      setTokenCookie(request, reply, answer.token, sessionMaxMs);
      return answer;
    },
  );
};

export default userRoutes;
