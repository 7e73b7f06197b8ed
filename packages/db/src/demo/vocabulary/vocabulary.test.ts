import { describe, expect, it } from 'vitest';
import { PART_PICTURES } from '../../svg/part-pictures.js';
import { carsFor, DEMO_FAMILIES } from '../families.js';
import { GROUP_VOCABULARY, LANGS, type Texts } from './index.js';

/** Texts that may read as in English: names with only a model code or unit after a word. */
const SAME_AS_ENGLISH = new Set<string>([]);

const parts = GROUP_VOCABULARY.flatMap((group) => group.parts);

describe('the demo vocabulary', () => {
  it('has every part type in en, sv and fi, translated', () => {
    for (const part of parts) {
      for (const lang of LANGS) expect(part.names[lang].trim(), part.key).not.toBe('');
      for (const lang of ['sv', 'fi'] as const)
        if (!SAME_AS_ENGLISH.has(part.names.en))
          expect(part.names[lang], `${part.key} ${lang}`).not.toBe(part.names.en);
      expect(part.names.en, part.key).not.toMatch(/[åäö]/i);
    }
  });

  it('has unique part keys and, per language, unique part names', () => {
    expect(new Set(parts.map((p) => p.key)).size).toBe(parts.length);
    for (const lang of LANGS) {
      const names = parts.map((p) => p.names[lang]);
      const twice = names.filter((n, i) => names.indexOf(n) !== i);
      expect(twice, lang).toEqual([]);
    }
  });

  it('draws every part type with a known picture and gives believable ranges', () => {
    for (const part of parts) {
      expect(PART_PICTURES, part.key).toContain(part.picture);
      expect(part.price[0], part.key).toBeGreaterThanOrEqual(290);
      expect(part.price[0], part.key).toBeLessThan(part.price[1]);
      expect(part.price[1], part.key).toBeLessThanOrEqual(60_000);
      expect(part.weight[0], part.key).toBeLessThan(part.weight[1]);
    }
  });

  it('fits every part type to at least one family and every family to each group', () => {
    for (const part of parts)
      expect(
        DEMO_FAMILIES.some((f) => carsFor(f, part).length > 0),
        part.key,
      ).toBe(true);
    for (const family of DEMO_FAMILIES)
      for (const group of GROUP_VOCABULARY) {
        const fitting = group.parts.filter((p) => carsFor(family, p).length > 0);
        expect(fitting.length, `${family.key} ${group.slug}`).toBeGreaterThanOrEqual(6);
      }
  });

  it('names groups and diagrams in all three languages', () => {
    const all: Texts[] = GROUP_VOCABULARY.flatMap((g) => [g.names, ...g.diagrams]);
    for (const t of all) {
      expect(t.sv).not.toBe(t.en);
      expect(t.fi).not.toBe(t.en);
    }
  });
});
