// Car families and what later variants of a part type differ by (engine or years), so an item's
// name says how it differs from its siblings and its fits are the cars it really fits.
import { DEMO_CARS, type DemoCar } from './car.data.js';
import { fill, PHRASES, type Family, type Lang, type PartType } from './vocabulary/index.js';

export interface DemoFamily {
  key: Family;
  cars: readonly DemoCar[];
}

/** Families in the order of their first car. */
export const DEMO_FAMILIES: readonly DemoFamily[] = [
  ...new Set(DEMO_CARS.map((car) => car.family as Family)),
].map((key) => ({ key, cars: DEMO_CARS.filter((car) => car.family === key) }));

/** The engine's base code, e.g. B18A → B18, B230FT → B230, D24TIC → D24. */
export const engineBase = (engine: string): string => /^[A-Z]\d+/.exec(engine)?.[0] ?? engine;

/** A car's years from its label ('240 1975-1993' → [1975, 1993]). */
export function carYears(car: DemoCar): [number, number] {
  const match = /(\d{4})-(\d{4})$/.exec(car.label);
  return match ? [Number(match[1]), Number(match[2])] : [1950, 2020];
}

export type VariantKind = 'plain' | 'engine' | 'years' | 'type';

export interface Variant {
  kind: VariantKind;
  cars: readonly DemoCar[];
  /** The engine base code of an engine variant. */
  engine?: string;
  years?: [number, number];
  /** The type number of a plain variant marker (2, 3, …). */
  n?: number;
}

/** The family's cars a part type is made for (none: the part is not for this family). */
export function carsFor(family: DemoFamily, part: PartType): DemoCar[] {
  if (part.families && !part.families.includes(family.key)) return [];
  return family.cars.filter(
    (car) => (!part.cars || part.cars.includes(car.slug)) && !part.exceptCars?.includes(car.slug),
  );
}

/** The believable variants after the plain one: one per engine, else two periods of years. */
export function realVariants(cars: readonly DemoCar[], part: PartType): Variant[] {
  if (part.varies === 'engine') {
    const bases = [...new Set(cars.flatMap((car) => car.engines.map(engineBase)))];
    if (bases.length >= 2)
      return bases.map((engine) => ({
        kind: 'engine',
        engine,
        cars: cars.filter((car) => car.engines.some((e) => engineBase(e) === engine)),
      }));
  }
  const from = Math.min(...cars.map((car) => carYears(car)[0]));
  const to = Math.max(...cars.map((car) => carYears(car)[1]));
  if (to - from < 5) return [];
  const middle = Math.floor((from + to) / 2);
  return (
    [
      [from, middle],
      [middle + 1, to],
    ] as [number, number][]
  ).map((years) => ({
    kind: 'years',
    years,
    cars: cars.filter((car) => carYears(car)[0] <= years[1] && carYears(car)[1] >= years[0]),
  }));
}

/** Round 0 is the plain part; then the real variants; then numbered types (the bench catalog). */
export function variantOf(cars: readonly DemoCar[], part: PartType, round: number): Variant {
  if (round === 0) return { kind: 'plain', cars };
  const real = realVariants(cars, part);
  return real[round - 1] ?? { kind: 'type', cars, n: round - real.length + 1 };
}

/** The item's name in one language: the part type's name and how this variant differs. */
export function variantName(part: PartType, variant: Variant, lang: Lang): string {
  const name = part.names[lang];
  switch (variant.kind) {
    case 'plain':
      return name;
    case 'engine':
      return `${name}, ${variant.engine ?? ''}`;
    case 'years':
      return `${name}, ${variant.years?.[0] ?? ''}–${variant.years?.[1] ?? ''}`;
    case 'type':
      return `${name}, ${fill(PHRASES.variant, lang, { n: variant.n ?? 2 })}`;
  }
}
