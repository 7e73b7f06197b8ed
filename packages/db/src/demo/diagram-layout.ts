// Where each numbered part and its label sit on an exploded drawing. A pure function of the
// illustration id, so the stored coordinates and the generated SVG always agree.
import { createRandom, hashString } from './random.js';

export type PartShape = 'disc' | 'block' | 'bolt' | 'spring' | 'nut' | 'hose';
const SHAPES: readonly PartShape[] = ['disc', 'block', 'bolt', 'spring', 'nut', 'hose'];

export interface PartPlacement {
  pos: string;
  cx: number;
  cy: number;
  size: number;
  shape: PartShape;
  /** Degrees. */
  rotation: number;
}

export interface LabelPlacement {
  pos: string;
  /** Centre of the label, pixels from the top-left corner of the drawing. */
  x: number;
  y: number;
}

export interface DiagramLayout {
  parts: PartPlacement[];
  labels: LabelPlacement[];
}

/** Label box size stored as the coordinate's w and h. */
export const LABEL_SIZE = 36;

export function diagramLayout(
  illustration: string,
  positions: readonly string[],
  width: number,
  height: number,
): DiagramLayout {
  const rng = createRandom(hashString(illustration));
  const count = positions.length;
  const cols = Math.max(1, Math.ceil(Math.sqrt((count * width) / height)));
  const rows = Math.max(1, Math.ceil(count / cols));
  const left = width * 0.22;
  const top = height * 0.24;
  const cellW = (width * 0.56) / cols;
  const cellH = (height * 0.52) / rows;
  const parts = positions.map((pos, i) => {
    const size = Math.min(cellW, cellH) * (0.3 + rng.next() * 0.15);
    return {
      pos,
      cx: Math.round(left + cellW * ((i % cols) + 0.5) + (rng.next() - 0.5) * cellW * 0.3),
      cy: Math.round(top + cellH * (Math.floor(i / cols) + 0.5) + (rng.next() - 0.5) * cellH * 0.3),
      size: Math.round(size),
      shape: rng.pick(SHAPES),
      rotation: rng.int(0, 11) * 30,
    };
  });
  // Labels go round an ellipse in the same angular order as their parts, so leaders rarely cross.
  const centreX = width / 2;
  const centreY = height / 2;
  const angleOf = (p: PartPlacement): number => Math.atan2(p.cy - centreY, p.cx - centreX);
  const order = [...parts].sort((a, b) => angleOf(a) - angleOf(b));
  const start = order.length > 0 ? angleOf(order[0] as PartPlacement) : 0;
  const labelAt = new Map<string, LabelPlacement>();
  order.forEach((part, rank) => {
    const angle = start + (rank * 2 * Math.PI) / Math.max(1, order.length);
    labelAt.set(part.pos, {
      pos: part.pos,
      x: Math.round(centreX + Math.cos(angle) * width * 0.42),
      y: Math.round(centreY + Math.sin(angle) * height * 0.4),
    });
  });
  return { parts, labels: positions.map((pos) => labelAt.get(pos) as LabelPlacement) };
}
