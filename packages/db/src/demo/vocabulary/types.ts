// Shapes of the demo catalog's vocabulary: part types and groups, each text in en, sv and fi.
import type { PartPicture } from '../../svg/part-pictures.js';

export type { PartPicture };
export const LANGS = ['en', 'sv', 'fi'] as const;
export type Lang = (typeof LANGS)[number];
/** The languages stored as translation rows (items and diagrams keep English in their own row). */
export const TRANSLATED = ['sv', 'fi'] as const;
export type TranslatedLang = (typeof TRANSLATED)[number];
export type Texts = Record<Lang, string>;

/** Car families of the demo (car.data.ts `family`); a part type fits a whole family or most of it. */
export type Family = 'pv' | 'p1800' | '140' | '164' | '240' | '260' | '700' | '900' | 'p2';
export const EARLY: readonly Family[] = ['pv', 'p1800', '140', '164'];
export const LATE: readonly Family[] = ['240', '260', '700', '900'];
export const MODERN: readonly Family[] = ['p2'];
export const CLASSIC: readonly Family[] = [...EARLY, ...LATE];

/** How a part is sold; the description says so. */
export type Unit = 'piece' | 'pair' | 'set' | 'axle' | 'metre';
/** What later variants of a part type differ by: the engine, or the years of manufacture. */
export type Varies = 'engine' | 'years';

export interface PartType {
  key: string;
  picture: PartPicture;
  names: Texts;
  /** Euro cents incl. 25 % VAT of the 'any' brand. */
  price: [number, number];
  /** Grams. */
  weight: [number, number];
  unit: Unit;
  varies: Varies;
  /** The families it is made for (all when unset). */
  families?: readonly Family[];
  /** Only these cars of a family (e.g. the Duett's leaf spring). */
  cars?: readonly string[];
  /** Never these cars (e.g. coil springs on the leaf-sprung Duett). */
  exceptCars?: readonly string[];
}

/** A diagram title, drawn only for the families named (all when unset). */
export type DiagramTitle = Texts & { families?: readonly Family[] };

export interface GroupVocabulary {
  slug: string;
  names: Texts;
  /** Diagram titles; their count is part of the diagrams' random stream, so keep it. */
  diagrams: readonly DiagramTitle[];
  parts: readonly PartType[];
}

export interface PartOptions {
  unit?: Unit;
  varies?: Varies;
  families?: readonly Family[];
  cars?: readonly string[];
  exceptCars?: readonly string[];
}

/** A compact way to write one part type: [en, sv, fi], price and weight ranges, options. */
export function part(
  key: string,
  picture: PartPicture,
  [en, sv, fi]: [string, string, string],
  price: [number, number],
  weight: [number, number],
  options: PartOptions = {},
  varies: Varies = 'years',
): PartType {
  return {
    key,
    picture,
    names: { en, sv, fi },
    price,
    weight,
    unit: options.unit ?? 'piece',
    varies: options.varies ?? varies,
    ...(options.families ? { families: options.families } : {}),
    ...(options.cars ? { cars: options.cars } : {}),
    ...(options.exceptCars ? { exceptCars: options.exceptCars } : {}),
  };
}

export const texts = ([en, sv, fi]: [string, string, string]): Texts => ({ en, sv, fi });

/** A diagram title for some families only (a carburettor drawing is no use for an S60). */
export const title = (
  names: [string, string, string],
  families: readonly Family[],
): DiagramTitle => ({ ...texts(names), families });
