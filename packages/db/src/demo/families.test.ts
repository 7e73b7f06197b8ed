import { describe, expect, it } from 'vitest';
import {
  carsFor,
  DEMO_FAMILIES,
  engineBase,
  realVariants,
  variantName,
  variantOf,
} from './families.js';
import { GROUP_BY_SLUG, type PartType } from './vocabulary/index.js';

const partOf = (group: string, key: string): PartType => {
  const found = GROUP_BY_SLUG.get(group)?.parts.find((p) => p.key === key);
  if (!found) throw new Error(`no ${group}/${key}`);
  return found;
};
const pv = DEMO_FAMILIES.find((f) => f.key === 'pv')!;
const slugs = (cars: readonly { slug: string }[]) => cars.map((c) => c.slug);

describe('families and variants', () => {
  it('reads engine base codes', () => {
    expect(['B18A', 'B230FT', 'D24TIC', 'B5244S'].map(engineBase)).toEqual([
      'B18',
      'B230',
      'D24',
      'B5244',
    ]);
  });

  it('fits a part to the family’s cars it is made for', () => {
    expect(slugs(carsFor(pv, partOf('rear-suspension', 'leaf-spring')))).toEqual(['volvo-duett']);
    expect(slugs(carsFor(pv, partOf('rear-suspension', 'coil-spring-rear')))).toEqual([
      'volvo-pv544',
      'volvo-amazon',
    ]);
    expect(carsFor(pv, partOf('exhaust', 'catalytic-converter'))).toEqual([]);
  });

  it('makes engine variants of engine parts and year variants of the rest, each named', () => {
    const pump = partOf('cooling', 'water-pump');
    const engines = realVariants(pv.cars, pump);
    expect(engines.map((v) => v.engine)).toEqual(['B16', 'B18', 'B20']);
    expect(slugs(engines[2]!.cars)).toEqual(['volvo-amazon']);
    expect(variantName(pump, engines[1]!, 'en')).toBe('Water pump, B18');
    expect(variantName(pump, engines[1]!, 'sv')).toBe('Vattenpump, B18');
    expect(variantName(pump, engines[1]!, 'fi')).toBe('Vesipumppu, B18');
    const disc = partOf('brakes', 'brake-disc-front');
    const years = realVariants(pv.cars, disc);
    expect(years.map((v) => v.years)).toEqual([
      [1956, 1963],
      [1964, 1970],
    ]);
    expect(variantName(disc, years[0]!, 'sv')).toBe('Bromsskiva, fram, 1956–1963');
    expect(variantOf(pv.cars, disc, 0).kind).toBe('plain');
    expect(variantName(disc, variantOf(pv.cars, disc, 3), 'fi')).toBe('Jarrulevy, etu, tyyppi 2');
  });
});
