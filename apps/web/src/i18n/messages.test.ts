// Every string of the app and of each feature exists in English, Swedish and Finnish, translated,
// with the same placeholders; a few are the spec's own wording.
import { describe, expect, it } from 'vitest';
import en from './messages.en';
import fi from './messages.fi';
import sv from './messages.sv';

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

const english = flatten(en);

describe('translations', () => {
  it('bundle every feature folder', () => {
    const features = [
      'account',
      'cart',
      'catalog',
      'checkout',
      'contact',
      'diagrams',
      'info',
      'search',
    ];
    for (const feature of features) expect(en).toHaveProperty(feature);
  });

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

  it.each([
    ['search.invalidQuery', 'Invalid query, please enter at least 3 characters.'],
    ['diagrams.pickPosition', 'Pick a position'],
    ['account.errors.missingLogin', 'Missing email or password.'],
    ['account.errors.missingRegister', 'Missing name, email or password.'],
    ['account.errors.missingResponse', 'Missing login response data.'],
  ])('keeps the spec wording of %s in English', (key, text) => {
    expect(english.get(key)).toBe(text);
  });
});
