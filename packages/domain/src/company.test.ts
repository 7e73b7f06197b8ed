import { describe, expect, it } from 'vitest';
import { FOUNDED_YEAR, companyAge } from './company.js';

describe('companyAge', () => {
  it('counts from 1997', () => {
    expect(FOUNDED_YEAR).toBe(1997);
  });

  it.each([
    ['1997-06-01T12:00:00Z', 0],
    ['2024-06-01T12:00:00Z', 27],
    ['2025-01-01T00:00:00Z', 28],
    ['2024-12-31T23:30:00Z', 28], // already 2025 in Stockholm
    ['2024-12-31T22:59:59Z', 27],
  ])('companyAge(%s) = %s', (iso, expected) => {
    expect(companyAge(new Date(iso))).toBe(expected);
  });

  it('defaults to now', () => {
    expect(companyAge()).toBeGreaterThanOrEqual(new Date().getUTCFullYear() - FOUNDED_YEAR);
  });
});
