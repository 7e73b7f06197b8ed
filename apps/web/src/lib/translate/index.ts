export { Translator, pageTranslator } from './translator';
export type { Messages, TFunction, TOptions } from './translator';
export { TranslatorProvider, useTranslation } from './use-translation';
