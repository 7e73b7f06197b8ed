// One catalog item (with prices, references, old numbers, fits, related parts and sv/fi texts) as
// a pure function of its index, so the demo and the large catalog share items and any item can be
// made on its own. The index picks a (car family, part type, round): see item-index.ts.
import type {
  ItemFitTable,
  ItemPriceTable,
  ItemReferenceTable,
  ItemRelatedTable,
  ItemSupersessionTable,
  ItemTable,
  ItemTextTable,
} from '../schema.js';
import type { DemoCar } from './car.data.js';
import { engineBase, variantOf } from './families.js';
import { indexOfSlot, SIBLINGS, slotOf, type Combo } from './item-index.js';
import { describeItem } from './item-text.generator.js';
import { generatePrices } from './price.generator.js';
import { createRandom, DEMO_SEED, mixSeed, type Random } from './random.js';
import { generateReferences } from './reference.generator.js';
import { generateSupersessions } from './supersession.generator.js';
import { TRANSLATED } from './vocabulary/index.js';

export const DEMO_ITEM_COUNT = 3200;

export interface ItemBundle {
  item: ItemTable;
  prices: ItemPriceTable[];
  references: ItemReferenceTable[];
  /** Old numbers this item replaces (most items: none). */
  supersessions: ItemSupersessionTable[];
  fits: ItemFitTable[];
  related: ItemRelatedTable[];
  /** The sv and fi name and description (the item row holds the English). */
  texts: ItemTextTable[];
}

/** Separate random streams per item, so an id is known without making the whole item. */
const STREAM = { id: 2, body: 3 } as const;
/** Object-id-like timestamps: unique per index, starting 2017-01-01. */
const ID_BASE_SECONDS = 1_483_228_800;
const UPDATED_BASE_MS = Date.UTC(2026, 0, 1);
const YEAR_SECONDS = 365 * 86_400;

export function itemGroupOf(index: number, seed = DEMO_SEED): { slug: string } {
  return slotOf(index, seed).combo.group;
}

/** 24 lowercase hex characters, unique per index (8 hex of timestamp, 10 random, 6 counter). */
export function itemIdOf(index: number, seed = DEMO_SEED): string {
  const time = (ID_BASE_SECONDS + index * 97).toString(16).padStart(8, '0');
  const counter = (index & 0xffffff).toString(16).padStart(6, '0');
  return `${time}${createRandom(mixSeed(seed, index, STREAM.id)).hex(10)}${counter}`;
}

export function generateItem(index: number, seed = DEMO_SEED): ItemBundle {
  const { combo, round } = slotOf(index, seed);
  const { group, part } = combo;
  const variant = variantOf(combo.cars, part, round);
  const id = itemIdOf(index, seed);
  const rng = createRandom(mixSeed(seed, index, STREAM.body));
  const primary = rng.pick(variant.cars);
  const engineOf = (car: DemoCar): string =>
    car.engines.find((e) => engineBase(e) === variant.engine) ?? rng.pick(car.engines);
  const text = describeItem(rng, part, variant);
  const prices = generatePrices(rng, id, part.price);
  const item: ItemTable = {
    id,
    legacy_id: rng.chance(0.95) ? 20_000 + index * 3 + rng.int(0, 2) : null,
    name: text.en.name,
    description: text.en.description,
    model: `${primary.label}, ${engineOf(primary)}`,
    image: `/public/items/${part.picture}.svg`,
    group_slug: group.slug,
    price: (prices[0] as ItemPriceTable).price,
    weight: rng.logInt(part.weight[0], part.weight[1]),
    stock_quantity: rng.chance(0.25) ? 0 : rng.logInt(1, 60),
    updated_at: new Date(UPDATED_BASE_MS + rng.int(0, YEAR_SECONDS - 1) * 1000).toISOString(),
  };
  const fits = variant.cars.map((car) => ({
    item_id: id,
    car_slug: car.slug,
    group_slug: group.slug,
    description: variant.engine || rng.chance(0.3) ? `${car.label}, ${engineOf(car)}` : car.label,
    item_name: item.name,
    item_price: item.price,
    item_updated_at: item.updated_at,
    item_name_sv: text.sv.name,
    item_name_fi: text.fi.name,
  }));
  const references = generateReferences(rng, id);
  const current = (references[0] as ItemReferenceTable).ref;
  return {
    item,
    prices,
    references,
    supersessions: generateSupersessions(index, seed, id, current),
    fits,
    related: relatedOf(rng, index, combo, round, id, seed),
    texts: TRANSLATED.map((language) => ({ item_id: id, language, ...text[language] })),
  };
}

/**
 * 0-4 earlier items of other part types of the same family and group (earlier only, so rows can
 * be inserted in index order), from this round or before.
 */
function relatedOf(
  rng: Random,
  index: number,
  combo: Combo,
  round: number,
  id: string,
  seed: number,
): ItemRelatedTable[] {
  const siblings = (SIBLINGS.get(`${combo.family.key}|${combo.group.slug}`) ?? []).filter(
    (other) => other.id !== combo.id,
  );
  const chosen = new Set<number>();
  for (const other of rng.sample(siblings, rng.int(0, 4))) {
    const at = indexOfSlot(other.id, rng.int(0, round), seed);
    if (at < index) chosen.add(at);
  }
  return [...chosen].map((other, position) => ({
    item_id: id,
    related_id: itemIdOf(other, seed),
    position: position + 1,
  }));
}
