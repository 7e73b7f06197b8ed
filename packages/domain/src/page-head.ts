// What the server's rendered head and the web app's document agree on: the shop's name in every
// page title, and JSON that is safe inside a <script> element.

export const SHOP_NAME = 'Nordic Parts';

/** The document title of a page: "<page> | Nordic Parts", or the shop's name alone. */
export function pageTitle(page?: string | null): string {
  return page ? `${page} | ${SHOP_NAME}` : SHOP_NAME;
}

/**
 * JSON for a <script> element: <, > and & become \u escapes, so no "</script>" or "<!--" can end or
 * change it; U+2028 and U+2029 are escaped for old parsers that treat them as line ends. Still JSON.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
