// Test fixtures: demo diagrams and placed items, read from the test database (never hard-coded, so
// the tests follow the demo generator).
import type { Database } from '@shop/db';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DiagramItemRow } from './diagrams.repository.js';

export interface DiagramFixture {
  illustration: string;
  name: string;
  car: string;
  group: string;
  modern: boolean;
  /** Raw entries, by index. */
  entries: DiagramItemRow[];
}

export interface PlacedItem {
  itemId: string;
  legacyId: number;
  car: string;
  group: string;
}

export async function get<T>(
  app: FastifyInstance,
  url: string,
): Promise<{ status: number; body: T }> {
  const res = await app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json<T>() };
}

/** Every demo diagram with its raw entries, by illustration. */
export async function loadDiagrams(db: Kysely<Database>): Promise<DiagramFixture[]> {
  const [diagrams, entries] = await Promise.all([
    db
      .selectFrom('diagrams as d')
      .innerJoin('cars as c', 'c.slug', 'd.car_slug')
      .select(['d.illustration', 'd.name', 'd.car_slug', 'd.group_slug', 'c.modern'])
      .orderBy('d.illustration')
      .execute(),
    db.selectFrom('diagram_items').selectAll().orderBy('illustration').orderBy('idx').execute(),
  ]);
  return diagrams.map((d) => ({
    illustration: d.illustration,
    name: d.name,
    car: d.car_slug,
    group: d.group_slug,
    modern: d.modern !== 0,
    entries: entries.filter((e) => e.illustration === d.illustration),
  }));
}

/** The first item (by illustration, index) with a legacy id placed on a classic or modern diagram. */
export async function placedItem(db: Kysely<Database>, modern: boolean): Promise<PlacedItem> {
  const row = await db
    .selectFrom('diagram_items as di')
    .innerJoin('diagrams as d', 'd.illustration', 'di.illustration')
    .innerJoin('cars as c', 'c.slug', 'd.car_slug')
    .innerJoin('items as i', 'i.id', 'di.item_id')
    .select(['i.id', 'i.legacy_id', 'd.car_slug', 'd.group_slug'])
    .where('i.legacy_id', 'is not', null)
    .where('c.modern', '=', modern ? 1 : 0)
    .orderBy('di.illustration')
    .orderBy('di.idx')
    .executeTakeFirstOrThrow();
  return {
    itemId: row.id,
    legacyId: row.legacy_id as number,
    car: row.car_slug,
    group: row.group_slug,
  };
}

export const FORBIDDEN_BODY = {
  message: 'Modern car diagrams require authentication.',
  code: 'diagram_forbidden',
};
