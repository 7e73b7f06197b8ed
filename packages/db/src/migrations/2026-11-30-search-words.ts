// The catalog's words for search's query expansion, read from its own names instead of the demo
// generator's vocabulary (a shop imports its own catalog). Filled from the catalog already there.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Database } from '../schema.js';
import { refreshSearchWords } from '../search-words.js';

export function searchWordsMigration(): Migration {
  return {
    async up(db) {
      await db.schema
        .createTable('search_words')
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('word', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('search_words_pk', ['language', 'word'])
        .execute();
      await refreshSearchWords(db as Kysely<Database>);
    },
    async down(db) {
      await db.schema.dropTable('search_words').ifExists().execute();
    },
  };
}
