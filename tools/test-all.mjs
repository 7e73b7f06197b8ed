// `npm test`: the whole suite, as CI runs it. Installs what a bare machine lacks first.
import { existsSync } from 'node:fs';
import { aptInstall, run } from './lib/run.mjs';
import { findPostgresBin, startPostgres } from './lib/postgres.mjs';

const results = [];

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

await step('typecheck, lint and format', async () => {
  const codes = await Promise.all([
    run('npm', ['run', '--silent', 'typecheck']),
    run('npm', ['run', '--silent', 'lint']),
    run('npm', ['run', '--silent', 'format:check']),
    run('npm', ['run', '--silent', 'check:i18n']),
  ]);
  return codes.every((c) => c === 0) ? 0 : 1;
});
await step('unit tests (domain, db, web, tools, simulators)', () =>
  npx([
    'vitest',
    'run',
    ...['--project', 'domain', '--project', 'db', '--project', 'web', '--project', 'tools'],
    ...['--project', 'simulators'],
  ]),
);
await step('server tests on SQLite', () => npx(['vitest', 'run', '--project', 'server']));
await step('server and db tests on PostgreSQL', async () => {
  const pg = await startPostgres();
  try {
    return await npx(['vitest', 'run', '--project', 'server', '--project', 'db'], {
      TEST_PG_URL: pg.url,
    });
  } finally {
    await pg.stop();
  }
});
await step('browser tests (Playwright, chromium)', () => run('node', ['tools/test-e2e.mjs']));

console.log('\n=== Summary');
for (const r of results) console.log(`${r.ok ? 'ok    ' : 'FAILED'} ${r.name} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
