import { describe, expect, it } from 'vitest';
import { memoJson } from './json-memo.js';

describe('memoJson', () => {
  it('serialises an object once and returns the same bytes after', () => {
    const value = { a: [1, 2], b: 'x' };
    const first = memoJson(value);
    value.b = 'changed'; // callers promise not to do this; the memo shows why
    expect(first.toString()).toBe('{"a":[1,2],"b":"x"}');
    expect(memoJson(value)).toBe(first);
    expect(memoJson({ ...value }).toString()).toBe('{"a":[1,2],"b":"changed"}');
  });
});
