import type { Item } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { euroAmount, itemProductJson, itemSeo } from './item-seo.js';

const item: Item = {
  _id: 'a'.repeat(24),
  _legacy_id: null,
  name: 'Disc "R" <x>',
  description: 'Front\n  vented',
  model: '',
  image: '/public/items/a.svg',
  price: 100005,
  brand: 'oem',
  references: [
    { id: 'HIDDEN', visible: false },
    { id: '30 681-436', visible: true },
  ],
  fits: [],
  group: 'brakes',
  prices_typed: {},
  suppliers_typed: { oem: { name: 'Göta Motordelar AB' } },
  fee: 0,
  weight: 1,
  stock: { quantity: 2 },
  related: [],
  updated: '2026-01-01T00:00:00.000Z',
};

describe('euroAmount', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [12345, '123.45'],
    [100005, '1000.05'],
  ])('%i cents -> %s', (cents, text) => expect(euroAmount(cents)).toBe(text));
});

describe('itemProductJson', () => {
  it('describes a schema.org Product with an EUR offer', () => {
    expect(itemProductJson(item, 'https://shop.example')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Disc "R" <x>',
      description: 'Front\n  vented',
      sku: '30 681-436',
      image: 'https://shop.example/public/items/a.svg',
      brand: { '@type': 'Brand', name: 'Göta Motordelar AB' },
      offers: {
        '@type': 'Offer',
        url: `https://shop.example/item/${item._id}`,
        price: '1000.05',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
    });
  });
});

describe('itemSeo', () => {
  it('titles with the shop name and escapes every attribute', () => {
    const seo = itemSeo(item, 'https://shop.example');
    expect(seo.title).toBe('Disc "R" <x> | Nordic Parts');
    expect(seo.description).toBe('Front vented');
    expect(seo.head).toContain('<meta property="og:description" content="Front vented">');
    expect(seo.head).toContain('content="Disc &quot;R&quot; &lt;x&gt; | Nordic Parts"');
    expect(seo.head).toContain(`<link rel="canonical" href="/item/${item._id}">`);
    expect(seo.head).not.toContain('<x>');
  });
});
