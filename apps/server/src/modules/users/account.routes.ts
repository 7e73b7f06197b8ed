// The calls of a logged-in customer (bearer token): who am I, log out, sessions, profile, address
// and password changes, deletion, and the account's orders, addresses and cart.
import {
  accountCartResponseSchema,
  accountOrdersResponseSchema,
  accountUserSchema,
  addressSchema,
  apiErrorSchema,
  cartRequestSchema,
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  confirmEmailRequestSchema,
  deleteAccountRequestSchema,
  noticeResponseSchema,
  profileRequestSchema,
  savedAddressSchema,
  savedAddressesResponseSchema,
  sessionsResponseSchema,
} from '@shop/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/responses.js';
import { notFound } from '../../lib/http-error.js';
import { TOKEN_COOKIE } from '../../lib/request-user.js';
import type { AuthUser } from './account-user.js';
import { toAccountUser } from './account-user.js';
import { accountMessage } from './account-messages.js';
import * as data from './account-data.service.js';
import * as profile from './account-profile.js';
import * as emails from './email-confirmation.js';
import { refuseWeakNewPassword } from './new-password.js';
import * as sessions from './sessions.service.js';
import * as users from './users.service.js';
import { callerOf } from './users.routes.js';

const tags = ['accounts'];
const noContent = { 204: z.null(), '4xx': apiErrorSchema };
const idParams = z.object({ id: z.string().min(1).max(64) });

/** The caller; the onRequest hook has refused anyone else. */
function me(request: FastifyRequest): AuthUser {
  if (!request.user) throw new Error('requireUser did not run');
  return request.user;
}

const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.accounts;
  const limited = { limits: app.rateLimits.accountWrites };
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/api/user',
    { schema: { tags, summary: 'The logged-in user', response: ok(accountUserSchema) } },
    (request) => toAccountUser(me(request)),
  );

  app.post(
    '/api/user/logout',
    { schema: { tags, summary: "End this token's session", response: noContent } },
    async (request, reply) => {
      await users.logout(deps, me(request));
      reply.clearCookie(TOKEN_COOKIE, { path: '/' });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/user/sessions',
    {
      schema: {
        tags,
        summary: 'Where the account is logged in',
        response: ok(sessionsResponseSchema),
      },
    },
    async (request) => ({
      sessions: await sessions.listSessions(deps.ctx, me(request), deps.now()),
    }),
  );

  app.delete(
    '/api/user/sessions/:id',
    { schema: { tags, summary: 'End one session', params: idParams, response: noContent } },
    async (request, reply) => {
      if (!(await sessions.endSession(deps.ctx, me(request), request.params.id)))
        throw notFound(accountMessage(callerOf(request).language, 'session_not_found'));
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/user/sessions',
    { schema: { tags, summary: 'End every session but this one', response: noContent } },
    async (request, reply) => {
      await sessions.endSessions(deps.ctx, me(request), true);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/user/profile',
    {
      schema: {
        tags,
        summary: 'Change name and language',
        body: profileRequestSchema,
        response: ok(accountUserSchema),
      },
    },
    (request) => profile.updateProfile(deps, me(request), request.body),
  );

  app.post(
    '/api/user/email',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Ask for a new address: it replaces the old once confirmed through a mailed link',
        body: changeEmailRequestSchema,
        response: ok(accountUserSchema),
      },
    },
    (request) => emails.changeEmail(deps, me(request), request.body, callerOf(request)),
  );

  app.post(
    '/api/user/email/confirm',
    {
      config: limited,
      schema: {
        tags,
        summary: "Confirm an address with the mailed link's token, logged in to its account",
        body: confirmEmailRequestSchema,
        response: ok(accountUserSchema),
      },
    },
    (request) => emails.confirmEmail(deps, me(request), request.body.token, callerOf(request)),
  );

  app.post(
    '/api/user/email/resend',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Mail the confirmation link again',
        response: { 202: noticeResponseSchema, '4xx': apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await emails.resendConfirmation(deps, me(request), callerOf(request))),
  );

  app.post(
    '/api/user/password',
    {
      preValidation: refuseWeakNewPassword,
      schema: {
        tags,
        summary: 'Change the password; every other session ends',
        body: changePasswordRequestSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await profile.changePassword(deps, me(request), request.body, callerOf(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/user/delete',
    {
      schema: {
        tags,
        summary: 'Delete the account; its orders stay without the personal data the law lets go',
        body: deleteAccountRequestSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await profile.deleteAccount(deps, me(request), request.body, callerOf(request));
      reply.clearCookie(TOKEN_COOKIE, { path: '/' });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/user/orders',
    {
      schema: {
        tags,
        summary: "The account's orders, newest first",
        response: ok(accountOrdersResponseSchema),
      },
    },
    async (request) => ({ orders: await data.listOrders(deps, me(request)) }),
  );

  app.get(
    '/api/user/addresses',
    { schema: { tags, summary: 'Saved addresses', response: ok(savedAddressesResponseSchema) } },
    async (request) => ({ addresses: await data.listAddresses(deps, me(request)) }),
  );

  const addressBody = z.object({ address: addressSchema });
  app.post(
    '/api/user/addresses',
    {
      schema: {
        tags,
        summary: 'Save an address',
        body: addressBody,
        response: { 201: savedAddressSchema, '4xx': apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await data.addAddress(deps, me(request), request.body.address, callerOf(request))),
  );

  app.put(
    '/api/user/addresses/:id',
    {
      schema: {
        tags,
        summary: 'Change a saved address',
        params: idParams,
        body: addressBody,
        response: ok(savedAddressSchema),
      },
    },
    (request) =>
      data.replaceAddress(
        deps,
        me(request),
        request.params.id,
        request.body.address,
        callerOf(request),
      ),
  );

  app.delete(
    '/api/user/addresses/:id',
    { schema: { tags, summary: 'Delete a saved address', params: idParams, response: noContent } },
    async (request, reply) => {
      await data.removeAddress(deps, me(request), request.params.id, callerOf(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/user/cart',
    { schema: { tags, summary: "The account's cart", response: ok(accountCartResponseSchema) } },
    async (request) => ({ cart: await data.getCart(deps, me(request)) }),
  );

  app.put(
    '/api/user/cart',
    {
      schema: {
        tags,
        summary: "Replace the account's cart",
        body: cartRequestSchema,
        response: ok(accountCartResponseSchema),
      },
    },
    async (request) => ({ cart: await data.putCart(deps, me(request), request.body.cart) }),
  );

  app.post(
    '/api/user/cart/merge',
    {
      schema: {
        tags,
        summary: "Add the visitor's cart to the account's (same item and brand: quantities add)",
        body: cartRequestSchema,
        response: ok(accountCartResponseSchema),
      },
    },
    async (request) => ({ cart: await data.mergeCart(deps, me(request), request.body.cart) }),
  );
};

export default accountRoutes;
