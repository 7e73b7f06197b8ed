// Shapes of ids and slugs as plain patterns, so code that must stay light (the web's first load) can
// check them without zod; the zod schemas build on the same patterns.
export const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;
export const ITEM_ID_PATTERN = /^[0-9a-f]{24}$/;
export const ILLUSTRATION_PATTERN = /^[A-Za-z0-9-]{1,40}$/;
/** A path segment of digits only: a page or a legacy id ("1e3", "-1" and "01x" are not). */
export const DIGITS_PATTERN = /^[0-9]+$/;

export const isSlug = (value: unknown): value is string =>
  typeof value === 'string' && SLUG_PATTERN.test(value);
export const isItemIdText = (value: unknown): value is string =>
  typeof value === 'string' && ITEM_ID_PATTERN.test(value);
export const isIllustration = (value: unknown): value is string =>
  typeof value === 'string' && ILLUSTRATION_PATTERN.test(value);

/** A path segment of digits only, as a number (else null): a legacy item id. */
export function digitsNumber(value: unknown): number | null {
  return typeof value === 'string' && DIGITS_PATTERN.test(value) ? Number(value) : null;
}

/** A page number in a path: digits only, 1..`max`; null otherwise. */
export function pageNumber(value: unknown, max: number): number | null {
  const page = digitsNumber(value);
  return page !== null && page >= 1 && page <= max ? page : null;
}
