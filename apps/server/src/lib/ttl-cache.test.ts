import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.js';

describe('TtlCache', () => {
  it('expires entries after the ttl', () => {
    let now = 0;
    const cache = new TtlCache<string, number>(10, 100, () => now);
    cache.set('a', 1);
    now = 99;
    expect(cache.get('a')).toBe(1);
    now = 100;
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the least recently used entry when full', () => {
    const cache = new TtlCache<string, number>(2, 1000);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
  });

  it('loads once and forgets a rejected load', async () => {
    const cache = new TtlCache<string, Promise<number>>(2, 1000);
    let calls = 0;
    const failing = () => {
      calls += 1;
      return Promise.reject(new Error('down'));
    };
    await expect(cache.getOrLoad('k', failing)).rejects.toThrow('down');
    await Promise.resolve();
    expect(cache.size).toBe(0);
    const ok = () => {
      calls += 1;
      return Promise.resolve(7);
    };
    expect(await cache.getOrLoad('k', ok)).toBe(7);
    expect(await cache.getOrLoad('k', ok)).toBe(7);
    expect(calls).toBe(2);
  });
});
