// Where a login returns to (the `path` query): only a path on this site, never another origin
// (an open redirect would let a phishing link pass through the shop's login).

const SITE = 'https://shop.invalid';

/**
 * `path` when it is a same-site path ('/car/x?y#z'), else null: it must start with one '/', and
 * neither '//' nor '/\' (both mean another host to a browser), nor hold control characters.
 */
export function safeReturnPath(path: string | null | undefined): string | null {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\'))
    return null;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused here
  if (/[\u0000-\u001f\u007f\\]/.test(path)) return null;
  let url: URL;
  try {
    url = new URL(path, SITE);
  } catch {
    return null;
  }
  if (url.origin !== SITE) return null;
  return url.pathname + url.search + url.hash;
}

/** The page to go to after a login: the `path` query when safe, else the home page. */
export function returnPathOr(path: string | null | undefined, fallback = '/'): string {
  return safeReturnPath(path) ?? fallback;
}

/** A link to `page` carrying the `path` to return to, when there is a safe one. */
export function withReturnPath(page: string, path: string | null | undefined): string {
  const safe = safeReturnPath(path);
  return safe ? `${page}?path=${encodeURIComponent(safe)}` : page;
}
