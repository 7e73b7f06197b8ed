// An items import's SQL: what the catalog holds now for a chunk of the file's items, and the
// set-based writes that make it hold the staged ones. The search index and the lists' copies
// follow through the tables' triggers (or their rebuild); the group copy on item_fits is set here.
import { dialectOf } from '@shop/db';
import type { Database, Dialect, Executor } from '@shop/db';
import { sql } from 'kysely';
import type { Selectable } from 'kysely';
import { batches } from './import-batches.js';

type Row<T extends keyof Database> = Selectable<Database[T]>;

export interface CurrentItems {
  items: Row<'items'>[];
  prices: Row<'item_prices'>[];
  references: Row<'item_references'>[];
  texts: Row<'item_texts'>[];
  related: Row<'item_related'>[];
}

export async function itemGroupSlugs(db: Executor): Promise<Set<string>> {
  const rows = await db.selectFrom('item_groups').select('slug').execute();
  return new Set(rows.map((row) => row.slug));
}

export async function currentItems(db: Executor, ids: readonly string[]): Promise<CurrentItems> {
  if (ids.length === 0) return { items: [], prices: [], references: [], texts: [], related: [] };
  const list = [...ids];
  return {
    items: await db.selectFrom('items').selectAll().where('id', 'in', list).execute(),
    prices: await db.selectFrom('item_prices').selectAll().where('item_id', 'in', list).execute(),
    references: await db
      .selectFrom('item_references')
      .selectAll()
      .where('item_id', 'in', list)
      .orderBy('item_id')
      .orderBy('position')
      .execute(),
    texts: await db.selectFrom('item_texts').selectAll().where('item_id', 'in', list).execute(),
    related: await db
      .selectFrom('item_related')
      .selectAll()
      .where('item_id', 'in', list)
      .orderBy('item_id')
      .orderBy('position')
      .execute(),
  };
}

/** Of `ids`, those that are items now. */
export async function existingItemIds(db: Executor, ids: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (const batch of batches([...new Set(ids)])) {
    const rows = await db.selectFrom('items').select('id').where('id', 'in', batch).execute();
    for (const row of rows) found.add(row.id);
  }
  return found;
}

/** Reading a staged item (import-items.ts's StagedItem, binary JSON) on each engine; r is its row. */
const JSON_SQL: Record<
  Dialect,
  {
    /** The entries of one of the row's lists as `alias`, with alias.value and a 1-based position. */
    list(path: string, alias: string): string;
    position(alias: string): string;
    /** A list entry that is a string, as text. */
    text(alias: string): string;
    field(alias: string, name: string, type: string): string;
    itemField(name: string, type: string): string;
  }
> = {
  sqlite: {
    list: (path, alias) => `jsonb_each(r.data, '$.${path}') as ${alias}`,
    position: (alias) => `${alias}.key + 1`,
    text: (alias) => `${alias}.value`,
    field: (alias, name) => `${alias}.value ->> '${name}'`,
    itemField: (name) => `r.data ->> '$.item.${name}'`,
  },
  postgres: {
    list: (path, alias) =>
      `jsonb_array_elements(r.data -> '${path}') with ordinality as ${alias}(value, n)`,
    position: (alias) => `${alias}.n`,
    text: (alias) => `${alias}.value #>> '{}'`,
    field: (alias, name, type) => `(${alias}.value ->> '${name}')::${type}`,
    itemField: (name, type) => `(r.data #>> '{item,${name}}')::${type}`,
  },
};

const ITEM_COLUMNS = [
  ['legacy_id', 'integer'],
  ['name', 'text'],
  ['description', 'text'],
  ['model', 'text'],
  ['image', 'text'],
  ['group_slug', 'text'],
  ['price', 'integer'],
  ['weight', 'integer'],
  ['stock_quantity', 'integer'],
] as const;

const PRICE_COLUMNS = [
  ['brand', 'text'],
  ['price', 'integer'],
  ['watermark', 'integer'],
  ['increment', 'integer'],
  ['arrival_type', 'text'],
  ['arrival_date', 'text'],
  ['arrival_deadline', 'text'],
  ['arrival_days', 'integer'],
  ['arrival_weekday', 'integer'],
  ['supplier', 'text'],
] as const;

const REFERENCE_COLUMNS = [
  ['ref', 'text'],
  ['ref_norm', 'text'],
  ['visible', 'integer'],
] as const;

const TEXT_COLUMNS = [
  ['language', 'text'],
  ['name', 'text'],
  ['description', 'text'],
] as const;

const names = (columns: readonly (readonly [string, string])[]) =>
  columns.map(([name]) => name).join(', ');

/**
 * Makes the catalog hold the import's created and updated items, set-based from staging: items
 * upserted (an empty image keeps the catalog's), an updated item's prices, numbers, texts and
 * related parts replaced, and related parts linked once every item exists (those that do not are
 * left out). Answers the items written.
 */
export async function applyStagedItems(db: Executor, importId: string, at: string) {
  const json = JSON_SQL[dialectOf(db)];
  const staged = (action: string) =>
    sql`r.import_id = ${importId} and r.action in (${sql.raw(action)})`;
  const written = staged(`'create', 'update'`);
  const updated = sql`(select r.key from import_rows r where ${staged(`'update'`)})`;
  const listed = async (
    table: string,
    list: string,
    columns: readonly (readonly [string, string])[],
    position: boolean,
  ) => {
    const values = columns.map(([name, type]) => json.field('e', name, type));
    if (position) values.push(json.position('e'));
    await sql`insert into ${sql.table(table)}
        (item_id, ${sql.raw(names(columns))}${sql.raw(position ? ', position' : '')})
      select r.key, ${sql.raw(values.join(', '))}
      from import_rows r cross join ${sql.raw(json.list(list, 'e'))}
      where ${written}`.execute(db);
  };

  const upsert = await sql`insert into items
      (id, ${sql.raw(names(ITEM_COLUMNS))}, updated_at)
    select r.key, ${sql.raw(ITEM_COLUMNS.map(([name, type]) => json.itemField(name, type)).join(', '))}, ${at}
    from import_rows r where ${written} order by r.line
    on conflict (id) do update set
      ${sql.raw(
        ITEM_COLUMNS.filter(([name]) => name !== 'image')
          .map(([name]) => `${name} = excluded.${name}`)
          .join(', '),
      )},
      image = case when excluded.image = '' then items.image else excluded.image end,
      updated_at = excluded.updated_at`.execute(db);
  for (const table of ['item_prices', 'item_references', 'item_texts', 'item_related'])
    await sql`delete from ${sql.table(table)} where item_id in ${updated}`.execute(db);
  await sql`update item_fits
    set group_slug = (select i.group_slug from items i where i.id = item_fits.item_id)
    where item_id in ${updated}`.execute(db);
  await listed('item_prices', 'prices', PRICE_COLUMNS, false);
  await listed('item_references', 'references', REFERENCE_COLUMNS, true);
  await listed('item_texts', 'texts', TEXT_COLUMNS, false);
  await sql`insert into item_related (item_id, related_id, position)
    select item_id, related_id, row_number() over (partition by item_id order by n)
    from (
      select r.key as item_id, ${sql.raw(json.text('e'))} as related_id,
        ${sql.raw(json.position('e'))} as n
      from import_rows r cross join ${sql.raw(json.list('related', 'e'))}
      where ${written}
    ) linked
    where exists (select 1 from items i where i.id = linked.related_id)`.execute(db);
  return Number(upsert.numAffectedRows ?? 0);
}
