import { describe, expect, it } from 'vitest';
import { KeptValues } from './kept-values.js';

describe('KeptValues', () => {
  it('keeps a value loaded since the last clear, and drops one whose load began before it', () => {
    const kept = new KeptValues<string>(10, 1000);
    const before = kept.generation;
    kept.clear();
    kept.set('a', 'stale', before);
    expect(kept.get('a')).toBeUndefined();
    kept.set('a', 'fresh', kept.generation);
    expect(kept.get('a')).toBe('fresh');
  });

  it('lets the oldest go past its bounds of entries and bytes', () => {
    const kept = new KeptValues<string>(2, 1000, { maxBytes: 10, sizeOf: (v) => v.length });
    const g = kept.generation;
    kept.set('a', 'aaaa', g);
    kept.set('b', 'bbbb', g);
    kept.set('c', 'cccc', g);
    expect([kept.get('a'), kept.get('b'), kept.get('c')]).toEqual([undefined, 'bbbb', 'cccc']);
    kept.set('d', 'dddddddd', g);
    expect([kept.get('b'), kept.get('c'), kept.get('d')]).toEqual([
      undefined,
      undefined,
      'dddddddd',
    ]);
    expect(kept.size).toBe(1);
  });

  it('forgets a value once its time is up', () => {
    let now = 0;
    const kept = new KeptValues<string>(10, 1000, { now: () => now });
    kept.set('a', 'x', kept.generation);
    now = 999;
    expect(kept.get('a')).toBe('x');
    now = 1000;
    expect(kept.get('a')).toBeUndefined();
    expect(kept.size).toBe(0);
  });
});
