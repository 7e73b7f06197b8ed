// The catalog's memory, held in the app's cache registry: reference data (cars, groups, currencies)
// until it changes, car summaries until items or diagrams change, item pages for a few seconds or
// until items change. Changes published through the change feed clear them in every process.
import type {
  Car,
  CarGroup,
  CarResponse,
  Currency,
  ItemGroup,
  ItemsPage,
  ShipmentDataEntry,
} from '@shop/domain';
import type { Executor } from '@shop/db';
import type { AppContext } from '../../lib/app-context.js';
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
const PAGE_CACHE_TTL_MS = 10_000;
const CAR_CACHE_ENTRIES = 1000;
const FOREVER = Number.POSITIVE_INFINITY;

async function loadReference(db: Executor): Promise<Reference> {
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

/** Reference data, read once and kept until it changes. Shared: nobody may mutate it. */
export function reference(ctx: AppContext): Promise<Reference> {
  const cache = ctx.caches.get(
    'catalog.reference',
    ['reference'],
    () => new TtlCache<'all', Promise<Reference>>(1, FOREVER),
  );
  return cache.getOrLoad('all', () => loadReference(ctx.db));
}

/** GET /api/car/:carSlug answers by car slug (known cars only, so bounded). */
export function carCache(ctx: AppContext): TtlCache<string, Promise<CarResponse>> {
  return ctx.caches.get(
    'catalog.cars',
    ['reference', 'items', 'diagrams'],
    () => new TtlCache<string, Promise<CarResponse>>(CAR_CACHE_ENTRIES, FOREVER),
  );
}

/** Item pages by car, group, sort and page number. */
export function pageCache(ctx: AppContext): TtlCache<string, Promise<ItemsPage>> {
  return ctx.caches.get(
    'catalog.pages',
    ['reference', 'items'],
    () => new TtlCache<string, Promise<ItemsPage>>(PAGE_CACHE_ENTRIES, PAGE_CACHE_TTL_MS),
  );
}
