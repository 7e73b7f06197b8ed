// A catalog price (euro cents incl. 25 % VAT) in the visitor's currency and VAT choice, or, inside
// ChargedVat (the checkout's cart), at the VAT the order will charge.
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { displayPrice } from '@shop/domain';
import { usePreferences } from '../../lib/preferences';

const ChargedVatContext = createContext<number | null>(null);

/** Prices inside show the destination's VAT (basis points), not the footer's display choice. */
export function ChargedVat({ vat, children }: { vat: number | null; children: ReactNode }) {
  return <ChargedVatContext.Provider value={vat}>{children}</ChargedVatContext.Provider>;
}

export function Price({ cents, className }: { cents: number; className?: string }) {
  const { currency, vat, ready, language } = usePreferences();
  const charged = useContext(ChargedVatContext);
  const classes = className ? `price ${className}` : 'price';
  // While the chosen currency's rate loads, hold the place instead of flashing a euro amount.
  if (!ready) return <span className={`${classes} price--pending`} aria-busy="true" />;
  return <span className={classes}>{displayPrice(cents, currency, charged ?? vat, language)}</span>;
}
