// Search-engine data for an item page: title, description, Open Graph and the schema.org Product
// (the domain builds the Product and the title, so the web app's client-side pages match them).
import { SHOP_NAME, pageTitle, productJsonLd, scriptSafeJson } from '@shop/domain';
import type { Item } from '@shop/domain';
import { escapeHtml } from '../../lib/html.js';

const DESCRIPTION_MAX = 300;

export interface ItemSeo {
  title: string;
  description: string;
  /** Open Graph, canonical link and JSON-LD tags. */
  head: string;
}

function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** `origin` is scheme://host of the shop, for the absolute URLs Open Graph needs. */
export function itemSeo(item: Item, origin: string): ItemSeo {
  const title = pageTitle(item.name);
  const description = shorten(item.description || item.model || item.name, DESCRIPTION_MAX);
  const attr = escapeHtml;
  const product = productJsonLd(item, origin);
  const head = [
    `<meta property="og:type" content="product">`,
    `<meta property="og:site_name" content="${attr(SHOP_NAME)}">`,
    `<meta property="og:title" content="${attr(title)}">`,
    `<meta property="og:description" content="${attr(description)}">`,
    `<meta property="og:image" content="${attr(product.image)}">`,
    `<meta property="og:url" content="${attr(product.offers.url)}">`,
    `<link rel="canonical" href="${attr(`/item/${item._id}`)}">`,
    `<script type="application/ld+json">${scriptSafeJson(product)}</script>`,
  ].join('\n    ');
  return { title, description, head };
}
