// Search queries for bench:search, drawn deterministically from a generated catalog: whole and
// partial part numbers, whole names, names cut short, and names within a car the item fits, the
// names in English, Swedish and Finnish in turn.
import { openSqliteReadPool } from '@shop/db';
import type { SqliteReadPool } from '@shop/db';

export interface SearchQuery {
  q: string;
  carSlug?: string;
}

const LANGUAGES = ['en', 'sv', 'fi'] as const;

/** Park-Miller: the same seed gives the same queries on every run. */
function random(seed: number): () => number {
  let x = seed % 2147483647 || 1;
  return () => (x = (x * 48271) % 2147483647) / 2147483647;
}

/** A name cut inside its last word ("Brake pads, rear" -> "Brake pads, re"), 3+ letters kept. */
function cutShort(name: string, rand: () => number): string {
  const words = name.split(/\s+/);
  const last = words.pop() ?? '';
  const keep = Math.max(3, Math.ceil(last.length * (0.5 + rand() / 2)) - 1);
  const cut = [...words, last.slice(0, keep)].join(' ');
  return cut.length >= 3 ? cut : name;
}

async function withCatalog<T>(file: string, use: (db: SqliteReadPool) => Promise<T>): Promise<T> {
  const db = await openSqliteReadPool(file, 1);
  try {
    return await use(db);
  } finally {
    await db.close();
  }
}

export function drawQueries(file: string, count: number, seed: number): Promise<SearchQuery[]> {
  return withCatalog(file, async (db) => {
    const rand = random(seed);
    const max = async (table: string) =>
      (await db.all<{ n: number }>(`select max(rowid) as n from ${table}`, []))[0]?.n ?? 0;
    const [items, refs] = [await max('items'), await max('item_references')];
    const at = (n: number) => 1 + Math.floor(rand() * n);
    const queries: SearchQuery[] = [];
    for (let i = 0; i < count; i++) {
      const kind = i % 5;
      if (kind < 2) {
        const [ref] = await db.all<{ ref: string; ref_norm: string }>(
          'select ref, ref_norm from item_references where rowid >= ? limit 1',
          [at(refs)],
        );
        if (!ref) continue;
        queries.push({
          q: kind === 0 ? ref.ref : ref.ref_norm.slice(0, 3 + Math.floor(rand() * 4)),
        });
        continue;
      }
      const [found] = await db.all<{ id: string; name: string }>(
        'select id, name from items where rowid >= ? limit 1',
        [at(items)],
      );
      if (!found) continue;
      const language = LANGUAGES[Math.floor(i / 5) % LANGUAGES.length];
      const [text] = await db.all<{ name: string }>(
        'select name from item_texts where item_id = ? and language = ?',
        [found.id, language],
      );
      const item = { id: found.id, name: text?.name ?? found.name };
      if (kind === 2) queries.push({ q: item.name });
      else if (kind === 3) queries.push({ q: cutShort(item.name, rand) });
      else {
        const fits = await db.all<{ car_slug: string }>(
          'select car_slug from item_fits where item_id = ? order by car_slug',
          [item.id],
        );
        const car = fits[Math.floor(rand() * fits.length)]?.car_slug;
        queries.push(car === undefined ? { q: item.name } : { q: item.name, carSlug: car });
      }
    }
    return queries;
  });
}

/**
 * What the Swedish and Finnish texts take in the file: their table and key, the lists' name indexes
 * per language, and the names' share of the search index (measured by SQLite's dbstat).
 */
export function translationBytes(file: string): Promise<string> {
  return withCatalog(file, async (db) => {
    const rows = await db.all<{ name: string; bytes: number }>(
      `select name, sum(pgsize) as bytes from dbstat group by name`,
      [],
    );
    const sum = (test: (name: string) => boolean) =>
      rows.filter((r) => test(r.name)).reduce((total, r) => total + r.bytes, 0);
    const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;
    const texts = sum((n) => n === 'item_texts' || n.startsWith('sqlite_autoindex_item_texts'));
    const indexes = sum((n) => /^item_fits_by_name_(sv|fi)_idx$/.test(n));
    const search = sum((n) => n.startsWith('items_fts') || n.startsWith('items_name_fts'));
    return `item_texts ${mb(texts)}, sv/fi name indexes ${mb(indexes)}, item search index ${mb(search)}`;
  });
}

/** The most frequent words (4+ letters) in the names of the first 10,000 items. */
export function commonWords(file: string, count: number): Promise<string[]> {
  return withCatalog(file, async (db) => {
    const counts = new Map<string, number>();
    const names = await db.all<{ name: string }>('select name from items where rowid <= 10000', []);
    for (const { name } of names) {
      for (const word of new Set(name.toLowerCase().match(/[a-z]{4,}/g) ?? [])) {
        counts.set(word, (counts.get(word) ?? 0) + 1);
      }
    }
    return [...counts.entries()]
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .slice(0, count)
      .map(([word]) => word);
  });
}
