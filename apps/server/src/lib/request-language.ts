// The language to answer a request in: the web sends its chosen one as Accept-Language; else the
// language cookie or the host decide, as for the page itself.
import type { FastifyRequest } from 'fastify';
import { detectLanguage, isLanguage, LANG_COOKIE } from '@shop/domain';
import type { Language } from '@shop/domain';

/** The first language of Accept-Language the shop speaks ('sv-SE' is sv), else the page's. */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language'];
  if (typeof header === 'string') {
    const tags = header
      .split(',')
      .map((part) => part.split(';')[0]!.trim().toLowerCase().split('-')[0]);
    const first = tags.find((tag) => isLanguage(tag));
    if (first && isLanguage(first)) return first;
  }
  return detectLanguage({ cookie: request.cookies?.[LANG_COOKIE], host: request.hostname });
}
