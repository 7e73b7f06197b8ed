// The contact page's structured-data block: one <script type="application/ld+json"> in the head
// with the shop as a schema.org AutoPartsStore, removed when the page goes.
import { useEffect } from 'react';
import { scriptSafeJson } from '@shop/domain';
import { shopJsonLd } from './shop-details';

export const STORE_BLOCK_ID = 'store-json-ld';

export function useShopJsonLd(): void {
  useEffect(() => {
    document.getElementById(STORE_BLOCK_ID)?.remove();
    const script = document.createElement('script');
    script.id = STORE_BLOCK_ID;
    script.type = 'application/ld+json';
    script.textContent = scriptSafeJson(shopJsonLd(window.location.origin));
    document.head.append(script);
    return () => script.remove();
  }, []);
}
