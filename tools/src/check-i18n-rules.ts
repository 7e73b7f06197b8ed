// The pure rules of `npm run check:i18n`: flattening, comparing languages, finding references.
// No file system here, so the unit test feeds them small objects.

export const LANGUAGES = ['en', 'sv', 'fi'] as const;
export type Lang = (typeof LANGUAGES)[number];

/** One body of texts to check: a name for the report and each language's nested messages. */
export interface TextSource {
  name: string;
  messages: Record<Lang, unknown>;
  /** Whether every key must be referenced from the app's code (the frame's texts) or not. */
  checkUsage: boolean;
}

/** A key a program builds at run time: `*` stands for one key segment. */
export interface DynamicKey {
  pattern: string;
  reason: string;
}

/** `{a: {b: 'x'}}` → Map{'a.b' => 'x'}; a non-string leaf (number, array) keeps its value. */
export function flatten(messages: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof messages !== 'object' || messages === null || Array.isArray(messages)) return out;
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix + key;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [k, v] of flatten(value, `${path}.`)) out.set(k, v);
    } else out.set(path, value);
  }
  return out;
}

// i18next's plural forms (Intl.PluralRules categories) and its explicit `_zero` for count 0.
// en, sv and fi all have one/other, so every language must carry the same suffixes: no folding.
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** The key a program passes to t() for a plural form: 'a.b_one' → 'a.b'. */
export const pluralBase = (key: string): string => key.replace(PLURAL_SUFFIX, '');

/** Names used as {{name}} (a format after a comma is ignored), sorted, without duplicates. */
export function interpolations(text: string): string[] {
  const names = [...text.matchAll(/{{\s*([^},\s]+)\s*(?:,[^}]*)?}}/g)].map((m) => m[1]!);
  return [...new Set(names)].sort();
}

/** The keys nested with $t(key) or $t(key, {...}), sorted. */
export function nestings(text: string): string[] {
  const keys = [...text.matchAll(/\$t\(\s*([^,)\s]+)/g)].map((m) => m[1]!);
  return [...new Set(keys)].sort();
}

// Values that read the same in every language. Kept short: each entry is a name or a symbol.
const SAME_IN_EVERY_LANGUAGE = new Set([
  'Nordic Parts', // the shop's name
  'OEM', // the trade term, used as such in Swedish and Finnish
  'OK', // the button word, the same in all three
  'Swish', // payment brands and carriers are names
  'Klarna',
  'PostNord',
  'Posti',
  'Klarna Checkout', // the demo catalog's payment, a brand
]);

// Words a language spells as English does (placeholders aside): a correct translation, not a miss.
const SAME_WORD_IN: Partial<Record<Lang, ReadonlySet<string>>> = {
  sv: new Set([
    'Finland',
    'Import',
    'Information',
    'Order',
    'order',
    'Position',
    'pos.',
    'position',
    'Status',
  ]),
};

/**
 * Whether an sv or fi value may equal the English one: a name on the lists above, or a text with no
 * words at all — only placeholders, numbers, units, symbols (e.g. "{{rate}} %", "{{n}} / {{total}}"),
 * or an e-mail address.
 */
export function mayEqualEnglish(value: string, lang?: Lang): boolean {
  const trimmed = value.trim();
  if (SAME_IN_EVERY_LANGUAGE.has(trimmed)) return true;
  if (/^[\w.+-]+@[\w-]+(\.[\w-]+)+$/.test(trimmed)) return true;
  const withoutPlaceholders = value.replace(/{{[^}]*}}/g, '').replace(/\$t\([^)]*\)/g, '');
  if (lang && SAME_WORD_IN[lang]?.has(withoutPlaceholders.trim())) return true;
  // Units too short to be words in any language: %, €, kr, kg, mm, cm, km, h, min.
  const withoutUnits = withoutPlaceholders.replace(/\b(kr|kg|mm|cm|km|min|h)\b/g, '');
  return !/\p{L}/u.test(withoutUnits);
}

/**
 * The demo catalog's vocabulary (part types, item groups, diagram titles, hardware, remarks,
 * description phrases, countries, transports, payments) as a source: no code references its keys.
 */
export function catalogSource(vocabulary: Record<Lang, unknown>): TextSource {
  return { name: 'catalog', messages: vocabulary, checkUsage: false };
}

export interface Problem {
  source: string;
  key: string;
  message: string;
}

/** Missing keys, untranslated values and interpolation/nesting differences against English. */
export function compareLanguages(source: TextSource): Problem[] {
  const problems: Problem[] = [];
  const flat = Object.fromEntries(LANGUAGES.map((l) => [l, flatten(source.messages[l])])) as Record<
    Lang,
    Map<string, unknown>
  >;
  const allKeys = new Set(LANGUAGES.flatMap((l) => [...flat[l].keys()]));
  const add = (key: string, message: string) =>
    problems.push({ source: source.name, key, message });
  for (const key of [...allKeys].sort()) {
    const missing = LANGUAGES.filter((l) => !flat[l].has(key));
    if (missing.length) {
      add(key, `missing in ${missing.join(', ')}`);
      continue;
    }
    const values = LANGUAGES.map((l) => flat[l].get(key));
    const notText = LANGUAGES.filter((_, i) => typeof values[i] !== 'string' || values[i] === '');
    if (notText.length) {
      add(key, `not a non-empty string in ${notText.join(', ')}`);
      continue;
    }
    const [en, ...others] = values as string[];
    LANGUAGES.slice(1).forEach((lang, i) => {
      const value = others[i]!;
      if (value === en && !mayEqualEnglish(value, lang))
        add(key, `${lang} equals the English text "${en}"`);
      const want = interpolations(en!).join(', ');
      const got = interpolations(value).join(', ');
      if (want !== got) add(key, `${lang} has variables {${got}}, en has {${want}}`);
      const wantNest = nestings(en!).join(', ');
      const gotNest = nestings(value).join(', ');
      if (wantNest !== gotNest) add(key, `${lang} nests $t(${gotNest}), en nests $t(${wantNest})`);
    });
  }
  return problems;
}

/**
 * Every quoted word-like string of a source text ('a.b', "a.b", `a.b`): the candidates for keys.
 * It reads no syntax, so an apostrophe in a comment or JSX text cannot put it out of step.
 */
export function keyLiterals(code: string): Set<string> {
  return new Set([...code.matchAll(/(['"`])([A-Za-z_][\w-]*(?:\.[\w-]+)*)\1/g)].map((m) => m[2]!));
}

/** Whether `key` matches a dynamic pattern ('a.*.b': `*` is one segment, a trailing `*` any rest). */
export function matchesPattern(key: string, pattern: string): boolean {
  const re = pattern
    .split('.')
    .map((part) => (part === '*' ? '[^.]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('\\.');
  return new RegExp(`^${re}$`).test(key);
}

/** Keys of `messages` that no literal names and no dynamic pattern covers. */
export function unusedKeys(
  keys: Iterable<string>,
  literals: Set<string>,
  dynamic: readonly DynamicKey[],
): string[] {
  return [...keys].filter((key) => {
    const base = pluralBase(key);
    if (literals.has(key) || literals.has(base)) return false;
    return !dynamic.some((d) => matchesPattern(base, d.pattern));
  });
}

/** Dynamic patterns no key matches any more: stale entries in the list. */
export function unmatchedPatterns(keys: Iterable<string>, dynamic: readonly DynamicKey[]) {
  const list = [...keys].map(pluralBase);
  return dynamic.filter((d) => !list.some((key) => matchesPattern(key, d.pattern)));
}

/** One concept named by one word per language wherever the web or the server's texts mention it. */
export interface SharedTerm {
  concept: string;
  /** The established word, found in each listed text case aside (a Finnish ending may follow). */
  words: Record<Lang, string>;
  /** Per source name, the keys whose texts name the concept. */
  keys: Readonly<Record<string, readonly string[]>>;
  /** Other words for the same thing, refused at a word's start in every text of every source. */
  avoid?: Partial<Record<Lang, readonly string[]>>;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Texts of the listed keys that lack a term's word, and any text using a word it avoids. */
export function termProblems(terms: readonly SharedTerm[], sources: readonly TextSource[]) {
  const problems: Problem[] = [];
  const flat = new Map(
    sources.map((s) => [
      s.name,
      Object.fromEntries(LANGUAGES.map((l) => [l, flatten(s.messages[l])])),
    ]),
  );
  for (const term of terms) {
    for (const [name, keys] of Object.entries(term.keys)) {
      const texts = flat.get(name);
      for (const key of keys)
        for (const lang of LANGUAGES) {
          const text = texts?.[lang]?.get(key);
          const word = term.words[lang];
          if (typeof text !== 'string')
            problems.push({
              source: name,
              key,
              message: `${lang} has no text for "${term.concept}"`,
            });
          else if (!text.toLocaleLowerCase(lang).includes(word.toLocaleLowerCase(lang)))
            problems.push({
              source: name,
              key,
              message: `${lang} should say "${word}" (${term.concept})`,
            });
        }
    }
    for (const lang of LANGUAGES)
      for (const other of term.avoid?.[lang] ?? []) {
        // At a word's start, so an avoided word inside a longer, innocent one is let be.
        const re = new RegExp(`(?<!\\p{L})${escapeRegExp(other)}`, 'iu');
        for (const [name, texts] of flat)
          for (const [key, text] of texts[lang] ?? [])
            if (typeof text === 'string' && re.test(text))
              problems.push({
                source: name,
                key,
                message: `${lang} says "${other}" for ${term.concept}: use "${term.words[lang]}"`,
              });
      }
  }
  return problems;
}
