import { afterEach, describe, expect, it, vi } from 'vitest';
import { CacheRegistry } from './cache-registry.js';
import { localChangeFeed, SQLITE_WATCH_MS } from './change-feed.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('localChangeFeed', () => {
  it('clears every cache when another process has written the SQLite file', async () => {
    vi.useFakeTimers();
    const caches = new CacheRegistry();
    const items = caches.get('items-test', ['items'], () => new Map([['a', 1]]));
    let version = 1;
    const feed = localChangeFeed(caches, async () => version);
    await vi.advanceTimersByTimeAsync(SQLITE_WATCH_MS);
    expect(items.size).toBe(1);
    version = 2;
    await vi.advanceTimersByTimeAsync(SQLITE_WATCH_MS);
    expect(items.size).toBe(0);
    await feed.close();
  });
});
