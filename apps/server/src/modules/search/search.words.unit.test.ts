import { describe, expect, it } from 'vitest';
import { MAX_ALTERNATIVES, WordIndex } from './search.words.js';

const index = new WordIndex([
  { language: 'en', name: 'Brake disc, front' },
  { language: 'en', name: 'Brake pads, rear' },
  { language: 'en', name: 'Wheel bearing' },
  { language: 'en', name: 'Steering rack' },
  { language: 'sv', name: 'Bromsskiva, fram' },
  { language: 'sv', name: 'Kopplingsskiva' },
  { language: 'sv', name: 'Oljefilter, B20' },
  { language: 'fi', name: 'Öljynsuodatin' },
  { language: 'fi', name: 'Ilmansuodatin, 1968–1974' },
  { language: 'fi', name: 'Jarrulevy, etu' },
  { language: 'fi', name: 'Kytkinlevy' },
  { language: 'de', name: 'Bremsscheibe' },
]);

describe('WordIndex', () => {
  it.each([
    ['discs', ['disc']],
    ['pad', ['pads']],
    ['skiva', ['bromsskiva', 'kopplingsskiva']],
    ['skivor', ['bromsskiva', 'kopplingsskiva']],
    ['suodatin', ['ilmansuodatin', 'oljynsuodatin']],
    ['suodattimet', ['ilmansuodatin', 'oljynsuodatin']],
    ['jarrulevya', ['jarrulevy']],
    ['levya', ['jarrulevy', 'kytkinlevy']],
    ['ilmansuodattimet', ['ilmansuodatin']],
    ['filter', ['oljefilter']],
  ])('%s also means %j', (word, expected) => {
    expect(index.alternatives(word)).toEqual(expected);
  });

  it('reads no English word as a compound', () => {
    expect(index.alternatives('ring')).toEqual([]);
  });

  it.each(['xyzzy', 'disc', 'brake', 'skivx', 'bremsscheibe', 'b20'])(
    'gives %s nothing more',
    (word) => {
      expect(index.alternatives(word)).toEqual([]);
    },
  );

  it('gives at most MAX_ALTERNATIVES words', () => {
    const many = new WordIndex(
      Array.from({ length: 40 }, (_, i) => ({
        language: 'sv',
        name: `${String.fromCharCode(97 + (i % 26))}${'abcdefghij'[i % 10]}${i < 26 ? 'x' : 'y'}skiva`,
      })),
    );
    expect(many.alternatives('skiva')).toHaveLength(MAX_ALTERNATIVES);
  });
});
