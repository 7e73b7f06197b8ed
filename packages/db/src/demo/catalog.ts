// The whole demo catalog as plain rows, in foreign-key order.
import type {
  CarGroupTable,
  CarTable,
  DiagramItemTable,
  DiagramTable,
  ItemFitTable,
  ItemGroupTable,
  ItemPriceTable,
  ItemReferenceTable,
  ItemRelatedTable,
  ItemTable,
} from '../schema.js';
import { carGroupRows, carRows, DEMO_ITEM_GROUPS } from './car.data.js';
import { generateDiagrams } from './diagram.generator.js';
import { DEMO_ITEM_COUNT, generateItem, type ItemBundle } from './item.generator.js';
import { DEMO_SEED } from './random.js';
import { shopDataRows, type ShopDataRows } from './shop-data.generator.js';

/** Everything but items and diagrams: cars, groups and the shop's countries, transports, … */
export interface CatalogStructure extends ShopDataRows {
  car_groups: CarGroupTable[];
  cars: CarTable[];
  item_groups: ItemGroupTable[];
}

export interface ItemRows {
  items: ItemTable[];
  item_prices: ItemPriceTable[];
  item_references: ItemReferenceTable[];
  item_fits: ItemFitTable[];
  item_related: ItemRelatedTable[];
}

export interface DiagramRows {
  diagrams: DiagramTable[];
  diagram_items: DiagramItemTable[];
}

export type DemoCatalog = CatalogStructure & ItemRows & DiagramRows;

export function structureRows(): CatalogStructure {
  return {
    car_groups: carGroupRows(),
    cars: carRows(),
    item_groups: DEMO_ITEM_GROUPS.map((group) => ({ ...group })),
    ...shopDataRows(),
  };
}

export function generateItems(count: number, seed = DEMO_SEED, from = 0): ItemBundle[] {
  return Array.from({ length: count }, (_, i) => generateItem(from + i, seed));
}

export function itemRows(bundles: readonly ItemBundle[]): ItemRows {
  return {
    items: bundles.map((b) => b.item),
    item_prices: bundles.flatMap((b) => b.prices),
    item_references: bundles.flatMap((b) => b.references),
    item_fits: bundles.flatMap((b) => b.fits),
    item_related: bundles.flatMap((b) => b.related),
  };
}

export function diagramRows(bundles: readonly ItemBundle[], seed = DEMO_SEED): DiagramRows {
  const diagrams = generateDiagrams(bundles, seed);
  return {
    diagrams: diagrams.map((d) => d.diagram),
    diagram_items: diagrams.flatMap((d) => d.entries),
  };
}

export function generateDemoCatalog(itemCount = DEMO_ITEM_COUNT, seed = DEMO_SEED): DemoCatalog {
  const bundles = generateItems(itemCount, seed);
  return { ...structureRows(), ...itemRows(bundles), ...diagramRows(bundles, seed) };
}
