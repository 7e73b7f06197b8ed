// Builds the shop, serves it on a free port with a fresh demo database, runs the Playwright journeys,
// then `check:security` against the same server (after the journeys, so its save-cart flood cannot
// make their cart saves fail).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from './lib/run.mjs';
import { startShop } from './lib/shop.mjs';
import { startSmtpSink } from './lib/smtp-sink.mjs';

const code = await run('npm', ['run', '--silent', 'build']);
if (code !== 0) process.exit(code);

// Short request timeouts, so the slow-client checks take seconds; the check is told the same figures.
const timeouts = { REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '3000' };
const dir = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
// Mail goes over SMTP to a local sink that files each message there, where the journeys read it.
const mailDir = join(dir, 'mail');
const sink = await startSmtpSink(mailDir);
// The Swish simulator pays after 1.5 s rather than Swish's test environment's 4-5 s: the modal
// polls every second, and holding the answer (holdSwishAnswers) is how a journey sees it wait.
const payments = { SIMULATOR_PAID_AFTER_MS: '1500' };
// Every journey and check logs in from this one IP: its sign-ups and the 400 timed failed logins of
// check:security must not meet the per-IP caps (the per-address cap stays as in production).
const accounts = { LOGIN_IP_FAILURES_MAX: '100000', ACCOUNT_WRITES_MAX: '200' };
const shop = await startShop({
  dataDir: dir,
  env: { ...timeouts, ...payments, ...accounts, SMTP_URL: sink.url },
});
let result;
try {
  const playwright = await run('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    // The shop's database, where a journey makes its staff accounts with admin:create's CLI.
    env: {
      ...process.env,
      BASE_URL: shop.url,
      E2E_MAIL_DIR: mailDir,
      E2E_DATABASE_URL: shop.databaseUrl,
    },
  });
  const security = await run('node', ['tools/dist/check-security.js', shop.url], {
    env: { ...process.env, ...timeouts },
  });
  result = playwright !== 0 ? playwright : security;
} finally {
  await shop.stop();
  await sink.stop();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(result);
