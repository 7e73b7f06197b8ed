// Builds the shop, serves it on a free port with a fresh demo database, and runs the Playwright journeys.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from './lib/run.mjs';
import { startShop } from './lib/shop.mjs';

const code = await run('npm', ['run', '--silent', 'build']);
if (code !== 0) process.exit(code);

const dir = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
const shop = await startShop({ dataDir: dir });
let result;
try {
  result = await run('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    env: { ...process.env, BASE_URL: shop.url },
  });
} finally {
  await shop.stop();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(result);
