// Every search string exists in English, Swedish and Finnish with the same placeholders.
import { describe, expect, it } from 'vitest';
import en from '../../i18n/search/en.json';
import fi from '../../i18n/search/fi.json';
import sv from '../../i18n/search/sv.json';

function flatten(messages: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else if (typeof value === 'object' && value !== null) {
      for (const [k, v] of flatten(value as object, `${prefix}${key}.`)) out.set(k, v);
    }
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('search translations', () => {
  const english = flatten(en);

  it('uses the spec text for a short query', () => {
    expect(en.invalidQuery).toBe('Invalid query, please enter at least 3 characters.');
  });

  it.each([
    ['sv', sv],
    ['fi', fi],
  ])('%s has every key with the same placeholders, translated', (_lang, other) => {
    const translated = flatten(other);
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      expect(placeholders(translated.get(key) ?? ''), key).toEqual(placeholders(text));
      expect(translated.get(key), key).not.toBe('');
    }
  });
});
