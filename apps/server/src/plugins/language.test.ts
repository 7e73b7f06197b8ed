import { describe, expect, it } from 'vitest';
import { withVary } from './language.js';

describe('withVary', () => {
  it.each<[unknown, string]>([
    [undefined, 'Accept-Language, Cookie'],
    ['accept-encoding', 'accept-encoding, Accept-Language, Cookie'],
    ['Accept-Encoding, cookie', 'Accept-Encoding, cookie, Accept-Language'],
    [['Origin', 'Accept-Language'], 'Origin, Accept-Language, Cookie'],
    ['*', '*'],
  ])('adds the language headers to %j once', (current, expected) => {
    expect(withVary(current, ['Accept-Language', 'Cookie'])).toBe(expected);
  });
});
