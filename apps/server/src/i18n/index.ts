// The server's texts (mail, API messages, provider order lines) in en, sv and fi, read through one
// i18next instance. Each mail or answer takes a t() fixed to its own language, so no language is
// ever shared between requests. Layout as in the web: `<area>/<lang>.json` under the key `<area>`.
import i18next from 'i18next';
import type { TFunction } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, languageOr } from '@shop/domain';
import type { Language } from '@shop/domain';
// Imported (not read by path) so tsc copies them into dist beside this module.
import adminEn from './admin/en.json' with { type: 'json' };
import adminFi from './admin/fi.json' with { type: 'json' };
import adminSv from './admin/sv.json' with { type: 'json' };
import checkoutEn from './checkout/en.json' with { type: 'json' };
import checkoutFi from './checkout/fi.json' with { type: 'json' };
import checkoutSv from './checkout/sv.json' with { type: 'json' };
import contactEn from './contact/en.json' with { type: 'json' };
import contactFi from './contact/fi.json' with { type: 'json' };
import contactSv from './contact/sv.json' with { type: 'json' };
import limitsEn from './limits/en.json' with { type: 'json' };
import limitsFi from './limits/fi.json' with { type: 'json' };
import limitsSv from './limits/sv.json' with { type: 'json' };
import ordersEn from './orders/en.json' with { type: 'json' };
import ordersFi from './orders/fi.json' with { type: 'json' };
import ordersSv from './orders/sv.json' with { type: 'json' };
import pagesEn from './pages/en.json' with { type: 'json' };
import pagesFi from './pages/fi.json' with { type: 'json' };
import pagesSv from './pages/sv.json' with { type: 'json' };
import paymentsEn from './payments/en.json' with { type: 'json' };
import paymentsFi from './payments/fi.json' with { type: 'json' };
import paymentsSv from './payments/sv.json' with { type: 'json' };
import swishEn from './swish/en.json' with { type: 'json' };
import swishFi from './swish/fi.json' with { type: 'json' };
import swishSv from './swish/sv.json' with { type: 'json' };
import usersEn from './users/en.json' with { type: 'json' };
import usersFi from './users/fi.json' with { type: 'json' };
import usersSv from './users/sv.json' with { type: 'json' };

/** Each language's messages, one key per area (folder); tools/src/check-i18n reads the same files. */
export const SERVER_MESSAGES: Readonly<Record<Language, Record<string, unknown>>> = {
  en: {
    admin: adminEn,
    checkout: checkoutEn,
    contact: contactEn,
    limits: limitsEn,
    orders: ordersEn,
    pages: pagesEn,
    payments: paymentsEn,
    swish: swishEn,
    users: usersEn,
  },
  sv: {
    admin: adminSv,
    checkout: checkoutSv,
    contact: contactSv,
    limits: limitsSv,
    orders: ordersSv,
    pages: pagesSv,
    payments: paymentsSv,
    swish: swishSv,
    users: usersSv,
  },
  fi: {
    admin: adminFi,
    checkout: checkoutFi,
    contact: contactFi,
    limits: limitsFi,
    orders: ordersFi,
    pages: pagesFi,
    payments: paymentsFi,
    swish: swishFi,
    users: usersFi,
  },
};

const instance = i18next.createInstance();
// Resources are in memory, so initAsync false makes init finish before the first t().
void instance.init({
  resources: Object.fromEntries(
    LANGUAGES.map((language) => [language, { translation: SERVER_MESSAGES[language] }]),
  ),
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  initAsync: false,
  // Mail text is plain; the HTML renderers escape every line themselves, as before.
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
});

export type ServerT = TFunction;

// A fixed t() holds only its language, so one per language serves every request.
const fixed = Object.fromEntries(
  LANGUAGES.map((language) => [language, instance.getFixedT(language)]),
) as Record<Language, ServerT>;

type Template = (values: Record<string, unknown> | undefined) => string;

/** A text with only `{{name}}` placeholders as a function; null when it needs i18next itself. */
function compile(text: unknown): Template | null {
  if (typeof text !== 'string' || text.includes('$t(')) return null;
  const parts = text.split(/\{\{\s*([\w.]+)\s*\}\}/);
  if (parts.length === 1) return () => text;
  return (values) =>
    parts.map((part, i) => (i % 2 === 0 ? part : String(values?.[part] ?? ''))).join('');
}

/**
 * The language's t(), reading plain texts through templates compiled once: a mail's few dozen
 * texts cost microseconds instead of i18next's full lookup each time; the rest goes to i18next.
 */
function fastT(language: Language): ServerT {
  const templates = new Map<string, Template | null>();
  const t = fixed[language];
  const fast = (key: string, values?: Record<string, unknown>): string => {
    let template = templates.get(key);
    if (template === undefined) {
      const own = instance.getResource(language, 'translation', key) as unknown;
      const text = own ?? (instance.getResource(DEFAULT_LANGUAGE, 'translation', key) as unknown);
      template = compile(text);
      templates.set(key, template);
    }
    // i18next reads values from the options or from their `replace`.
    const vars = (values?.replace as Record<string, unknown> | undefined) ?? values;
    return template ? template(vars) : (t(key, values) as string);
  };
  // The same calls as i18next's t() for the keys and values the server passes.
  return fast as unknown as ServerT;
}

const fast = Object.fromEntries(LANGUAGES.map((language) => [language, fastT(language)])) as Record<
  Language,
  ServerT
>;

/** A t() in `language` (anything else reads English, the fallback for missing keys too). */
export function textsIn(language: string | null | undefined): ServerT {
  return fast[languageOr(language)];
}

/** Answers of hasText: i18next's lookup is slow, and the texts never change while the server runs. */
const existing = new Map<string, boolean>();
/** Keys may come from a provider's codes: past this many, answers are no longer kept. */
const EXISTING_MAX = 1000;

/** Whether `key` has a text (in English, whose keys every language has; check:i18n sees to it). */
export function hasText(key: string): boolean {
  let known = existing.get(key);
  if (known === undefined) {
    known = instance.exists(key, { lng: DEFAULT_LANGUAGE });
    if (existing.size < EXISTING_MAX) existing.set(key, known);
  }
  return known;
}
