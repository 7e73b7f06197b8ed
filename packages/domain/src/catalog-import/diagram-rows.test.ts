import { describe, expect, it } from 'vitest';
import { csvCells, planColumns } from './import-columns.js';
import { boxesText, parseBoxes } from './diagram-rows.js';
import { readImportRow } from './import-rows.js';

function read(header: string[], values: string[]) {
  const planned = planColumns(header, null);
  if (!planned.ok) throw new Error(planned.code);
  return {
    kind: planned.plan.kind,
    read: readImportRow(planned.plan.kind, csvCells(planned.plan, header)(values)),
  };
}

describe('diagram rows', () => {
  it('reads boxes and writes them back', () => {
    const text = '1@210,340,24,24|(2)@640,410,30,24';
    expect(parseBoxes(text)).toEqual([
      { pos: '1', x: 210, y: 340, w: 24, h: 24 },
      { pos: '(2)', x: 640, y: 410, w: 30, h: 24 },
    ]);
    expect(boxesText(parseBoxes(text) ?? [])).toBe(text);
    for (const bad of ['1@1,2,3', '@1,2,3,4', '1@a,2,3,4']) expect(parseBoxes(bad)).toBeNull();
  });

  it('reads a drawing with its lists and languages, keyed by its illustration', () => {
    const header = [
      'illustration',
      'name_en',
      'name_sv',
      'car',
      'group',
      'description_en',
      'width',
      'height',
      'coordinates',
    ];
    const { kind, read: row } = read(header, [
      'v240-brakes',
      'Brakes',
      'Bromsar',
      'Volvo-240',
      'brakes',
      'Front|Rear',
      '1200',
      '900',
      '1@1,2,3,4',
    ]);
    expect(kind).toBe('diagrams');
    expect(row).toMatchObject({
      ok: true,
      key: 'v240-brakes',
      row: {
        car: 'volvo-240',
        en: { name: 'Brakes', description: ['Front', 'Rear'] },
        sv: { name: 'Bromsar' },
        fi: null,
      },
    });
    const bad = read(header, [
      'v240 brakes!',
      'B',
      '',
      'volvo-240',
      'brakes',
      '',
      '0',
      '900',
      '1@x',
    ]).read;
    expect(bad.ok ? [] : bad.problems.map((p) => [p.column, p.code])).toEqual([
      ['illustration', 'bad_slug'],
      ['width', 'out_of_range'],
      ['coordinates', 'bad_coordinates'],
    ]);
  });

  it('reads an entry, keyed by illustration and number', () => {
    const header = ['illustration', 'idx', 'position', 'item', 'quantity'];
    expect(read(header, ['v240-brakes', '3', '(3)', '', '2|4']).read).toMatchObject({
      ok: true,
      key: 'v240-brakes|3',
      row: { position: '(3)', item: null, quantity: ['2', '4'] },
    });
  });
});
