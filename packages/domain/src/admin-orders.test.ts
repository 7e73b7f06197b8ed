import { describe, expect, it } from 'vitest';
import { customerNameKeys, nameKey, orderSearchOf, shopDayStart } from './admin-orders.js';

describe('the console order list rules', () => {
  it('keys names in lower case with single spaces, whatever the Unicode form', () => {
    expect(nameKey('  ÅSTRÖM  ')).toBe('åström');
    expect(nameKey('A\u030Astro\u0308m')).toBe('åström');
    expect(customerNameKeys({ given_name: 'Anna  Karin', family_name: 'Svensson ' })).toEqual({
      name_key: 'anna karin svensson',
      family_key: 'svensson',
    });
  });

  it('reads a search as an order number, an address or a name', () => {
    expect(orderSearchOf(' #123456 ')).toEqual({ by: 'number', value: '123456' });
    expect(orderSearchOf('Anna@Example.com')).toEqual({ by: 'email', value: 'anna@example.com' });
    expect(orderSearchOf('Anna  Svensson')).toEqual({ by: 'name', value: 'anna svensson' });
  });

  it('begins a shop day at Stockholm midnight, in winter and summer time and on change days', () => {
    const start = (year: number, month: number, day: number) =>
      shopDayStart({ year, month, day }).toISOString();
    expect(start(2026, 1, 15)).toBe('2026-01-14T23:00:00.000Z');
    expect(start(2026, 7, 1)).toBe('2026-06-30T22:00:00.000Z');
    expect(start(2026, 3, 29)).toBe('2026-03-28T23:00:00.000Z');
    expect(start(2026, 3, 30)).toBe('2026-03-29T22:00:00.000Z');
    expect(start(2026, 10, 25)).toBe('2026-10-24T22:00:00.000Z');
    expect(start(2026, 10, 26)).toBe('2026-10-25T23:00:00.000Z');
  });
});
