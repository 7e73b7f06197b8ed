// @vitest-environment node
// The server render in Node: real components and router, the API answered by a fake in-process fetch.
import { describe, expect, it, vi } from 'vitest';
import { CAR_GROUPS, CURRENCIES } from '../lib/testing/shell-api';
import {
  ITEM_ID,
  carResponse,
  itemDiagrams,
  itemsPage,
  makeItem,
  makeItems,
} from '../features/catalog/testing/catalog.fixtures';
import { renderPage } from './entry-server';
import type { PageRequest, RenderedPage } from '@shop/domain';
import { PAGE_STATE_ID } from './page-state';
import type { PageState } from './page-state';

const ANSWERS: Record<string, unknown> = {
  '/api/currencies': CURRENCIES,
  '/api/car-groups': CAR_GROUPS,
  '/api/country': [],
  '/api/car/volvo-240': carResponse,
  '/api/items/car/volvo-240': itemsPage(makeItems(3), 3),
  [`/api/diagrams/item/${ITEM_ID}`]: itemDiagrams(makeItem()),
};

function request(url: string, overrides: Partial<PageRequest> = {}) {
  const asked: string[] = [];
  const fetch = vi.fn(async (path: string) => {
    asked.push(path);
    const body = ANSWERS[path];
    return body === undefined
      ? Response.json({ code: 'not_found', message: 'Not found' }, { status: 404 })
      : Response.json(body);
  });
  const onError = vi.fn();
  return {
    asked,
    onError,
    page: {
      url,
      host: 'shop.example.com',
      language: 'en',
      cookies: {},
      fetch,
      onError,
      ...overrides,
    },
  };
}

async function html(page: RenderedPage | null): Promise<string> {
  if (!page) throw new Error('no page rendered');
  let text = '';
  for await (const chunk of page.html) text += String(chunk);
  return text;
}

function stateOf(page: RenderedPage): PageState {
  const json = page.stateScript.replace(/^<script[^>]*>|<\/script>$/g, '');
  expect(page.stateScript).toContain(`type="application/json" id="${PAGE_STATE_ID}"`);
  return JSON.parse(json) as PageState;
}

describe('server render', () => {
  it('renders the home page with links to every car, and ships the shell data once', async () => {
    const { page, onError } = request('/');
    const rendered = await renderPage(page);
    const text = await html(rendered);
    expect(rendered?.status).toBe(200);
    expect(text).toContain('href="/car/volvo-240"');
    expect(text).toContain('href="/car/saab-900"');
    expect(stateOf(rendered!).shell['/api/car-groups']).toEqual(CAR_GROUPS);
    // Hydration reads dates (arrival, the footer's year) at the server's render time.
    expect(Date.parse(stateOf(rendered!).now)).not.toBeNaN();
    expect(onError).not.toHaveBeenCalled();
  });

  it("renders a car's item list with its data fetched first, in the visitor's language", async () => {
    const { page, asked, onError } = request('/car/volvo-240', { language: 'sv' });
    const rendered = await renderPage(page);
    const text = await html(rendered);
    expect(text).toContain('Part 001');
    expect(text).toContain('Part 003');
    expect(text).toContain('href="/car/volvo-240/engine/"');
    expect(text).toContain('Hoppa till innehållet');
    // Each answer is asked for once, however many passes the render took.
    expect(new Set(asked).size).toBe(asked.length);
    const keys = stateOf(rendered!).queries.queries.map((q) => q.queryKey[1]);
    expect(keys).toEqual(expect.arrayContaining(['car', 'items']));
    expect(onError).not.toHaveBeenCalled();
  });

  it('renders an item with its price and the cars it fits; the chosen currency counts', async () => {
    const { page } = request(`/item/${ITEM_ID}`, { cookies: { currency: 'SEK', vat: '0' } });
    const text = await html(await renderPage(page));
    expect(text).toContain('Brake disc front');
    // Its picture, the page's largest image, is preloaded before the rest of the page.
    expect(text).toMatch(
      /^<link rel="preload" as="image" href="\/public\/items\/a1\/a1b2.svg" fetchPriority="high"\/>/,
    );
    // 125.00 € incl. 25 % VAT -> 100.00 € net -> 1,150.00 kr
    expect(text).toContain('1,150.00 kr');
    expect(text).toContain('30681436');
    expect(text).not.toContain('HIDDEN-1');
  });

  it('renders the about page with its own strings, which the browser loads with the page', async () => {
    const { page, onError } = request('/about', { language: 'sv' });
    const rendered = await renderPage(page);
    const text = await html(rendered);
    expect(rendered?.status).toBe(200);
    expect(text).toContain('Om Nordic Parts');
    expect(onError).not.toHaveBeenCalled();
  });

  it('answers 404 for an item the API does not know, with its error shipped', async () => {
    const { page } = request('/item/ffffffffffffffffffffffff');
    const rendered = await renderPage(page);
    await html(rendered);
    expect(rendered?.status).toBe(404);
    const [query] = stateOf(rendered!).queries.queries;
    expect(query?.state.error).toMatchObject({ status: 404, code: 'not_found' });
  });

  it("leaves the cart's, the checkout's and the account's pages to the browser", async () => {
    for (const url of ['/checkout', '/review', '/account', '/cart/2026-11-01/abc', '/search?q=x']) {
      expect(await renderPage(request(url).page)).toBeNull();
    }
  });
});
