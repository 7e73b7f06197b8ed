// A few worker threads, each with its own read-only better-sqlite3 connection to one WAL database
// file, so slow reads (full-text search) run beside the main event loop instead of blocking it.
// The worker is a short script evaluated from this file: it runs the same from TypeScript sources
// (tests) and from the build, with no separate worker file to resolve.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { SQLITE_MMAP_BYTES } from './sqlite-statements.js';

export interface SqliteReadPool {
  /** Rows of one read-only statement with positional parameters, from the least busy worker. */
  all<T>(sql: string, params: readonly unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

type Reply = { ready: true } | { id: number; rows: unknown[] } | { id: number; error: string };

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
// Reads map the file (shared with the OS page cache) instead of copying each page in.
db.pragma('mmap_size = ' + workerData.mmapBytes);
const statements = new Map();
parentPort.on('message', ({ id, sql, params }) => {
  try {
    let statement = statements.get(sql);
    if (!statement) statements.set(sql, (statement = db.prepare(sql)));
    parentPort.postMessage({ id, rows: statement.all(...params) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
parentPort.postMessage({ ready: true });
`;

interface Slot {
  worker: Worker;
  pending: Map<number, { resolve: (rows: unknown[]) => void; reject: (error: Error) => void }>;
  /** Answered 'ready' and has not failed since. */
  up: boolean;
}

const driver = createRequire(import.meta.url).resolve('better-sqlite3');

/** Resolves on the worker's first message (it is ready), rejects when it fails to start. */
function started(worker: Worker): Promise<void> {
  return new Promise((resolve, reject) => {
    worker.once('message', () => resolve());
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`SQLite reader exited with ${code}`)));
  });
}

/** Starts `size` readers on `file` (which must exist); resolves once each has its connection. */
export async function openSqliteReadPool(file: string, size: number): Promise<SqliteReadPool> {
  let nextId = 0;
  let closing = false;
  const slots: Slot[] = [];

  const spawn = (index: number): Slot => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { file, driver, mmapBytes: SQLITE_MMAP_BYTES },
    });
    const slot: Slot = { worker, pending: new Map(), up: false };
    worker.on('message', (reply: Reply) => {
      if ('ready' in reply) {
        slot.up = true;
        return;
      }
      const waiter = slot.pending.get(reply.id);
      slot.pending.delete(reply.id);
      if ('error' in reply) waiter?.reject(new Error(reply.error));
      else waiter?.resolve(reply.rows);
    });
    // A crashed reader fails its requests and is replaced (once it had started, so one that cannot
    // start is not restarted in a loop).
    const fail = (error: Error) => {
      const wasUp = slot.up;
      slot.up = false;
      for (const waiter of slot.pending.values()) waiter.reject(error);
      slot.pending.clear();
      if (wasUp && !closing && slots[index] === slot) slots[index] = spawn(index);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`SQLite reader exited with ${code}`)));
    return slot;
  };

  const close = async () => {
    closing = true;
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  };

  for (let i = 0; i < size; i++) slots.push(spawn(i));
  try {
    await Promise.all(slots.map((slot) => started(slot.worker)));
  } catch (error) {
    await close();
    throw error;
  }

  return {
    all<T>(sql: string, params: readonly unknown[]): Promise<T[]> {
      if (closing) return Promise.reject(new Error('The SQLite read pool is closed'));
      let slot: Slot | undefined;
      for (const s of slots) if (s.up && (!slot || s.pending.size < slot.pending.size)) slot = s;
      if (!slot) return Promise.reject(new Error('No SQLite reader is running'));
      const id = nextId++;
      const target = slot;
      return new Promise<T[]>((resolve, reject) => {
        target.pending.set(id, { resolve: (rows) => resolve(rows as T[]), reject });
        target.worker.postMessage({ id, sql, params });
      });
    },
    close,
  };
}
