// The catalog and shop-data tables of schema.ts. Same DDL on SQLite and PostgreSQL: 0/1 integers
// for booleans, text for JSON lists and ISO times, integer euro cents for money.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../client.js';

export function catalogMigration(dialect: Dialect): Migration {
  return { up: (db) => up(db, dialect), down };
}

async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const s = db.schema;
  await s
    .createTable('car_groups')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await s
    .createTable('cars')
    .addColumn('slug', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('car_group_id', 'integer', (c) => c.notNull().references('car_groups.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('modern', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await s
    .createIndex('cars_car_group_id_idx')
    .on('cars')
    .columns(['car_group_id', 'position'])
    .execute();
  await s
    .createTable('item_groups')
    .addColumn('slug', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('idx', 'integer', (c) => c.notNull())
    .execute();
  await s
    .createTable('items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('legacy_id', 'integer')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('group_slug', 'text', (c) => c.notNull().references('item_groups.slug'))
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('weight', 'integer', (c) => c.notNull())
    .addColumn('stock_quantity', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('items_group_slug_idx').on('items').column('group_slug').execute();
  await s.createIndex('items_updated_at_idx').on('items').column('updated_at').execute();
  await s.createIndex('items_legacy_id_idx').on('items').column('legacy_id').execute();
  await s
    .createTable('item_prices')
    .addColumn('item_id', 'text', (c) => c.notNull().references('items.id').onDelete('cascade'))
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('watermark', 'integer')
    .addColumn('increment', 'integer')
    .addColumn('arrival_type', 'text')
    .addColumn('arrival_date', 'text')
    .addColumn('arrival_deadline', 'text')
    .addColumn('arrival_days', 'integer')
    .addColumn('arrival_weekday', 'integer')
    .addColumn('supplier', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('item_prices_pk', ['item_id', 'brand'])
    .execute();
  // The primary key (item_id, position) also serves look-ups by item_id.
  await s
    .createTable('item_references')
    .addColumn('item_id', 'text', (c) => c.notNull().references('items.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('ref', 'text', (c) => c.notNull())
    .addColumn('ref_norm', 'text', (c) => c.notNull())
    .addColumn('visible', 'integer', (c) => c.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('item_references_pk', ['item_id', 'position'])
    .execute();
  await s
    .createIndex('item_references_ref_norm_idx')
    .on('item_references')
    .column('ref_norm')
    .execute();
  await s
    .createTable('item_fits')
    .addColumn('item_id', 'text', (c) => c.notNull().references('items.id').onDelete('cascade'))
    .addColumn('car_slug', 'text', (c) => c.notNull().references('cars.slug'))
    .addColumn('group_slug', 'text', (c) => c.notNull().references('item_groups.slug'))
    .addColumn('description', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('item_fits_pk', ['item_id', 'car_slug'])
    .execute();
  await s
    .createIndex('item_fits_car_group_idx')
    .on('item_fits')
    .columns(['car_slug', 'group_slug', 'item_id'])
    .execute();
  await s
    .createTable('item_related')
    .addColumn('item_id', 'text', (c) => c.notNull().references('items.id').onDelete('cascade'))
    .addColumn('related_id', 'text', (c) => c.notNull().references('items.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('item_related_pk', ['item_id', 'related_id'])
    .execute();
  await s
    .createTable('diagrams')
    .addColumn('illustration', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('car_slug', 'text', (c) => c.notNull().references('cars.slug'))
    .addColumn('group_slug', 'text', (c) => c.notNull().references('item_groups.slug'))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('model', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('coordinates', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .execute();
  await s
    .createIndex('diagrams_car_group_idx')
    .on('diagrams')
    .columns(['car_slug', 'group_slug'])
    .execute();
  await s
    .createTable('diagram_items')
    .addColumn('illustration', 'text', (c) =>
      c.notNull().references('diagrams.illustration').onDelete('cascade'),
    )
    .addColumn('idx', 'integer', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('base_position', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('model', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('quantity', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('item_id', 'text', (c) => c.references('items.id').onDelete('set null'))
    .addColumn('reference', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('diagram_items_pk', ['illustration', 'idx'])
    .execute();
  await s.createIndex('diagram_items_item_id_idx').on('diagram_items').column('item_id').execute();
  await createShopTables(db, dialect);
}

async function createShopTables(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const s = db.schema;
  await s
    .createTable('countries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('vat', 'integer', (c) => c.notNull())
    .addColumn('gratis_threshold', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await s
    .createTable('transports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('icon_uri', 'text', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('weight_min', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('weight_max', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await s
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('icon_uri', 'text', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('external', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await linkTable(
    db,
    'country_transports',
    ['country_id', 'countries'],
    ['transport_id', 'transports'],
  );
  await linkTable(db, 'country_payments', ['country_id', 'countries'], ['payment_id', 'payments']);
  await linkTable(
    db,
    'transport_payments',
    ['transport_id', 'transports'],
    ['payment_id', 'payments'],
  );
  await s
    .createTable('currencies')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('euro_rate', 'double precision', (c) => c.notNull())
    .addColumn('exponent', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await s
    .createTable('shipment_data')
    .addColumn('id', 'integer', (c) =>
      dialect === 'postgres' ? c.generatedByDefaultAsIdentity().primaryKey() : c.primaryKey(),
    )
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  await s
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

async function linkTable(
  db: Kysely<unknown>,
  table: string,
  [leftColumn, leftTable]: [string, string],
  [rightColumn, rightTable]: [string, string],
): Promise<void> {
  await db.schema
    .createTable(table)
    .addColumn(leftColumn, 'text', (c) =>
      c.notNull().references(`${leftTable}.id`).onDelete('cascade'),
    )
    .addColumn(rightColumn, 'text', (c) =>
      c.notNull().references(`${rightTable}.id`).onDelete('cascade'),
    )
    .addPrimaryKeyConstraint(`${table}_pk`, [leftColumn, rightColumn])
    .execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  // Children before parents, so foreign keys never block a drop.
  const tables = [
    'settings',
    'shipment_data',
    'currencies',
    'transport_payments',
    'country_payments',
    'country_transports',
    'payments',
    'transports',
    'countries',
    'diagram_items',
    'diagrams',
    'item_related',
    'item_fits',
    'item_references',
    'item_prices',
    'items',
    'item_groups',
    'cars',
    'car_groups',
  ];
  for (const table of tables) await db.schema.dropTable(table).execute();
}
