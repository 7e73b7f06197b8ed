// Test helpers for the shell's own reads: a fake API behind fetch for the currencies and car groups.
import { QueryClient } from '@tanstack/react-query';
import type { CarGroup, Currency } from '@shop/domain';
import { vi } from 'vitest';
import { resetShellResources } from '../shell-resource';

export const CURRENCIES: Currency[] = [
  { code: 'EUR', symbol: '€', euro_rate: 1, exponent: 2 },
  { code: 'SEK', symbol: 'kr', euro_rate: 11.5, exponent: 2 },
  { code: 'NOK', symbol: 'kr', euro_rate: 11.7, exponent: 2 },
  { code: 'GBP', symbol: '£', euro_rate: 0.85, exponent: 2 },
  { code: 'USD', symbol: '$', euro_rate: 1.08, exponent: 2 },
];

export const CAR_GROUPS: CarGroup[] = [
  {
    name: 'Volvo',
    cars: [
      { slug: 'volvo-240', name: '240', make: 'Volvo', modern: false },
      { slug: 'volvo-v70', name: 'V70', make: 'Volvo', modern: true },
    ],
  },
  { name: 'Saab', cars: [{ slug: 'saab-900', name: '900', make: 'Saab', modern: false }] },
];

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Stubs fetch with the shell's two calls; anything else answers 404 in the API's error shape. The
 * shell's cached reads start afresh, so each test sees its own answers.
 */
export function stubShellApi(extra: Record<string, unknown> = {}) {
  resetShellResources();
  const answers: Record<string, unknown> = {
    '/api/currencies': CURRENCIES,
    '/api/car-groups': CAR_GROUPS,
    ...extra,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const { pathname } = new URL(String(input), 'http://shop.test');
    return pathname in answers
      ? json(200, answers[pathname])
      : json(404, { code: 'not_found', message: `No route ${pathname}` });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}
