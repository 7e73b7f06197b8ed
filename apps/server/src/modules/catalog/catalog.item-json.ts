// Items as JSON text, for answers that list many (search): each item's JSON in a language is kept
// until items change, all but its stock, which orders take without clearing caches (so it is read
// fresh each time). Building an item's JSON from its rows costs ~0.1 ms; a kept one a look-up.
import type { Item, Language } from '@shop/domain';
import { itemSchema } from '@shop/domain';
import type { AppContext } from '../../lib/app-context.js';
import { jsonText } from '../../lib/json-memo.js';
import { KeptValues } from '../../lib/kept-values.js';
import * as repo from './catalog.repository.js';

/** An item's JSON around its stock quantity: head + quantity + tail. */
interface ItemJson {
  head: string;
  tail: string;
}

/** ~1 kB of JSON each (about 2 kB as JS strings): a million-item catalog's popular items. */
const ENTRIES = 20_000;
const BYTES = 32 * 1024 * 1024;
/** A safety net beside the change feed, as the other catalog caches have. */
const TTL_MS = 5 * 60_000;
const STOCK_KEY = '"stock":{"quantity":';

/** Kept item JSON by language and id. */
function itemJsonCache(ctx: AppContext): KeptValues<ItemJson> {
  return ctx.caches.get(
    'catalog.item-json',
    ['reference', 'items'],
    () =>
      new KeptValues<ItemJson>(ENTRIES, TTL_MS, {
        maxBytes: BYTES,
        sizeOf: (json) => 2 * (json.head.length + json.tail.length) + 64,
      }),
  );
}

/** The item's JSON split at its stock quantity (the key is unique: in a string it is escaped). */
function splitAtStock(item: Item): ItemJson {
  const json = jsonText(item, itemSchema);
  const at = json.indexOf(STOCK_KEY) + STOCK_KEY.length;
  const end = json.indexOf('}', at);
  return { head: json.slice(0, at), tail: json.slice(end) };
}

/** An item's id and its JSON text. */
export interface ItemJsonText {
  id: string;
  json: string;
}

/**
 * The JSON text of each item as getItems maps it, in the order asked; unknown ids are left out.
 * `load` reads whole items (the catalog's getItems) for those not kept.
 */
export async function itemsJson(
  ctx: AppContext,
  ids: readonly string[],
  language: Language,
  load: (ids: readonly string[]) => Promise<Item[]>,
): Promise<ItemJsonText[]> {
  const cache = itemJsonCache(ctx);
  const generation = cache.generation;
  const unique = [...new Set(ids)];
  const kept = new Map<string, ItemJson>();
  const missing: string[] = [];
  for (const id of unique) {
    const json = cache.get(`${language}/${id}`);
    if (json) kept.set(id, json);
    else missing.push(id);
  }
  const [stock, loaded] = await Promise.all([
    repo.listStock(ctx.db, unique),
    missing.length === 0 ? [] : load(missing),
  ]);
  for (const item of loaded) {
    const json = splitAtStock(item);
    kept.set(item._id, json);
    cache.set(`${language}/${item._id}`, json, generation);
  }
  const quantities = new Map(stock.map((row) => [row.id, row.stock_quantity]));
  return ids.flatMap((id) => {
    const json = kept.get(id);
    const quantity = quantities.get(id);
    return json && quantity !== undefined
      ? [{ id, json: `${json.head}${quantity}${json.tail}` }]
      : [];
  });
}
