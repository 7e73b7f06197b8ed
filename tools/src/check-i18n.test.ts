import { describe, expect, it } from 'vitest';
import {
  catalogSource,
  compareLanguages,
  flatten,
  interpolations,
  keyLiterals,
  matchesPattern,
  mayEqualEnglish,
  nestings,
  pluralBase,
  unmatchedPatterns,
  unusedKeys,
} from './check-i18n-rules.js';
import type { TextSource } from './check-i18n-rules.js';

const source = (en: unknown, sv: unknown, fi: unknown): TextSource => ({
  name: 't',
  messages: { en, sv, fi },
  checkUsage: true,
});
const messages = (s: TextSource) => compareLanguages(s).map((p) => `${p.key}: ${p.message}`);

describe('flatten', () => {
  it('joins nested keys with dots', () => {
    expect([...flatten({ a: { b: 'x', c: { d: 'y' } }, e: 'z' })]).toEqual([
      ['a.b', 'x'],
      ['a.c.d', 'y'],
      ['e', 'z'],
    ]);
  });
});

describe('compareLanguages', () => {
  it('passes translated texts', () => {
    expect(messages(source({ a: 'Cart' }, { a: 'Varukorg' }, { a: 'Ostoskori' }))).toEqual([]);
  });

  it('reports a key missing in a language, plural suffixes included', () => {
    const en = { n_one: '{{count}} item', n_other: '{{count}} items', n_zero: 'No items' };
    const sv = { n_one: '{{count}} artikel', n_other: '{{count}} artiklar' };
    const fi = { n_one: '{{count}} tuote', n_other: '{{count}} tuotetta', n_zero: 'Ei tuotteita' };
    expect(messages(source(en, sv, fi))).toEqual(['n_zero: missing in sv']);
  });

  it('reports an sv or fi text equal to the English one, bar the allow-list', () => {
    const en = { a: 'Search', b: 'Nordic Parts', c: '{{rate}} %', d: 'Status' };
    const sv = { a: 'Search', b: 'Nordic Parts', c: '{{rate}} %', d: 'Status' };
    const fi = { a: 'Haku', b: 'Nordic Parts', c: '{{rate}} %', d: 'Status' };
    expect(messages(source(en, sv, fi))).toEqual([
      'a: sv equals the English text "Search"',
      'd: fi equals the English text "Status"',
    ]);
  });

  it('reports differing variables and nestings', () => {
    const en = { a: 'Hi {{name}}', b: '$t(x) and more' };
    const sv = { a: 'Hej {{namn}}', b: '$t(x) och mer' };
    const fi = { a: 'Hei {{name, uppercase}}', b: '$t(y) ja lisää' };
    expect(messages(source(en, sv, fi))).toEqual([
      'a: sv has variables {namn}, en has {name}',
      'b: fi nests $t(y), en nests $t(x)',
    ]);
  });

  it('reports an empty or non-string value', () => {
    expect(messages(source({ a: 'A' }, { a: '' }, { a: 'B' }))).toEqual([
      'a: not a non-empty string in sv',
    ]);
  });
});

describe('catalog vocabulary', () => {
  const catalog = (en: unknown, sv: unknown, fi: unknown) =>
    compareLanguages(catalogSource({ en, sv, fi })).map(
      (p) => `${p.source} ${p.key}: ${p.message}`,
    );

  it('reports a part type missing a language or left in English, bar brands and own spellings', () => {
    const en = {
      groups: { brakes: { parts: { shoes: 'Brake shoes, rear', pads: 'Brake pads, front' } } },
      countries: { FI: 'Finland' },
      payments: { 'klarna-checkout': 'Klarna Checkout', invoice: 'Invoice' },
    };
    const sv = {
      groups: { brakes: { parts: { shoes: 'Bromsbackar, bak', pads: 'Brake pads, front' } } },
      countries: { FI: 'Finland' },
      payments: { 'klarna-checkout': 'Klarna Checkout', invoice: 'Faktura' },
    };
    const fi = {
      groups: { brakes: { parts: { pads: 'Jarrupalat, etu' } } },
      countries: { FI: 'Suomi' },
      payments: { 'klarna-checkout': 'Klarna Checkout', invoice: 'Lasku' },
    };
    expect(catalog(en, sv, fi)).toEqual([
      'catalog groups.brakes.parts.pads: sv equals the English text "Brake pads, front"',
      'catalog groups.brakes.parts.shoes: missing in fi',
    ]);
  });

  it('checks the variables of description phrases and never asks for references', () => {
    const source = catalogSource({
      en: { fits: 'Fits Volvo {{cars}}.' },
      sv: { fits: 'Passar Volvo {{bilar}}.' },
      fi: { fits: 'Sopii malleihin Volvo {{cars}}.' },
    });
    expect(source.checkUsage).toBe(false);
    expect(compareLanguages(source).map((p) => p.message)).toEqual([
      'sv has variables {bilar}, en has {cars}',
    ]);
  });
});

describe('helpers', () => {
  it('read variables, nestings and plural bases', () => {
    expect(interpolations('{{ b }} {{a}} {{b}} {{c, number}}')).toEqual(['a', 'b', 'c']);
    expect(nestings('$t(a.b) $t(c, {"n": 1})')).toEqual(['a.b', 'c']);
    expect(pluralBase('cart.label_other')).toBe('cart.label');
    expect(pluralBase('cart.label_zero')).toBe('cart.label');
    expect(pluralBase('cart.other')).toBe('cart.other');
  });

  it('allow only names, symbols, numbers and e-mail addresses', () => {
    expect(mayEqualEnglish('{{n}} / {{total}}')).toBe(true);
    expect(mayEqualEnglish('12 kg')).toBe(true);
    expect(mayEqualEnglish('info@example.com')).toBe(true);
    expect(mayEqualEnglish('Swish')).toBe(true);
    expect(mayEqualEnglish('Position {{n}}', 'sv')).toBe(true);
    expect(mayEqualEnglish('Position {{n}}', 'fi')).toBe(false);
    expect(mayEqualEnglish('Swish payment')).toBe(false);
  });
});

describe('usage', () => {
  it('finds quoted keys whatever the apostrophes around them', () => {
    const code = "// the shop's cart\nt('a.b'); <p>Don't</p> {t(\"c.d\")} t(`e.f`) t(`g.${x}`)";
    const found = keyLiterals(code);
    expect(found.has('a.b') && found.has('c.d') && found.has('e.f')).toBe(true);
    expect(found.has('g.')).toBe(false);
  });

  it('matches one segment per star', () => {
    expect(matchesPattern('info.about.title', 'info.*.title')).toBe(true);
    expect(matchesPattern('info.about.returns.title', 'info.*.title')).toBe(false);
    expect(matchesPattern('info.about.returns.title', 'info.*.*.title')).toBe(true);
  });

  it('reports keys neither named nor built, plural families as one', () => {
    const keys = ['a.b_one', 'a.b_other', 'c.d', 'e.x.f', 'g'];
    const dynamic = [
      { pattern: 'e.*.f', reason: 'built' },
      { pattern: 'z.*', reason: 'stale' },
    ];
    expect(unusedKeys(keys, new Set(['a.b', 'c.d']), dynamic)).toEqual(['g']);
    expect(unmatchedPatterns(keys, dynamic).map((d) => d.pattern)).toEqual(['z.*']);
  });
});
