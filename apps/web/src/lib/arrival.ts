// When an item's offer is expected to arrive, by the domain's arrival rules (SPEC §9): the shop's
// earliest promised arrival (reference data) and the estimate every item view shows.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { arrivalDate, arrivalDays, formatDate, isStocked, parseMinimumArrival } from '@shop/domain';
import type { Brand, Item } from '@shop/domain';
import { api } from './api-calls';
import { apiGet } from './http';
import { usePreferences } from './preferences';
import { renderNow } from './request-scope';

export const shipmentDataKey = ['shipments', 'data'] as const;

/** The earliest arrival the shop promises (YYMMDD), from GET /api/shipments/data; null until known. */
export function useMinimumArrival(): string | null {
  const query = useQuery({
    queryKey: shipmentDataKey,
    queryFn: ({ signal }) => apiGet(api.shipmentData, { signal }),
    staleTime: 30 * 60_000,
  });
  return query.data ? parseMinimumArrival(query.data) : null;
}

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
  const [now] = useState(renderNow);
  const wanted = Number.isInteger(quantity) && quantity >= 1 ? quantity : 1;
  const input = {
    entry: item.prices_typed[brand],
    brand,
    stocked: isStocked(item.stock.quantity, wanted),
    now,
    minimumArrival,
  };
  const days = arrivalDays(input);
  // A negative difference is the domain's way of saying 'unknown'.
  if (days < 0) return { days: null, date: null };
  return { days, date: formatDate(arrivalDate(input), language) };
}
