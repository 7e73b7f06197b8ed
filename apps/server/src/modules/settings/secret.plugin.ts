// The server secret (APP_SECRET, else one generated once and kept in the settings table, so every
// process agrees), from which XSRF tokens and signed links are made.
import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import { getOrCreateSetting } from './settings.service.js';

const SECRET_SETTING = 'app_secret';

declare module 'fastify' {
  interface FastifyInstance {
    secret: string;
  }
}

export default fp(
  async (app) => {
    const secret =
      app.config.appSecret ??
      (await getOrCreateSetting(app.db, SECRET_SETTING, randomBytes(32).toString('base64url')));
    app.decorate('secret', secret);
  },
  { name: 'secret', dependencies: ['config', 'db'] },
);
