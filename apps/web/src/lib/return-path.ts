// Where a login returns to (the `path` query): only a path on this site, never another origin
// (an open redirect would let a phishing link pass through the shop's login). The rule is the
// domain's sameOriginPath; this file adds the links that carry a path.
import { safeReturnPath, sameOriginPath } from '@shop/domain';

/** The page to go to after a login: the `path` query when safe, else the home page. */
export function returnPathOr(path: string | null | undefined, fallback = '/'): string {
  return safeReturnPath(path, fallback);
}

/** A link to `page` carrying the `path` to return to, when there is a safe one. */
export function withReturnPath(page: string, path: string | null | undefined): string {
  const safe = sameOriginPath(path);
  return safe ? `${page}?path=${encodeURIComponent(safe)}` : page;
}
