// The console's language, chosen as the shop chooses it: ?lang=, then the `lang` cookie, then the host.
import { LANG_COOKIE, pageLanguageOf } from '@shop/domain';
import type { Language } from '@shop/domain';
import { readCookie } from '../../lib/http';

export function consoleLanguage(): Language {
  return pageLanguageOf({
    query: new URLSearchParams(window.location.search).get(LANG_COOKIE),
    cookie: readCookie(LANG_COOKIE),
    host: window.location.host,
  });
}
