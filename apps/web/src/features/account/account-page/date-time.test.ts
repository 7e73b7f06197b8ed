import { describe, expect, it } from 'vitest';
import { formatDateTime } from './date-time';

describe('formatDateTime', () => {
  it.each([
    ['en', '2026-03-10 09:05'],
    ['sv', '2026-03-10 09:05'],
    ['fi', '10.03.2026 09.05'],
  ] as const)("gives the site's date and the shop's time of day in %s", (language, text) => {
    expect(formatDateTime('2026-03-10T08:05:00.000Z', language)).toBe(text);
  });

  it('keeps the date and the time on the same side of midnight', () => {
    // 23:30 UTC is 00:30 the next day in Stockholm (winter).
    expect(formatDateTime('2026-01-31T23:30:00.000Z', 'en')).toBe('2026-02-01 00:30');
  });
});
