// A worker thread that runs one import job on a database connection of its own, then tells the
// server which caches the job's changes concern; the server clears them (and tells the others).
import { parentPort, workerData } from 'node:worker_threads';
import { afterCommit, createDb } from '@shop/db';
import { CacheRegistry } from '../../lib/cache-registry.js';
import type { CacheTopic } from '../../lib/cache-registry.js';
import type { ChangeFeed } from '../../lib/change-feed.js';
import { runJob } from './import-jobs.js';
import type { ImportJob } from './import-jobs.js';

const { databaseUrl, job } = workerData as { databaseUrl: string; job: ImportJob };
const topics = new Set<CacheTopic>();
const changes: ChangeFeed = {
  async publish(executor, changed) {
    afterCommit(executor, () => changed.forEach((topic) => topics.add(topic)));
  },
  async close() {},
};
const handle = createDb(databaseUrl, { backgroundCheckpoints: {} });
try {
  await runJob({ db: handle.db, caches: new CacheRegistry(), changes }, job);
} finally {
  await handle.close();
}
parentPort?.postMessage({ topics: [...topics] });
