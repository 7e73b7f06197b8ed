// Test fixtures for search: demo facts read from the test database
// (never hard-coded, so the tests follow the demo generator).
import type { Executor } from '@shop/db';
import { normaliseReference } from '@shop/domain';

export const TOO_SHORT = {
  message: 'Invalid query, please enter at least 3 characters.',
  code: 'query_too_short',
};

export interface ReferenceFact {
  itemId: string;
  ref: string;
  refNorm: string;
}

/** A reference written with separators whose normalised form belongs to one item only. */
export async function separatedReference(db: Executor): Promise<ReferenceFact> {
  const rows = await db
    .selectFrom('item_references as r')
    .select(['r.item_id', 'r.ref', 'r.ref_norm'])
    .where((eb) => eb.or([eb('r.ref', 'like', '% %'), eb('r.ref', 'like', '%-%')]))
    .where('r.ref', 'like', '%.%')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('item_references as o')
            .select('o.item_id')
            .whereRef('o.ref_norm', '=', 'r.ref_norm')
            .whereRef('o.item_id', '<>', 'r.item_id'),
        ),
      ),
    )
    .orderBy('r.item_id')
    .limit(1)
    .execute();
  const row = rows[0] ?? (await anySeparatedReference(db));
  return { itemId: row.item_id, ref: row.ref, refNorm: row.ref_norm };
}

async function anySeparatedReference(db: Executor) {
  return db
    .selectFrom('item_references')
    .select(['item_id', 'ref', 'ref_norm'])
    .where('ref', 'like', '% %')
    .orderBy('item_id')
    .limit(1)
    .executeTakeFirstOrThrow();
}

/** Two references where the first, normalised, is a proper prefix of the second. */
export async function referencePrefixPair(
  db: Executor,
): Promise<{ exact: ReferenceFact; longer: ReferenceFact }> {
  const refs = await db
    .selectFrom('item_references')
    .select(['item_id', 'ref', 'ref_norm'])
    .orderBy('ref_norm')
    .orderBy('item_id')
    .execute();
  for (let i = 0; i + 1 < refs.length; i++) {
    const [a, b] = [refs[i], refs[i + 1]];
    if (a && b && b.ref_norm !== a.ref_norm && b.ref_norm.startsWith(a.ref_norm)) {
      const fact = (r: typeof a) => ({ itemId: r.item_id, ref: r.ref, refNorm: r.ref_norm });
      return { exact: fact(a), longer: fact(b) };
    }
  }
  throw new Error('the demo has no reference that prefixes another');
}

/** An item whose name holds the letter, with the name's word that has it. */
export async function nameWith(
  db: Executor,
  letter: string,
): Promise<{ itemId: string; name: string; word: string; language: string }> {
  // Swedish and Finnish names carry the letters; English ones do not.
  const row = await db
    .selectFrom('item_texts')
    .select(['item_id', 'name', 'language'])
    .where('name', 'like', `%${letter}%`)
    .orderBy('item_id')
    .orderBy('language')
    .limit(1)
    .executeTakeFirstOrThrow();
  const word = row.name.split(/[^\p{L}\p{N}]+/u).find((w) => w.toLowerCase().includes(letter));
  if (!word) throw new Error(`no word with ${letter} in ${row.name}`);
  return { itemId: row.item_id, name: row.name, word, language: row.language };
}

/** The car with the most fits, and the name word most common among all item names. */
export async function busyCarAndWord(db: Executor): Promise<{ car: string; word: string }> {
  const car = await db
    .selectFrom('item_fits')
    .select(({ fn }) => ['car_slug', fn.countAll<number>().as('n')])
    .groupBy('car_slug')
    .orderBy('n', 'desc')
    .orderBy('car_slug')
    .executeTakeFirstOrThrow();
  const names = await db.selectFrom('items').select('name').execute();
  const counts = new Map<string, number>();
  for (const { name } of names) {
    for (const w of new Set(name.toLowerCase().split(/[^\p{L}\p{N}]+/u))) {
      if (w.length >= 4) counts.set(w, (counts.get(w) ?? 0) + 1);
    }
  }
  const [word] = [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]!;
  return { car: car.car_slug, word };
}

/** An item reference that fits one car and not another (for car-limited searches). */
export async function referenceWithCars(
  db: Executor,
): Promise<{ ref: ReferenceFact; fits: string; other: string }> {
  const row = await db
    .selectFrom('item_references as r')
    .innerJoin('item_fits as f', 'f.item_id', 'r.item_id')
    .select(['r.item_id', 'r.ref', 'r.ref_norm', 'f.car_slug'])
    .orderBy('r.item_id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const fits = (
    await db.selectFrom('item_fits').select('car_slug').where('item_id', '=', row.item_id).execute()
  ).map((f) => f.car_slug);
  const other = await db
    .selectFrom('cars')
    .select('slug')
    .where('slug', 'not in', fits)
    .orderBy('slug')
    .executeTakeFirstOrThrow();
  const ref = { itemId: row.item_id, ref: row.ref, refNorm: normaliseReference(row.ref) };
  return { ref, fits: row.car_slug, other: other.slug };
}
