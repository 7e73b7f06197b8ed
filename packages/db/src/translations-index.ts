// What keeps the translated catalog searchable and sortable: triggers that copy each language's
// item name into item_fits (the lists' index), and PostgreSQL's stemmed search over item_texts.
import type { Dialect } from './client.js';

/** The languages with item_texts rows (English lives on items). */
export const TRANSLATED_LANGUAGES = ['sv', 'fi'] as const;

const copyOf = (language: string, item: string) =>
  `coalesce((select t.name from item_texts t where t.item_id = ${item}
    and t.language = '${language}'), (select i.name from items i where i.id = ${item}))`;

/** Sets item_fits' sv and fi names of one item from item_texts, falling back to English. */
const refreshCopies = (item: string) =>
  `update item_fits set ${TRANSLATED_LANGUAGES.map(
    (language) => `item_name_${language} = ${copyOf(language, item)}`,
  ).join(', ')} where item_id = ${item}`;

/** Events after which an item's name copies are refreshed, and the item column of each. */
const EVENTS: readonly (readonly [name: string, event: string, item: string])[] = [
  ['item_texts_copies_insert', 'after insert on item_texts', 'new.item_id'],
  ['item_texts_copies_update', 'after update on item_texts', 'new.item_id'],
  ['item_texts_copies_delete', 'after delete on item_texts', 'old.item_id'],
  // An untranslated language shows the English name, so it follows an English rename.
  ['items_name_copies', 'after update of name on items', 'new.id'],
];

const tableOf = (event: string) => event.split(' on ')[1] as string;

export function itemNameCopiesDdl(dialect: Dialect): string[] {
  if (dialect === 'sqlite') {
    return EVENTS.map(
      ([name, event, item]) => `create trigger ${name} ${event} begin ${refreshCopies(item)}; end`,
    );
  }
  return EVENTS.flatMap(([name, event, item]) => [
    `create function ${name}() returns trigger language plpgsql as $$
     begin ${refreshCopies(item)}; return null; end $$`,
    `create trigger ${name} ${event} for each row execute function ${name}()`,
  ]);
}

export const ITEM_NAME_COPIES_DROP: Record<Dialect, string[]> = {
  sqlite: EVENTS.map(([name]) => `drop trigger if exists ${name}`),
  postgres: EVENTS.flatMap(([name, event]) => [
    `drop trigger if exists ${name} on ${tableOf(event)}`,
    `drop function if exists ${name}()`,
  ]),
};

/**
 * PostgreSQL: an item's Swedish and Finnish names under their own language's stemmer ('bromsskivor'
 * finds 'Bromsskiva', 'jarrulevyt' finds 'Jarrulevy'), folded like every other search text.
 */
export const POSTGRES_TEXT_SEARCH_DDL: readonly string[] = [
  `create function shop_language_config(language text) returns regconfig language sql immutable
     strict parallel safe return case language when 'sv' then 'swedish'::regconfig
       when 'fi' then 'finnish'::regconfig else 'simple'::regconfig end`,
  `create function shop_item_text_vector(language text, name text) returns tsvector
     language sql immutable strict parallel safe
     return setweight(to_tsvector(shop_language_config(language), shop_search_fold(name)), 'A')`,
  `create index item_texts_search_idx on item_texts using gin
     (shop_item_text_vector(language, name))`,
  `create index diagram_item_texts_search_idx on diagram_item_texts using gin
     (shop_item_text_vector(language, description))`,
];

export const POSTGRES_TEXT_SEARCH_DROP: readonly string[] = [
  'drop index if exists diagram_item_texts_search_idx',
  'drop index if exists item_texts_search_idx',
  'drop function if exists shop_item_text_vector(text, text)',
  'drop function if exists shop_language_config(text)',
];

/**
 * Turns the name-copy triggers off for a bulk write whose fits already carry their copies; the
 * returned function turns them on again. Run both in the writer's transaction.
 */
export async function suspendNameCopies(
  exec: (sql: string) => Promise<unknown>,
  dialect: Dialect,
): Promise<() => Promise<void>> {
  if (dialect === 'postgres') {
    await exec('alter table item_texts disable trigger user');
    return async () => {
      await exec('alter table item_texts enable trigger user');
    };
  }
  for (const statement of ITEM_NAME_COPIES_DROP.sqlite) await exec(statement);
  return async () => {
    for (const statement of itemNameCopiesDdl('sqlite')) await exec(statement);
  };
}
