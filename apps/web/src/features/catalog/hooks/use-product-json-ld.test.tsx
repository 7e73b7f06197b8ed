import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productJsonLd, scriptSafeJson } from '@shop/domain';
import { ITEM_ID, itemDiagrams, makeItem } from '../testing/catalog.fixtures';
import { ok, renderApp, stubApi } from '../testing/render-app';
import { productBlocks } from './use-product-json-ld';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

const OTHER_ID = 'bbbbbbbbbbbbbbbbbbbbbbb2';
const disc = makeItem({ _id: ITEM_ID, name: 'Brake disc' });
const pad = makeItem({ _id: OTHER_ID, name: 'Brake pad' });

/** The JSON-LD block the server renders into the head of /item/… pages. */
function serverBlock(item = disc, origin = 'https://shop.example'): HTMLScriptElement {
  const script = document.createElement('script');
  script.type = 'application/ld+json';
  script.textContent = scriptSafeJson(productJsonLd(item, origin));
  document.head.append(script);
  return script;
}

const skus = () => productBlocks().map((script) => JSON.parse(script.textContent ?? '').sku);

function stubItems() {
  stubApi({
    [`/api/diagrams/item/${ITEM_ID}`]: ok(itemDiagrams(disc)),
    [`/api/diagrams/item/${OTHER_ID}`]: ok(itemDiagrams(pad)),
  });
}

describe('the item page Product block', () => {
  it('keeps the server block of the same item as it is, adding none', async () => {
    stubItems();
    const served = serverBlock();
    renderApp(`/item/${ITEM_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Brake disc' });
    expect(productBlocks()).toEqual([served]);
    expect(JSON.parse(served.textContent ?? '').offers.url).toBe(
      `https://shop.example/item/${ITEM_ID}`,
    );
  });

  it('replaces the block on client-side navigation, one block at a time', async () => {
    stubItems();
    serverBlock();
    const { router } = renderApp(`/item/${ITEM_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Brake disc' });
    await act(() => router.navigate(`/item/${OTHER_ID}`));
    await screen.findByRole('heading', { level: 1, name: 'Brake pad' });
    expect(skus()).toEqual([OTHER_ID]);
    expect(JSON.parse(productBlocks()[0]?.textContent ?? '')).toEqual(
      productJsonLd(pad, window.location.origin),
    );
  });

  it('adds one block when there was none, and removes it when the page goes', async () => {
    stubItems();
    const { router } = renderApp(`/item/${OTHER_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Brake pad' });
    expect(skus()).toEqual([OTHER_ID]);
    await act(() => router.navigate('/checkout'));
    expect(productBlocks()).toEqual([]);
  });
});
