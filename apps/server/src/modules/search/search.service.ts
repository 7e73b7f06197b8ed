// Search rules: which items and diagram entries a query finds (the engine), as the catalog shows
// them (its getItems), within what the caller may see (the diagrams module's modern-car rule).
// Answers live SEARCH_CACHE_SECONDS (10 s by default), like the catalog's item pages: popular
// searches ('brake') then cost a look-up, and stock shown may lag that long (orders always re-read
// the database).
import type { DiagramSearchResponse, ItemSearchResponse, Language } from '@shop/domain';
import type { DiagramSearchParams, ItemSearchParams } from '@shop/domain';
import {
  SEARCH_RESULT_LIMIT,
  diagramSearchResponseSchema,
  itemSearchResponseSchema,
} from '@shop/domain';
import { refreshSearchWords } from '@shop/db';
import type { AppContext } from '../../lib/app-context.js';
import { inTransaction } from '../../lib/app-context.js';
import { answerFromJson, compactAnswer, compactBytes, sendOnce } from '../../lib/json-memo.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import * as catalog from '../catalog/catalog.service.js';
import * as diagrams from '../diagrams/diagrams.service.js';
import type { SearchEngine } from './search.types.js';
import { itemHitJson, toDiagramEntry } from './search.mapper.js';
import { parseSearchQuery } from './search.query.js';

/** Answers kept per cache: this many at most, within CACHE_BYTES (an answer is up to ~50 kB of JSON). */
const CACHE_ENTRIES = 256;
const CACHE_BYTES = 4 * 1024 * 1024;
/** Most queries are asked once: an answer is kept (as its bytes) when its query comes again. */
const KEPT_IF_ASKED_AGAIN = {
  admit: 'second-use',
  passed: sendOnce,
  sizeOf: compactBytes,
} as const;

export interface SearchCaches {
  items: TtlCache<string, Promise<ItemSearchResponse>>;
  entries: TtlCache<string, Promise<DiagramSearchResponse>>;
}

/**
 * The app's answer caches, whose entries live `ttlMs` (0: every search runs) or until the items,
 * diagrams or reference data they show change.
 */
export function searchCaches(ctx: AppContext, ttlMs: number): SearchCaches {
  return {
    items: ctx.caches.get(
      'search.items',
      ['reference', 'items'],
      () =>
        new TtlCache<string, Promise<ItemSearchResponse>>(CACHE_ENTRIES, ttlMs, {
          maxBytes: CACHE_BYTES,
          keep: (answer) => compactAnswer(answer, itemSearchResponseSchema),
          ...KEPT_IF_ASKED_AGAIN,
        }),
    ),
    entries: ctx.caches.get(
      'search.entries',
      ['reference', 'items', 'diagrams'],
      () =>
        new TtlCache<string, Promise<DiagramSearchResponse>>(CACHE_ENTRIES, ttlMs, {
          maxBytes: CACHE_BYTES,
          keep: (answer) => compactAnswer(answer, diagramSearchResponseSchema),
          ...KEPT_IF_ASKED_AGAIN,
        }),
    ),
  };
}

/** Queries that mean the same to the engine ("Brake pads", " brake, PADS") share one key. */
function queryKey(q: string, ...scope: (string | boolean | null | undefined)[]): string {
  const terms = parseSearchQuery(q);
  return JSON.stringify([terms.reference, terms.words, ...scope]);
}

/**
 * Items matching the query, best first; within a car only its fits. 404 for an unknown car. The
 * answer is shared (cached): nobody may mutate it.
 */
export async function searchItems(
  ctx: AppContext,
  engine: SearchEngine,
  caches: SearchCaches,
  { q, carSlug }: ItemSearchParams,
  language: Language,
): Promise<ItemSearchResponse> {
  const car = carSlug ?? null;
  if (car !== null) await catalog.requireCar(ctx, car);
  return caches.items.getOrLoad(queryKey(q, language, car), async () => {
    const hits = await engine.searchItems(q, car, SEARCH_RESULT_LIMIT);
    const byId = new Map(hits.map((hit) => [hit.id, hit]));
    // Written from the items' kept JSON: serialising 50 items anew was most of a search's time.
    const items = await catalog.getItemsJson(
      ctx,
      hits.map((hit) => hit.id),
      language,
    );
    const json = items.map((item) => itemHitJson(item.json, byId.get(item.id)));
    return answerFromJson<ItemSearchResponse>(`{"items":[${json.join(',')}]}`, ['items']);
  });
}

/**
 * Diagram entries matching the query, best first. A modern car or its diagram named by an anonymous
 * caller is 403; with neither named, modern cars' entries are left out for that caller. The answer
 * is shared (cached): nobody may mutate it.
 */
export async function searchDiagramEntries(
  ctx: AppContext,
  engine: SearchEngine,
  caches: SearchCaches,
  { q, mode, carSlug, illustration }: DiagramSearchParams,
  authenticated: boolean,
  language: Language,
): Promise<DiagramSearchResponse> {
  const scope = { carSlug: carSlug ?? null, illustration: illustration ?? null };
  await diagrams.requireSearchScope(ctx, scope, authenticated);
  const excludeModern = !authenticated && scope.carSlug === null && scope.illustration === null;
  const key = queryKey(q, language, mode, scope.carSlug, scope.illustration, excludeModern);
  return caches.entries.getOrLoad(key, async () => {
    const found = await engine.searchDiagramEntries(
      q,
      mode,
      { ...scope, excludeModern },
      SEARCH_RESULT_LIMIT,
    );
    const rows = await diagrams.translateEntries(ctx, found, language);
    const ids = rows.flatMap((row) => (row.item_id === null ? [] : [row.item_id]));
    const items = new Map(
      (await catalog.getItems(ctx, ids, language)).map((item) => [item._id, item]),
    );
    return { items: rows.map((row) => toDiagramEntry(row, items)) };
  });
}

/**
 * After names of items, groups or diagrams were written (an import): rewrites the vocabulary of the
 * catalog's words in the caller's transaction; every process reloads it once that commits.
 */
export async function refreshVocabulary(ctx: AppContext): Promise<void> {
  await inTransaction(ctx, async (trx) => {
    await refreshSearchWords(trx.db);
    await trx.changes.publish(trx.db, ['items', 'diagrams']);
  });
}
