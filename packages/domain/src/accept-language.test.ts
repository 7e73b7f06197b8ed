import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage } from './accept-language.js';

describe('languageFromAcceptLanguage', () => {
  it.each<[string | undefined, string | null]>([
    ['sv-SE,sv;q=0.9,en;q=0.8', 'sv'],
    ['fi', 'fi'],
    ['de-DE, fi;q=0.5, en;q=0.7', 'en'],
    ['en;q=0.2, FI-fi;q=0.9', 'fi'],
    ['sv, fi', 'sv'],
    ['se', 'sv'],
    ['de, fr', null],
    ['*', null],
    ['fi;q=0', null],
    ['fi;q=abc, sv;q=0.1', 'sv'],
    ['fi;q=2', null],
    ['', null],
    [undefined, null],
  ])('%j -> %s', (header, expected) => {
    expect(languageFromAcceptLanguage(header)).toBe(expected);
  });

  it('reads only the start of an endless header', () => {
    expect(languageFromAcceptLanguage(`${'x-y;q=0.1,'.repeat(1000)}fi`)).toBeNull();
  });
});
