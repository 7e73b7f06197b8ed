import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AUXILIARY_DROP_THRESHOLD,
  basePositionOf,
  dedupeDiagramItems,
  isAuxiliaryPosition,
  thumbnailPath,
} from './diagram.js';
import type { DiagramEntryKey } from './diagram.js';

interface Entry extends DiagramEntryKey {
  id: string;
}

const entry = (index: number, position: string, illustration = 'V24009011'): Entry => ({
  illustration,
  position,
  index,
  id: `${illustration}#${index}`,
});

/** Plain positions '1'..'n' at indexes 1..n. */
const plain = (n: number, illustration?: string): Entry[] =>
  Array.from({ length: n }, (_, i) => entry(i + 1, String(i + 1), illustration));

const ids = (entries: readonly Entry[]) => entries.map((e) => e.id);

describe('isAuxiliaryPosition', () => {
  it.each([
    ['(3)', true],
    ['( 3 )', true],
    ['(12a)', true],
    ['  (3)  ', true],
    ['((3))', true],
    ['3', false],
    ['3a', false],
    ['12', false],
    ['', false],
    ['   ', false],
    ['()', false],
    ['( )', false],
    ['(3', false],
    ['3)', false],
    ['x(3)', false],
    ['[3]', false],
  ])('%j -> %s', (position, expected) => {
    expect(isAuxiliaryPosition(position)).toBe(expected);
  });
});

describe('basePositionOf', () => {
  it.each([
    ['(12a)', '12'],
    ['( 3 )', '3'],
    ['(3)', '3'],
    ['3a', '3'],
    ['12', '12'],
    ['', ''],
    ['a', ''],
  ])('%j -> %j', (position, expected) => {
    expect(basePositionOf(position)).toBe(expected);
  });
});

describe('dedupeDiagramItems', () => {
  it('is exported with the threshold of SPEC §9', () => {
    expect(AUXILIARY_DROP_THRESHOLD).toBe(20);
  });

  it('answers [] for no entries', () => {
    expect(dedupeDiagramItems([])).toEqual([]);
  });

  it('keeps the first entry by index of a duplicated position, wherever it sits in the input', () => {
    const later = entry(7, '3');
    const first = entry(2, '3');
    const other = entry(4, '4');
    expect(dedupeDiagramItems([later, other, first])).toEqual([first, other]);
  });

  it('treats the same position on different illustrations as different entries', () => {
    const a = entry(1, '3', 'V24009011');
    const b = entry(1, '3', 'V24009021');
    expect(dedupeDiagramItems([a, b])).toEqual([a, b]);
  });

  it('compares positions exactly: "3", "(3)", "( 3 )" and "3a" are four entries', () => {
    const list = [entry(1, '3'), entry(2, '(3)'), entry(3, '( 3 )'), entry(4, '3a')];
    expect(dedupeDiagramItems(list)).toEqual(list);
  });

  it('keeps an empty position once', () => {
    expect(ids(dedupeDiagramItems([entry(1, ''), entry(2, ''), entry(3, '1')]))).toEqual([
      'V24009011#1',
      'V24009011#3',
    ]);
  });

  it('keeps bracketed positions with 19 entries', () => {
    const list = [...plain(17), entry(18, '(3)'), entry(19, '(12a)')];
    expect(dedupeDiagramItems(list)).toEqual(list);
  });

  it('drops every bracketed form with 20 entries', () => {
    const list = [...plain(16), entry(17, '(3)'), entry(18, '( 4 )'), entry(19, '(12a)')];
    const twenty = [...list, entry(20, '3a')];
    expect(ids(dedupeDiagramItems(twenty))).toEqual(ids([...plain(16), entry(20, '3a')]));
  });

  it('counts entries after de-duplication: 20 given with one duplicate keep their brackets', () => {
    const list = [...plain(17), entry(18, '(3)'), entry(19, '5'), entry(20, '(6)')];
    expect(ids(dedupeDiagramItems(list))).toEqual(
      ids([...plain(17), entry(18, '(3)'), entry(20, '(6)')]),
    );
  });

  it('counts per illustration', () => {
    const big = [...plain(19, 'VBIG00011'), entry(20, '(1)', 'VBIG00011')];
    const small = [...plain(5, 'VSMALL011'), entry(6, '(1)', 'VSMALL011')];
    const result = dedupeDiagramItems([...small, ...big]);
    expect(result.some((e) => e.illustration === 'VBIG00011' && e.position === '(1)')).toBe(false);
    expect(result.some((e) => e.illustration === 'VSMALL011' && e.position === '(1)')).toBe(true);
  });

  it('orders by index, keeping the input order of equal indexes', () => {
    const a = entry(2, '1', 'A00000001');
    const b = entry(1, '1', 'B00000001');
    const c = entry(2, '2', 'B00000001');
    expect(dedupeDiagramItems([a, b, c])).toEqual([b, a, c]);
  });

  it('leaves its input alone', () => {
    const list = [entry(3, '1'), entry(1, '1')];
    const copy = [...list];
    dedupeDiagramItems(list);
    expect(list).toEqual(copy);
  });

  // Diagram-like lists: mostly one drawing and numbers up to 30, so many reach the threshold.
  const position = fc.oneof(
    { arbitrary: fc.integer({ min: 1, max: 30 }).map(String), weight: 4 },
    { arbitrary: fc.integer({ min: 1, max: 30 }).map((n) => `(${n})`), weight: 2 },
    fc.constantFrom('3a', '( 3 )', '(12a)', '', '()'),
    fc.string({ maxLength: 4 }),
  );
  const entries = fc.array(
    fc.record({
      illustration: fc.oneof(
        { arbitrary: fc.constant('V24009011'), weight: 4 },
        fc.constantFrom('V24009021', 'VS6002011M'),
      ),
      position,
      index: fc.integer({ min: 0, max: 60 }),
    }),
    { maxLength: 60, size: 'max' },
  );

  it('is idempotent, never grows, and answers the given objects sorted by index', () => {
    fc.assert(
      fc.property(entries, (list) => {
        const once = dedupeDiagramItems(list);
        expect(dedupeDiagramItems(once)).toEqual(once);
        expect(once.length).toBeLessThanOrEqual(list.length);
        for (let i = 1; i < once.length; i++) {
          expect((once[i - 1] as Entry).index).toBeLessThanOrEqual((once[i] as Entry).index);
        }
        for (const e of once) expect(list).toContain(e);
      }),
    );
  });

  it('leaves one entry per illustration and position, and no brackets on a 20+ diagram', () => {
    const keyOf = (e: DiagramEntryKey) => JSON.stringify([e.illustration, e.position]);
    fc.assert(
      fc.property(entries, (list) => {
        const once = dedupeDiagramItems(list);
        const kept = new Set(once.map(keyOf));
        expect(kept.size).toBe(once.length);
        const distinct = new Map(list.map((e) => [keyOf(e), e]));
        const perIllustration = new Map<string, number>();
        for (const e of distinct.values()) {
          perIllustration.set(e.illustration, (perIllustration.get(e.illustration) ?? 0) + 1);
        }
        for (const [key, e] of distinct) {
          const dropped = (perIllustration.get(e.illustration) ?? 0) >= AUXILIARY_DROP_THRESHOLD;
          // Kept exactly when plain, or bracketed on a diagram under the threshold.
          expect(kept.has(key)).toBe(!isAuxiliaryPosition(e.position) || !dropped);
        }
        for (const e of once) {
          const indexes = list.filter((x) => keyOf(x) === keyOf(e)).map((x) => x.index);
          expect(e.index).toBe(Math.min(...indexes));
        }
      }),
    );
  });
});

describe('thumbnailPath', () => {
  it.each([
    ['V24009011', '/public/diagrams/thumbs/V24/V24009011.svg'],
    ['VS6002011M', '/public/diagrams/thumbs/VS6/VS6002011M.svg'],
    ['abc-12345', '/public/diagrams/thumbs/abc/abc-12345.svg'],
    ['V2400901', null],
    ['', null],
    ['../../etc/x', null],
    ['V240 09011', null],
  ])('%j -> %j', (illustration, expected) => {
    expect(thumbnailPath(illustration)).toBe(expected);
  });
});
