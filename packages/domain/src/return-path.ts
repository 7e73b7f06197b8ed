// Where the shop may send a visitor back to (the login's `path` query): a path on this site only,
// however it is spelt, so the shop's login never forwards a phishing link to another origin.

/** A stand-in origin: a path that resolves elsewhere against it would leave the site. */
const SITE = 'https://shop.invalid';
/** Longer than any page of the shop with its query. */
const MAX_LENGTH = 2000;
/** Decoding rounds tried: a path still changing after these is refused. */
const MAX_DECODINGS = 4;

// Backslashes (browsers read them as slashes), whitespace, controls (the URL parser drops tabs and
// newlines, so '/\t/host' is '//host'), and invisible format characters.
const RAW_REFUSED = /[\\\s\p{Cc}\p{Cf}]/u;
// In a decoded form: what would turn into a slash or vanish if something decoded it later.
const DECODED_REFUSED = /[\\\p{Cc}\p{Cf}]/u;

/** `text` resolved as a path of this site ('/a?b#c'), or null when it leaves the site. */
function resolvedPath(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text, SITE);
  } catch {
    return null;
  }
  if (url.origin !== SITE) return null;
  // '/.//host' resolves to the path '//host', which a browser reads as another host.
  if (url.pathname.startsWith('//')) return null;
  return url.pathname + url.search + url.hash;
}

/** `text` percent-decoded once, or null when it holds a malformed escape (the browser keeps those). */
function decodedOnce(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * `raw` as a path of this site ('/car/x?y#z', normalised by the URL parser), or null for anything
 * else: no leading '/', '//' or '/\' in any spelling ('/.//x', '/%2F%2Fx', double encoding), a
 * backslash, whitespace or control character, a scheme ('javascript:') or an absolute URL.
 */
export function sameOriginPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > MAX_LENGTH) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || RAW_REFUSED.test(raw)) return null;
  const path = resolvedPath(raw);
  if (path === null) return null;
  // What a later decoding would make of it must stay on the site too.
  let text = raw;
  for (let round = 0; round < MAX_DECODINGS; round += 1) {
    const decoded = decodedOnce(text);
    if (decoded === null || decoded === text) return path;
    if (DECODED_REFUSED.test(decoded) || decoded.startsWith('//')) return null;
    if (resolvedPath(decoded) === null) return null;
    text = decoded;
  }
  return decodedOnce(text) === text ? path : null;
}

/** The path to return to after a login: `raw` when it is a path of this site, else `fallback`. */
export function safeReturnPath(raw: unknown, fallback = '/'): string {
  return sameOriginPath(raw) ?? fallback;
}
