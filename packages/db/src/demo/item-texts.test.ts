import { describe, expect, it } from 'vitest';
import { generateDemoCatalog } from './catalog.js';
import { DEMO_FAMILIES } from './families.js';
import { COMBOS, slotOf } from './item-index.js';
import { DEMO_ITEM_COUNT, generateItem } from './item.generator.js';
import { BRAND_FACTORS } from './price.generator.js';
import { LANGS, type Lang } from './vocabulary/index.js';

const catalog = generateDemoCatalog();
const textOf = new Map(catalog.item_texts.map((t) => [`${t.item_id}|${t.language}`, t]));
const byId = new Map(catalog.items.map((item) => [item.id, item]));
const name = (id: string, lang: Lang): string =>
  lang === 'en' ? (byId.get(id)?.name ?? '') : (textOf.get(`${id}|${lang}`)?.name ?? '');
const description = (id: string, lang: Lang): string =>
  lang === 'en'
    ? (byId.get(id)?.description ?? '')
    : (textOf.get(`${id}|${lang}`)?.description ?? '');

describe('demo item texts', () => {
  it('never repeat a name within one car’s list, in any language', () => {
    for (const lang of LANGS) {
      const seen = new Map<string, string>();
      for (const fit of catalog.item_fits) {
        const key = `${fit.car_slug}|${name(fit.item_id, lang)}`;
        expect(seen.get(key) ?? fit.item_id, `${lang}: ${key}`).toBe(fit.item_id);
        seen.set(key, fit.item_id);
      }
    }
  });

  it('copy the sv and fi names into the fits', () => {
    const copies = catalog.item_fits.map((f) => [f.item_name, f.item_name_sv, f.item_name_fi]);
    const names = catalog.item_fits.map((f) => LANGS.map((lang) => name(f.item_id, lang)));
    expect(copies).toEqual(names);
  });

  it('name every car the item fits, and no other family’s, in each language', () => {
    const carName = new Map(catalog.cars.map((car) => [car.slug, car.name]));
    const fitsOf = new Map<string, string[]>();
    for (const fit of catalog.item_fits)
      fitsOf.set(fit.item_id, [...(fitsOf.get(fit.item_id) ?? []), fit.car_slug]);
    const wrong: string[] = [];
    for (const item of catalog.items) {
      const fits = fitsOf.get(item.id) ?? [];
      const family = DEMO_FAMILIES.find((f) => f.cars.some((car) => car.slug === fits[0]));
      const others = catalog.cars.filter(
        (car) => car.name.length > 3 && !family?.cars.some((c) => c.slug === car.slug),
      );
      for (const lang of LANGS) {
        const text = description(item.id, lang);
        for (const slug of fits)
          if (!text.includes(carName.get(slug) ?? '?')) wrong.push(`${item.id} ${lang} ${slug}`);
        for (const car of others)
          if (text.includes(car.name)) wrong.push(`${item.id} ${lang} names ${car.name}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('differ between en, sv and fi', () => {
    for (const item of catalog.items) {
      expect(name(item.id, 'sv')).not.toBe(item.name);
      expect(name(item.id, 'fi')).not.toBe(item.name);
      expect(description(item.id, 'sv')).not.toBe(item.description);
    }
  });
});

describe('demo item prices', () => {
  it('keep any within the part type’s range and oem and genuine above it, in order', () => {
    const pricesOf = new Map<string, Map<string, number>>();
    for (const p of catalog.item_prices)
      pricesOf.set(p.item_id, (pricesOf.get(p.item_id) ?? new Map()).set(p.brand, p.price));
    catalog.items.forEach((item, index) => {
      const [min, max] = slotOf(index, 0x5eed_1997).combo.part.price;
      const prices = pricesOf.get(item.id) ?? new Map<string, number>();
      const any = prices.get('any') ?? 0;
      expect(any).toBeGreaterThanOrEqual(min);
      expect(any).toBeLessThanOrEqual(max);
      const oem = prices.get('oem');
      const genuine = prices.get('genuine');
      if (oem !== undefined) {
        expect(oem).toBeGreaterThan(any);
        expect(oem).toBeLessThanOrEqual(Math.ceil(max * BRAND_FACTORS.oem[1]) + 10);
      }
      if (genuine !== undefined) {
        expect(genuine).toBeGreaterThan(oem ?? any);
        expect(genuine).toBeLessThanOrEqual(Math.ceil(max * BRAND_FACTORS.genuine[1]) + 10);
      }
    });
  });
});

describe('the item index', () => {
  it('is deterministic, far into the bench catalog too', () => {
    expect(generateItem(77)).toEqual(generateItem(77));
    expect(generateItem(999_999)).toEqual(generateItem(999_999));
  });

  it('gives every family one plain item per part type in round 0', () => {
    const first = Array.from({ length: COMBOS.length }, (_, i) => slotOf(i, 0x5eed_1997));
    expect(new Set(first.map((s) => s.combo.id)).size).toBe(COMBOS.length);
    expect(first.every((s) => s.round === 0)).toBe(true);
    expect(generateItem(0).item.name).toBe(first[0]?.combo.part.names.en);
  });

  it('covers every family and item group in the demo’s items', () => {
    const seen = new Set(
      Array.from({ length: DEMO_ITEM_COUNT }, (_, i) => {
        const { combo } = slotOf(i, 0x5eed_1997);
        return `${combo.family.key}|${combo.group.slug}`;
      }),
    );
    for (const combo of COMBOS) expect(seen).toContain(`${combo.family.key}|${combo.group.slug}`);
  });

  it('names the variants beyond the believable ones by type in all three languages', () => {
    const bundle = generateItem(900_000);
    expect(bundle.item.name).toMatch(/, type \d+$/);
    expect(bundle.texts.map((t) => t.name)).toEqual([
      expect.stringMatching(/, typ \d+$/),
      expect.stringMatching(/, tyyppi \d+$/),
    ]);
  });

  it('uses one picture per part type', () => {
    for (const item of catalog.items) expect(item.image).toMatch(/^\/public\/items\/[a-z-]+\.svg$/);
    expect(new Set(catalog.items.map((i) => i.image)).size).toBeGreaterThan(50);
  });
});
