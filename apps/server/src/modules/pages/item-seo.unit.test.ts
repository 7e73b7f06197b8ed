import type { Item } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { productJsonLd } from '@shop/domain';
import { itemSeo } from './item-seo.js';

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
  replaces: [],
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

describe('itemSeo', () => {
  it('titles with the shop name and escapes every attribute', () => {
    const seo = itemSeo(item, 'https://shop.example');
    expect(seo.title).toBe('Disc "R" <x> | Nordic Parts');
    expect(seo.description).toBe('Front vented');
    expect(seo.head).toContain('<meta property="og:description" content="Front vented">');
    expect(seo.head).toContain('content="Disc &quot;R&quot; &lt;x&gt; | Nordic Parts"');
    expect(seo.head).toContain(
      `<link rel="canonical" href="https://shop.example/item/${item._id}?lang=en">`,
    );
    expect(seo.head).not.toContain('<x>');
  });

  it('names its language and links the others', () => {
    const seo = itemSeo(item, 'https://shop.example', 'fi');
    expect(seo.head).toContain('<meta property="og:locale" content="fi_FI">');
    expect(seo.head).toContain(
      `<link rel="canonical" href="https://shop.example/item/${item._id}?lang=fi">`,
    );
    for (const language of ['en', 'sv', 'fi']) {
      expect(seo.head).toContain(
        `<link rel="alternate" hreflang="${language}" href="https://shop.example/item/${item._id}?lang=${language}">`,
      );
    }
    expect(seo.head).toContain(
      `<link rel="alternate" hreflang="x-default" href="https://shop.example/item/${item._id}">`,
    );
  });

  it('is its own canonical when asked for without a language (the x-default address)', () => {
    const seo = itemSeo(item, 'https://shop.example', 'sv', false);
    expect(seo.head).toContain(
      `<link rel="canonical" href="https://shop.example/item/${item._id}">`,
    );
  });

  it('carries the one Product block the domain builds', () => {
    const seo = itemSeo(item, 'https://shop.example');
    const blocks = [...seo.head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)];
    expect(blocks).toHaveLength(1);
    expect(JSON.parse(blocks[0]?.[1] ?? '')).toEqual(productJsonLd(item, 'https://shop.example'));
    expect(blocks[0]?.[1]).not.toContain('<');
  });
});
