import { describe, expect, it } from 'vitest';
import { inflectionStem } from './inflection.js';

describe('inflectionStem', () => {
  it.each([
    ['bromsskivor', 'bromsskiv'],
    ['bromsskivorna', 'bromsskiv'],
    ['tandstiften', 'tandstift'],
    ['jarrulevyt', 'jarrulevy'],
    ['jarrulevyn', 'jarrulevy'],
    ['jarrulevyssa', 'jarrulevy'],
    ['sytytystulpat', 'sytytystulpa'],
  ])('%s -> %s', (word, stem) => {
    expect(inflectionStem(word)).toBe(stem);
    expect(stem.startsWith(inflectionStem(stem) ?? stem)).toBe(true);
  });

  it.each(['disc', 'pads', 'olja', 'brake', 'jarru'])('leaves the short word %s alone', (word) => {
    expect(inflectionStem(word)).toBeNull();
  });
});
