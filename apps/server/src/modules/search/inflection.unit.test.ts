import { describe, expect, it } from 'vitest';
import { wordKeys } from './inflection.js';
import type { WordLanguage } from './inflection.js';

/** Whether the two words share a key in the language (what makes one find the other). */
const meet = (a: string, b: string, language: WordLanguage) =>
  wordKeys(a, language).some((key) => wordKeys(b, language).includes(key));

describe('wordKeys', () => {
  it.each<[string, string, WordLanguage]>([
    ['discs', 'disc', 'en'],
    ['pads', 'pad', 'en'],
    ['batteries', 'battery', 'en'],
    ['bushes', 'bush', 'en'],
    ['bromsskivor', 'bromsskiva', 'sv'],
    ['bromsskivorna', 'bromsskiva', 'sv'],
    ['packningar', 'packning', 'sv'],
    ['tandstiften', 'tandstift', 'sv'],
    ['jarrulevya', 'jarrulevy', 'fi'],
    ['jarrulevyja', 'jarrulevy', 'fi'],
    ['jarrulevyt', 'jarrulevy', 'fi'],
    ['jarrulevyssa', 'jarrulevy', 'fi'],
    ['ilmansuodattimet', 'ilmansuodatin', 'fi'],
    ['suodattimen', 'suodatin', 'fi'],
    ['suodatinta', 'suodatin', 'fi'],
    ['suodattimia', 'suodatin', 'fi'],
    ['puhaltimet', 'puhallin', 'fi'],
    ['vaimentimen', 'vaimennin', 'fi'],
    ['tiivisteet', 'tiiviste', 'fi'],
    ['kiinnikkeet', 'kiinnike', 'fi'],
    ['jarrupala', 'jarrupalat', 'fi'],
  ])('%s meets %s (%s)', (inflected, base, language) => {
    expect(meet(inflected, base, language)).toBe(true);
  });

  it.each<[string, string, WordLanguage]>([
    ['disc', 'disk', 'en'],
    ['glass', 'glas', 'en'],
    ['olja', 'olje', 'sv'],
    ['levy', 'lev', 'fi'],
    ['jarru', 'jarrulevy', 'fi'],
  ])('keeps %s and %s apart (%s)', (a, b, language) => {
    expect(meet(a, b, language)).toBe(false);
  });

  it('keys a word by itself first', () => {
    expect(wordKeys('bromsskivor', 'sv')[0]).toBe('bromsskivor');
    expect(wordKeys('abs', 'en')).toEqual(['abs']);
  });
});
