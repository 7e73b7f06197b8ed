// Language choice (SPEC §9): cookie first, then the site's domain; dates per language.
import { shopCalendarDate } from './calendar.js';
import { zeroPad } from './format.js';
import { hostLabels } from './host.js';

export const LANGUAGES = ['en', 'sv', 'fi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** The language the shop's own staff read (a Swedish company): its copies of customers' mails. */
export const SHOP_LANGUAGE: Language = 'sv';
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  sv: 'Svenska',
  fi: 'Suomi',
};

export const LANG_COOKIE = 'lang';
export const LANG_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function isLanguage(v: unknown): v is Language {
  return typeof v === 'string' && (LANGUAGES as readonly string[]).includes(v);
}

/**
 * The language a `lang` cookie (or any stored or sent value) names, any case, spaces trimmed ('se'
 * is taken as 'sv'); null when it names none.
 */
export function languageOfCookie(cookie: unknown): Language | null {
  const chosen = typeof cookie === 'string' ? cookie.trim().toLowerCase() : '';
  if (isLanguage(chosen)) return chosen;
  return chosen === 'se' ? 'sv' : null;
}

/**
 * The language `value` names (as languageOfCookie reads it), else `fallback`: English unless given.
 * The one fallback for a stored, sent or missing language (orders, mails, accounts, messages).
 */
export function languageOr(value: unknown, fallback: Language = DEFAULT_LANGUAGE): Language {
  return languageOfCookie(value) ?? fallback;
}

/**
 * The cookie's language when it names one ('se' is taken as 'sv'); otherwise by the host's domain
 * labels (after the first): se/nu -> sv, eu/fi -> fi, else en. Labels, not substrings, so
 * "my.services.com" is not Swedish.
 */
export function detectLanguage({
  cookie,
  host,
}: {
  cookie?: string | null;
  host?: string | null;
}): Language {
  const chosen = languageOfCookie(cookie);
  if (chosen !== null) return chosen;
  const domains = hostLabels(host).slice(1);
  if (domains.some((l) => l === 'se' || l === 'nu')) return 'sv';
  if (domains.some((l) => l === 'eu' || l === 'fi')) return 'fi';
  return DEFAULT_LANGUAGE;
}

/**
 * A page's language: `?lang=` (where hreflang alternates point), else the cookie, else the host.
 * The server renders the page's head in it and the web app starts in it.
 */
export function pageLanguageOf(page: {
  query?: string | null;
  cookie?: string | null;
  host?: string | null;
}): Language {
  return languageOfCookie(page.query) ?? detectLanguage({ cookie: page.cookie, host: page.host });
}

/** The Stockholm calendar date: fi "DD.MM.YYYY", sv and en "YYYY-MM-DD". */
export function formatDate(date: Date | string | number, lang: Language): string {
  const { year, month, day } = shopCalendarDate(date);
  const yyyy = zeroPad(year, 4);
  const mm = zeroPad(month, 2);
  const dd = zeroPad(day, 2);
  return lang === 'fi' ? `${dd}.${mm}.${yyyy}` : `${yyyy}-${mm}-${dd}`;
}
