// One translator per language for server renders: made once, read by every request in it.
import { LANGUAGES } from '@shop/domain';
import type { Language } from '@shop/domain';
import en from '../i18n/messages.en';
import fi from '../i18n/messages.fi';
import sv from '../i18n/messages.sv';
import { Translator } from '../lib/translate';

const MESSAGES = { en, sv, fi } as const;
const translators = new Map<Language, Translator>();

/** The ready translator for `language`, with English behind it as in the browser. */
export function i18nFor(language: Language): Translator {
  let translator = translators.get(language);
  if (!translator) {
    translator = new Translator(
      language,
      Object.fromEntries(LANGUAGES.map((lang) => [lang, MESSAGES[lang]])),
    );
    translators.set(language, translator);
  }
  return translator;
}
