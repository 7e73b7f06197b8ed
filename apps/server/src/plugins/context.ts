// The services' context (database, caches, change feed), scoped to this app.
import { dialectOf, sqliteDataVersion } from '@shop/db';
import fp from 'fastify-plugin';
import type { AppContext } from '../lib/app-context.js';
import { CacheRegistry } from '../lib/cache-registry.js';
import { localChangeFeed, postgresChangeFeed } from '../lib/change-feed.js';

declare module 'fastify' {
  interface FastifyInstance {
    context: AppContext;
  }
}

export default fp(
  async (app) => {
    const caches = new CacheRegistry();
    const changes =
      dialectOf(app.db) === 'postgres'
        ? await postgresChangeFeed(caches, app.config.databaseUrl, (error) =>
            app.log.warn({ err: error }, 'change feed connection lost; reconnecting'),
          )
        : localChangeFeed(caches, () => sqliteDataVersion(app.db));
    app.addHook('onClose', () => changes.close());
    app.decorate('context', { db: app.db, caches, changes });
  },
  { name: 'context', dependencies: ['config', 'db'] },
);
