// `npm run bench:first-load`: the home route's first-load JavaScript (gzipped) against the README's
// target, and the TanStack Query chunk that the shell's own cached reads keep out of it. Exits 1
// over the target. Run after a web build (the npm script builds first).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIRST_LOAD_TARGET_KB, assetsNamed, firstLoadJavaScript } from './first-load.js';

const webDist = join(fileURLToPath(new URL('../..', import.meta.url)), 'apps/web/dist');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const load = firstLoadJavaScript(webDist);
for (const f of load.files) console.log(`  ${f.file}  ${kb(f.gzipBytes)} gz`);
const total = load.totalGzipBytes / 1024;
console.log(
  `home route first-load JavaScript  ${kb(load.totalGzipBytes)} gzipped (target <= ${FIRST_LOAD_TARGET_KB} KB)`,
);
const query = assetsNamed(webDist, /^query-.*\.js$/).reduce((sum, f) => sum + f.gzipBytes, 0);
console.log(`TanStack Query, loaded with the first lazy page  ${kb(query)} gzipped`);
if (total > FIRST_LOAD_TARGET_KB) {
  console.log(`over the target by ${(total - FIRST_LOAD_TARGET_KB).toFixed(1)} KB`);
  process.exitCode = 1;
}
