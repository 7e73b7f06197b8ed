// Where an import's long jobs run: in a worker thread when the server runs from its build (so a
// million rows never block a request), in the calling thread under the tests' TypeScript sources.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { isCacheTopic } from '../../lib/cache-registry.js';
import type { AppContext } from '../../lib/app-context.js';
import { runJob } from './import-jobs.js';
import type { ImportJob } from './import-jobs.js';

export type ImportRunner = (job: ImportJob) => Promise<void>;

const WORKER = fileURLToPath(new URL('./import-worker.js', import.meta.url));

function inWorker(ctx: AppContext, databaseUrl: string, job: ImportJob): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { workerData: { databaseUrl, job } });
    worker.once('message', (message: { topics?: unknown[] }) => {
      const topics = (message.topics ?? []).filter(isCacheTopic);
      // The worker's transaction has committed: this process and the others forget what changed.
      if (topics.length) void ctx.changes.publish(ctx.db, topics).catch(() => undefined);
    });
    worker.once('error', reject);
    worker.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`import worker exited with ${code}`)),
    );
  });
}

export function importRunner(ctx: AppContext, databaseUrl: string): ImportRunner {
  const built = WORKER.endsWith('.js') && existsSync(WORKER);
  return built ? (job) => inWorker(ctx, databaseUrl, job) : (job) => runJob(ctx, job);
}
