import { afterEach, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '../client.js';
import { migrateTo } from '../migrate.js';

const handles: DbHandle[] = [];

afterEach(async () => {
  await Promise.all(handles.splice(0).map((h) => h.close()));
});

const order = (id: string, number: string, given: string, family: string) => ({
  id,
  number,
  draft_hash: 'x',
  status: 'paid',
  email: 'a@example.com',
  language: 'sv',
  country_id: 'SE',
  country_name: 'Sverige',
  currency: 'SEK',
  currency_symbol: 'kr',
  euro_rate: 11,
  exponent: 2,
  vat_rate: 2500,
  transport_id: 'parcel',
  transport_name: 'Parcel',
  payment_id: 'invoice',
  payment_slug: 'invoice',
  payment_name: 'Invoice',
  items_total: 100,
  shipping: 0,
  handling: 0,
  campaign: 0,
  total: 100,
  vat: 20,
  billing_address: JSON.stringify({ given_name: given, family_name: family, country: 'se' }),
  created_at: '2026-11-30T10:00:00.000Z',
  updated_at: '2026-11-30T10:00:00.000Z',
});

describe('admin orders migration', () => {
  it('keys the names of orders written before it, and goes back down', async () => {
    const handle = createDb('sqlite::memory:');
    handles.push(handle);
    await migrateTo(handle.db, '2026-12-01-staff');
    // Rows as the table was before the name keys existed.
    await handle.db
      .insertInto('orders')
      .values([
        order('a', '100001', 'Östen', ' Åström '),
        order('b', '100002', 'Bo', 'Ek'),
      ] as never)
      .execute();
    expect(await migrateTo(handle.db, '2026-12-02-admin-orders')).toEqual([
      '2026-12-02-admin-orders',
    ]);
    const rows = await handle.db
      .selectFrom('orders')
      .select(['id', 'name_key', 'family_key'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: 'a', name_key: 'östen åström', family_key: 'åström' },
      { id: 'b', name_key: 'bo ek', family_key: 'ek' },
    ]);
    expect(await migrateTo(handle.db, '2026-12-01-staff')).toEqual(['2026-12-02-admin-orders']);
  });
});
