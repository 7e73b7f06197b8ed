// Every diagrams string exists in English, Swedish and Finnish with the same placeholders.
import { describe, expect, it } from 'vitest';
import en from '../../i18n/diagrams/en.json';
import fi from '../../i18n/diagrams/fi.json';
import sv from '../../i18n/diagrams/sv.json';

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

describe('diagrams translations', () => {
  const english = flatten(en);
  it.each([
    ['sv', sv],
    ['fi', fi],
  ])('%s has every key, translated, with the same placeholders', (_lang, other) => {
    const translated = flatten(other);
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      expect(placeholders(translated.get(key) ?? ''), key).toEqual(placeholders(text));
      expect(translated.get(key), key).not.toBe('');
    }
  });

  it('keeps the spec wording in English', () => {
    expect(en.pickPosition).toBe('Pick a position');
  });
});
