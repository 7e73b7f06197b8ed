// Structured product data (schema.org Product) for search engines, as a JSON-LD script block.
import { DEFAULT_CURRENCY, convertPrice } from '@shop/domain';
import type { Item } from '@shop/domain';

/** JSON that cannot close its script element: <, > and & become \u escapes (still valid JSON). */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
}

export function productJsonLd(item: Item, origin: string, url: string) {
  const minor = convertPrice(item.price, DEFAULT_CURRENCY);
  const exponent = DEFAULT_CURRENCY.exponent;
  const mpn = item.references.find((r) => r.visible)?.id;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: item.name,
    description: item.description || undefined,
    image: item.image ? new URL(item.image, origin).href : undefined,
    sku: item._id,
    mpn,
    offers: {
      '@type': 'Offer',
      url,
      price: (minor / 10 ** exponent).toFixed(exponent),
      priceCurrency: DEFAULT_CURRENCY.code,
      availability:
        item.stock.quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/BackOrder',
    },
  };
}

export function ItemJsonLd({ item }: { item: Item }) {
  const json = scriptSafeJson(productJsonLd(item, window.location.origin, window.location.href));
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
