// Search-engine data for an item page: title, description, Open Graph and a schema.org Product.
import type { Item } from '@shop/domain';
import { escapeHtml, scriptJson } from '../../lib/html.js';

export const SHOP_NAME = 'Nordic Parts';
const DESCRIPTION_MAX = 300;

export interface ItemSeo {
  title: string;
  description: string;
  /** Open Graph, canonical link and JSON-LD tags. */
  head: string;
}

/** Euro cents -> "123.45" (schema.org wants major units with a dot). */
export function euroAmount(cents: number): string {
  const whole = Math.round(cents);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

export function itemProductJson(item: Item, origin: string): Record<string, unknown> {
  const sku = item.references.find((r) => r.visible)?.id;
  const brand = item.suppliers_typed[item.brand]?.name ?? SHOP_NAME;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: item.name,
    description: item.description,
    ...(sku !== undefined && { sku }),
    image: `${origin}${item.image}`,
    brand: { '@type': 'Brand', name: brand },
    offers: {
      '@type': 'Offer',
      url: `${origin}/item/${item._id}`,
      price: euroAmount(item.price),
      priceCurrency: 'EUR',
      availability:
        item.stock.quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/BackOrder',
    },
  };
}

/** `origin` is scheme://host of the request, for the absolute URLs Open Graph needs. */
export function itemSeo(item: Item, origin: string): ItemSeo {
  const title = `${item.name} | ${SHOP_NAME}`;
  const description = shorten(item.description || item.model || item.name, DESCRIPTION_MAX);
  const attr = escapeHtml;
  const head = [
    `<meta property="og:type" content="product">`,
    `<meta property="og:site_name" content="${attr(SHOP_NAME)}">`,
    `<meta property="og:title" content="${attr(title)}">`,
    `<meta property="og:description" content="${attr(description)}">`,
    `<meta property="og:image" content="${attr(origin + item.image)}">`,
    `<meta property="og:url" content="${attr(`${origin}/item/${item._id}`)}">`,
    `<link rel="canonical" href="${attr(`/item/${item._id}`)}">`,
    `<script type="application/ld+json">${scriptJson(itemProductJson(item, origin))}</script>`,
  ].join('\n    ');
  return { title, description, head };
}
