// SPEC §9 shipping estimate icon by days to arrival.

export const ESTIMATE_COLOURS = ['green', 'yellow', 'red', 'gray', 'unknown'] as const;
export type EstimateColour = (typeof ESTIMATE_COLOURS)[number];

/** 0-3 days green, up to 7 yellow, up to 10 red, more gray; negative, NaN or missing unknown. */
export function estimateColour(days: number | null | undefined): EstimateColour {
  if (days === null || days === undefined || Number.isNaN(days) || days < 0) return 'unknown';
  if (days <= 3) return 'green';
  if (days <= 7) return 'yellow';
  if (days <= 10) return 'red';
  return 'gray';
}
