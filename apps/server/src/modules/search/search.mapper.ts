// Search rows -> API shapes (DiagramEntry of SPEC §3, the item hits' JSON).
import type { DiagramEntry, Item } from '@shop/domain';
import { diagramImage, parseStringList } from '../diagrams/diagrams.service.js';
import type { DiagramEntryRow, ItemHit } from './search.ranking.js';

/**
 * An item's JSON text (an object) as a hit: found by an old number it replaces, it gains
 * `replaces_searched`, written into the text (the kept item JSON is shared by every search).
 */
export function itemHitJson(json: string, hit: ItemHit | undefined): string {
  if (hit?.replaces == null) return json;
  return `${json.slice(0, json.lastIndexOf('}'))},"replaces_searched":${JSON.stringify(hit.replaces)}}`;
}

/** `items` holds the linked items by id; an entry without a known item gets null. */
export function toDiagramEntry(
  row: DiagramEntryRow,
  items: ReadonlyMap<string, Item>,
): DiagramEntry {
  return {
    diagram: {
      illustration: row.illustration,
      name: row.diagram_name,
      image: diagramImage(row.illustration),
      car: { slug: row.car_slug, name: row.car_name, make: row.car_make },
      group: { slug: row.group_slug, name: row.group_name },
    },
    position: row.position,
    description: parseStringList(row.description),
    reference: row.reference,
    item: row.item_id === null ? null : (items.get(row.item_id) ?? null),
  };
}
