// SPEC §5 "present": a non-empty array, object or string, or a valid date; false/null/undefined are absent.

/**
 * Whether a value counts as present. Arrays, strings, Maps and Sets must be non-empty, plain objects
 * need an own key, dates must be valid; false, null, undefined and NaN are absent; other values
 * (numbers including 0, true, functions) are present.
 */
export function isPresent<T>(v: T | null | undefined | false): v is T {
  if (v === null || v === undefined || v === false) return false;
  if (typeof v === 'string') return v.length > 0;
  if (typeof v === 'number') return !Number.isNaN(v);
  if (Array.isArray(v)) return v.length > 0;
  if (v instanceof Date) return !Number.isNaN(v.getTime());
  if (v instanceof Map || v instanceof Set) return v.size > 0;
  if (typeof v === 'object') return Object.keys(v).length > 0;
  return true;
}
