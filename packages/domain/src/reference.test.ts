import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchedReference, normaliseReference } from './reference.js';

describe('normaliseReference', () => {
  it.each([
    ['30 681-436', '30681436'],
    ['30681436', '30681436'],
    ['30.681.436', '30681436'],
    ['AB-12.c d', 'ab12cd'],
    ['  9 4 2 ', '942'],
    ['30\t681\u00a0436', '30681436'],
    ['30–681—436', '30681436'],
    ['1_2/3', '1_2/3'],
    ['', ''],
    ['- . -', ''],
  ])('normaliseReference(%j) = %j', (input, expected) => {
    expect(normaliseReference(input)).toBe(expected);
  });

  it('is idempotent and leaves no separators', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii' }), (s) => {
        const once = normaliseReference(s);
        expect(normaliseReference(once)).toBe(once);
        expect(once).not.toMatch(/[\s.-]/);
        expect(once).toBe(once.toLowerCase());
      }),
    );
  });

  it('ignores where separators are inserted', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('3', '0', '6', 'a', 'B')),
        fc.array(fc.constantFrom(' ', '-', '.')),
        (chars, seps) => {
          const plain = chars.join('');
          const spaced = chars.map((c, i) => c + (seps[i] ?? '')).join('');
          expect(normaliseReference(spaced)).toBe(normaliseReference(plain));
        },
      ),
    );
  });
});

describe('matchedReference', () => {
  const refs = [
    { id: 'HT-4410', visible: false },
    { id: '1 273 216', visible: true },
    { id: '1273', visible: true },
  ];

  it('names the visible number the query is, or starts, as the part shows it', () => {
    expect(matchedReference(refs, '1273216')).toBe('1 273 216');
    expect(matchedReference(refs, '1273')).toBe('1273');
    expect(matchedReference(refs, '1 27')).toBe('1 273 216');
  });

  it('names nothing for a word, a hidden number or an empty query', () => {
    expect(matchedReference(refs, 'brake')).toBeNull();
    expect(matchedReference(refs, 'HT4410')).toBeNull();
    expect(matchedReference(refs, ' - ')).toBeNull();
  });
});
