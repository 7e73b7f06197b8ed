// A field error in words. The shared patterns ("{{field}} is too short") read well in English with
// any label; in Swedish and Finnish a few fields read better in a sentence of their own
// ("Telefonnumret är för kort", "Tarkista sähköpostiosoite"), so those have their own texts, whose
// English is the pattern's sentence for that field's label (SPEC §5).
import type { TFunction } from '../../lib/translate';
import { ADDRESS_BOUNDS } from '@shop/domain';
import type { ValidationErrorKey } from '@shop/domain';

type OwnTexts = Partial<Record<ValidationErrorKey | 'minLength' | 'maxLength', string>>;

/** By the field's name (the last segment of its path: 'billingAddress.phone' → 'phone'). */
const OWN: Readonly<Record<string, OwnTexts>> = {
  email: {
    'validation.error.required': 'validation.fields.email.required',
    'validation.error.invalid': 'validation.fields.email.invalid',
    'validation.error.email': 'validation.fields.email.email',
    'validation.error.too_long': 'validation.fields.email.too_long',
    maxLength: 'validation.fields.email.maxLength',
  },
  phone: {
    'validation.error.required': 'validation.fields.phone.required',
    'validation.error.invalid': 'validation.fields.phone.invalid',
    'validation.error.too_short': 'validation.fields.phone.too_short',
    'validation.error.too_long': 'validation.fields.phone.too_long',
    maxLength: 'validation.fields.phone.maxLength',
    minLength: 'validation.fields.phone.minLength',
  },
  postal_code: {
    'validation.error.required': 'validation.fields.postal_code.required',
    'validation.error.invalid': 'validation.fields.postal_code.invalid',
    'validation.error.too_short': 'validation.fields.postal_code.too_short',
    'validation.error.too_long': 'validation.fields.postal_code.too_long',
    maxLength: 'validation.fields.postal_code.maxLength',
  },
};

const fieldOf = (path: string): string => path.slice(path.lastIndexOf('.') + 1);
const ownTexts = (path: string): OwnTexts | undefined => OWN[fieldOf(path)];

/** The most characters an address field takes (the domain's bounds), when `path` names one. */
function addressMax(path: string): number | undefined {
  const field = fieldOf(path);
  return Object.hasOwn(ADDRESS_BOUNDS, field)
    ? ADDRESS_BOUNDS[field as keyof typeof ADDRESS_BOUNDS].max
    : undefined;
}

/**
 * The error `key` of the field at `path`, worded with its `label`; with `min`, a "too short" error
 * tells the fewest characters ("Password is too short: at least 5 characters"), and a "too long"
 * one the most, given or an address field's ("City is too long: at most 50 characters").
 */
export function fieldErrorText(
  t: TFunction,
  key: ValidationErrorKey,
  path: string,
  label: string,
  min?: number,
  max: number | undefined = addressMax(path),
): string {
  const own = ownTexts(path);
  if (key === 'validation.error.too_short' && min !== undefined) {
    return t(own?.minLength ?? 'validation.minLength', { field: label, count: min });
  }
  if (key === 'validation.error.too_long' && max !== undefined) {
    return t(own?.maxLength ?? 'validation.maxLength', { field: label, count: max });
  }
  return t(own?.[key] ?? key, { field: label });
}
