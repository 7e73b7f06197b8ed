import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_SCROLL_ENTRIES, SCROLL_STORAGE_KEY, createScrollPositions } from './scroll-positions';

describe('scroll positions', () => {
  beforeEach(() => sessionStorage.clear());

  it('reads what an earlier document of this tab persisted', () => {
    const first = createScrollPositions();
    first.set('a', 100);
    first.set('b', 200);
    first.persist();
    const next = createScrollPositions();
    expect(next.get('a')).toBe(100);
    expect(next.get('b')).toBe(200);
    expect(next.get('c')).toBeUndefined();
  });

  it('keeps only the most recently used entries', () => {
    const positions = createScrollPositions();
    for (let i = 0; i <= MAX_SCROLL_ENTRIES; i += 1) positions.set(`k${i}`, i);
    expect(positions.get('k0')).toBeUndefined();
    expect(positions.get('k1')).toBe(1);
    positions.set('k1', 5); // used again: now the newest
    positions.set('extra', 1);
    expect(positions.get('k1')).toBe(5);
    expect(positions.get('k2')).toBeUndefined();
  });

  it('ignores a foreign or broken stored value', () => {
    sessionStorage.setItem(SCROLL_STORAGE_KEY, '{"a":1}');
    expect(createScrollPositions().get('a')).toBeUndefined();
    sessionStorage.setItem(SCROLL_STORAGE_KEY, '[["a",1],["b","x"],[3,4]');
    expect(createScrollPositions().get('a')).toBeUndefined();
    sessionStorage.setItem(SCROLL_STORAGE_KEY, '[["a",1],["b","x"],[3,4]]');
    const positions = createScrollPositions();
    expect(positions.get('a')).toBe(1);
    expect(positions.get('b')).toBeUndefined();
  });

  it('works on without storage', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const positions = createScrollPositions();
    positions.set('a', 7);
    expect(() => positions.persist()).not.toThrow();
    expect(positions.get('a')).toBe(7);
    vi.restoreAllMocks();
  });
});
