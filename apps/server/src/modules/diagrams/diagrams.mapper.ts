// Diagram rows -> API shapes; the JSON list columns become arrays.
import type { Coordinate, Diagram, DiagramItem, Item } from '@shop/domain';
import type { DiagramItemRow, DiagramRow } from './diagrams.repository.js';

function parseList(text: string): unknown[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

/** A JSON list of strings; other entries are written as text so nothing is silently lost. */
export function parseStringList(text: string): string[] {
  return parseList(text).map((v) => (typeof v === 'string' ? v : String(v)));
}

function isCoordinate(v: unknown): v is Coordinate {
  if (typeof v !== 'object' || v === null) return false;
  const c = v as Record<string, unknown>;
  return (
    typeof c.pos === 'string' &&
    [c.x, c.y, c.w, c.h].every((n) => typeof n === 'number' && Number.isFinite(n))
  );
}

export function parseCoordinates(text: string): Coordinate[] {
  return parseList(text)
    .filter(isCoordinate)
    .map(({ pos, x, y, w, h }) => ({ pos, x, y, w, h }));
}

export function diagramImage(illustration: string): string {
  return `/public/diagrams/${illustration}.svg`;
}

export function toDiagram(row: DiagramRow): Diagram {
  return {
    illustration: row.illustration,
    name: row.name,
    description: parseStringList(row.description),
    remark: parseStringList(row.remark),
    model: parseStringList(row.model),
    coordinates: parseCoordinates(row.coordinates),
    width: row.width,
    height: row.height,
    image: diagramImage(row.illustration),
    car: { slug: row.car_slug, name: row.car_name, make: row.car_make },
    group: { slug: row.group_slug, name: row.group_name },
  };
}

/** `items` holds the linked items by id; a position without a known item gets null. */
export function toDiagramItem(row: DiagramItemRow, items: ReadonlyMap<string, Item>): DiagramItem {
  return {
    position: row.position,
    basePosition: row.base_position,
    description: parseStringList(row.description),
    model: parseStringList(row.model),
    remark: parseStringList(row.remark),
    quantity: parseStringList(row.quantity),
    item: row.item_id === null ? null : (items.get(row.item_id) ?? null),
    index: row.idx,
    reference: row.reference,
    illustration: row.illustration,
  };
}
