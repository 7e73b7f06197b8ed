// Test data in the API's shapes (packages/domain api.ts) for the search tests.
import type { DiagramEntry, ItemSearchHit } from '@shop/domain';

let counter = 0;

/** An item with a fresh 24-hex id; `overrides` set the fields a test cares about. */
export function makeItem(overrides: Partial<ItemSearchHit> = {}): ItemSearchHit {
  counter += 1;
  return {
    _id: counter.toString(16).padStart(24, 'a'),
    _legacy_id: null,
    name: 'Brake disc front',
    description: 'Ventilated, 280 mm',
    model: '240 1985-1993',
    image: '/public/items/a1/a1b2.svg',
    price: 12500,
    brand: 'any',
    references: [{ id: '30681436', visible: true }],
    replaces: [],
    fits: [],
    group: 'brakes',
    prices_typed: {
      any: {
        price: overrides.price ?? 12500,
        watermark: null,
        increment: null,
        arrival: { type: 'days', date: null, deadline: null, days: 5, weekday: null },
      },
    },
    suppliers_typed: {},
    fee: 0,
    weight: 4200,
    stock: { quantity: 3 },
    related: [],
    updated: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export const frontBrakes: DiagramEntry['diagram'] = {
  illustration: 'VOL240BRK01',
  name: 'Front brakes',
  image: '/public/diagrams/VOL240BRK01.svg',
  car: { slug: 'volvo-240', name: '240', make: 'Volvo' },
  group: { slug: 'brakes', name: 'Brakes' },
};

export const fuelPump: DiagramEntry['diagram'] = {
  illustration: 'VOL240FUE02',
  name: 'Fuel pump',
  image: '/public/diagrams/VOL240FUE02.svg',
  car: { slug: 'volvo-240', name: '240', make: 'Volvo' },
  group: { slug: 'fuel', name: 'Fuel system' },
};

export function makeEntry(overrides: Partial<DiagramEntry> = {}): DiagramEntry {
  return {
    diagram: frontBrakes,
    position: '7',
    description: ['Brake disc'],
    reference: '30681436',
    item: makeItem(),
    ...overrides,
  };
}
