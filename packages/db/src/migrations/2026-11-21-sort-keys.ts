// Item lists in display order straight from an index: item_fits carries its item's name, price
// and update time, so a page of a car's group is an index range, not a sort of every fitting item
// (on a million items that sort took 25-60 ms and blocked the event loop). A trigger keeps the
// copies in step when an item changes; inserts into item_fits supply them (schema.ts requires it).
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../client.js';

const COPIES = `item_name = new.name, item_price = new.price, item_updated_at = new.updated_at`;

const TRIGGER: Record<Dialect, string[]> = {
  sqlite: [
    `create trigger items_sort_keys after update of name, price, updated_at on items
     begin update item_fits set ${COPIES} where item_id = new.id; end`,
  ],
  postgres: [
    `create function items_sort_keys() returns trigger language plpgsql as $$
     begin update item_fits set ${COPIES} where item_id = new.id; return null; end $$`,
    `create trigger items_sort_keys after update of name, price, updated_at on items
     for each row execute function items_sort_keys()`,
  ],
};

const DROP_TRIGGER: Record<Dialect, string[]> = {
  sqlite: ['drop trigger if exists items_sort_keys'],
  postgres: [
    'drop trigger if exists items_sort_keys on items',
    'drop function if exists items_sort_keys()',
  ],
};

export function sortKeysMigration(dialect: Dialect): Migration {
  return {
    async up(db) {
      // Defaults only let existing rows be added; the update right after fills them.
      await db.schema
        .alterTable('item_fits')
        .addColumn('item_name', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('item_fits')
        .addColumn('item_price', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('item_fits')
        .addColumn('item_updated_at', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await sql`update item_fits set
        item_name = (select i.name from items i where i.id = item_fits.item_id),
        item_price = (select i.price from items i where i.id = item_fits.item_id),
        item_updated_at = (select i.updated_at from items i where i.id = item_fits.item_id)`.execute(
        db,
      );
      await db.schema.dropIndex('item_fits_car_group_idx').execute();
      const index = (name: string, columns: string[]) =>
        db.schema.createIndex(name).on('item_fits').columns(columns).execute();
      await index('item_fits_by_name_idx', ['car_slug', 'group_slug', 'item_name', 'item_id']);
      await index('item_fits_by_price_idx', [
        'car_slug',
        'group_slug',
        'item_price',
        'item_name',
        'item_id',
      ]);
      await index('item_fits_latest_idx', ['car_slug', 'item_updated_at', 'item_id']);
      await run(db, TRIGGER[dialect]);
    },
    async down(db) {
      await run(db, DROP_TRIGGER[dialect]);
      for (const name of [
        'item_fits_by_name_idx',
        'item_fits_by_price_idx',
        'item_fits_latest_idx',
      ])
        await db.schema.dropIndex(name).ifExists().execute();
      await db.schema
        .createIndex('item_fits_car_group_idx')
        .on('item_fits')
        .columns(['car_slug', 'group_slug', 'item_id'])
        .execute();
      for (const column of ['item_name', 'item_price', 'item_updated_at'])
        await db.schema.alterTable('item_fits').dropColumn(column).execute();
    },
  };
}

async function run(db: Kysely<unknown>, statements: readonly string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
