// `npm test`: the whole suite, as CI runs it. Installs what a bare machine lacks first.
import { existsSync } from 'node:fs';
import { aptInstall, run, runQuietly } from './lib/run.mjs';
import { findPostgresBin, startPostgres } from './lib/postgres.mjs';

const results = [];
const UNIT_PROJECTS = ['domain', 'db', 'web', 'web-mocks', 'tools', 'simulators', 'server'];
const suiteStarted = Date.now();

async function step(name, fn) {
  const started = Date.now();
  console.log(`\n=== ${name}`);
  let ok = false;
  try {
    ok = (await fn()) === 0;
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name, ok, seconds });
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} (${seconds} s)`);
  return ok;
}

const npx = (args, env) => run('npx', args, { env: { ...process.env, ...env } });

const missing = [];
if (!existsSync('/usr/bin/chromium')) missing.push('chromium', 'fonts-liberation');
if (!findPostgresBin()) missing.push('postgresql');
if (missing.length)
  await step(`install ${missing.join(' ')}`, () => aptInstall(missing).then(() => 0));

await step('typecheck, lint, format and texts', async () => {
  // The typecheck's three programs at once (the web's and the journeys' read sources, not the
  // build); check:i18n runs the tools the build has just written, so one tsc -b at a time.
  const build = run('npx', ['tsc', '-b']).then((code) =>
    code === 0 ? run('node', ['tools/dist/check-i18n.js']) : code,
  );
  const codes = await Promise.all([
    build,
    run('npx', ['tsc', '-p', 'apps/web/tsconfig.json', '--noEmit']),
    run('npx', ['tsc', '-p', 'e2e/tsconfig.json']),
    run('npm', ['run', '--silent', 'lint']),
    run('npm', ['run', '--silent', 'format:check']),
  ]);
  return codes.every((c) => c === 0) ? 0 : 1;
});
await step('unit tests (domain, db, web, tools, simulators, server without a database)', () =>
  npx(['vitest', 'run', ...UNIT_PROJECTS.flatMap((name) => ['--project', name])]),
);
// The same server tests on both engines, side by side: they wait on timers, sockets and the
// databases much of the time, so together they keep the two cores busier than one after the other.
await step('server tests on SQLite and on PostgreSQL, side by side', async () => {
  const pg = await startPostgres();
  try {
    const env = { ...process.env, TEST_PG_URL: pg.url };
    // Three files at a time each: six in all, where one engine alone runs four.
    const workers = ['--maxWorkers', '3'];
    const [sqlite, postgres] = await Promise.all([
      runQuietly('npx', ['vitest', 'run', '--project', 'server-db', ...workers]),
      run(
        'npx',
        ['vitest', 'run', '--project', 'server-db', '--project', 'db-postgres', ...workers],
        { env },
      ),
    ]);
    console.log('\n--- server tests on SQLite');
    process.stdout.write(sqlite.output);
    return sqlite.code === 0 && postgres === 0 ? 0 : 1;
  } finally {
    await pg.stop();
  }
});
await step('browser tests (Playwright, chromium)', () => run('node', ['tools/test-e2e.mjs']));

console.log('\n=== Summary');
for (const r of results) console.log(`${r.ok ? 'ok    ' : 'FAILED'} ${r.name} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
console.log(`total ${((Date.now() - suiteStarted) / 1000).toFixed(1)} s`);
process.exit(failed ? 1 : 0);
