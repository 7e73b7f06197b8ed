// Every request knows the language it is answered in (request.language), and every API answer
// says which one it is and what chose it, so no cache hands a Swede the Finnish catalog.
import type { Language } from '@shop/domain';
import fp from 'fastify-plugin';
import { requestLanguage } from '../lib/request-language.js';
import { TtlCache } from '../lib/ttl-cache.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of the answer: lang cookie, else Accept-Language, else the host, else en. */
    readonly language: Language;
  }
}

/** What the language is chosen from (see requestLanguage). */
const VARY = ['Accept-Language', 'Cookie'];

/** The header's field names plus ours, each once (a Vary of '*' already covers everything). */
export function withVary(current: unknown, names: readonly string[]): string {
  const listed = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (listed.includes('*')) return '*';
  const seen = new Set(listed.map((name) => name.toLowerCase()));
  return [...listed, ...names.filter((name) => !seen.has(name.toLowerCase()))].join(', ');
}

/** Routes set few distinct Vary values (none, accept-encoding): each merge is made once. */
const VARY_MEMO_ENTRIES = 32;
const ALONE = withVary(undefined, VARY);

/** Where the language found for a request is kept, so it is worked out once and only if asked. */
const LANGUAGE = Symbol('language');
type WithLanguage = { [LANGUAGE]: Language | null };

export default fp(
  async (app) => {
    app.decorateRequest(LANGUAGE, null);
    app.decorateRequest('language', {
      getter(): Language {
        const request = this as typeof this & WithLanguage;
        return (request[LANGUAGE] ??= requestLanguage(this));
      },
    });
    const merged = new TtlCache<string, string>(VARY_MEMO_ENTRIES, Number.POSITIVE_INFINITY);
    const varyWith = (current: unknown): string => {
      if (current === undefined) return ALONE;
      if (typeof current !== 'string') return withVary(current, VARY);
      let value = merged.get(current);
      if (value === undefined) merged.set(current, (value = withVary(current, VARY)));
      return value;
    };
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.url.startsWith('/api/')) {
        reply.header('content-language', request.language);
        reply.header('vary', varyWith(reply.getHeader('vary')));
      }
      done(null, payload);
    });
  },
  { name: 'language' },
);
