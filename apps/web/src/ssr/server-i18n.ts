// One i18next instance per language for server renders: made once, read by every request in it.
import i18next from 'i18next';
import type { i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@shop/domain';
import type { Language } from '@shop/domain';
import en from '../i18n/messages.en';
import fi from '../i18n/messages.fi';
import sv from '../i18n/messages.sv';

const MESSAGES = { en, sv, fi } as const;
const instances = new Map<Language, i18n>();

/** The ready instance for `language`, with English behind it as in the browser. */
export function i18nFor(language: Language): i18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.use(initReactI18next).init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      resources: Object.fromEntries(
        LANGUAGES.map((lang) => [lang, { translation: MESSAGES[lang] }]),
      ),
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      returnNull: false,
      showSupportNotice: false,
      initAsync: false,
    });
    instances.set(language, instance);
  }
  return instance;
}
