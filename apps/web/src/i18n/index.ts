// The shop's strings: the page's language (and English, the fallback) load before React renders.
import { DEFAULT_LANGUAGE } from '@shop/domain';
import type { Language } from '@shop/domain';
import { pageTranslator } from '../lib/translate';
import type { Messages, Translator } from '../lib/translate';

const loaders: Record<Language, () => Promise<{ default: Messages }>> = {
  en: () => import('./shell.en'),
  sv: () => import('./shell.sv'),
  fi: () => import('./shell.fi'),
};

/** Loads `language` (plus English for missing keys) into the page's translator. */
export async function initI18n(language: Language): Promise<Translator> {
  const [own, fallback] = await Promise.all([
    loaders[language](),
    language === DEFAULT_LANGUAGE ? null : loaders[DEFAULT_LANGUAGE](),
  ]);
  const messages: Partial<Record<Language, Messages>> = { [language]: own.default };
  if (fallback) messages[DEFAULT_LANGUAGE] = fallback.default;
  pageTranslator.load(language, messages);
  document.documentElement.lang = language;
  return pageTranslator;
}

export { pageTranslator as i18n };
