// The catalog in Swedish and Finnish: the English stays on each thing's own row and a translation
// is a row beside it (a language without one reads English). item_fits carries each language's name
// so a car's list sorted by name stays an index range in every language.
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../client.js';
import {
  ITEM_NAME_COPIES_DROP,
  itemNameCopiesDdl,
  POSTGRES_TEXT_SEARCH_DDL,
  POSTGRES_TEXT_SEARCH_DROP,
} from '../translations-index.js';
import {
  kyselyExec,
  rebuildSqliteSearchIndex,
  SQLITE_TEXT_SEARCH_DDL,
  SQLITE_TEXT_SEARCH_DROP,
} from '../search-index.sqlite.js';
import type { Database } from '../schema.js';

export function translationsMigration(dialect: Dialect): Migration {
  return {
    async up(db) {
      await createTables(db);
      await addNameCopies(db);
      await run(db, itemNameCopiesDdl(dialect));
      if (dialect === 'postgres') await run(db, POSTGRES_TEXT_SEARCH_DDL);
      else {
        await run(db, SQLITE_TEXT_SEARCH_DDL);
        await rebuildSqliteSearchIndex(kyselyExec(db as Kysely<Database>));
      }
    },
    async down(db) {
      await run(db, dialect === 'postgres' ? POSTGRES_TEXT_SEARCH_DROP : SQLITE_TEXT_SEARCH_DROP);
      await run(db, ITEM_NAME_COPIES_DROP[dialect]);
      for (const name of ['item_fits_by_name_sv_idx', 'item_fits_by_name_fi_idx'])
        await db.schema.dropIndex(name).ifExists().execute();
      for (const column of ['item_name_sv', 'item_name_fi'])
        await db.schema.alterTable('item_fits').dropColumn(column).execute();
      for (const table of ['catalog_texts', 'diagram_item_texts', 'diagram_texts', 'item_texts'])
        await db.schema.dropTable(table).ifExists().execute();
    },
  };
}

async function createTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('item_texts')
    .addColumn('item_id', 'text', (c) => c.notNull().references('items.id').onDelete('cascade'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('item_texts_pk', ['item_id', 'language'])
    .execute();
  await db.schema
    .createTable('diagram_texts')
    .addColumn('illustration', 'text', (c) =>
      c.notNull().references('diagrams.illustration').onDelete('cascade'),
    )
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo('[]'))
    .addPrimaryKeyConstraint('diagram_texts_pk', ['illustration', 'language'])
    .execute();
  await db.schema
    .createTable('diagram_item_texts')
    .addColumn('illustration', 'text', (c) =>
      c.notNull().references('diagrams.illustration').onDelete('cascade'),
    )
    .addColumn('idx', 'integer', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('diagram_item_texts_pk', ['illustration', 'idx', 'language'])
    .execute();
  await db.schema
    .createTable('catalog_texts')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ref', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('catalog_texts_pk', ['kind', 'ref', 'language', 'field'])
    .execute();
}

async function addNameCopies(db: Kysely<unknown>): Promise<void> {
  // The default only lets existing rows be added; the update right after fills them (English).
  for (const column of ['item_name_sv', 'item_name_fi']) {
    await db.schema
      .alterTable('item_fits')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
  await sql`update item_fits set item_name_sv = item_name, item_name_fi = item_name`.execute(db);
  for (const language of ['sv', 'fi']) {
    await db.schema
      .createIndex(`item_fits_by_name_${language}_idx`)
      .on('item_fits')
      .columns(['car_slug', 'group_slug', `item_name_${language}`, 'item_id'])
      .execute();
  }
}

async function run(db: Kysely<unknown>, statements: readonly string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
