// `npm run dev`: the API server rebuilt on change and Vite's dev server with hot reload (proxying /api).
import { run } from './lib/run.mjs';

const code = await run('npx', ['tsc', '-b']);
if (code !== 0) process.exit(code);
const jobs = [
  run('npx', ['tsc', '-b', '-w', '--preserveWatchOutput']),
  run('node', [
    '--watch-path=apps/server/dist',
    '--watch-path=packages/db/dist',
    'apps/server/dist/server.js',
  ]),
  run('npm', ['run', 'dev', '-w', '@shop/web']),
];
process.exit(Math.max(...(await Promise.all(jobs))));
