// check:i18n over the server's texts (apps/server/src/i18n) and the vocabulary web and mail share.
import { describe, expect, it } from 'vitest';
import { compareLanguages, flatten, termProblems, unusedKeys } from './check-i18n-rules.js';
import type { SharedTerm, TextSource } from './check-i18n-rules.js';
import {
  SERVER_DYNAMIC_KEYS,
  codeLiterals,
  frameSource,
  serverI18n,
  serverSource,
  serverSrc,
} from './check-i18n-sources.js';
import { SHARED_TERMS } from './check-i18n-terms.js';

const messages = (s: TextSource) => compareLanguages(s).map((p) => `${p.key}: ${p.message}`);

/** A deep copy of the server's texts with `key` (dotted) removed from `lang`. */
function withoutKey(lang: 'en' | 'sv' | 'fi', key: string): TextSource {
  const source = serverSource();
  const copy = structuredClone(source.messages[lang]) as Record<string, unknown>;
  const path = key.split('.');
  const parent = path.slice(0, -1).reduce((o, k) => o[k] as Record<string, unknown>, copy);
  delete parent[path.at(-1)!];
  return { ...source, messages: { ...source.messages, [lang]: copy } };
}

describe('server texts', () => {
  it('have every key in every language, translated, with the same variables', () => {
    expect(messages(serverSource())).toEqual([]);
  });

  it('report a server key missing in fi', () => {
    expect(messages(withoutKey('fi', 'orders.mail.subject'))).toEqual([
      'orders.mail.subject: missing in fi',
    ]);
    expect(messages(withoutKey('fi', 'swish.codes.RF07'))).toEqual([
      'swish.codes.RF07: missing in fi',
    ]);
  });

  it('are all referenced from the server code, literally or by a listed pattern', () => {
    const keys = flatten(serverSource().messages.en).keys();
    expect(unusedKeys(keys, codeLiterals(serverSrc, serverI18n), SERVER_DYNAMIC_KEYS)).toEqual([]);
  });
});

describe('shared terms', () => {
  const term: SharedTerm = {
    concept: 'the way of shipping',
    words: { en: 'shipping method', sv: 'leveranssätt', fi: 'toimitustapa' },
    keys: { web: ['transport'], mail: ['transport'] },
    avoid: { sv: ['fraktsätt'] },
  };
  const source = (name: string, sv: string, fi = 'Toimitustapa', note = ''): TextSource => ({
    name,
    messages: {
      en: { transport: 'Shipping method' },
      sv: { transport: sv, note },
      fi: { transport: fi },
    },
    checkUsage: false,
  });
  const report = (...sources: TextSource[]) =>
    termProblems([term], sources).map((p) => `${p.source} ${p.key}: ${p.message}`);

  it('pass one word for one thing in web and mail, whatever its case or ending', () => {
    expect(report(source('web', 'Leveranssätt'), source('mail', 'Välj leveranssättet'))).toEqual(
      [],
    );
  });

  it('report a text without the word and any text with an avoided one', () => {
    const web = source('web', 'Leveranssätt', 'Toimitustapa', 'Priset beror på fraktsättet.');
    // 'Bilfraktsätt' holds the avoided word inside another one, not at a word's start.
    const mail = source('mail', 'Fraktsätt', 'Kuljetus', 'Bilfraktsätt');
    expect(report(web, mail)).toEqual([
      'mail transport: sv should say "leveranssätt" (the way of shipping)',
      'mail transport: fi should say "toimitustapa" (the way of shipping)',
      'web note: sv says "fraktsätt" for the way of shipping: use "leveranssätt"',
      'mail transport: sv says "fraktsätt" for the way of shipping: use "leveranssätt"',
    ]);
  });

  it('report a term key a source does not have', () => {
    expect(report(source('web', 'Leveranssätt'))).toEqual([
      'mail transport: en has no text for "the way of shipping"',
      'mail transport: sv has no text for "the way of shipping"',
      'mail transport: fi has no text for "the way of shipping"',
    ]);
  });

  it("hold in the shop's own texts", () => {
    expect(termProblems(SHARED_TERMS, [frameSource(), serverSource()])).toEqual([]);
  });
});
