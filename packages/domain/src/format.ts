// Small formatting helpers from SPEC §9: zero padding and splitting lists into columns.

/**
 * `n` padded with leading zeros to `width` characters ("7", 3 -> "007"); a minus sign counts toward
 * the width ("-7", 3 -> "-07"); a longer number is never cut.
 */
export function zeroPad(n: number, width: number): string {
  if (!Number.isSafeInteger(n)) throw new RangeError(`zeroPad: not an integer: ${n}`);
  const sign = n < 0 ? '-' : '';
  const size = Math.max(0, Math.floor(width) || 0) - sign.length;
  return sign + Math.abs(n).toString().padStart(size, '0');
}

/**
 * Splits `list` into exactly `n` consecutive chunks whose sizes differ by at most one, the larger
 * ones first ([1..5], 2 -> [[1,2,3],[4,5]]); trailing chunks are empty when n > length (columns
 * stay n). n < 1 (or not a number) gives one chunk holding the whole list.
 */
export function chunk<T>(list: readonly T[], n: number): T[][] {
  const count = Math.floor(n);
  if (!(count >= 1)) return [[...list]];
  const base = Math.floor(list.length / count);
  const larger = list.length % count;
  const chunks: T[][] = [];
  let start = 0;
  for (let i = 0; i < count; i++) {
    const size = base + (i < larger ? 1 : 0);
    chunks.push(list.slice(start, start + size));
    start += size;
  }
  return chunks;
}
