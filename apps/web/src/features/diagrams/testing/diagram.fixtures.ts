// Test data in the API's shapes (packages/domain api.ts) for the diagrams tests.
import type { Diagram, DiagramItem, Item, ItemDiagramsResponse } from '@shop/domain';
import type { CarDiagramsResponse, DiagramResponse } from '@shop/domain';

export const ILLUSTRATION = 'V24005011';

export function makeItem(overrides: Partial<Item> = {}): Item {
  return {
    _id: 'a1b2c3d4e5f6a7b8c9d0e1f2',
    _legacy_id: 4711,
    name: 'Brake caliper left',
    description: 'Rebuilt, with bracket',
    model: '240 1975-1993',
    image: '/public/items/a1/a1b2.svg',
    price: 12500,
    brand: 'any',
    references: [{ id: '1359946', visible: true }],
    replaces: [],
    fits: [],
    group: 'brakes',
    prices_typed: {
      any: {
        price: 12500,
        watermark: null,
        increment: null,
        arrival: { type: 'days', date: null, deadline: null, days: 5, weekday: null },
      },
    },
    suppliers_typed: {},
    fee: 0,
    weight: 2100,
    stock: { quantity: 2 },
    related: [],
    updated: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeDiagram(overrides: Partial<Diagram> = {}): Diagram {
  return {
    illustration: ILLUSTRATION,
    name: 'Front brakes',
    description: ['Calipers, discs and pads'],
    remark: [],
    model: ['240'],
    coordinates: [
      { pos: '12', x: 300, y: 200, w: 36, h: 36 },
      { pos: '3', x: 100, y: 500, w: 36, h: 36 },
      { pos: '7', x: 700, y: 650, w: 36, h: 36 },
    ],
    width: 1200,
    height: 900,
    image: `/public/diagrams/${ILLUSTRATION}.svg`,
    car: { slug: 'volvo-240', name: '240', make: 'Volvo' },
    group: { slug: 'brakes', name: 'Brakes' },
    ...overrides,
  };
}

export function makeEntry(overrides: Partial<DiagramItem> = {}): DiagramItem {
  return {
    position: '12',
    basePosition: '12',
    description: ['Caliper'],
    model: ['240'],
    remark: ['Left'],
    quantity: ['1'],
    item: makeItem(),
    index: 0,
    reference: '1359946',
    illustration: ILLUSTRATION,
    ...overrides,
  };
}

/** Position 12: a sold caliper and its unsold bolt '(12a)'; 3 sells pads; 7 has nothing to buy. */
export const ENTRIES: DiagramItem[] = [
  makeEntry(),
  makeEntry({
    position: '3',
    basePosition: '3',
    description: ['Brake pads'],
    remark: [],
    quantity: ['4'],
    model: ['240', '740'],
    reference: '271950',
    index: 1,
    item: makeItem({ _id: 'b1b2c3d4e5f6a7b8c9d0e1f2', name: 'Brake pads front', price: 4900 }),
  }),
  makeEntry({
    position: '(12a)',
    basePosition: '12',
    description: ['Guide bolt'],
    remark: ['Only with ABS'],
    quantity: ['2'],
    reference: '940123',
    index: 2,
    item: null,
  }),
  makeEntry({
    position: '7',
    basePosition: '7',
    description: ['Dust shield'],
    remark: [],
    quantity: ['1'],
    reference: '1273445',
    index: 3,
    item: null,
  }),
];

export const SIBLINGS: Diagram[] = [
  makeDiagram({ illustration: 'V24005021', name: 'Rear brakes' }),
  makeDiagram(),
  makeDiagram({ illustration: 'V2405', name: 'Brake lines' }),
];

export function diagramResponse(overrides: Partial<DiagramResponse> = {}): DiagramResponse {
  return { diagram: makeDiagram(), diagrams: SIBLINGS, diagramItems: ENTRIES, ...overrides };
}

export function carDiagrams(diagrams: Diagram[] = SIBLINGS): CarDiagramsResponse {
  return { diagrams };
}

export function itemDiagrams(item: Item = makeItem()): ItemDiagramsResponse {
  return { item, diagrams: [makeDiagram()], diagramItems: [makeEntry({ item })] };
}
