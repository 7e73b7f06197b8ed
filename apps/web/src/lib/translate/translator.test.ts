import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@shop/domain';
import { pluralCategory } from './plural';
import { Translator } from './translator';

const en = {
  cart: {
    title: 'Cart',
    lines_zero: 'No parts',
    lines_one: '{{count}} part',
    lines_other: '{{count}} parts',
    greeting: 'Hello {{ name }}, {{name}}!',
  },
  only: { english: 'Only in English' },
};
const sv = {
  cart: { title: 'Varukorg', lines_one: '{{count}} del', lines_other: '{{count}} delar' },
};

describe('Translator', () => {
  const t = new Translator('sv', { en, sv }).t;

  it('reads nested keys in the page’s language', () => {
    expect(t('cart.title')).toBe('Varukorg');
  });

  it('falls back to English, then to a default, then to the key', () => {
    expect(t('only.english')).toBe('Only in English');
    expect(t('nowhere.at_all', { defaultValue: 'Volvo' })).toBe('Volvo');
    expect(t('nowhere.at_all')).toBe('nowhere.at_all');
    expect(t('cart')).toBe('cart');
  });

  it('picks the plural form by count, with its own text for zero where there is one', () => {
    expect(t('cart.lines', { count: 1 })).toBe('1 del');
    expect(t('cart.lines', { count: 3 })).toBe('3 delar');
    // Swedish has no zero form: English's is a fallback only when Swedish has no form at all.
    expect(t('cart.lines', { count: 0 })).toBe('0 delar');
    expect(new Translator('en', { en }).t('cart.lines', { count: 0 })).toBe('No parts');
  });

  it('fills every placeholder and leaves one without a value as it is', () => {
    const english = new Translator('en', { en }).t;
    expect(english('cart.greeting', { name: 'Aino' })).toBe('Hello Aino, Aino!');
    expect(english('cart.greeting')).toBe('Hello {{ name }}, {{name}}!');
  });

  it('adds a page’s namespace and tells which keys exist', () => {
    const translator = new Translator('fi', { en });
    expect(translator.exists('info.title')).toBe(false);
    translator.addMessages('fi', { info: { title: 'Tietoa' } });
    expect(translator.t('info.title')).toBe('Tietoa');
    expect(translator.exists('only.english')).toBe(true);
  });

  it('knows nothing of its language until messages load', () => {
    expect(new Translator().loaded).toBe(false);
    expect(new Translator('sv', { sv }).loaded).toBe(true);
  });
});

describe('pluralCategory', () => {
  it('agrees with Intl.PluralRules for every language and count', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LANGUAGES),
        fc.oneof(fc.integer({ min: -1000, max: 1000 }), fc.double({ noNaN: true })),
        (language, count) => {
          expect(pluralCategory(language, count)).toBe(
            new Intl.PluralRules(language).select(count),
          );
        },
      ),
    );
  });
});
