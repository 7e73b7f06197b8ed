// Every catalog and cart string exists in English, Swedish and Finnish with the same placeholders.
import { describe, expect, it } from 'vitest';
import cartEn from '../../i18n/cart/en.json';
import cartFi from '../../i18n/cart/fi.json';
import cartSv from '../../i18n/cart/sv.json';
import catalogEn from '../../i18n/catalog/en.json';
import catalogFi from '../../i18n/catalog/fi.json';
import catalogSv from '../../i18n/catalog/sv.json';

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

describe.each([
  ['catalog', catalogEn, catalogSv, catalogFi],
  ['cart', cartEn, cartSv, cartFi],
])('%s translations', (_name, en, sv, fi) => {
  const english = flatten(en);
  it.each([
    ['sv', sv],
    ['fi', fi],
  ])('%s has every key with the same placeholders', (_lang, other) => {
    const translated = flatten(other);
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      expect(placeholders(translated.get(key) ?? ''), key).toEqual(placeholders(text));
      expect(translated.get(key), key).not.toBe('');
    }
  });
});
