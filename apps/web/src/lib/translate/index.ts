export { Translator, pageTranslator } from './translator';
export type { Messages, TFunction } from './translator';
export { TranslatorProvider, useTranslation } from './use-translation';
