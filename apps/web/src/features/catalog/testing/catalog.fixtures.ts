// Test data in the API's shapes (packages/domain api.ts) for the catalog and cart tests.
import type { CarResponse, Item, ItemDiagramsResponse, ItemsPage } from '@shop/domain';

export const ITEM_ID = 'a1b2c3d4e5f6a7b8c9d0e1f2';

export function makeItem(overrides: Partial<Item> = {}): Item {
  return {
    _id: ITEM_ID,
    _legacy_id: null,
    name: 'Brake disc front',
    description: 'Ventilated, 280 mm',
    model: '240, 740 1985-1993',
    image: '/public/items/a1/a1b2.svg',
    price: 12500,
    brand: 'any',
    references: [
      { id: '30681436', visible: true },
      { id: 'HIDDEN-1', visible: false },
    ],
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
    weight: 4200,
    stock: { quantity: 3 },
    related: [{ _id: 'b1b2c3d4e5f6a7b8c9d0e1f2', name: 'Brake pads front' }],
    updated: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/** `count` items named "Part 001"…; ids are distinct 24-hex strings. */
export function makeItems(count: number, start = 0): Item[] {
  return Array.from({ length: count }, (_, i) => {
    const n = start + i + 1;
    return makeItem({
      _id: n.toString(16).padStart(24, '0'),
      name: `Part ${String(n).padStart(3, '0')}`,
      price: 1000 + n,
    });
  });
}

export const carResponse: CarResponse = {
  car: { slug: 'volvo-240', name: '240', make: 'Volvo', modern: false, group: 'Volvo' },
  count: { items: 130, diagrams: 12 },
  groups: [
    { slug: 'fuel', name: 'Fuel system', index: 2, items: 20, diagrams: 1 },
    { slug: 'engine', name: 'Engine', index: 1, items: 24, diagrams: 3 },
    { slug: 'brakes', name: 'Brakes', index: 5, items: 130, diagrams: 1 },
  ],
};

export function itemsPage(
  items: Item[],
  count: number,
  page = 1,
  group: ItemsPage['group'] = null,
): ItemsPage {
  return { items, count, page, pageSize: 24, group };
}

export function itemDiagrams(item: Item = makeItem()): ItemDiagramsResponse {
  return {
    item,
    diagrams: [
      {
        illustration: 'VOL240BRK01',
        name: 'Front brakes',
        description: [],
        remark: [],
        model: [],
        coordinates: [],
        width: 800,
        height: 600,
        image: '/public/diagrams/VOL240BRK01.svg',
        car: { slug: 'volvo-240', name: '240', make: 'Volvo' },
        group: { slug: 'brakes', name: 'Brakes' },
      },
    ],
    diagramItems: [
      {
        position: '7',
        basePosition: '7',
        description: [],
        model: [],
        remark: [],
        quantity: ['2'],
        item,
        index: 0,
        reference: '30681436',
        illustration: 'VOL240BRK01',
      },
    ],
  };
}
