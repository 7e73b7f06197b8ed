// Who is calling (decision 13): the bearer token's session, or for a GET the HttpOnly `token`
// cookie (images such as the diagram drawings send no header). `request.user` is null for an
// anonymous caller; routes that need a login or a role add `requireUser` / `requireRole` hooks.
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../lib/http-error.js';
import { requestLanguage } from '../../lib/request-language.js';
import { TOKEN_COOKIE } from '../../lib/request-user.js';
import type { AccountsDeps, AuthUser, Role } from './users.service.js';
import * as users from './users.service.js';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const SWEEP_MS = 3_600_000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in caller, or null. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    accounts: AccountsDeps;
    /** onRequest hook: 401 login_required unless the caller is logged in. */
    requireUser: onRequestAsyncHookHandler;
    /** onRequest hook: 401 without a login, 403 without the role. */
    requireRole(role: Role): onRequestAsyncHookHandler;
  }
}

function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  // The scheme is case-insensitive (RFC 9110).
  if (typeof header === 'string' && /^bearer /i.test(header)) {
    const token = header.slice('bearer '.length).trim();
    return TOKEN_PATTERN.test(token) ? token : null;
  }
  // A cookie never authorises a change: those carry the bearer header (and the XSRF header).
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const cookie = request.cookies[TOKEN_COOKIE];
  return cookie !== undefined && TOKEN_PATTERN.test(cookie) ? cookie : null;
}

export default fp(
  async (app) => {
    const pepper = await users.passwordPepper(app.context);
    const deps: AccountsDeps = {
      ctx: app.context,
      hasher: users.createPasswordHasher(pepper, app.config.accounts.argon2),
      config: app.config.accounts,
      publicUrl: app.config.publicUrl,
      secret: app.secret,
      log: app.log,
      now: () => new Date(),
    };
    app.decorate('accounts', deps);
    app.decorateRequest('user', null);

    app.addHook('onRequest', async (request) => {
      const token = tokenOf(request);
      if (token) request.user = await users.authenticate(deps, token);
    });

    const requireUser: onRequestAsyncHookHandler = async (request) => {
      if (!request.user)
        throw new HttpError(
          401,
          'login_required',
          users.accountMessage(requestLanguage(request), 'login_required'),
        );
    };
    app.decorate('requireUser', requireUser);
    app.decorate('requireRole', (role: Role) => {
      const hook: onRequestAsyncHookHandler = async function (request, reply) {
        await requireUser.call(this, request, reply);
        if (!request.user || !users.hasRole(request.user, role))
          throw new HttpError(
            403,
            'forbidden',
            users.accountMessage(requestLanguage(request), 'forbidden_role'),
          );
      };
      return hook;
    });

    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        users
          .sweepExpired(deps)
          .catch((error: unknown) =>
            app.log.warn({ err: error }, 'sweeping ended sessions failed'),
          );
      }, SWEEP_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'auth', dependencies: ['config', 'db', 'context', 'secret', 'xsrf'] },
);
