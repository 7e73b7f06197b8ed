// A fake account server: the customer's orders, addresses, sessions and the shop's countries.
import type { AccountOrder, Country, SavedAddress, SessionView } from '@shop/domain';
import { USER } from '../../../lib/testing/account-fixtures';
import { stubFetch } from '../../../lib/testing/fake-server';
import type { FakeAnswer, FakeRequest } from '../../../lib/testing/fake-server';

export const ORDER: AccountOrder = {
  number: '100042',
  status: 'shipped',
  createdAt: '2026-03-02T10:00:00.000Z',
  total: 129900,
  currency: { code: 'SEK', symbol: 'kr', exponent: 2 },
  path: '/order/100042?key=k3y',
};

export const SAVED: SavedAddress = {
  id: 'adr1',
  updatedAt: '2026-03-01T10:00:00.000Z',
  address: {
    given_name: 'Anna',
    family_name: 'Berg',
    care_of: '',
    street_address: 'Storgatan 1',
    postal_code: '211 22',
    city: 'Malmö',
    phone: '+46701234567',
    country: 'se',
  },
};

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

export const SESSIONS: SessionView[] = [
  {
    id: 's1',
    createdAt: '2026-03-01T10:00:00.000Z',
    lastUsedAt: '2026-03-10T08:00:00.000Z',
    expiresAt: '2026-03-17T08:00:00.000Z',
    userAgent: FIREFOX,
    current: true,
  },
  {
    id: 's2',
    createdAt: '2026-02-20T10:00:00.000Z',
    lastUsedAt: '2026-03-05T18:30:00.000Z',
    expiresAt: '2026-03-12T18:30:00.000Z',
    userAgent: SAFARI,
    current: false,
  },
];

export const COUNTRIES = [
  { _id: 'c-se', slug: 'se', name: 'Sweden', vat: 2500 },
  { _id: 'c-fi', slug: 'fi', name: 'Finland', vat: 2550 },
] as Country[];

/** Answers the account's reads; `extra` answers first (changes, failures). */
export function stubAccountServer(
  extra: (request: FakeRequest) => FakeAnswer | undefined = () => undefined,
) {
  return stubFetch((request) => {
    const own = extra(request);
    if (own) return own;
    if (request.method !== 'GET') return undefined;
    switch (request.path) {
      case '/api/user':
        return { body: USER };
      case '/api/user/orders':
        return { body: { orders: [ORDER] } };
      case '/api/user/addresses':
        return { body: { addresses: [SAVED] } };
      case '/api/user/sessions':
        return { body: { sessions: SESSIONS } };
      case '/api/country':
        return { body: COUNTRIES };
      default:
        return undefined;
    }
  });
}
