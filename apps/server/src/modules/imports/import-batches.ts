// Rows per statement for the imports' writes and look-ups: under both engines' bound-parameter
// limits for the widest table (11 columns).
export const BATCH = 700;

export function batches<T>(rows: readonly T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < rows.length; start += size) out.push(rows.slice(start, start + size));
  return out;
}
