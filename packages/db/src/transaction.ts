// One way to run work that changes data: the caller owns the transaction and passes it down, so
// several services can join one. Repositories take an Executor and never open their own.
import type { Kysely, Transaction } from 'kysely';
import { dialectOf } from './migrate.js';
import type { Database } from './schema.js';

/** The database or an open transaction on it: what every repository function takes. */
export type Executor = Kysely<Database> | Transaction<Database>;

export interface WriteOptions {
  /**
   * PostgreSQL isolation level (SQLite transactions are always serializable). `serializable` is
   * for read-then-write rules that a conditional UPDATE cannot express; it may fail with 40001 and
   * is then run again.
   */
  isolation?: 'read committed' | 'repeatable read' | 'serializable';
  /** Tries in all, the first included, when PostgreSQL reports a serialization failure. */
  attempts?: number;
}

// 40001 serialization_failure, 40P01 deadlock_detected: the work saw nothing and may run again.
const RETRYABLE_PG_CODES = new Set(['40001', '40P01']);
const DEFAULT_ATTEMPTS = 5;
const BACKOFF_MS = 10;

const commitHooks = new WeakMap<Transaction<Database>, (() => void)[]>();

function isRetryable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && RETRYABLE_PG_CODES.has(code);
}

function runHooks(hooks: readonly (() => void)[]): void {
  for (const hook of hooks) {
    try {
      hook();
    } catch (error) {
      // A hook is a side effect of work already committed: it must not turn success into failure.
      queueMicrotask(() => {
        throw error;
      });
    }
  }
}

/**
 * Runs `work` in a write transaction and returns its result once committed. Inside a transaction
 * already (`executor` is one), `work` joins it. SQLite: BEGIN IMMEDIATE (the connection's driver
 * takes the write lock up front, so concurrent writers wait on busy_timeout instead of failing).
 * PostgreSQL: the given isolation, run again with a short backoff on a serialization failure or
 * deadlock, so `work` must have no effect outside the database except through `afterCommit`.
 */
export async function writeTransaction<T>(
  executor: Executor,
  work: (trx: Transaction<Database>) => Promise<T>,
  options: WriteOptions = {},
): Promise<T> {
  if (executor.isTransaction) return work(executor as Transaction<Database>);
  const postgres = dialectOf(executor) === 'postgres';
  const attempts = postgres ? (options.attempts ?? DEFAULT_ATTEMPTS) : 1;
  for (let attempt = 1; ; attempt += 1) {
    const hooks: (() => void)[] = [];
    let builder = executor.transaction();
    if (postgres && options.isolation) builder = builder.setIsolationLevel(options.isolation);
    try {
      const result = await builder.execute((trx) => {
        commitHooks.set(trx, hooks);
        return work(trx);
      });
      runHooks(hooks);
      return result;
    } catch (error) {
      if (attempt >= attempts || !isRetryable(error)) throw error;
      const jitter = Math.random() * BACKOFF_MS;
      await new Promise((resolve) => setTimeout(resolve, BACKOFF_MS * attempt + jitter));
    }
  }
}

/**
 * Runs `hook` once the transaction `executor` belongs to has committed (never, if it rolls back);
 * at once when `executor` is the database itself.
 */
export function afterCommit(executor: Executor, hook: () => void): void {
  if (!executor.isTransaction) {
    hook();
    return;
  }
  const hooks = commitHooks.get(executor as Transaction<Database>);
  if (!hooks) throw new Error('afterCommit needs a transaction opened by writeTransaction');
  hooks.push(hook);
}
