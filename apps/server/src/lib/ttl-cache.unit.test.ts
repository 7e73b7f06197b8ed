import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.js';

describe('TtlCache', () => {
  it('expires entries after the ttl', () => {
    let now = 0;
    const cache = new TtlCache<string, number>(10, 100, { now: () => now });
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

describe('TtlCache with a byte bound', () => {
  const sized = (maxBytes: number) =>
    new TtlCache<string, string>(100, 1000, { maxBytes, sizeOf: (v) => v.length });

  it('keeps the bytes within the bound, least recently used out first', () => {
    const cache = sized(10);
    cache.set('a', 'xxxx');
    cache.set('b', 'xxxx');
    cache.get('a');
    cache.set('c', 'xxxx');
    expect(cache.keys()).toEqual(['a', 'c']);
    expect(cache.bytes).toBe(8);
  });

  it('never holds more than the bound, whatever is added', () => {
    const cache = sized(100);
    for (let i = 0; i < 1000; i++) {
      cache.set(`k${i % 37}`, 'x'.repeat(1 + ((i * 7) % 30)));
      expect(cache.bytes).toBeLessThanOrEqual(100);
      expect(cache.bytes).toBe(
        cache.keys().reduce((sum, k) => sum + (cache.get(k)?.length ?? 0), 0),
      );
    }
  });

  it('keeps no entry larger than the whole bound', () => {
    const cache = sized(10);
    cache.set('a', 'xx');
    cache.set('big', 'x'.repeat(11));
    expect(cache.get('big')).toBeUndefined();
    expect(cache.bytes).toBeLessThanOrEqual(10);
  });

  it('counts a replaced or deleted entry no more', () => {
    const cache = sized(100);
    cache.set('a', 'xxxx');
    cache.set('a', 'xx');
    expect(cache.bytes).toBe(2);
    cache.delete('a');
    expect(cache.bytes).toBe(0);
    cache.set('b', 'xxx');
    cache.clear();
    expect(cache.bytes).toBe(0);
  });

  it('sizes a load once it resolves, and evicts older entries for it', async () => {
    const cache = new TtlCache<string, Promise<string>>(100, 1000, {
      maxBytes: 10,
      sizeOf: (v) => v.length,
    });
    await cache.getOrLoad('a', async () => 'xxxxxx');
    expect(cache.bytes).toBe(6);
    const b = cache.getOrLoad('b', async () => 'xxxxxx');
    expect(cache.keys()).toEqual(['a', 'b']);
    await b;
    expect(cache.keys()).toEqual(['b']);
    expect(cache.bytes).toBe(6);
  });

  it('drops expired entries at the old end when adding', () => {
    let now = 0;
    const cache = new TtlCache<string, number>(100, 10, { now: () => now });
    cache.set('a', 1);
    cache.set('b', 2);
    now = 20;
    cache.set('c', 3);
    expect(cache.keys()).toEqual(['c']);
  });
});

describe('TtlCache keeping only what is asked for twice', () => {
  const secondUse = (passed: string[] = []) =>
    new TtlCache<string, Promise<string>>(2, 1000, {
      admit: 'second-use',
      passed: (value) => passed.push(value),
      sizeOf: (value) => value.length,
    });

  it('keeps a value from the second miss of its key on', async () => {
    const passed: string[] = [];
    const cache = secondUse(passed);
    let loads = 0;
    const load = async () => `v${(loads += 1)}`;
    expect(await cache.getOrLoad('a', load)).toBe('v1');
    expect(cache.size).toBe(0);
    expect(passed).toEqual(['v1']);
    expect(await cache.getOrLoad('a', load)).toBe('v2');
    expect(await cache.getOrLoad('a', load)).toBe('v2');
    expect([loads, cache.size, cache.bytes, passed]).toEqual([2, 1, 2, ['v1']]);
  });

  it('shares a first load with callers asking while it runs', async () => {
    const cache = secondUse();
    let loads = 0;
    const load = async () => `v${(loads += 1)}`;
    const [x, y] = await Promise.all([cache.getOrLoad('a', load), cache.getOrLoad('a', load)]);
    expect([x, y, loads, cache.size]).toEqual(['v1', 'v1', 1, 0]);
  });

  it('remembers a bounded number of missed keys, oldest forgotten first', async () => {
    const cache = secondUse();
    const load = async () => 'v';
    // Twice maxEntries * 4 = 8 keys: 'k0' is forgotten by then, 'k9' is not.
    for (let i = 0; i < 10; i++) await cache.getOrLoad(`k${i}`, load);
    await cache.getOrLoad('k0', load);
    await cache.getOrLoad('k9', load);
    expect(cache.keys()).toEqual(['k9']);
  });

  it('forgets a failed first load at once', async () => {
    const cache = secondUse();
    await expect(cache.getOrLoad('a', () => Promise.reject(new Error('down')))).rejects.toThrow();
    expect(cache.size).toBe(0);
  });
});

describe('TtlCache keeping part of a value', () => {
  it('keeps what keep makes of a load, and hands the loader its whole value', async () => {
    const cache = new TtlCache<string, Promise<{ big: string }>>(10, 1000, {
      keep: () => ({ big: 'small' }),
      sizeOf: (value) => value.big.length,
    });
    expect(await cache.getOrLoad('a', async () => ({ big: 'large' }))).toEqual({ big: 'large' });
    expect(await cache.getOrLoad('a', async () => ({ big: 'other' }))).toEqual({ big: 'small' });
    expect(cache.bytes).toBe(5);
  });
});

describe('TtlCache order of use', () => {
  it('keeps least-recently-used order through repeated and interleaved hits', () => {
    const cache = new TtlCache<string, number>(3, 1000);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    cache.get('a');
    cache.get('a');
    cache.get('b');
    cache.delete('b');
    cache.get('c');
    cache.set('d', 4);
    cache.set('e', 5);
    expect(cache.keys()).toEqual(['c', 'd', 'e']);
  });
});
