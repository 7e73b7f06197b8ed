import { describe, expect, it } from 'vitest';
import type { TextQueryOptions } from './search.query.js';
import { CANDIDATES, searchEntryRows, searchItemHits } from './search.ranking.js';
import type { DiagramEntryRow, ItemSource, ReferenceHit, TextHit } from './search.ranking.js';

const searchItemIds = async (...args: Parameters<typeof searchItemHits>) =>
  (await searchItemHits(...args)).map((hit) => hit.id);

type Pass = { words: string[]; o: TextQueryOptions };

/** A source with fixed answers, keeping the source contract: passes in order while under budget. */
function fakeSource(refs: ReferenceHit[], text: (o: TextQueryOptions) => TextHit[]) {
  const passes: Pass[] = [];
  const referenceCalls: { reference: string; prefix: boolean }[] = [];
  const source: ItemSource = {
    byReference: async (reference, prefix) => {
      referenceCalls.push({ reference, prefix });
      return refs;
    },
    byText: async (words, asked, _carSlug, budget) => {
      const rows: TextHit[] = [];
      for (const o of asked) {
        if (rows.length >= budget) break;
        passes.push({ words, o });
        rows.push(...text(o));
      }
      return rows.slice(0, budget);
    },
  };
  return { source, passes, referenceCalls };
}

const hits = (prefix: string, n: number, name = 'Brake disc'): TextHit[] =>
  Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i}`, name }));

describe('searchItemHits', () => {
  it('puts the exact part number first, then the closest prefixes, then names', async () => {
    const { source } = fakeSource(
      [
        { id: 'long', reference: '9706411' },
        { id: 'exact', reference: '97064' },
        { id: 'mid', reference: '970641' },
      ],
      () => [{ id: 'name', name: '97064 adapter' }],
    );
    expect(await searchItemIds(source, '97-064', null, 100)).toEqual([
      'exact',
      'mid',
      'long',
      'name',
    ]);
  });

  it('ranks old numbers items replace as part numbers, and says which one an item was found by', async () => {
    const { source } = fakeSource(
      [
        { id: 'own-longer', reference: '2762451', replaces: null },
        { id: 'old-exact', reference: '276245', replaces: '2 762-45' },
        { id: 'old-longer', reference: '2762459', replaces: '2 762 459' },
        { id: 'own-exact', reference: '276245' },
        { id: 'old-exact', reference: '27624500', replaces: '27624500' },
      ],
      () => [{ id: 'old-longer', name: '276245 kit' }],
    );
    expect(await searchItemHits(source, '276 245', null, 100)).toEqual([
      { id: 'own-exact', replaces: null },
      { id: 'old-exact', replaces: '2 762-45' },
      { id: 'own-longer', replaces: null },
      { id: 'old-longer', replaces: '2 762 459' },
    ]);
  });

  it('looks numbers up exactly below 3 characters and by prefix from 3 on', async () => {
    const short = fakeSource([], () => []);
    await searchItemIds(short.source, 'x 12', null, 100);
    expect(short.referenceCalls).toEqual([{ reference: 'x12', prefix: true }]);
    const two = fakeSource([], () => []);
    await searchItemIds(two.source, ' 1-2 ', null, 100);
    expect(two.referenceCalls).toEqual([{ reference: '12', prefix: false }]);
  });

  it('ranks whole-word name matches first, then shorter names', async () => {
    const { source } = fakeSource([], (o) =>
      o.nameOnly
        ? [
            { id: 'prefix', name: 'Brakes, rear' },
            { id: 'long', name: 'Brake pad wear sensor, front' },
            { id: 'short', name: 'Brake pad' },
          ]
        : [],
    );
    expect(await searchItemIds(source, 'brake pad', null, 100)).toEqual([
      'short',
      'long',
      'prefix',
    ]);
  });

  it('stops once the budget is found: common names leave out the later passes', async () => {
    const { source, passes } = fakeSource([], () => hits('n', CANDIDATES));
    const ids = await searchItemIds(source, 'brake', null, 100);
    expect(ids).toHaveLength(100);
    expect(passes.map((p) => p.o)).toEqual([{ nameOnly: true, prefix: false }]);
  });

  it('keeps an item found by several passes once, where it was found first', async () => {
    const { source } = fakeSource([], (o) =>
      o.nameOnly ? [{ id: 'a', name: 'Brake disc' }] : [{ id: 'a', name: 'Brake disc' }],
    );
    expect(await searchItemIds(source, 'brake', null, 100)).toEqual(['a']);
  });

  it('skips the prefix passes when the whole words are common', async () => {
    const { source, passes } = fakeSource([], (o) => (o.nameOnly ? [] : hits('d', CANDIDATES)));
    await searchItemIds(source, 'volvo', null, 100);
    expect(passes.map((p) => p.o)).toEqual([
      { nameOnly: true, prefix: false },
      { nameOnly: false, prefix: false },
    ]);
  });

  it('tries the last word as a prefix when whole words find little', async () => {
    const { source, passes } = fakeSource([], () => []);
    await searchItemIds(source, 'brake pa', null, 100);
    expect(passes.map((p) => p.o)).toEqual([
      { nameOnly: true, prefix: false },
      { nameOnly: false, prefix: false },
      { nameOnly: true, prefix: true },
      { nameOnly: false, prefix: true },
    ]);
    expect(passes[0]!.words).toEqual(['brake', 'pa']);
  });

  it('answers [] without asking the source when nothing is searchable', async () => {
    const { source, passes, referenceCalls } = fakeSource([], () => hits('x', 5));
    expect(await searchItemIds(source, '-.-', null, 100)).toEqual([]);
    expect(passes).toEqual([]);
    expect(referenceCalls).toEqual([]);
  });
});

const entry = (
  illustration: string,
  idx: number,
  position: string,
  reference: string,
  text: string,
): DiagramEntryRow => ({
  illustration,
  idx,
  position,
  description: JSON.stringify([text]),
  reference,
  item_id: null,
  diagram_name: 'D',
  car_slug: 'c',
  car_name: 'C',
  car_make: null,
  group_slug: 'g',
  group_name: 'G',
});

describe('searchEntryRows', () => {
  it('ranks references first, keeps one entry per drawing and position, obeys the mode', async () => {
    const byRef = [entry('A', 2, '1', '3 178 7', 'Seal'), entry('A', 1, '1', '3 178', 'Seal')];
    const byText = [entry('B', 1, '4', '555', 'Oil seal'), entry('A', 3, '1', '999', 'Seal')];
    const source = { byReference: async () => byRef, byText: async () => [...byText, byText[1]!] };
    const scope = { carSlug: null, illustration: null, excludeModern: false };
    const any = await searchEntryRows(source, '3178', 'any', scope, 100);
    expect(any.map((e) => `${e.illustration}${e.idx}`)).toEqual(['A1', 'B1']);
    const description = await searchEntryRows(source, 'oil seal', 'description', scope, 100);
    expect(description.map((e) => `${e.illustration}${e.idx}`)).toEqual(['B1', 'A3']);
    const reference = await searchEntryRows(source, 'seal', 'reference', scope, 100);
    expect(reference.map((e) => `${e.illustration}${e.idx}`)).toEqual(['A1']);
  });
});
