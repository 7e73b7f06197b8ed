// The console's own i18next instance and texts (en, sv, fi): the shop's set-up, apart from its texts.
import i18next from 'i18next';
import type { i18n as I18n, Resource } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@shop/domain';
import type { Language } from '@shop/domain';

type Texts = Record<string, unknown>;

const loaders: Record<Language, () => Promise<{ default: Texts }>> = {
  en: () => import('./en.json'),
  sv: () => import('./sv.json'),
  fi: () => import('./fi.json'),
};

/** An i18next instance over loaded texts; ready when it returns (nothing left to load). */
export function consoleI18nWith(language: Language, texts: Partial<Record<Language, Texts>>): I18n {
  const resources: Resource = {};
  for (const [lang, translation] of Object.entries(texts)) resources[lang] = { translation };
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources,
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes already
    react: { useSuspense: false },
    returnNull: false,
    showSupportNotice: false,
  });
  return instance;
}

/** Loads `language` (and English for any missing text), then the instance. */
export async function loadConsoleI18n(language: Language): Promise<I18n> {
  const [own, fallback] = await Promise.all([
    loaders[language](),
    language === DEFAULT_LANGUAGE ? null : loaders[DEFAULT_LANGUAGE](),
  ]);
  const texts: Partial<Record<Language, Texts>> = { [language]: own.default };
  if (fallback) texts[DEFAULT_LANGUAGE] = fallback.default;
  return consoleI18nWith(language, texts);
}
