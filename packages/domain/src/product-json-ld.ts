// The item page's schema.org Product (JSON-LD), built in one place: the server renders it into the
// head of item pages, and the web app replaces that one block on client-side navigation.
import type { Item } from './api.js';
import { isStocked } from './cart.js';
import { DEFAULT_CURRENCY, minorToDecimal } from './money.js';
import { SHOP_NAME } from './page-head.js';

export interface ProductJsonLd {
  '@context': 'https://schema.org';
  '@type': 'Product';
  name: string;
  description?: string;
  image: string;
  /** The shop's own id of the item. */
  sku: string;
  /** The first visible part number. */
  mpn?: string;
  brand: { '@type': 'Brand'; name: string };
  offers: {
    '@type': 'Offer';
    url: string;
    price: string;
    priceCurrency: string;
    availability: 'https://schema.org/InStock' | 'https://schema.org/BackOrder';
  };
}

/** The canonical address of an item's page. */
export function itemPagePath(itemId: string): string {
  return `/item/${encodeURIComponent(itemId)}`;
}

/** The Product of `item`, with absolute URLs under `origin` (scheme://host, no trailing slash). */
export function productJsonLd(item: Item, origin: string): ProductJsonLd {
  const mpn = item.references.find((r) => r.visible)?.id;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: item.name,
    ...(item.description ? { description: item.description } : {}),
    image: new URL(item.image, origin).href,
    sku: item._id,
    ...(mpn !== undefined ? { mpn } : {}),
    brand: { '@type': 'Brand', name: item.suppliers_typed[item.brand]?.name ?? SHOP_NAME },
    offers: {
      '@type': 'Offer',
      url: `${origin}${itemPagePath(item._id)}`,
      // Catalog prices are euro cents including VAT, which is what a shopper pays.
      price: minorToDecimal(item.price, DEFAULT_CURRENCY.exponent),
      priceCurrency: DEFAULT_CURRENCY.code,
      availability: isStocked(item.stock.quantity, 1)
        ? 'https://schema.org/InStock'
        : 'https://schema.org/BackOrder',
    },
  };
}
