// How an item index maps to (car family, part type, round): every applicable pair once per round,
// in a fixed shuffled order, so round 0 gives each family one plain item per part type.
import type { DemoCar } from './car.data.js';
import { carsFor, DEMO_FAMILIES, type DemoFamily } from './families.js';
import { createRandom, mixSeed } from './random.js';
import { GROUP_VOCABULARY, type GroupVocabulary, type PartType } from './vocabulary/index.js';

export interface Combo {
  /** Position in COMBOS. */
  id: number;
  family: DemoFamily;
  group: GroupVocabulary;
  part: PartType;
  /** The family's cars this part type is made for. */
  cars: readonly DemoCar[];
}

export const COMBOS: readonly Combo[] = DEMO_FAMILIES.flatMap((family) =>
  GROUP_VOCABULARY.flatMap((group) =>
    group.parts.map((part) => ({ family, group, part, cars: carsFor(family, part) })),
  ),
)
  .filter((combo) => combo.cars.length > 0)
  .map((combo, id) => ({ ...combo, id }));

/** Combos of one family and group: an item's candidates for related parts. */
export const SIBLINGS: ReadonlyMap<string, readonly Combo[]> = (() => {
  const map = new Map<string, Combo[]>();
  for (const combo of COMBOS) {
    const key = `${combo.family.key}|${combo.group.slug}`;
    map.set(key, [...(map.get(key) ?? []), combo]);
  }
  return map;
})();

/** Each round starts this far further into the shuffled order, so a partial round is a fair mix. */
const ROUND_STRIDE = 389;
const ORDER_STREAM = 0x0dde5;

interface Order {
  order: Int32Array;
  position: Int32Array;
}

const orders = new Map<number, Order>();

function orderFor(seed: number): Order {
  const cached = orders.get(seed);
  if (cached) return cached;
  const rng = createRandom(mixSeed(seed, ORDER_STREAM));
  const order = Int32Array.from(COMBOS, (_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  const position = new Int32Array(order.length);
  order.forEach((combo, at) => (position[combo] = at));
  const made = { order, position };
  orders.set(seed, made);
  return made;
}

export interface Slot {
  combo: Combo;
  round: number;
}

export function slotOf(index: number, seed: number): Slot {
  const size = COMBOS.length;
  const round = Math.floor(index / size);
  const at = ((index % size) + ((round * ROUND_STRIDE) % size)) % size;
  return { combo: COMBOS[orderFor(seed).order[at] as number] as Combo, round };
}

/** The index of a combo's item in a round (inverse of slotOf). */
export function indexOfSlot(comboId: number, round: number, seed: number): number {
  const size = COMBOS.length;
  const at = orderFor(seed).position[comboId] as number;
  return round * size + ((((at - ((round * ROUND_STRIDE) % size)) % size) + size) % size);
}
