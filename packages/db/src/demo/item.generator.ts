// One catalog item (with prices, references, fits and related parts) as a pure function of its
// index, so the demo and the large catalog share items and any item can be made on its own.
import type {
  ItemFitTable,
  ItemPriceTable,
  ItemReferenceTable,
  ItemRelatedTable,
  ItemTable,
} from '../schema.js';
import { DEMO_CAR_GROUPS, DEMO_CARS, type DemoCar } from './car.data.js';
import { PART_GROUPS, type PartGroupData } from './part-groups.data.js';
import { PART_NAMES } from './part-names.data.js';
import { generatePrices } from './price.generator.js';
import { createRandom, DEMO_SEED, firstRandom, mixSeed, type Random } from './random.js';
import { generateReferences } from './reference.generator.js';
import { describeItem } from './item-text.generator.js';

export const DEMO_ITEM_COUNT = 3200;

export interface ItemBundle {
  item: ItemTable;
  prices: ItemPriceTable[];
  references: ItemReferenceTable[];
  fits: ItemFitTable[];
  related: ItemRelatedTable[];
}

/** Separate random streams per item, so a group or an id is known without making the whole item. */
const STREAM = { group: 1, id: 2, body: 3 } as const;
/** Object-id-like timestamps: unique per index, starting 2017-01-01. */
const ID_BASE_SECONDS = 1_483_228_800;
const UPDATED_BASE_MS = Date.UTC(2026, 0, 1);
const YEAR_SECONDS = 365 * 86_400;
const RELATED_WINDOW = 400;

const carGroupOf = new Map(
  DEMO_CAR_GROUPS.flatMap((group) => group.cars.map((car) => [car, group.cars] as const)),
);

const totalShare = PART_GROUPS.reduce((sum, group) => sum + group.share, 0);

export function itemGroupOf(index: number, seed = DEMO_SEED): PartGroupData {
  let ticket = firstRandom(mixSeed(seed, index, STREAM.group)) * totalShare;
  for (const group of PART_GROUPS) {
    ticket -= group.share;
    if (ticket < 0) return group;
  }
  return PART_GROUPS[PART_GROUPS.length - 1] as PartGroupData;
}

/** 24 lowercase hex characters, unique per index (8 hex of timestamp, 10 random, 6 counter). */
export function itemIdOf(index: number, seed = DEMO_SEED): string {
  const time = (ID_BASE_SECONDS + index * 97).toString(16).padStart(8, '0');
  const counter = (index & 0xffffff).toString(16).padStart(6, '0');
  return `${time}${createRandom(mixSeed(seed, index, STREAM.id)).hex(10)}${counter}`;
}

export function generateItem(index: number, seed = DEMO_SEED): ItemBundle {
  const group = itemGroupOf(index, seed);
  const id = itemIdOf(index, seed);
  const rng = createRandom(mixSeed(seed, index, STREAM.body));
  const cars = pickCars(rng);
  const primary = cars[0] as DemoCar;
  const engine = rng.pick(primary.engines);
  const text = describeItem(rng, group, PART_NAMES[group.slug] ?? [], primary);
  const prices = generatePrices(rng, id, group.price);
  const item: ItemTable = {
    id,
    legacy_id: rng.chance(0.95) ? 20_000 + index * 3 + rng.int(0, 2) : null,
    name: text.name,
    description: text.description,
    model: `${primary.label}, ${engine}`,
    image: `/public/items/${group.slug}-${rng.int(1, 8)}.svg`,
    group_slug: group.slug,
    price: (prices[0] as ItemPriceTable).price,
    weight: rng.logInt(group.weight[0], group.weight[1]),
    stock_quantity: rng.chance(0.25) ? 0 : rng.logInt(1, 60),
    updated_at: new Date(UPDATED_BASE_MS + rng.int(0, YEAR_SECONDS - 1) * 1000).toISOString(),
  };
  const fits = cars.map((car) => ({
    item_id: id,
    car_slug: car.slug,
    group_slug: group.slug,
    description: rng.chance(0.3) ? `${car.label}, ${rng.pick(car.engines)}` : car.label,
    item_name: item.name,
    item_price: item.price,
    item_updated_at: item.updated_at,
  }));
  return {
    item,
    prices,
    references: generateReferences(rng, id),
    fits,
    related: relatedOf(rng, index, group.slug, id, seed),
  };
}

/** 1-3 cars: a primary car, then cars of its family, then of its car group. */
function pickCars(rng: Random): DemoCar[] {
  const primary = rng.pick(DEMO_CARS);
  const wanted = rng.int(1, 3);
  const family = DEMO_CARS.filter((c) => c !== primary && c.family === primary.family);
  const cars = [primary, ...rng.sample(family, wanted - 1)];
  if (cars.length < wanted) {
    const group = (carGroupOf.get(primary) ?? []).filter(
      (c) => !cars.includes(c) && c.modern === primary.modern,
    );
    cars.push(...rng.sample(group, wanted - cars.length));
  }
  return cars;
}

/** 0-4 earlier items of the same group (earlier only, so rows can be inserted in index order). */
function relatedOf(
  rng: Random,
  index: number,
  groupSlug: string,
  id: string,
  seed: number,
): ItemRelatedTable[] {
  const wanted = rng.int(0, 4);
  const low = Math.max(0, index - RELATED_WINDOW);
  const chosen = new Set<number>();
  for (let tries = 0; tries < 30 && chosen.size < wanted && low < index; tries++) {
    const other = rng.int(low, index - 1);
    if (itemGroupOf(other, seed).slug === groupSlug) chosen.add(other);
  }
  return [...chosen].map((other, position) => ({
    item_id: id,
    related_id: itemIdOf(other, seed),
    position: position + 1,
  }));
}
