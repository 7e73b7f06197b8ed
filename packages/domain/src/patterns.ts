// Shapes of ids and slugs as plain patterns, so code that must stay light (the web's first load) can
// check them without zod; the zod schemas build on the same patterns.
export const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;
export const ITEM_ID_PATTERN = /^[0-9a-f]{24}$/;
export const ILLUSTRATION_PATTERN = /^[A-Za-z0-9-]{1,40}$/;

export const isSlug = (value: unknown): value is string =>
  typeof value === 'string' && SLUG_PATTERN.test(value);
export const isItemIdText = (value: unknown): value is string =>
  typeof value === 'string' && ITEM_ID_PATTERN.test(value);
