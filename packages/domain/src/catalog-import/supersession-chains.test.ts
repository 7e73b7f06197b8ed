import { describe, expect, it } from 'vitest';
import { chainEnds, resolveChain } from './supersession-chains.js';

const ITEM = '5a0b1c2d3e4f5a6b7c8d9e0f';

describe('supersession chains', () => {
  const links = new Map([
    ['a1', 'B-2'],
    ['b2', 'C 3'],
    ['x1', 'Y1'],
    ['y1', 'x1'],
    ['z1', 'nowhere'],
  ]);
  const items = new Map([['c3', ITEM]]);

  it('ends where a number is no old number, and finds the item there', () => {
    expect(chainEnds(links)).toEqual(new Set(['c3', 'nowhere']));
    expect(resolveChain('A-1', links, items)).toEqual({ ok: true, itemId: ITEM });
    expect(resolveChain('b2', links, items)).toEqual({ ok: true, itemId: ITEM });
  });

  it('refuses a loop, naming it, and a chain ending at no item', () => {
    expect(resolveChain('x1', links, items)).toEqual({
      ok: false,
      code: 'supersession_loop',
      value: 'x1 → y1 → x1',
    });
    expect(resolveChain('z1', links, items)).toEqual({
      ok: false,
      code: 'unknown_number',
      value: 'nowhere',
    });
  });
});
