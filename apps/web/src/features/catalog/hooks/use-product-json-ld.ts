// The item page's one schema.org Product block in the document head. The server renders it into the
// first page it serves; on client-side navigation this hook keeps exactly one block, for the item
// shown, built by the same domain function, and removes it when the item page goes.
import { useEffect } from 'react';
import { productJsonLd, scriptSafeJson } from '@shop/domain';
import type { Item } from '@shop/domain';

const JSON_LD = 'script[type="application/ld+json"]';

function parsed(script: HTMLScriptElement): { '@type'?: unknown; sku?: unknown } | null {
  try {
    const value: unknown = JSON.parse(script.textContent ?? '');
    return typeof value === 'object' && value !== null ? value : null;
  } catch {
    return null;
  }
}

/** The head's Product blocks (the server's, or one this hook made). */
export function productBlocks(): HTMLScriptElement[] {
  return [...document.head.querySelectorAll<HTMLScriptElement>(JSON_LD)].filter(
    (script) => parsed(script)?.['@type'] === 'Product',
  );
}

export function useProductJsonLd(item: Item): void {
  useEffect(() => {
    const [found, ...extra] = productBlocks();
    for (const script of extra) script.remove();
    const script = found ?? document.createElement('script');
    // The server's block for this very item stays as served (its URLs use the shop's public origin).
    if (parsed(script)?.sku !== item._id) {
      script.type = 'application/ld+json';
      script.textContent = scriptSafeJson(productJsonLd(item, window.location.origin));
    }
    if (!found) document.head.append(script);
    return () => script.remove();
  }, [item]);
}
