// The bulk edit form's values and the request they make: a selection (at least one condition), a
// change by a percentage or an amount in euros, up or down, and a rounding rule.
import { MAX_ITEM_PRICE, SLUG_PATTERN, parseDecimal } from '@shop/domain';
import type { Brand, BulkPriceRequest, PriceRounding } from '@shop/domain';
import { parseEuros } from '../items/euros';

export interface BulkFormValues {
  q: string;
  group: string;
  car: string;
  /** Empty: every brand. */
  brand: Brand | '';
  type: 'percent' | 'amount';
  direction: 'up' | 'down';
  size: string;
  rounding: PriceRounding;
}

export const EMPTY_BULK_FORM: BulkFormValues = {
  q: '',
  group: '',
  car: '',
  brand: '',
  type: 'percent',
  direction: 'up',
  size: '',
  rounding: 'none',
};

export const ROUNDING_LABELS: Readonly<Record<PriceRounding, string>> = {
  none: 'prices.rounding.none',
  whole: 'prices.rounding.whole',
  end90: 'prices.rounding.end90',
  end95: 'prices.rounding.end95',
  end99: 'prices.rounding.end99',
};

export const BULK_ERRORS = {
  selection: 'prices.errors.selection',
  slug: 'prices.errors.slug',
  percent: 'prices.errors.percent',
  amount: 'prices.errors.amount',
} as const;

export interface BulkProblem {
  field: keyof BulkFormValues;
  message: string;
}

/** The request of the form's values, or what stands in the way of one. */
export function requestOf(values: BulkFormValues): {
  request: BulkPriceRequest | null;
  problems: BulkProblem[];
} {
  const problems: BulkProblem[] = [];
  const selection: BulkPriceRequest['selection'] = {};
  const q = values.q.trim();
  if (q) selection.q = q;
  for (const field of ['group', 'car'] as const) {
    const slug = values[field].trim().toLowerCase();
    if (!slug) continue;
    if (SLUG_PATTERN.test(slug)) selection[field] = slug;
    else problems.push({ field, message: BULK_ERRORS.slug });
  }
  if (values.brand) selection.brand = values.brand;
  if (Object.keys(selection).length === 0 && problems.length === 0)
    problems.push({ field: 'q', message: BULK_ERRORS.selection });

  let adjustment: BulkPriceRequest['adjustment'] | null = null;
  if (values.type === 'percent') {
    const percent = parseDecimal(values.size);
    if (percent === null || percent <= 0 || percent > 1000)
      problems.push({ field: 'size', message: BULK_ERRORS.percent });
    else adjustment = { type: 'percent', direction: values.direction, percent };
  } else {
    const amount = parseEuros(values.size);
    if (amount === null || amount < 1 || amount > MAX_ITEM_PRICE)
      problems.push({ field: 'size', message: BULK_ERRORS.amount });
    else adjustment = { type: 'amount', direction: values.direction, amount };
  }
  if (problems.length || !adjustment) return { request: null, problems };
  return { request: { selection, adjustment, rounding: values.rounding }, problems };
}

/** The audit log filtered to one bulk edit: its apply and, once undone, its undo. */
export const auditLinkOf = (token: string) =>
  `/audit?${new URLSearchParams({ subjectType: 'item', subjectId: `bulk-price:${token}` })}`;
