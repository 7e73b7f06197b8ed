// Tells every server process that data changed, so each clears the caches holding it: in process
// for SQLite (one process is the norm), and over PostgreSQL LISTEN/NOTIFY for several processes.
import { randomUUID } from 'node:crypto';
import { afterCommit, listen, notify } from '@shop/db';
import type { Executor, NotificationListener } from '@shop/db';
import { CACHE_TOPICS, isCacheTopic } from './cache-registry.js';
import type { CacheRegistry, CacheTopic } from './cache-registry.js';

export const CHANGES_CHANNEL = 'shop_changes';

export interface ChangeFeed {
  /**
   * The data behind `topics` changed through `executor`. This process's caches are cleared once
   * the change is committed, and so are every other process's (PostgreSQL).
   */
  publish(executor: Executor, topics: readonly CacheTopic[]): Promise<void>;
  close(): Promise<void>;
}

/** How often an SQLite server looks for another process's writes (`npm run catalog:import`). */
export const SQLITE_WATCH_MS = 2000;

/**
 * SQLite: clear after commit; and when another process has written the file (SQLite's
 * data_version moves only for other connections' commits), clear everything.
 */
export function localChangeFeed(
  caches: CacheRegistry,
  dataVersion?: () => Promise<number>,
): ChangeFeed {
  let seen: number | undefined;
  const look = async () => {
    const version = await dataVersion?.();
    if (version === undefined) return;
    if (seen !== undefined && version !== seen) caches.invalidate(CACHE_TOPICS);
    seen = version;
  };
  const timer = dataVersion
    ? setInterval(() => void look().catch(() => undefined), SQLITE_WATCH_MS)
    : undefined;
  timer?.unref();
  void look().catch(() => undefined);
  return {
    async publish(executor, topics) {
      afterCommit(executor, () => caches.invalidate(topics));
    },
    async close() {
      clearInterval(timer);
    },
  };
}

interface ChangeMessage {
  from: string;
  topics: CacheTopic[];
}

function parseMessage(payload: string): ChangeMessage | null {
  try {
    const value = JSON.parse(payload) as Partial<ChangeMessage>;
    const topics = Array.isArray(value.topics) ? value.topics.filter(isCacheTopic) : [];
    return typeof value.from === 'string' ? { from: value.from, topics } : null;
  } catch {
    return null;
  }
}

/**
 * Several processes on one PostgreSQL: the NOTIFY goes through the changing transaction (sent at
 * commit, never for a rollback); each other process clears on hearing it, this one after commit.
 */
export async function postgresChangeFeed(
  caches: CacheRegistry,
  databaseUrl: string,
  onError: (error: unknown) => void,
): Promise<ChangeFeed> {
  const self = randomUUID();
  const listener: NotificationListener = await listen(databaseUrl, CHANGES_CHANNEL, {
    onMessage(payload) {
      const message = parseMessage(payload);
      if (message && message.from !== self) caches.invalidate(message.topics);
    },
    // Changes may have been missed while disconnected: drop everything.
    onReconnect: () => caches.invalidate(CACHE_TOPICS),
    onError,
  });
  return {
    async publish(executor, topics) {
      const message: ChangeMessage = { from: self, topics: [...topics] };
      await notify(executor, CHANGES_CHANNEL, JSON.stringify(message));
      afterCommit(executor, () => caches.invalidate(topics));
    },
    close: () => listener.close(),
  };
}
