// Shared test fixtures for the cart rules (imported by the cart test files only).

import type { Arrival, Item, PriceEntry } from './api.js';

export const ID_A = 'aaaaaaaaaaaaaaaaaaaaaaaa';
export const ID_B = 'bbbbbbbbbbbbbbbbbbbbbbbb';
export const ID_C = '0123456789abcdef01234567';

/** Stockholm wall-clock time in winter (UTC+1). */
export const winter = (local: string): Date => new Date(`${local}:00+01:00`);

export const arrival = (rule: Partial<Arrival> = {}): Arrival => ({
  type: null,
  date: null,
  deadline: null,
  days: null,
  weekday: null,
  ...rule,
});

export const entry = (price: number, extra: Partial<PriceEntry> = {}): PriceEntry => ({
  price,
  watermark: null,
  increment: null,
  arrival: arrival({ type: 'days', days: 3 }),
  ...extra,
});

/** An item with an 'any' price of 1000 cents, 250 g, 5 in stock; override what a test needs. */
export function makeItem(overrides: Partial<Item> = {}): Item {
  return {
    _id: ID_A,
    _legacy_id: null,
    name: 'Brake disc',
    description: '',
    model: '',
    image: '/public/items/brakes-1.svg',
    price: 1000,
    brand: 'any',
    references: [],
    replaces: [],
    fits: [],
    group: 'brakes',
    prices_typed: { any: entry(1000) },
    suppliers_typed: { any: { name: 'Shop' } },
    fee: 0,
    weight: 250,
    stock: { quantity: 5 },
    related: [],
    updated: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}
