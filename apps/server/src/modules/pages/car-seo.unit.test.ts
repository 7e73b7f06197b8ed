import type { CarResponse } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { carSeo } from './car-seo.js';

const car = (make: string | null, name: string): CarResponse => ({
  car: { slug: 'x-1', name, make, modern: false, group: 'Classics' },
  count: { items: 3, diagrams: 1 },
  groups: [{ slug: 'brakes', name: 'Jarrut', index: 1, items: 3, diagrams: 1 }],
});

describe('carSeo', () => {
  it('titles a car by make and name, a group first, in the language', () => {
    expect(carSeo(car('Volvo', '240'), null, 'en')).toMatchObject({
      title: 'Volvo 240 | Nordic Parts',
      description: expect.stringMatching(/^Spare parts for the Volvo 240: /),
    });
    const finnish = carSeo(car('Volvo', '240'), 'brakes', 'fi');
    expect(finnish.title).toBe('Jarrut – Volvo 240 | Nordic Parts');
    expect(finnish.description).toMatch(/^Jarrut autoon Volvo 240: /);
    expect(finnish.head).toContain('<meta property="og:locale" content="fi_FI">');
  });

  it('names a car without a make by its name alone, and ignores an unknown group', () => {
    expect(carSeo(car(null, '240'), 'no-such-group', 'en').title).toBe('240 | Nordic Parts');
  });

  it('escapes the car in every attribute', () => {
    const seo = carSeo(car('A&B', '"<x>'), null, 'en');
    expect(seo.head).toContain('content="A&amp;B &quot;&lt;x&gt; | Nordic Parts"');
    expect(seo.head).not.toContain('<x>');
  });
});
