// The database: opened from DATABASE_URL, migrated at start, seeded with the demo catalog when empty.
import { createDb, isEmpty, migrateToLatest, seedDemo, writeDemoAssets } from '@shop/db';
import type { Database } from '@shop/db';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { diagramsDirOf } from './config.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
  }
}

export default fp(
  async (app) => {
    const { databaseUrl, seed, publicDir, sqliteCheckpoints } = app.config;
    const onError = (reason: string) =>
      app.log.warn({ reason }, 'SQLite background checkpoint failed');
    const handle = createDb(
      databaseUrl,
      sqliteCheckpoints === 'background' ? { backgroundCheckpoints: { onError } } : {},
    );
    try {
      const applied = await migrateToLatest(handle.db);
      if (applied.length > 0) app.log.info({ applied }, 'migrations applied');
      if (seed === 'demo') {
        if (await isEmpty(handle.db)) {
          const result = await seedDemo(handle.db);
          if (result.seeded) app.log.info({ counts: result.counts }, 'demo catalog seeded');
        }
        await writeDemoAssets(publicDir, diagramsDirOf(app.config));
      }
    } catch (error) {
      await handle.close();
      throw error;
    }
    app.decorate('db', handle.db);
    app.addHook('onClose', () => handle.close());
  },
  { name: 'db', dependencies: ['config'] },
);
