import { describe, expect, it } from 'vitest';
import { csvCells, planColumns } from './import-columns.js';
import { csvLine, ITEM_COLUMNS, itemCells } from './import-format.js';
import { readImportRow } from './import-rows.js';
import type { ImportItem } from './import-rows.js';

const item: ImportItem = {
  id: '5a0b1c2d3e4f5a6b7c8d9e0f',
  legacy_id: 20_001,
  group: 'brake-discs',
  name: 'Brake disc; front',
  description: 'Vented, "sport"\nfits both sides',
  sv: { name: 'Bromsskiva, fram', description: 'Ventilerad' },
  fi: null,
  model: 'Volvo 240, B230F',
  image: '/public/items/disc.svg',
  weight: 5400,
  stock: 0,
  prices: [
    {
      brand: 'any',
      price: 123_450,
      watermark: 5000,
      increment: 250,
      arrival: { type: 'days', date: null, deadline: null, days: 5, weekday: null },
      supplier: 'Nordic Supply',
    },
    {
      brand: 'genuine',
      price: 199_900,
      watermark: null,
      increment: null,
      arrival: {
        type: 'date',
        date: '2026-12-01',
        deadline: '2026-11-30T11:00:00.000Z',
        days: null,
        weekday: null,
      },
      supplier: '',
    },
  ],
  references: [
    { ref: '30 681-436', visible: true },
    { ref: 'X9', visible: false },
  ],
  related: ['0123456789abcdef01234567'],
};

describe('itemCells and csvLine', () => {
  it('write an item that reads back the same, quotes and line ends included', () => {
    const cells = itemCells(item);
    const line = csvLine(ITEM_COLUMNS.map((column) => cells[column] ?? ''));
    // The CSV parser is the server's; here the written fields are split back by hand.
    const fields = [...line.matchAll(/(?:^|;)("(?:[^"]|"")*"|[^;]*)/g)].map(([, field = '']) =>
      field.startsWith('"') ? field.slice(1, -1).replace(/""/g, '"') : field,
    );
    const planned = planColumns(ITEM_COLUMNS, null);
    if (!planned.ok) throw new Error(planned.code);
    expect(readImportRow('items', csvCells(planned.plan, ITEM_COLUMNS)(fields))).toEqual({
      ok: true,
      key: item.id,
      row: item,
    });
  });
});
