// The item form's values and the PATCH they make: each field as typed, compared with the item as
// loaded, so only what changed is sent (prices, watermarks and increments in cents).
import type { AdminItem, AdminItemPatch, Brand, ItemText } from '@shop/domain';
import { MAX_ITEM_PRICE } from '@shop/domain';
import { eurosForInput, parseEuros } from './euros';

export const TEXT_LANGUAGES = ['en', 'sv', 'fi'] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];
const TRANSLATIONS = ['sv', 'fi'] as const;

/** Stock, watermarks and increments stay within what the API takes. */
const MAX_UNITS = 1_000_000;

export interface BrandValues {
  price: string;
  watermark: string;
  increment: string;
}

export interface ItemFormValues {
  stock: string;
  prices: Partial<Record<Brand, BrandValues>>;
  texts: Record<TextLanguage, ItemText>;
  reason: string;
}

/** A field the form cannot send as typed: its name in the form and the text key saying why. */
export interface FieldProblem {
  field: string;
  message: string;
}

export const ERROR_KEYS = {
  stock: 'items.edit.errors.stock',
  price: 'items.edit.errors.price',
  units: 'items.edit.errors.units',
  name: 'items.edit.errors.name',
  translationName: 'items.edit.errors.translationName',
} as const;

const unitsForInput = (cents: number | null, language: string) =>
  cents === null ? '' : eurosForInput(cents, language);

export function valuesOf(item: AdminItem, language: string): ItemFormValues {
  const prices: Partial<Record<Brand, BrandValues>> = {};
  for (const entry of item.prices)
    prices[entry.brand] = {
      price: eurosForInput(entry.price, language),
      watermark: unitsForInput(entry.watermark, language),
      increment: unitsForInput(entry.increment, language),
    };
  const text = (value: ItemText | null): ItemText => value ?? { name: '', description: '' };
  return {
    stock: String(item.stock.quantity),
    prices,
    texts: { en: text(item.texts.en), sv: text(item.texts.sv), fi: text(item.texts.fi) },
    reason: '',
  };
}

/** Field names, as the form's inputs carry them and problems name them. */
export const fieldName = {
  price: (brand: Brand, key: keyof BrandValues) => `prices.${brand}.${key}`,
  text: (language: TextLanguage, key: keyof ItemText) => `texts.${language}.${key}`,
};

type TextPatch = { name?: string; description?: string };

/** What the texts of one language change: nothing (undefined), a removal (null) or new fields. */
function textPatch(
  language: TextLanguage,
  typed: ItemText,
  current: ItemText | null,
  problems: FieldProblem[],
): TextPatch | null | undefined {
  const name = typed.name.trim();
  const description = typed.description.trim();
  if (!name) {
    // An emptied translation is removed; English and a half-filled translation need a name.
    if (language !== 'en' && !description) return current === null ? undefined : null;
    problems.push({
      field: fieldName.text(language, 'name'),
      message: language === 'en' ? ERROR_KEYS.name : ERROR_KEYS.translationName,
    });
    return undefined;
  }
  // A new translation is saved as the form shows it, not completed from the English text.
  if (current === null) return { name, description };
  const patch: TextPatch = {};
  if (name !== current.name) patch.name = name;
  if (description !== current.description.trim()) patch.description = description;
  return Object.keys(patch).length ? patch : undefined;
}

/** The edit the form's values make to `item`, or the fields that stand in the way. */
export function patchOf(
  item: AdminItem,
  values: ItemFormValues,
  isAdmin: boolean,
): { patch: AdminItemPatch; problems: FieldProblem[] } {
  const patch: AdminItemPatch = {};
  const problems: FieldProblem[] = [];
  const stockText = values.stock.trim();
  const stock = /^\d{1,7}$/.test(stockText) ? Number(stockText) : NaN;
  if (!(stock <= MAX_UNITS)) problems.push({ field: 'stock', message: ERROR_KEYS.stock });
  else if (stock !== item.stock.quantity) patch.stock = stock;

  if (isAdmin) {
    for (const current of item.prices) {
      const typed = values.prices[current.brand];
      if (!typed) continue;
      const fields: NonNullable<AdminItemPatch['prices']>[Brand] = {};
      const price = parseEuros(typed.price);
      if (price === null || price < 1 || price > MAX_ITEM_PRICE)
        problems.push({
          field: fieldName.price(current.brand, 'price'),
          message: ERROR_KEYS.price,
        });
      else if (price !== current.price) fields.price = price;
      for (const key of ['watermark', 'increment'] as const) {
        // Empty means none.
        const units = typed[key].trim() ? parseEuros(typed[key]) : null;
        if (typed[key].trim() && (units === null || units > MAX_UNITS))
          problems.push({ field: fieldName.price(current.brand, key), message: ERROR_KEYS.units });
        else if (units !== current[key]) fields[key] = units;
      }
      if (Object.keys(fields).length) (patch.prices ??= {})[current.brand] = fields;
    }
    const en = textPatch('en', values.texts.en, item.texts.en, problems);
    if (en) (patch.texts ??= {}).en = en;
    for (const language of TRANSLATIONS) {
      const text = textPatch(language, values.texts[language], item.texts[language], problems);
      if (text !== undefined) (patch.texts ??= {})[language] = text;
    }
  }
  // A reason alone changes nothing: it goes only with a change.
  if (Object.keys(patch).length && values.reason.trim()) patch.reason = values.reason.trim();
  return { patch, problems };
}
