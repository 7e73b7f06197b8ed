// SQLite copies its write-ahead log back into the database file (a checkpoint, with a sync of both
// files) inside whichever commit crosses the log's size limit: that commit, and the event loop with
// it, then waits milliseconds. A worker thread with its own connection checkpoints every interval
// instead, so commits on the main connection only append to the log; the main connection keeps a
// far larger limit of its own as a backstop should the worker stop.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SqliteDatabase from 'better-sqlite3';

/** Log pages after which the main connection checkpoints by itself (SQLite's default: 1000). */
export const INLINE_CHECKPOINT_PAGES = 1000;
/** The main connection's limit while the worker runs: 64 MiB of 4 KiB pages. */
export const BACKSTOP_CHECKPOINT_PAGES = 16_000;
/** How often the worker checkpoints. */
const DEFAULT_INTERVAL_MS = 200;

export interface SqliteCheckpointer {
  /** Checkpoints the worker has completed, whole or in part. */
  readonly passes: number;
  /** Stops the worker; the main connection checkpoints by itself again. */
  close(): Promise<void>;
}

type Message = { ready: true } | { pass: true } | { error: string };

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const describe = (error) => (error instanceof Error ? error.message : String(error));
let db;
try {
  db = new Database(workerData.file, { fileMustExist: true });
  db.pragma('wal_autocheckpoint = 0');
} catch (error) {
  parentPort.postMessage({ error: describe(error) });
  process.exit(1);
}
// PASSIVE never waits: it copies what no reader still needs, and writers go on meanwhile.
setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
    parentPort.postMessage({ pass: true });
  } catch (error) {
    parentPort.postMessage({ error: describe(error) });
  }
}, workerData.intervalMs);
parentPort.postMessage({ ready: true });
`;

const driver = createRequire(import.meta.url).resolve('better-sqlite3');

/**
 * Starts checkpointing `file` (a WAL database) in a worker thread and raises the limit of `main`,
 * the connection that writes, to the backstop once the worker runs. If the worker fails, `main`
 * goes back to checkpointing by itself; `onError` hears why.
 */
export function startSqliteCheckpointer(
  main: SqliteDatabase.Database,
  file: string,
  options: { intervalMs?: number; onError?: (message: string) => void } = {},
): SqliteCheckpointer {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { file, driver, intervalMs: options.intervalMs ?? DEFAULT_INTERVAL_MS },
  });
  worker.unref();
  let passes = 0;
  let stopped = false;
  const inline = () => {
    if (main.open) main.pragma(`wal_autocheckpoint = ${INLINE_CHECKPOINT_PAGES}`);
  };
  worker.on('message', (message: Message) => {
    if ('ready' in message) {
      if (!stopped && main.open) main.pragma(`wal_autocheckpoint = ${BACKSTOP_CHECKPOINT_PAGES}`);
    } else if ('pass' in message) passes += 1;
    else options.onError?.(message.error);
  });
  const fail = (reason: string) => {
    if (stopped) return;
    stopped = true;
    inline();
    options.onError?.(reason);
  };
  worker.on('error', (error: unknown) =>
    fail(error instanceof Error && error.message ? error.message : String(error)),
  );
  worker.on('exit', (code) => fail(`SQLite checkpointer exited with ${code}`));
  return {
    get passes() {
      return passes;
    },
    async close() {
      stopped = true;
      inline();
      await worker.terminate();
    },
  };
}
