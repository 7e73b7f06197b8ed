// Runs the in-code migrations (no file globbing, so the built package works from any cwd).
import type { DatabaseIntrospector, Kysely } from 'kysely';
import { PostgresIntrospector, SqliteIntrospector } from 'kysely';
import type { Migration, MigrationProvider, MigrationResultSet } from 'kysely/migration';
import { Migrator, NO_MIGRATIONS } from 'kysely/migration';
import type { Dialect } from './client.js';
import { catalogMigration } from './migrations/2026-11-21-catalog.js';
import { savedCartsMigration } from './migrations/2026-11-21-saved-carts.js';
import { searchMigration } from './migrations/2026-11-21-search.js';
import { sortKeysMigration } from './migrations/2026-11-21-sort-keys.js';
import { mailMigration } from './migrations/2026-11-24-mail.js';
import { ordersMigration } from './migrations/2026-11-24-orders.js';
import { paymentsMigration } from './migrations/2026-11-24-payments.js';
import { accountsMigration } from './migrations/2026-11-25-accounts.js';
import { contactMigration } from './migrations/2026-11-26-contact.js';
import { translationsMigration } from './migrations/2026-11-27-translations.js';
import { orderLifecycleMigration } from './migrations/2026-11-28-order-lifecycle.js';
import { rateLimitsMigration } from './migrations/2026-11-28-rate-limits.js';
import { currencySymbolsMigration } from './migrations/2026-11-29-currency-symbols.js';
import { mailAttachmentsMigration } from './migrations/2026-11-30-mail-attachments.js';
import { searchWordsMigration } from './migrations/2026-11-30-search-words.js';
import { staffMigration } from './migrations/2026-12-01-staff.js';
import { adminOrdersMigration } from './migrations/2026-12-02-admin-orders.js';
import { orderActionsMigration } from './migrations/2026-12-02-order-actions.js';
import { supersessionsMigration } from './migrations/2026-12-03-supersessions.js';
import { catalogImportsMigration } from './migrations/2026-12-04-catalog-imports.js';
import { importStagingMigration } from './migrations/2026-12-05-import-staging.js';
import { carMakesMigration } from './migrations/2026-12-06-car-makes.js';

function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    '2026-11-21-catalog': catalogMigration(dialect),
    '2026-11-21-saved-carts': savedCartsMigration(),
    '2026-11-21-search': searchMigration(dialect),
    // Names sort after the ones above: Kysely applies migrations in name order.
    '2026-11-21-sort-keys': sortKeysMigration(dialect),
    '2026-11-24-mail': mailMigration(),
    '2026-11-24-orders': ordersMigration(dialect),
    '2026-11-24-payments': paymentsMigration(),
    '2026-11-25-accounts': accountsMigration(),
    '2026-11-26-contact': contactMigration(),
    '2026-11-27-translations': translationsMigration(dialect),
    '2026-11-28-order-lifecycle': orderLifecycleMigration(),
    '2026-11-28-rate-limits': rateLimitsMigration(),
    '2026-11-29-currency-symbols': currencySymbolsMigration(),
    '2026-11-30-mail-attachments': mailAttachmentsMigration(),
    '2026-11-30-search-words': searchWordsMigration(),
    '2026-12-01-staff': staffMigration(),
    '2026-12-02-admin-orders': adminOrdersMigration(),
    '2026-12-02-order-actions': orderActionsMigration(),
    '2026-12-03-supersessions': supersessionsMigration(dialect),
    '2026-12-04-catalog-imports': catalogImportsMigration(),
    '2026-12-05-import-staging': importStagingMigration(dialect),
    '2026-12-06-car-makes': carMakesMigration(),
  };
}

/** Which engine a Kysely instance talks to, read from its public introspector. */
export function dialectOf(db: { readonly introspection: DatabaseIntrospector }): Dialect {
  if (db.introspection instanceof SqliteIntrospector) return 'sqlite';
  if (db.introspection instanceof PostgresIntrospector) return 'postgres';
  throw new Error('Unsupported Kysely dialect: only SQLite and PostgreSQL are supported');
}

function migrator<T>(db: Kysely<T>): Migrator {
  const all = migrations(dialectOf(db));
  const provider: MigrationProvider = { getMigrations: () => Promise.resolve(all) };
  return new Migrator({ db, provider });
}

function check(label: string, { error, results }: MigrationResultSet): string[] {
  const failed = results?.find((r) => r.status === 'Error');
  if (error !== undefined || failed) {
    const cause = error instanceof Error ? error : new Error(String(error ?? 'unknown error'));
    throw new Error(
      `${label} failed${failed ? ` at ${failed.migrationName}` : ''}: ${cause.message}`,
      {
        cause,
      },
    );
  }
  return (results ?? []).map((r) => r.migrationName);
}

/** Applies every pending migration; returns the names applied; throws on failure. */
export async function migrateToLatest<T>(db: Kysely<T>): Promise<string[]> {
  return check('Migration', await migrator(db).migrateToLatest());
}

/** Reverts every migration (drops all tables); returns the names reverted; throws on failure. */
export async function migrateDownAll<T>(db: Kysely<T>): Promise<string[]> {
  return check('Migration down', await migrator(db).migrateTo(NO_MIGRATIONS));
}

/** Migrates up or down to the named migration; returns the names run; throws on failure. */
export async function migrateTo<T>(db: Kysely<T>, name: string): Promise<string[]> {
  return check('Migration', await migrator(db).migrateTo(name));
}
