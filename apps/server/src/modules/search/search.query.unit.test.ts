import { describe, expect, it } from 'vitest';
import {
  MAX_TERMS,
  foldText,
  ftsMatch,
  hasPrefixPass,
  isEmptyQuery,
  likePrefix,
  parseSearchQuery,
  prefixUpperBound,
  tsQueryText,
} from './search.query.js';

describe('parseSearchQuery', () => {
  it.each([
    ['30 681-436', '30681436', ['30', '681', '436']],
    ['GT-5499', 'gt5499', ['gt', '5499']],
    ['99.4404-0335.1', '99440403351', ['99', '4404', '0335', '1']],
    ['Brake pads, rear', 'brakepads,rear', ['brake', 'pads', 'rear']],
    ['Öljynsuodatin', 'öljynsuodatin', ['oljynsuodatin']],
    ['o\u0308ljy', 'öljy', ['oljy']],
    ['brake brake BRAKE', 'brakebrakebrake', ['brake']],
  ])('%j -> reference %j, words %j', (q, reference, words) => {
    expect(parseSearchQuery(q)).toEqual({ reference, words });
  });

  it.each(['---', '...', '%%%', '*()', '"\'"', ' - . - '])(
    'finds nothing searchable in %j',
    (q) => {
      expect(isEmptyQuery(parseSearchQuery(q))).toBe(true);
    },
  );

  it('keeps at most MAX_TERMS words and strips control characters', () => {
    const many = Array.from({ length: 20 }, (_, i) => `w${i}`).join(' ');
    expect(parseSearchQuery(many).words).toHaveLength(MAX_TERMS);
    expect(parseSearchQuery('ab\u0000cd')).toEqual({ reference: 'abcd', words: ['ab', 'cd'] });
  });

  it('offers a prefix pass from two letters on', () => {
    expect(hasPrefixPass(parseSearchQuery('brake p'))).toBe(false);
    expect(hasPrefixPass(parseSearchQuery('brake pa'))).toBe(true);
  });
});

describe('foldText', () => {
  it('folds case and accents like SQLite remove_diacritics 2', () => {
    expect(foldText('ÅÄÖ åäö Éü')).toBe('aao aao eu');
    expect(foldText('Kølerslange')).toBe('kølerslange');
  });
});

describe('engine query texts', () => {
  it('quotes every FTS5 word and doubles quotes, the last one a prefix when asked', () => {
    expect(ftsMatch(['brake', 'pa'], true)).toBe('"brake" AND "pa"*');
    expect(ftsMatch(['near', 'or'], false)).toBe('"near" AND "or"');
    expect(ftsMatch(['a"b'], false)).toBe('"a""b"');
  });

  it('builds a to_tsquery text with prefix and name weight', () => {
    expect(tsQueryText(['brake', 'pa'], { prefix: true, nameOnly: false })).toBe(
      "'brake' & 'pa':*",
    );
    expect(tsQueryText(['brake'], { prefix: false, nameOnly: true })).toBe("'brake':A");
    expect(tsQueryText(["o'k\\"], { prefix: true, nameOnly: true })).toBe("'o''k\\\\':*A");
  });

  it('lets a word match any of its alternatives', () => {
    const alternatives = [[], ['disc']];
    expect(ftsMatch(['brake', 'discs'], false, alternatives)).toBe(
      '"brake" AND ("discs" OR "disc")',
    );
    expect(tsQueryText(['brake', 'discs'], { prefix: false, nameOnly: true, alternatives })).toBe(
      "'brake':A & ('discs':A | 'disc':A)",
    );
  });

  it('bounds prefixes for index ranges and LIKE', () => {
    const upper = prefixUpperBound('970');
    expect('970' < upper && '9709999' < upper && '970zz' < upper).toBe(true);
    expect('971' < upper).toBe(false);
    expect(likePrefix('30%_1\\')).toBe('30\\%\\_1\\\\%');
  });
});
