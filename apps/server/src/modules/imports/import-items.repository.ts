// An items import's SQL: what the catalog holds now for a chunk of the file's items, and the
// set-based writes that make it hold the staged ones. The search index and the lists' copies
// follow through the tables' triggers (or their rebuild); the group copy on item_fits is set here.
import { dialectOf, ITEM_TABLE_COLUMNS } from '@shop/db';
import type { Database, Dialect, Executor } from '@shop/db';
import { sql } from 'kysely';
import type { Insertable, Selectable } from 'kysely';
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

/** A created or updated item as staged: the catalog's columns, ready for the apply's SQL. */
export interface StagedItem {
  item: Omit<Insertable<Database['items']>, 'id' | 'updated_at'>;
  prices: Omit<Insertable<Database['item_prices']>, 'item_id'>[];
  references: Omit<Insertable<Database['item_references']>, 'item_id' | 'position'>[];
  texts: Omit<Insertable<Database['item_texts']>, 'item_id'>[];
  related: string[];
}

/** Column names of a staged part and each one's PostgreSQL type, in their JSON order. */
type Columns<T> = readonly (readonly [keyof T & string, string])[];

/**
 * Reading a staged item (positional binary JSON, see encodeStagedItem) on each engine; r is its
 * row. Positions are 0-based.
 */
const JSON_SQL: Record<
  Dialect,
  {
    /** The entries of the row's list at `index` as `alias`, with alias.value and a 1-based position. */
    list(index: number, alias: string): string;
    position(alias: string): string;
    /** A list entry that is a string, as text. */
    text(alias: string): string;
    field(alias: string, index: number, type: string): string;
    itemField(index: number, type: string): string;
  }
> = {
  sqlite: {
    list: (index, alias) => `jsonb_each(r.data, '$[${index}]') as ${alias}`,
    position: (alias) => `${alias}.key + 1`,
    text: (alias) => `${alias}.value`,
    field: (alias, index) => `${alias}.value ->> ${index}`,
    itemField: (index) => `r.data ->> '$[0][${index}]'`,
  },
  postgres: {
    list: (index, alias) =>
      `jsonb_array_elements(r.data -> ${index}) with ordinality as ${alias}(value, n)`,
    position: (alias) => `${alias}.n`,
    text: (alias) => `${alias}.value #>> '{}'`,
    field: (alias, index, type) => `(${alias}.value ->> ${index})::${type}`,
    itemField: (index, type) => `(r.data #>> '{0,${index}}')::${type}`,
  },
};

/** A table's columns without the ones the apply fills itself (the row's key, position, time). */
const staged = <T>(table: keyof typeof ITEM_TABLE_COLUMNS): Columns<T> =>
  // The staged types are the tables' rows less exactly these columns.
  ITEM_TABLE_COLUMNS[table].filter(
    ([name]) => !['id', 'item_id', 'position', 'updated_at'].includes(name),
  ) as unknown as Columns<T>;

const ITEM_COLUMNS = staged<StagedItem['item']>('items');
const PRICE_COLUMNS = staged<StagedItem['prices'][number]>('item_prices');
const REFERENCE_COLUMNS = staged<StagedItem['references'][number]>('item_references');
const TEXT_COLUMNS = staged<StagedItem['texts'][number]>('item_texts');

const names = (columns: readonly (readonly [string, string])[]) =>
  columns.map(([name]) => name).join(', ');

/** A row's values in the order of `columns`. */
const tuple = <T extends object>(row: T, columns: Columns<T>) =>
  columns.map(([name]) => row[name] ?? null);

/**
 * The staged item as JSON by position, in the column lists' order: [item, prices, references,
 * texts, related]. Half the size of named fields, which a million rows write and read again.
 */
export function encodeStagedItem(staged: StagedItem): string {
  return JSON.stringify([
    tuple(staged.item, ITEM_COLUMNS),
    staged.prices.map((p) => tuple(p, PRICE_COLUMNS)),
    staged.references.map((r) => tuple(r, REFERENCE_COLUMNS)),
    staged.texts.map((t) => tuple(t, TEXT_COLUMNS)),
    staged.related,
  ]);
}

/**
 * Makes the catalog hold the import's created and updated items, set-based from staging: items
 * upserted (an empty image keeps the catalog's), an updated item's prices, numbers, texts and
 * related parts replaced, and related parts linked once every item exists (those that do not are
 * left out). Answers the items written.
 */
export async function applyStagedItems(db: Executor, importId: string, at: string) {
  const json = JSON_SQL[dialectOf(db)];
  const written = sql`r.import_id = ${importId} and r.action in ('create', 'update')`;
  const listed = async <T extends object>(
    table: string,
    list: number,
    columns: Columns<T>,
    position: boolean,
  ) => {
    const values = columns.map(([, type], index) => json.field('e', index, type));
    if (position) values.push(json.position('e'));
    await sql`insert into ${sql.table(table)}
        (item_id, ${sql.raw(names(columns))}${sql.raw(position ? ', position' : '')})
      select r.key, ${sql.raw(values.join(', '))}
      from import_rows r cross join ${sql.raw(json.list(list, 'e'))}
      where ${written}`.execute(db);
  };

  const updated = (
    await db
      .selectFrom('import_rows')
      .select('key')
      .where('import_id', '=', importId)
      .where('action', '=', 'update')
      .execute()
  ).map((row) => row.key);
  const upsert = await sql`insert into items
      (id, ${sql.raw(names(ITEM_COLUMNS))}, updated_at)
    select r.key, ${sql.raw(ITEM_COLUMNS.map(([, type], index) => json.itemField(index, type)).join(', '))}, ${at}
    from import_rows r where ${written} order by r.line
    on conflict (id) do update set
      ${sql.raw(
        ITEM_COLUMNS.filter(([name]) => name !== 'image')
          .map(([name]) => `${name} = excluded.${name}`)
          .join(', '),
      )},
      image = case when excluded.image = '' then items.image else excluded.image end,
      updated_at = excluded.updated_at`.execute(db);
  for (const batch of batches(updated)) {
    for (const table of ['item_prices', 'item_references', 'item_texts', 'item_related'] as const)
      await db.deleteFrom(table).where('item_id', 'in', batch).execute();
    await db
      .updateTable('item_fits')
      .set({ group_slug: sql`(select i.group_slug from items i where i.id = item_fits.item_id)` })
      .where('item_id', 'in', batch)
      .execute();
  }
  await listed('item_prices', 1, PRICE_COLUMNS, false);
  await listed('item_references', 2, REFERENCE_COLUMNS, true);
  await listed('item_texts', 3, TEXT_COLUMNS, false);
  // Positions follow the file's list; a part left out leaves a gap, which orders the same.
  await sql`insert into item_related (item_id, related_id, position)
    select r.key, ${sql.raw(json.text('e'))}, ${sql.raw(json.position('e'))}
    from import_rows r cross join ${sql.raw(json.list(4, 'e'))}
    where ${written}
      and exists (select 1 from items i where i.id = ${sql.raw(json.text('e'))})`.execute(db);
  return Number(upsert.numAffectedRows ?? 0);
}
