// The catalog's vocabulary for search: the distinct words of its item, group and diagram names per
// language, kept in search_words so a server reads a few thousand words instead of a million names.
// Rewritten by whatever writes names: the seed, the generator, an import, the table's migration.
import { vocabularyWords } from '@shop/domain';
import type { Kysely } from 'kysely';
import { insertRows } from './batch-insert.js';
import type { Database } from './schema.js';

interface NameRow {
  language: string;
  name: string;
}

/** Every distinct name the catalog shows, by language (English is on each thing's own row). */
async function catalogNames(db: Kysely<Database>): Promise<NameRow[]> {
  const english = (rows: { name: string }[]) => rows.map(({ name }) => ({ language: 'en', name }));
  const items = await db.selectFrom('items').select('name').distinct().execute();
  const itemTexts = await db
    .selectFrom('item_texts')
    .select(['language', 'name'])
    .distinct()
    .execute();
  const groups = await db.selectFrom('item_groups').select('name').execute();
  const groupTexts = await db
    .selectFrom('catalog_texts')
    .select(['language', 'text as name'])
    .where('kind', '=', 'item_group')
    .where('field', '=', 'name')
    .execute();
  const diagrams = await db.selectFrom('diagrams').select('name').distinct().execute();
  const diagramTexts = await db
    .selectFrom('diagram_texts')
    .select(['language', 'name'])
    .distinct()
    .execute();
  return [
    ...english(items),
    ...itemTexts,
    ...english(groups),
    ...groupTexts,
    ...english(diagrams),
    ...diagramTexts,
  ];
}

/** Rewrites search_words from the catalog's names; run it in the transaction that changed them. */
export async function refreshSearchWords(db: Kysely<Database>): Promise<void> {
  const words = new Map<string, Set<string>>();
  for (const { language, name } of await catalogNames(db)) {
    let set = words.get(language);
    if (!set) words.set(language, (set = new Set()));
    for (const word of vocabularyWords(name)) set.add(word);
  }
  await db.deleteFrom('search_words').execute();
  const rows = [...words].flatMap(([language, set]) =>
    [...set].sort().map((word) => ({ language, word })),
  );
  await insertRows(db, 'search_words', rows);
}
