import { describe, expect, it } from 'vitest';
import {
  checkQuery,
  looksLikeArticleNumber,
  readMode,
  splitByGroup,
  textCompare,
} from './search-query';

describe('checkQuery (the domain schema, SPEC §5)', () => {
  it('accepts 3 to 200 characters after trimming', () => {
    expect(checkQuery('  abc ')).toEqual({ ok: true, q: 'abc' });
    expect(checkQuery('x'.repeat(200))).toEqual({ ok: true, q: 'x'.repeat(200) });
  });

  it.each([null, undefined, '', 'ab', '  ab  ', '\t\n'])('refuses %j as too short', (raw) => {
    expect(checkQuery(raw)).toMatchObject({ ok: false, problem: 'too_short' });
  });

  it('refuses more than 200 characters as too long', () => {
    expect(checkQuery('x'.repeat(201))).toEqual({ ok: false, problem: 'too_long', max: 200 });
  });
});

describe('looksLikeArticleNumber', () => {
  it.each([
    ['30681436', true],
    ['30 681-436', true],
    ['1234ab', true],
    ['VOLVO-240', false],
    ['VOL-240.1', true],
    ['abc12', false],
    ['brake disc', false],
    ['---', false],
  ])('%s -> %s', (q, expected) => {
    expect(looksLikeArticleNumber(q)).toBe(expected);
  });
});

describe('readMode', () => {
  it('lists items unless the address asks for diagram entries', () => {
    expect(readMode(null, null)).toEqual({ view: 'items', diagramMode: 'any' });
    expect(readMode('items', null)).toEqual({ view: 'items', diagramMode: 'any' });
    expect(readMode('bogus', null)).toEqual({ view: 'items', diagramMode: 'any' });
    expect(readMode('diagrams', null)).toEqual({ view: 'diagrams', diagramMode: 'any' });
    expect(readMode('reference', null)).toEqual({ view: 'diagrams', diagramMode: 'reference' });
    expect(readMode('description', null)).toEqual({
      view: 'diagrams',
      diagramMode: 'description',
    });
    expect(readMode(null, 'VOL240BRK01')).toEqual({ view: 'diagrams', diagramMode: 'any' });
  });
});

describe('splitByGroup', () => {
  const rows = [
    { id: 1, group: 'brakes' },
    { id: 2, group: 'fuel' },
    { id: 3, group: 'brakes' },
  ];
  const groupOf = (row: (typeof rows)[number]) => row.group;

  it('keeps every row without a group', () => {
    expect(splitByGroup(rows, null, groupOf)).toEqual({ rows, noGroupMatch: false, elsewhere: 0 });
  });

  it("keeps the group's rows and counts the others", () => {
    expect(splitByGroup(rows, 'brakes', groupOf)).toEqual({
      rows: [rows[0], rows[2]],
      noGroupMatch: false,
      elsewhere: 1,
    });
  });

  it('falls back to every row, flagged, when the group has none', () => {
    expect(splitByGroup(rows, 'engine', groupOf)).toEqual({
      rows,
      noGroupMatch: true,
      elsewhere: 3,
    });
    expect(splitByGroup([], 'engine', groupOf)).toEqual({
      rows: [],
      noGroupMatch: false,
      elsewhere: 0,
    });
  });
});

describe('textCompare', () => {
  const words = ['Öl', 'Ärm', 'Zed', 'Arm', 'Part 10', 'Part 9'];
  it('orders å, ä, ö after z in Swedish and Finnish, with them in English', () => {
    expect([...words].sort(textCompare('sv'))).toEqual([
      'Arm',
      'Part 9',
      'Part 10',
      'Zed',
      'Ärm',
      'Öl',
    ]);
    expect([...words].sort(textCompare('fi'))).toEqual([
      'Arm',
      'Part 9',
      'Part 10',
      'Zed',
      'Ärm',
      'Öl',
    ]);
    expect([...words].sort(textCompare('en'))).toEqual([
      'Arm',
      'Ärm',
      'Öl',
      'Part 9',
      'Part 10',
      'Zed',
    ]);
  });
});
