// The sitemap protocol's XML and robots.txt. Each page is listed in one language's sitemap at its
// `?lang=` address, with the other languages as alternates, so a search engine shows Swedes the
// Swedish page (the same addresses the pages' own hreflang links give).
import { LANGUAGES } from '@shop/domain';
import type { Language } from '@shop/domain';
import { escapeHtml } from '../../lib/html.js';

/** The protocol's limit of addresses in one file. */
export const SITEMAP_MAX_URLS = 50_000;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

const pageUrl = (origin: string, path: string, language: Language) =>
  `${origin}${path}?lang=${language}`;

function entry(origin: string, path: string, language: Language): string {
  const alternates = LANGUAGES.map(
    (other) =>
      `<xhtml:link rel="alternate" hreflang="${other}" href="${escapeHtml(pageUrl(origin, path, other))}"/>`,
  );
  alternates.push(
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(`${origin}${path}`)}"/>`,
  );
  return `<url><loc>${escapeHtml(pageUrl(origin, path, language))}</loc>${alternates.join('')}</url>`;
}

/** One language's sitemap of `paths` (each starting with '/'). */
export function urlSet(origin: string, language: Language, paths: readonly string[]): string {
  return `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${paths
    .map((path) => entry(origin, path, language))
    .join('\n')}\n</urlset>\n`;
}

/** The index of every language's sitemaps: pages, then the items in files of SITEMAP_MAX_URLS. */
export function sitemapIndex(origin: string, itemFiles: number): string {
  const files = LANGUAGES.flatMap((language) => [
    `/sitemaps/${language}/pages.xml`,
    ...Array.from(
      { length: itemFiles },
      (_, index) => `/sitemaps/${language}/items-${index + 1}.xml`,
    ),
  ]);
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files
    .map((file) => `<sitemap><loc>${escapeHtml(`${origin}${file}`)}</loc></sitemap>`)
    .join('\n')}\n</sitemapindex>\n`;
}

/** Crawlers may read the catalog, never the cart, checkout, account, console or API. */
export function robotsTxt(origin: string): string {
  const closed = [
    '/api/',
    '/admin',
    '/checkout',
    '/review',
    '/complete',
    '/login',
    '/af',
    '/register',
    '/forgot',
    '/auth',
    '/search',
    '/*/search',
  ];
  return [
    'User-agent: *',
    ...closed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
