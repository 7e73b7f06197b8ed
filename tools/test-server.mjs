// `npm run test:server`: the server's database tests on SQLite, then on a private PostgreSQL (the
// database-free ones run with `npm run test:unit`).
import { run } from './lib/run.mjs';
import { startPostgres } from './lib/postgres.mjs';

const vitest = (env) =>
  run('npx', ['vitest', 'run', '--project', 'server-db', ...process.argv.slice(2)], {
    env: { ...process.env, ...env },
  });

const sqlite = await vitest({});
const pg = await startPostgres();
const postgres = await vitest({ TEST_PG_URL: pg.url }).finally(() => pg.stop());
console.log(
  `server tests: SQLite ${sqlite === 0 ? 'ok' : 'FAILED'}, PostgreSQL ${postgres === 0 ? 'ok' : 'FAILED'}`,
);
process.exit(sqlite || postgres ? 1 : 0);
