// An item's name and description in en, sv and fi: the part type's name with how the variant
// differs, the cars it fits (its family's model names), how it is sold and one note.
import { variantName, type Variant } from './families.js';
import type { Random } from './random.js';
import {
  fill,
  LANGS,
  NOTES,
  PHRASES,
  UNIT_NOTES,
  type Lang,
  type PartType,
} from './vocabulary/index.js';

export interface ItemText {
  name: string;
  description: string;
}

/** 'A', 'A and B', 'A, B and C' in the language. */
export function listOf(names: readonly string[], lang: Lang): string {
  if (names.length <= 1) return names[0] ?? '';
  return fill(PHRASES.and, lang, {
    first: names.slice(0, -1).join(', '),
    last: names[names.length - 1] ?? '',
  });
}

/** Indices into NOTES that suit the variant: always the first three, then one that fits it. */
function noteChoices(variant: Variant): number[] {
  if (variant.kind === 'engine') return [0, 1, 2, 4];
  if (variant.kind === 'years') return [0, 1, 2, 5];
  return [0, 1, 2, 3];
}

export function describeItem(
  rng: Random,
  part: PartType,
  variant: Variant,
): Record<Lang, ItemText> {
  const note = NOTES[rng.pick(noteChoices(variant))];
  const cars = [...new Set(variant.cars.map((car) => car.name))];
  const text = (lang: Lang): ItemText => {
    const sentences = [fill(PHRASES.fits, lang, { cars: listOf(cars, lang) })];
    if (variant.kind === 'engine')
      sentences.push(fill(PHRASES.forEngine, lang, { engine: variant.engine ?? '' }));
    if (variant.kind === 'years')
      sentences.push(fill(PHRASES.forYears, lang, { years: variant.years?.join('–') ?? '' }));
    sentences.push(UNIT_NOTES[part.unit][lang]);
    if (note) sentences.push(note[lang]);
    return { name: variantName(part, variant, lang), description: sentences.join(' ') };
  };
  return Object.fromEntries(LANGS.map((lang) => [lang, text(lang)])) as Record<Lang, ItemText>;
}
