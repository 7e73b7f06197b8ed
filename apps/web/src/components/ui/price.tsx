// A catalog price (euro cents incl. 25 % VAT) in the visitor's currency and VAT choice, or, inside
// ChargedVat (the checkout's cart), at the VAT the order will charge.
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { chargedSum, formatMoney } from '@shop/domain';
import type { PricedPart } from '@shop/domain';
import { usePreferences } from '../../lib/preferences';

const ChargedVatContext = createContext<number | null>(null);

/** Prices inside show the destination's VAT (basis points), not the footer's display choice. */
export function ChargedVat({ vat, children }: { vat: number | null; children: ReactNode }) {
  return <ChargedVatContext.Provider value={vat}>{children}</ChargedVatContext.Provider>;
}

/** A price, times `quantity` after converting one unit (as an order charges a line). */
export function Price({
  cents,
  quantity = 1,
  className,
}: {
  cents: number;
  quantity?: number;
  className?: string;
}) {
  return <PriceSum parts={[{ cents, quantity }]} className={className} />;
}

/** The sum of priced parts, each converted on its own: a cart total equals its lines' sum. */
export function PriceSum({
  parts,
  className,
}: {
  parts: readonly PricedPart[];
  className?: string;
}) {
  const text = usePriceSumText(parts);
  const classes = className ? `price ${className}` : 'price';
  // While the chosen currency's rate loads, hold the place instead of flashing a euro amount.
  if (text === null) return <span className={`${classes} price--pending`} aria-busy="true" />;
  return <span className={classes}>{text}</span>;
}

/** PriceSum's text (for announcements); null while the chosen currency's rate loads. */
export function usePriceSumText(parts: readonly PricedPart[]): string | null {
  const { currency, vat, ready, language } = usePreferences();
  const charged = useContext(ChargedVatContext);
  if (!ready) return null;
  return formatMoney(chargedSum(parts, currency, charged ?? vat), currency, language);
}
