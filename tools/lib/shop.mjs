// Starts the built server as a child process on a free port and waits until it answers.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from './net.mjs';

export async function startShop({ dataDir, env = {} }) {
  const port = await freePort();
  const databaseUrl = `sqlite:${join(dataDir, 'shop.sqlite')}`;
  // The young generation as `npm start` sizes it (README: memory).
  const child = spawn('node', ['--max-semi-space-size=4', 'apps/server/dist/server.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      PUBLIC_DIR: join(dataDir, 'public'),
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/item-groups`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start within 120 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    port,
    databaseUrl,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
