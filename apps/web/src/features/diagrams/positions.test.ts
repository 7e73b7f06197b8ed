import { describe, expect, it } from 'vitest';
import {
  LINKED_COLOUR,
  MIN_MARKER_RADIUS,
  UNLINKED_COLOUR,
  comparePositions,
  diagramBounds,
  diagramPositions,
  entriesAt,
  linkedPositions,
  markerClassName,
  markerColour,
  markerRadius,
  selectedPosition,
  toLatLng,
} from './positions';
import { ENTRIES, makeDiagram, makeEntry } from './testing/diagram.fixtures';

describe('map coordinates (CRS.Simple counts y upwards)', () => {
  it('turns a label centre into lat = height - y, lng = x', () => {
    expect(toLatLng({ x: 300, y: 200 }, 900)).toEqual([700, 300]);
    expect(toLatLng({ x: 0, y: 0 }, 900)).toEqual([900, 0]);
    expect(toLatLng({ x: 1200, y: 900 }, 900)).toEqual([0, 1200]);
  });

  it('bounds the drawing by [[0, 0], [height, width]]', () => {
    expect(diagramBounds({ width: 1200, height: 900 })).toEqual([
      [0, 0],
      [900, 1200],
    ]);
  });

  it('sizes a circle to its label at the zoom, never below a touch target', () => {
    expect(markerRadius({ w: 36, h: 36 }, 0)).toBe(18);
    expect(markerRadius({ w: 36, h: 36 }, 1)).toBe(36);
    expect(markerRadius({ w: 36, h: 36 }, -1)).toBe(MIN_MARKER_RADIUS);
    expect(markerRadius({ w: 36, h: 36 }, -2.5)).toBe(MIN_MARKER_RADIUS);
  });
});

describe('circle colours (SPEC §2)', () => {
  const linked = linkedPositions(ENTRIES);

  it('links a base position when any of its entries has an item', () => {
    expect([...linked].sort()).toEqual(['12', '3']);
  });

  it('is blue with an item and red without', () => {
    expect(LINKED_COLOUR).toBe('#1565c0');
    expect(UNLINKED_COLOUR).toBe('#c62828');
    expect(markerColour('12', linked)).toBe(LINKED_COLOUR);
    expect(markerColour('3', linked)).toBe(LINKED_COLOUR);
    expect(markerColour('7', linked)).toBe(UNLINKED_COLOUR);
    expect(markerColour('99', linked)).toBe(UNLINKED_COLOUR);
  });

  it('names the circle state and position in its class', () => {
    expect(markerClassName('12', true, false)).toBe(
      'diagram-marker diagram-marker--linked diagram-marker--pos-12',
    );
    expect(markerClassName('7', false, true)).toBe(
      'diagram-marker diagram-marker--unlinked diagram-marker--pos-7 diagram-marker--selected',
    );
    expect(markerClassName('(3 a)', true, false)).toContain('diagram-marker--pos-_3_a_');
  });

  it('is red when the only entry of a position has no item', () => {
    expect(linkedPositions([makeEntry({ item: null })]).size).toBe(0);
  });
});

describe('positions', () => {
  it('orders numerically, brackets and letters after their number', () => {
    expect(['10', '2', '(3)', '1', '3a', '3'].sort(comparePositions)).toEqual([
      '1',
      '2',
      '(3)',
      '3',
      '3a',
      '10',
    ]);
  });

  it('lists every circle and every entry base position once', () => {
    const diagram = makeDiagram();
    const extra = makeEntry({ position: '20', basePosition: '20', index: 9 });
    expect(diagramPositions(diagram, [...ENTRIES, extra])).toEqual(['3', '7', '12', '20']);
  });

  it('gives the entries of a base position by index', () => {
    expect(entriesAt(ENTRIES, '12').map((e) => e.position)).toEqual(['12', '(12a)']);
    expect(entriesAt(ENTRIES, '5')).toEqual([]);
  });

  it('reads the URL segment as a base position', () => {
    expect(selectedPosition(undefined)).toBeNull();
    expect(selectedPosition('')).toBeNull();
    expect(selectedPosition('12')).toBe('12');
    expect(selectedPosition('(12a)')).toBe('12');
    expect(selectedPosition('A')).toBe('A');
  });
});
