// Shared test fixtures for the arrival rules (imported by the arrival test files only).

import type { Arrival } from './api.js';
import type { ArrivalInput } from './arrival.js';

/** Stockholm wall-clock time: UTC+1 in winter, UTC+2 in summer. */
export const winter = (local: string): Date => new Date(`${local}:00+01:00`);
export const summer = (local: string): Date => new Date(`${local}:00+02:00`);

export const WED = '2024-01-17'; // a winter Wednesday
export const SUMMER_WED = '2024-06-12';

export const rule = (arrival: Partial<Arrival>): ArrivalInput['entry'] => ({
  arrival: { type: null, date: null, deadline: null, days: null, weekday: null, ...arrival },
});

/** A supplier line (not from own stock) with this arrival rule. */
export const supplier = (
  now: Date,
  arrival: Partial<Arrival>,
  extra: Partial<ArrivalInput> = {},
): ArrivalInput => ({
  entry: rule(arrival),
  brand: 'any',
  stocked: false,
  now,
  ...extra,
});

/** A line of the shop's own stock. */
export const stocked = (now: Date, extra: Partial<ArrivalInput> = {}): ArrivalInput => ({
  entry: undefined,
  brand: 'any',
  stocked: true,
  now,
  ...extra,
});
