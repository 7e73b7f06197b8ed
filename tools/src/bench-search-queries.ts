// Search queries for bench:search, drawn deterministically from a generated catalog: whole and
// partial part numbers, whole names, names cut short, and names within a car the item fits.
import { openSqliteReader } from '@shop/db';
import type { SqliteReader } from '@shop/db';

export interface SearchQuery {
  q: string;
  carSlug?: string;
}

/** Park-Miller: the same seed gives the same queries on every run. */
function random(seed: number): () => number {
  let x = seed % 2147483647 || 1;
  return () => (x = (x * 48271) % 2147483647) / 2147483647;
}

function pick<T>(db: SqliteReader, table: string, columns: string, at: number): T {
  const row = db.all<T>(`select ${columns} from ${table} where rowid >= ? limit 1`, [at])[0];
  if (row === undefined) throw new Error(`no ${table} row at ${at}`);
  return row;
}

/** A name cut inside its last word ("Brake pads, rear" -> "Brake pads, re"), 3+ letters kept. */
function cutShort(name: string, rand: () => number): string {
  const words = name.split(/\s+/);
  const last = words.pop() ?? '';
  const keep = Math.max(3, Math.ceil(last.length * (0.5 + rand() / 2)) - 1);
  const cut = [...words, last.slice(0, keep)].join(' ');
  return cut.length >= 3 ? cut : name;
}

export function drawQueries(file: string, count: number, seed: number): SearchQuery[] {
  const db = openSqliteReader(file);
  try {
    const rand = random(seed);
    const [items, refs] = ['items', 'item_references'].map(
      (table) => db.all<{ n: number }>(`select max(rowid) as n from ${table}`, [])[0]?.n ?? 0,
    ) as [number, number];
    const at = (max: number) => 1 + Math.floor(rand() * max);
    const queries: SearchQuery[] = [];
    for (let i = 0; i < count; i++) {
      const kind = i % 5;
      if (kind < 2) {
        const ref = pick<{ ref: string; ref_norm: string }>(
          db,
          'item_references',
          'ref, ref_norm',
          at(refs),
        );
        const partial = ref.ref_norm.slice(0, 3 + Math.floor(rand() * 4));
        queries.push({ q: kind === 0 ? ref.ref : partial });
        continue;
      }
      const item = pick<{ id: string; name: string }>(db, 'items', 'id, name', at(items));
      if (kind === 2) queries.push({ q: item.name });
      else if (kind === 3) queries.push({ q: cutShort(item.name, rand) });
      else {
        const fits = db.all<{ car_slug: string }>(
          'select car_slug from item_fits where item_id = ? order by car_slug',
          [item.id],
        );
        const car = fits[Math.floor(rand() * fits.length)]?.car_slug;
        queries.push(car === undefined ? { q: item.name } : { q: item.name, carSlug: car });
      }
    }
    return queries;
  } finally {
    db.close();
  }
}

/** The most frequent words (4+ letters) in the names of the first 10,000 items. */
export function commonWords(file: string, count: number): string[] {
  const db = openSqliteReader(file);
  try {
    const counts = new Map<string, number>();
    for (const { name } of db.all<{ name: string }>(
      'select name from items where rowid <= 10000',
      [],
    )) {
      for (const word of new Set(name.toLowerCase().match(/[a-z]{4,}/g) ?? [])) {
        counts.set(word, (counts.get(word) ?? 0) + 1);
      }
    }
    return [...counts.entries()]
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .slice(0, count)
      .map(([word]) => word);
  } finally {
    db.close();
  }
}
