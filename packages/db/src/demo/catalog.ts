// The whole demo catalog as plain rows, in foreign-key order.
import type {
  CarGroupTable,
  CatalogTextTable,
  DiagramItemTextTable,
  DiagramTextTable,
  ItemTextTable,
  CarTable,
  DiagramItemTable,
  DiagramTable,
  ItemFitTable,
  ItemGroupTable,
  ItemPriceTable,
  ItemReferenceTable,
  ItemRelatedTable,
  ItemSupersessionTable,
  ItemTable,
} from '../schema.js';
import { carGroupRows, carRows, DEMO_ITEM_GROUPS } from './car.data.js';
import { generateDiagrams } from './diagram.generator.js';
import { DEMO_ITEM_COUNT, generateItem, type ItemBundle } from './item.generator.js';
import { DEMO_SEED } from './random.js';
import { shopDataRows, shopTextRows, type ShopDataRows } from './shop-data.generator.js';
import { GROUP_VOCABULARY, TRANSLATED } from './vocabulary/index.js';

/** Everything but items and diagrams: cars, groups and the shop's countries, transports, … */
export interface CatalogStructure extends ShopDataRows {
  car_groups: CarGroupTable[];
  cars: CarTable[];
  item_groups: ItemGroupTable[];
  /** sv and fi names of item groups, car groups, countries, transports and payments. */
  catalog_texts: CatalogTextTable[];
}

export interface ItemRows {
  items: ItemTable[];
  item_prices: ItemPriceTable[];
  item_references: ItemReferenceTable[];
  item_supersessions: ItemSupersessionTable[];
  item_fits: ItemFitTable[];
  item_related: ItemRelatedTable[];
  item_texts: ItemTextTable[];
}

export interface DiagramRows {
  diagrams: DiagramTable[];
  diagram_items: DiagramItemTable[];
  diagram_texts: DiagramTextTable[];
  diagram_item_texts: DiagramItemTextTable[];
}

export type DemoCatalog = CatalogStructure & ItemRows & DiagramRows;

export function structureRows(): CatalogStructure {
  return {
    car_groups: carGroupRows(),
    cars: carRows(),
    item_groups: DEMO_ITEM_GROUPS.map((group) => ({ ...group })),
    ...shopDataRows(),
    catalog_texts: [...itemGroupTextRows(), ...shopTextRows()],
  };
}

function itemGroupTextRows(): CatalogTextTable[] {
  return GROUP_VOCABULARY.flatMap((group) =>
    TRANSLATED.map((language) => ({
      kind: 'item_group',
      ref: group.slug,
      language,
      field: 'name',
      text: group.names[language],
    })),
  );
}

export function generateItems(count: number, seed = DEMO_SEED, from = 0): ItemBundle[] {
  return Array.from({ length: count }, (_, i) => generateItem(from + i, seed));
}

export function itemRows(bundles: readonly ItemBundle[]): ItemRows {
  return {
    items: bundles.map((b) => b.item),
    item_prices: bundles.flatMap((b) => b.prices),
    item_references: bundles.flatMap((b) => b.references),
    item_supersessions: bundles.flatMap((b) => b.supersessions),
    item_fits: bundles.flatMap((b) => b.fits),
    item_related: bundles.flatMap((b) => b.related),
    item_texts: bundles.flatMap((b) => b.texts),
  };
}

export function diagramRows(bundles: readonly ItemBundle[], seed = DEMO_SEED): DiagramRows {
  const diagrams = generateDiagrams(bundles, seed);
  return {
    diagrams: diagrams.map((d) => d.diagram),
    diagram_items: diagrams.flatMap((d) => d.entries),
    diagram_texts: diagrams.flatMap((d) => d.texts),
    diagram_item_texts: diagrams.flatMap((d) => d.entryTexts),
  };
}

export function generateDemoCatalog(itemCount = DEMO_ITEM_COUNT, seed = DEMO_SEED): DemoCatalog {
  const bundles = generateItems(itemCount, seed);
  return { ...structureRows(), ...itemRows(bundles), ...diagramRows(bundles, seed) };
}
