// The catalog's memory, held in the app's cache registry: reference data (cars, groups, currencies)
// until it changes, car summaries until items or diagrams change, item pages for a few seconds or
// until items change. Changes published through the change feed clear them in every process.
// Item pages are bounded by bytes too, and only those asked for again are kept (as their bytes).
import type {
  Language,
  Car,
  CarGroup,
  CarResponse,
  Currency,
  ItemGroup,
  ItemsPage,
  ShipmentDataEntry,
} from '@shop/domain';
import { LANGUAGES, itemsPageSchema } from '@shop/domain';
import type { Executor } from '@shop/db';
import type { AppContext } from '../../lib/app-context.js';
import { compactAnswer, compactBytes, sendOnce } from '../../lib/json-memo.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import * as map from './catalog.mapper.js';
import * as repo from './catalog.repository.js';

export type CarWithGroup = Car & { group: string };

export interface Reference {
  carGroups: CarGroup[];
  cars: Map<string, CarWithGroup>;
  itemGroups: ItemGroup[];
  itemGroupsBySlug: Map<string, ItemGroup>;
  currencies: Currency[];
  shipmentData: ShipmentDataEntry[];
}

const PAGE_CACHE_ENTRIES = 2000;
/** About 400 pages: a 24-item page is ~25 kB of JSON, ~35 kB with its compressed forms. */
const PAGE_CACHE_BYTES = 16 * 1024 * 1024;
const PAGE_CACHE_TTL_MS = 10_000;
const CAR_CACHE_ENTRIES = 3000;
const FOREVER = Number.POSITIVE_INFINITY;

async function loadReference(db: Executor, language: Language): Promise<Reference> {
  const [groupRows, carRows, itemGroupRows, currencyRows, shipmentRows, textRows] =
    await Promise.all([
      repo.listCarGroups(db),
      repo.listCars(db),
      repo.listItemGroups(db),
      repo.listCurrencies(db),
      repo.listShipmentData(db),
      repo.listCatalogTexts(db, ['car_group', 'item_group'], language),
    ]);
  const texts = map.catalogTexts(textRows);
  const groupName = (id: number, name: string) => texts.get(`car_group/${id}`) ?? name;
  const itemGroups = itemGroupRows.map((row) =>
    map.toItemGroup({ ...row, name: texts.get(`item_group/${row.slug}`) ?? row.name }),
  );
  const translatedCars = carRows.map((c) => ({
    ...c,
    group_name: groupName(c.car_group_id, c.group_name),
  }));
  return {
    carGroups: map.toCarGroups(
      groupRows.map((g) => ({ ...g, name: groupName(g.id, g.name) })),
      translatedCars,
    ),
    cars: new Map(translatedCars.map((c) => [c.slug, { ...map.toCar(c), group: c.group_name }])),
    itemGroups,
    itemGroupsBySlug: new Map(itemGroups.map((g) => [g.slug, g])),
    currencies: currencyRows.map(map.toCurrency),
    shipmentData: map.toShipmentData(shipmentRows),
  };
}

/** Reference data per language, read once and kept until it changes. Shared: nobody may mutate it. */
export function reference(ctx: AppContext, language: Language): Promise<Reference> {
  const cache = ctx.caches.get(
    'catalog.reference',
    ['reference'],
    () => new TtlCache<Language, Promise<Reference>>(LANGUAGES.length, FOREVER),
  );
  return cache.getOrLoad(language, () => loadReference(ctx.db, language));
}

/** GET /api/car/:carSlug answers by language and car slug (known cars only, so bounded). */
export function carCache(ctx: AppContext): TtlCache<string, Promise<CarResponse>> {
  return ctx.caches.get(
    'catalog.cars',
    ['reference', 'items', 'diagrams'],
    () => new TtlCache<string, Promise<CarResponse>>(CAR_CACHE_ENTRIES, FOREVER),
  );
}

/** Item pages by language, car, group, sort and page number. */
export function pageCache(ctx: AppContext): TtlCache<string, Promise<ItemsPage>> {
  return ctx.caches.get(
    'catalog.pages',
    ['reference', 'items'],
    () =>
      new TtlCache<string, Promise<ItemsPage>>(PAGE_CACHE_ENTRIES, PAGE_CACHE_TTL_MS, {
        maxBytes: PAGE_CACHE_BYTES,
        // A page asked for once (a crawler, a visitor paging through) is not kept; a kept one is
        // its bytes alone.
        admit: 'second-use',
        passed: sendOnce,
        keep: (page) => compactAnswer(page, itemsPageSchema),
        sizeOf: compactBytes,
      }),
  );
}
