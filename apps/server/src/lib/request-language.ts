// The language to answer a request in: the `lang` cookie (the customer's choice), else
// Accept-Language (the web sends its language there), else the host's domain (SPEC §9), else English.
// Browsers send few distinct Accept-Language and Host values, so each is parsed once and remembered.
import type { FastifyRequest } from 'fastify';
import {
  detectLanguage,
  LANG_COOKIE,
  languageFromAcceptLanguage,
  languageOfCookie,
  pageLanguageOf,
} from '@shop/domain';
import type { Language } from '@shop/domain';
import { TtlCache } from './ttl-cache.js';

/** Distinct header values remembered; longer values than MEMO_KEY_MAX are parsed each time. */
const MEMO_ENTRIES = 256;
const MEMO_KEY_MAX = 200;

/** `parse` of a string, remembered for the last `entries` distinct short values (LRU). */
export function memoByString<T>(parse: (value: string) => T, entries = MEMO_ENTRIES) {
  const cache = new TtlCache<string, { value: T }>(entries, Number.POSITIVE_INFINITY);
  return Object.assign(
    (value: string): T => {
      if (value.length > MEMO_KEY_MAX) return parse(value);
      const hit = cache.get(value);
      if (hit) return hit.value;
      const parsed = parse(value);
      cache.set(value, { value: parsed });
      return parsed;
    },
    { cache },
  );
}

const fromAcceptLanguage = memoByString(languageFromAcceptLanguage);
const fromHost = memoByString((host) => detectLanguage({ host }));

export function requestLanguage(request: FastifyRequest): Language {
  const accept = request.headers['accept-language'];
  return (
    languageOfCookie(request.cookies?.[LANG_COOKIE]) ??
    (typeof accept === 'string' ? fromAcceptLanguage(accept) : null) ??
    fromHost(request.hostname)
  );
}

/**
 * The language of a page: `?lang=` (the hreflang alternates link there), else the cookie, else the
 * host (SPEC §9). Accept-Language is left out, so a shared link reads the same for everyone.
 */
export function pageLanguage(request: FastifyRequest): Language {
  const query = request.query as Record<string, unknown> | undefined;
  return pageLanguageOf({
    query: typeof query?.lang === 'string' ? query.lang : null,
    cookie: request.cookies?.[LANG_COOKIE],
    host: request.hostname,
  });
}
