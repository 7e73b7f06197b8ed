import { afterEach, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '../client.js';
import { migrateTo, migrateToLatest } from '../migrate.js';

const handles: DbHandle[] = [];

afterEach(async () => {
  await Promise.all(handles.splice(0).map((h) => h.close()));
});

const currency = (code: string, symbol: string, position: number) => ({
  code,
  symbol,
  euro_rate: 11,
  exponent: 2,
  position,
});

async function symbols(handle: DbHandle): Promise<Record<string, string>> {
  const rows = await handle.db.selectFrom('currencies').select(['code', 'symbol']).execute();
  return Object.fromEntries(rows.map((r) => [r.code, r.symbol]));
}

describe('currency symbols migration', () => {
  it('gives a database seeded with NOK as "kr" NOK’s own symbol, and takes it back down', async () => {
    const handle = createDb('sqlite::memory:');
    handles.push(handle);
    await migrateTo(handle.db, '2026-11-28-rate-limits');
    await handle.db
      .insertInto('currencies')
      .values([currency('SEK', 'kr', 1), currency('NOK', 'kr', 2), currency('GBP', '£', 3)])
      .execute();
    expect(await migrateToLatest(handle.db)).toEqual([
      '2026-11-29-currency-symbols',
      '2026-11-30-mail-attachments',
      '2026-11-30-search-words',
      '2026-12-01-staff',
      '2026-12-02-admin-orders',
      '2026-12-02-order-actions',
      '2026-12-03-supersessions',
      '2026-12-04-catalog-imports',
      '2026-12-05-import-staging',
      '2026-12-06-car-makes',
    ]);
    expect(await symbols(handle)).toEqual({ SEK: 'kr', NOK: 'NOK', GBP: '£' });
    await migrateTo(handle.db, '2026-11-28-rate-limits');
    expect(await symbols(handle)).toEqual({ SEK: 'kr', NOK: 'kr', GBP: '£' });
  });

  it('leaves a symbol the shop chose otherwise', async () => {
    const handle = createDb('sqlite::memory:');
    handles.push(handle);
    await migrateTo(handle.db, '2026-11-28-rate-limits');
    await handle.db
      .insertInto('currencies')
      .values([currency('NOK', 'NKr', 1)])
      .execute();
    await migrateToLatest(handle.db);
    expect(await symbols(handle)).toEqual({ NOK: 'NKr' });
  });
});
