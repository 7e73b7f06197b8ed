// The language to answer a request in: the `lang` cookie (the customer's choice), else
// Accept-Language (the web sends its language there), else the host's domain (SPEC §9), else English.
import type { FastifyRequest } from 'fastify';
import {
  detectLanguage,
  LANG_COOKIE,
  languageFromAcceptLanguage,
  languageOfCookie,
  pageLanguageOf,
} from '@shop/domain';
import type { Language } from '@shop/domain';

export function requestLanguage(request: FastifyRequest): Language {
  return (
    languageOfCookie(request.cookies?.[LANG_COOKIE]) ??
    languageFromAcceptLanguage(request.headers['accept-language']) ??
    detectLanguage({ host: request.hostname })
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
