// Per-database memory of the catalog. The catalog is read-only while a process runs, so reference
// data (cars, groups, currencies) and car summaries are read once; item pages live a few seconds, so
// stock shown may lag that long (orders always re-read the database).
import type {
  Car,
  CarGroup,
  CarResponse,
  Currency,
  ItemGroup,
  ItemsPage,
  ShipmentDataEntry,
} from '@shop/domain';
import { TtlCache } from '../../lib/ttl-cache.js';
import * as map from './catalog.mapper.js';
import * as repo from './catalog.repository.js';
import type { Db } from './catalog.repository.js';

export type CarWithGroup = Car & { group: string };

export interface Reference {
  carGroups: CarGroup[];
  cars: Map<string, CarWithGroup>;
  itemGroups: ItemGroup[];
  itemGroupsBySlug: Map<string, ItemGroup>;
  currencies: Currency[];
  shipmentData: ShipmentDataEntry[];
}

/** Cached values are shared between requests: nobody may mutate them. */
export interface CatalogCache {
  reference: Promise<Reference>;
  /** GET /api/car/:carSlug answers, by car slug (known cars only, so bounded). */
  cars: TtlCache<string, Promise<CarResponse>>;
  /** Item pages by car, group, sort and page number. */
  pages: TtlCache<string, Promise<ItemsPage>>;
}

const PAGE_CACHE_ENTRIES = 2000;
const PAGE_CACHE_TTL_MS = 10_000;
const CAR_CACHE_ENTRIES = 1000;

const caches = new WeakMap<Db, CatalogCache>();

async function loadReference(db: Db): Promise<Reference> {
  const [groupRows, carRows, itemGroupRows, currencyRows, shipmentRows] = await Promise.all([
    repo.listCarGroups(db),
    repo.listCars(db),
    repo.listItemGroups(db),
    repo.listCurrencies(db),
    repo.listShipmentData(db),
  ]);
  const itemGroups = itemGroupRows.map(map.toItemGroup);
  return {
    carGroups: map.toCarGroups(groupRows, carRows),
    cars: new Map(carRows.map((c) => [c.slug, { ...map.toCar(c), group: c.group_name }])),
    itemGroups,
    itemGroupsBySlug: new Map(itemGroups.map((g) => [g.slug, g])),
    currencies: currencyRows.map(map.toCurrency),
    shipmentData: map.toShipmentData(shipmentRows),
  };
}

export function catalogCache(db: Db): CatalogCache {
  let cache = caches.get(db);
  if (!cache) {
    const reference = loadReference(db);
    cache = {
      reference,
      cars: new TtlCache(CAR_CACHE_ENTRIES, Number.POSITIVE_INFINITY),
      pages: new TtlCache(PAGE_CACHE_ENTRIES, PAGE_CACHE_TTL_MS),
    };
    caches.set(db, cache);
    // A failed load (database briefly unavailable) must not stick: the next call retries.
    reference.catch(() => caches.delete(db));
  }
  return cache;
}

/** Forgets cached item pages, e.g. after this process changed stock. */
export function invalidateItemPages(db: Db): void {
  caches.get(db)?.pages.clear();
}
