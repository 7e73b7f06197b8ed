// Search-engine data for an item page: title, description, Open Graph and the schema.org Product
// (the domain builds the Product and the title, so the web app's client-side pages match them).
import { LANGUAGES, SHOP_NAME, pageTitle, productJsonLd, scriptSafeJson } from '@shop/domain';
import type { Item, Language } from '@shop/domain';
import { escapeHtml } from '../../lib/html.js';

const DESCRIPTION_MAX = 300;
const OG_LOCALES: Readonly<Record<Language, string>> = {
  en: 'en_GB',
  sv: 'sv_SE',
  fi: 'fi_FI',
};

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

/** The Open Graph tags every page carries: its kind, the shop, the language, title and description. */
export function openGraphTags(
  type: 'product' | 'website',
  language: Language,
  title: string,
  description: string,
): string[] {
  const attr = escapeHtml;
  return [
    `<meta property="og:type" content="${type}">`,
    `<meta property="og:site_name" content="${attr(SHOP_NAME)}">`,
    `<meta property="og:locale" content="${OG_LOCALES[language]}">`,
    `<meta property="og:title" content="${attr(title)}">`,
    `<meta property="og:description" content="${attr(description)}">`,
  ];
}

/**
 * Each language's address of the page (`?lang=` picks it), and x-default for the rest, so a search
 * engine shows Swedes the Swedish page.
 */
function alternates(origin: string, path: string): string[] {
  const link = (hreflang: string, href: string) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`;
  return [
    ...LANGUAGES.map((language) => link(language, `${origin}${path}?lang=${language}`)),
    link('x-default', `${origin}${path}`),
  ];
}

/**
 * The item (already in `language`) for search engines; `origin` is scheme://host of the shop, for
 * the absolute URLs Open Graph needs. A page asked for without `?lang=` is the x-default address:
 * it is its own canonical, as a canonical pointing at another hreflang address contradicts it.
 */
export function itemSeo(
  item: Item,
  origin: string,
  language: Language = 'en',
  languageNamed = true,
): ItemSeo {
  const title = pageTitle(item.name);
  const description = shorten(item.description || item.model || item.name, DESCRIPTION_MAX);
  const attr = escapeHtml;
  const product = productJsonLd(item, origin);
  const head = [
    ...openGraphTags('product', language, title, description),
    `<meta property="og:image" content="${attr(product.image)}">`,
    `<meta property="og:url" content="${attr(product.offers.url)}">`,
    `<link rel="canonical" href="${attr(`${origin}/item/${item._id}${languageNamed ? `?lang=${language}` : ''}`)}">`,
    ...alternates(origin, `/item/${item._id}`),
    `<script type="application/ld+json">${scriptSafeJson(product)}</script>`,
  ].join('\n    ');
  return { title, description, head };
}
