// Every request knows the language it is answered in (request.language), and every API answer
// says which one it is and what chose it, so no cache hands a Swede the Finnish catalog.
import type { Language } from '@shop/domain';
import fp from 'fastify-plugin';
import { requestLanguage } from '../lib/request-language.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of the answer: lang cookie, else Accept-Language, else the host, else en. */
    language: Language;
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

export default fp(
  async (app) => {
    app.decorateRequest('language', 'en');
    app.addHook('onRequest', async (request) => {
      request.language = requestLanguage(request);
    });
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.url.startsWith('/api/')) {
        reply.header('content-language', request.language);
        reply.header('vary', withVary(reply.getHeader('vary'), VARY));
      }
      return payload;
    });
  },
  { name: 'language' },
);
