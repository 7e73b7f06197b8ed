import { describe, expect, it } from 'vitest';
import type { Item } from './api.js';
import { makeItem } from './cart.fixtures.js';
import { itemPagePath, productJsonLd } from './product-json-ld.js';

const item: Item = makeItem({
  _id: 'a'.repeat(24),
  name: 'Disc "R" <x>',
  description: 'Front\n  vented',
  price: 100005,
  brand: 'oem',
  references: [
    { id: 'HIDDEN', visible: false },
    { id: '30 681-436', visible: true },
  ],
  suppliers_typed: { oem: { name: 'Göta Motordelar AB' } },
  stock: { quantity: 2 },
});

describe('productJsonLd', () => {
  it('describes a schema.org Product with a euro offer', () => {
    expect(productJsonLd(item, 'https://shop.example')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Disc "R" <x>',
      description: 'Front\n  vented',
      image: 'https://shop.example/public/items/brakes-1.svg',
      sku: item._id,
      mpn: '30 681-436',
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

  it('leaves out what the item lacks, names the shop as brand, and backorders without stock', () => {
    const bare = productJsonLd(
      { ...item, description: '', references: [], suppliers_typed: {}, stock: { quantity: 0 } },
      'http://127.0.0.1:3000',
    );
    expect(bare).not.toHaveProperty('description');
    expect(bare).not.toHaveProperty('mpn');
    expect(bare.brand.name).toBe('Nordic Parts');
    expect(bare.offers.availability).toBe('https://schema.org/BackOrder');
    expect(bare.image).toBe('http://127.0.0.1:3000/public/items/brakes-1.svg');
  });
});

describe('itemPagePath', () => {
  it('escapes the id', () => {
    expect(itemPagePath('a/b')).toBe('/item/a%2Fb');
  });
});
