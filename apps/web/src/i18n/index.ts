// i18next set-up: the page's language (and English, the fallback) load before React renders.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@shop/domain';
import type { Language } from '@shop/domain';
import type { Messages } from './bundle';

const loaders: Record<Language, () => Promise<{ default: Messages }>> = {
  en: () => import('./shell.en'),
  sv: () => import('./shell.sv'),
  fi: () => import('./shell.fi'),
};

/** Loads `language` (plus English for missing keys) and starts i18next; resolves when ready. */
export async function initI18n(language: Language): Promise<typeof i18n> {
  const [own, fallback] = await Promise.all([
    loaders[language](),
    language === DEFAULT_LANGUAGE ? null : loaders[DEFAULT_LANGUAGE](),
  ]);
  const resources: Record<string, { translation: Messages }> = {
    // Copies: i18next adds a page's namespace into the object it holds, which must not be the module's.
    [language]: { translation: { ...own.default } },
  };
  if (fallback) resources[DEFAULT_LANGUAGE] = { translation: { ...fallback.default } };
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources,
    interpolation: { escapeValue: false }, // React escapes already
    react: { useSuspense: false },
    returnNull: false,
    showSupportNotice: false,
  });
  document.documentElement.lang = language;
  return i18n;
}

export { i18n };
