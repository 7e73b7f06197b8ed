// The page's translator: reads i18next-shaped messages (nested keys, {{name}} placeholders, _zero /
// _one / _other plurals) in the browser and the server render. The shop needs only this much of
// i18next, which would add 15 KB to every first load and start ICU for its plural rules.
import { DEFAULT_LANGUAGE } from '@shop/domain';
import type { Language } from '@shop/domain';
import { pluralCategory } from './plural';

export type Messages = Record<string, unknown>;

export interface TOptions {
  /** Picks the plural form (`key_zero` for 0 when there is one, else `key_one` / `key_other`). */
  readonly count?: number;
  /** The text when no language has the key. */
  readonly defaultValue?: string;
  readonly [placeholder: string]: unknown;
}

export type TFunction = (key: string, options?: TOptions) => string;

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

export class Translator {
  language: Language;
  /** False until messages are loaded: nothing has told the page its language yet. */
  loaded = false;
  private readonly messages = new Map<Language, Messages>();
  /** Bound once, so a component's `t` is the same function on every render. */
  readonly t: TFunction = (key, options) => this.translate(key, options);

  constructor(
    language: Language = DEFAULT_LANGUAGE,
    messages: Partial<Record<Language, Messages>> = {},
  ) {
    this.language = language;
    this.load(language, messages);
  }

  /** Takes `language` and its messages (and the fallback's), replacing what was held. */
  load(language: Language, messages: Partial<Record<Language, Messages>>): void {
    this.language = language;
    this.messages.clear();
    for (const [lang, own] of Object.entries(messages) as [Language, Messages][]) {
      this.messages.set(lang, { ...own });
    }
    this.loaded = this.messages.size > 0;
  }

  /** Adds top-level namespaces (a page's own strings) to `language`'s messages. */
  addMessages(language: Language, namespaces: Messages): void {
    this.messages.set(language, { ...this.messages.get(language), ...namespaces });
  }

  /** `language`'s messages as held (for tests and checks). */
  messagesOf(language: Language): Messages | undefined {
    return this.messages.get(language);
  }

  /** Reads in another language from now on; its messages must be loaded already. */
  changeLanguage(language: Language): void {
    this.language = language;
  }

  /** Whether the page's language or the fallback has a text for `key`. */
  exists(key: string): boolean {
    return this.lookup(key) !== undefined;
  }

  private translate(key: string, options?: TOptions): string {
    const text = this.lookup(key, options?.count) ?? options?.defaultValue ?? key;
    if (!options || !text.includes('{{')) return text;
    return text.replace(PLACEHOLDER, (whole, name: string) =>
      options[name] === undefined ? whole : String(options[name]),
    );
  }

  private lookup(key: string, count?: number): string | undefined {
    const languages =
      this.language === DEFAULT_LANGUAGE ? [this.language] : [this.language, DEFAULT_LANGUAGE];
    for (const language of languages) {
      const messages = this.messages.get(language);
      if (!messages) continue;
      for (const candidate of candidates(key, language, count)) {
        const text = textAt(messages, candidate);
        if (text !== undefined) return text;
      }
    }
    return undefined;
  }
}

/** The keys to try, most specific first, as i18next tries them. */
function candidates(key: string, language: Language, count: number | undefined): string[] {
  if (typeof count !== 'number') return [key];
  const forms = [`${key}_${pluralCategory(language, count)}`, key];
  return count === 0 ? [`${key}_zero`, ...forms] : forms;
}

function textAt(messages: Messages, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Messages)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The page's own translator, which the shop's start-up fills in its language. */
export const pageTranslator = new Translator();
