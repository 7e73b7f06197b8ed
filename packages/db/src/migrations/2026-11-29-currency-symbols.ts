// Norwegian kroner were seeded with the Swedish krona's "kr": shown side by side, the two read the
// same. A database seeded before that changed gets NOK's own symbol, in the currency and its orders.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** The symbol NOK had, and the one that tells it apart from SEK's "kr". */
const SHARED = 'kr';
const OWN = 'NOK';

export function currencySymbolsMigration(): Migration {
  return { up: (db) => nokSymbol(db, SHARED, OWN), down: (db) => nokSymbol(db, OWN, SHARED) };
}

/** NOK's symbol from `from` to `to`; a symbol the shop's owner chose otherwise stays. */
async function nokSymbol(db: Kysely<unknown>, from: string, to: string): Promise<void> {
  const typed = db as unknown as Kysely<SymbolTables>;
  await typed
    .updateTable('currencies')
    .set({ symbol: to })
    .where('code', '=', 'NOK')
    .where('symbol', '=', from)
    .execute();
  // An order keeps the symbol it was placed with; that of a NOK order becomes NOK's own as well.
  await typed
    .updateTable('orders')
    .set({ currency_symbol: to })
    .where('currency', '=', 'NOK')
    .where('currency_symbol', '=', from)
    .execute();
}

/** The columns this migration touches, as the schema had them when it was written. */
interface SymbolTables {
  currencies: { code: string; symbol: string };
  orders: { currency: string; currency_symbol: string };
}
