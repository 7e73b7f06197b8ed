// Pure rules of the diagram page: where a position's circle sits on the map, its colour, which entries
// belong to a position, and the order of positions. No Leaflet here, so jsdom tests can cover them.
import { basePositionOf } from '@shop/domain';
import type { Coordinate, Diagram, DiagramItem } from '@shop/domain';

/** A circle whose position has an item to buy. */
export const LINKED_COLOUR = '#1565c0';
/** A circle whose position has no item. */
export const UNLINKED_COLOUR = '#c62828';

/** Smallest circle radius in screen pixels, so a zoomed-out circle stays a touch target. */
export const MIN_MARKER_RADIUS = 9;

export type LatLngTuple = [lat: number, lng: number];

/**
 * A coordinate (centre of a label, pixels from the drawing's top-left) as Leaflet CRS.Simple lat/lng:
 * CRS.Simple counts y upwards, so lat = height - y and lng = x.
 */
export function toLatLng(coordinate: Pick<Coordinate, 'x' | 'y'>, height: number): LatLngTuple {
  return [height - coordinate.y, coordinate.x];
}

/** The drawing's extent for the ImageOverlay and fitBounds: [[0, 0], [height, width]]. */
export function diagramBounds(
  diagram: Pick<Diagram, 'width' | 'height'>,
): [LatLngTuple, LatLngTuple] {
  return [
    [0, 0],
    [diagram.height, diagram.width],
  ];
}

/** Base positions with at least one entry that sells an item. */
export function linkedPositions(entries: readonly DiagramItem[]): Set<string> {
  return new Set(entries.filter((e) => e.item !== null).map((e) => e.basePosition));
}

/** Blue when the position has a linked item, red otherwise (SPEC §2). */
export function markerColour(position: string, linked: ReadonlySet<string>): string {
  return linked.has(position) ? LINKED_COLOUR : UNLINKED_COLOUR;
}

/** The circle's class names (state and position): styles and browser tests find circles by them. */
export function markerClassName(position: string, linked: boolean, selected: boolean): string {
  const state = linked ? 'diagram-marker--linked' : 'diagram-marker--unlinked';
  const pos = `diagram-marker--pos-${position.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  return `diagram-marker ${state} ${pos}${selected ? ' diagram-marker--selected' : ''}`;
}

/**
 * Screen radius covering the label at `zoom` (CRS.Simple scales by 2^zoom), never below the minimum.
 */
export function markerRadius(coordinate: Pick<Coordinate, 'w' | 'h'>, zoom: number): number {
  const half = Math.max(coordinate.w, coordinate.h) / 2;
  return Math.max(MIN_MARKER_RADIUS, half * 2 ** zoom);
}

/** Numeric order of positions ('2' before '10'), then by text. */
export function comparePositions(a: string, b: string): number {
  const diff = Number(basePositionOf(a) || Infinity) - Number(basePositionOf(b) || Infinity);
  if (diff !== 0 && !Number.isNaN(diff)) return diff;
  return a.localeCompare(b, 'en', { numeric: true });
}

/** Every base position of the drawing (its circles plus any entry's), in numeric order. */
export function diagramPositions(diagram: Diagram, entries: readonly DiagramItem[]): string[] {
  const all = new Set([
    ...diagram.coordinates.map((c) => c.pos),
    ...entries.map((e) => e.basePosition),
  ]);
  return [...all].filter(Boolean).sort(comparePositions);
}

/** The entries shown for a chosen position: all whose base position equals it, by index. */
export function entriesAt(entries: readonly DiagramItem[], position: string): DiagramItem[] {
  return entries.filter((e) => e.basePosition === position).sort((a, b) => a.index - b.index);
}

/** The base position a URL segment selects ('12', '(12)' and '12a' select '12'), or null. */
export function selectedPosition(segment: string | undefined): string | null {
  if (!segment) return null;
  return basePositionOf(segment) || segment;
}
