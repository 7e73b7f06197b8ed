// A catalog price (euro cents incl. 25 % VAT) in the visitor's currency and VAT choice.
import { displayPrice } from '@shop/domain';
import { usePreferences } from '../../lib/preferences';

export function Price({ cents, className }: { cents: number; className?: string }) {
  const { currency, vat, ready } = usePreferences();
  const classes = className ? `price ${className}` : 'price';
  // While the chosen currency's rate loads, hold the place instead of flashing a euro amount.
  if (!ready) return <span className={`${classes} price--pending`} aria-busy="true" />;
  return <span className={classes}>{displayPrice(cents, currency, vat)}</span>;
}
