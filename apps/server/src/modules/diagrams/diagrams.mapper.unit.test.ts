import { describe, expect, it } from 'vitest';
import { parseCoordinates, parseStringList } from './diagrams.mapper.js';

describe('parseStringList', () => {
  it('reads a JSON list of strings', () => {
    expect(parseStringList('["a","b"]')).toEqual(['a', 'b']);
  });

  it('answers [] for broken or non-list JSON and writes other entries as text', () => {
    expect(parseStringList('not json')).toEqual([]);
    expect(parseStringList('{"a":1}')).toEqual([]);
    expect(parseStringList('[1,"x"]')).toEqual(['1', 'x']);
  });
});

describe('parseCoordinates', () => {
  it('keeps well-formed coordinates only, with just their fields', () => {
    const text = JSON.stringify([
      { pos: '1', x: 10, y: 20, w: 30, h: 40, extra: true },
      { pos: 2, x: 1, y: 1, w: 1, h: 1 },
      { pos: '3', x: 'a', y: 1, w: 1, h: 1 },
    ]);
    expect(parseCoordinates(text)).toEqual([{ pos: '1', x: 10, y: 20, w: 30, h: 40 }]);
  });
});
