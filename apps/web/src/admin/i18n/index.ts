// The console's own translator and texts (en, sv, fi): the shop's set-up, apart from its texts.
import { DEFAULT_LANGUAGE } from '@shop/domain';
import type { Language } from '@shop/domain';
import { Translator } from '../../lib/translate';

type Texts = Record<string, unknown>;

const loaders: Record<Language, () => Promise<{ default: Texts }>> = {
  en: () => import('./en.json'),
  sv: () => import('./sv.json'),
  fi: () => import('./fi.json'),
};

/** A translator over loaded texts; ready when it returns (nothing left to load). */
export function consoleI18nWith(
  language: Language,
  texts: Partial<Record<Language, Texts>>,
): Translator {
  return new Translator(language, texts);
}

/** Loads `language` (and English for any missing text), then the instance. */
export async function loadConsoleI18n(language: Language): Promise<Translator> {
  const [own, fallback] = await Promise.all([
    loaders[language](),
    language === DEFAULT_LANGUAGE ? null : loaders[DEFAULT_LANGUAGE](),
  ]);
  const texts: Partial<Record<Language, Texts>> = { [language]: own.default };
  if (fallback) texts[DEFAULT_LANGUAGE] = fallback.default;
  return consoleI18nWith(language, texts);
}
