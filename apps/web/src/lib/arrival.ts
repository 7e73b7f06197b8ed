// When an item's offer is expected to arrive, by the domain's arrival rules (SPEC §9).
import { useState } from 'react';
import { arrivalDate, arrivalDays, formatDate } from '@shop/domain';
import type { Brand, Item } from '@shop/domain';
import { usePreferences } from '../../../app/preferences';
import { useMinimumArrival } from '../api';

export interface ArrivalEstimate {
  /** Calendar days from today; null when unknown. */
  days: number | null;
  /** The arrival date in the page's language format; null when unknown. */
  date: string | null;
}

/** Arrival of `quantity` of `item` in `brand`, as seen when the view was opened. */
export function useArrival(item: Item, brand: Brand, quantity: number): ArrivalEstimate {
  const { language } = usePreferences();
  const minimumArrival = useMinimumArrival();
  // One clock per view, so re-renders do not move the estimate.
  const [now] = useState(() => new Date());
  const wanted = Number.isInteger(quantity) && quantity >= 1 ? quantity : 1;
  const input = {
    entry: item.prices_typed[brand],
    brand,
    stocked: item.stock.quantity > 0 && item.stock.quantity >= wanted,
    now,
    minimumArrival,
  };
  const days = arrivalDays(input);
  // A negative difference is the domain's way of saying 'unknown'.
  if (days < 0) return { days: null, date: null };
  return { days, date: formatDate(arrivalDate(input), language) };
}
