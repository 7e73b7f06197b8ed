// Test fixture: a second server process (the built server) on a test app's database, for tests of
// what several processes sharing one PostgreSQL do.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestApp } from './test-app.js';

export const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** A TCP port on loopback that nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ServerProcess {
  /** http://127.0.0.1:port */
  url: string;
  /** What it printed so far, for failure messages. */
  output(): string;
  /** SIGTERM, then waits for it to exit. */
  stop(): Promise<void>;
}

/**
 * Starts the built server (`node apps/server/dist/server.js`, built by the global set-up) on the
 * database of `app`, with `env` on top; resolves once it answers HTTP, or fails with its output.
 */
export async function startServerProcess(
  app: TestApp,
  env: Record<string, string> = {},
  chosenPort?: number,
): Promise<ServerProcess> {
  const port = chosenPort ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const child = spawn('node', [join(ROOT, 'apps/server/dist/server.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: app.databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED: 'none',
      PUBLIC_DIR: join(app.dir, `public-${port}`),
      WEB_DIST: app.webDist,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  // Four test files busy on two cores slowed a start past 20 s; the hook's own limit is 60 s.
  const until = Date.now() + 45_000;
  while (Date.now() < until && child.exitCode === null) {
    const up = await fetch(`${url}/api/currencies`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { url, output: () => output, stop };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await stop();
  throw new Error(`The second server process did not start:\n${output}`);
}
