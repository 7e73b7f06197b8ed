// The translator a component reads: the nearest provider's, else the page's own.
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { pageTranslator } from './translator';
import type { TFunction, Translator } from './translator';

const TranslatorContext = createContext<Translator>(pageTranslator);

/** Gives the tree below a translator of its own (a server render's language, the console's texts). */
export function TranslatorProvider({
  translator,
  children,
}: {
  translator: Translator;
  children: ReactNode;
}) {
  return <TranslatorContext value={translator}>{children}</TranslatorContext>;
}

/** `t` for texts and `i18n` for the language, as react-i18next's hook names them. */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  const translator = useContext(TranslatorContext);
  return { t: translator.t, i18n: translator };
}
