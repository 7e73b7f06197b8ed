// Diagram rows of an import file: a drawing (its names, car, group, size and the clickable
// positions' boxes) and its numbered entries. Lists (description, remark, model, quantity) are
// written with '|' between lines, as the drawings show them.
import type { CellReader } from './import-cells.js';

export interface DiagramBox {
  pos: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface DiagramTexts {
  name: string;
  description: string[];
  remark: string[];
}

export interface ImportDiagram {
  illustration: string;
  en: DiagramTexts;
  sv: DiagramTexts | null;
  fi: DiagramTexts | null;
  car: string;
  group: string;
  model: string[];
  width: number;
  height: number;
  coordinates: DiagramBox[];
}

export interface DiagramEntryTexts {
  description: string[];
  remark: string[];
}

export interface ImportDiagramItem {
  illustration: string;
  idx: number;
  position: string;
  item: string | null;
  reference: string;
  quantity: string[];
  en: DiagramEntryTexts;
  sv: DiagramEntryTexts | null;
  fi: DiagramEntryTexts | null;
  model: string[];
}

const ILLUSTRATION = /^[a-z0-9][a-z0-9_-]{0,99}$/i;
const ITEM_ID = /^[0-9a-f]{24}$/;
const BOX = /^([^@|]+)@(\d+),(\d+),(\d+),(\d+)$/;
const MAX_SIDE = 100_000;

/** "1@120,340,24,24|(2)@200,80,24,24"; null when any part is not a box. */
export function parseBoxes(text: string): DiagramBox[] | null {
  if (text.trim() === '') return [];
  const boxes: DiagramBox[] = [];
  for (const part of text.split('|')) {
    const match = BOX.exec(part.trim());
    if (!match) return null;
    const [, pos = '', x, y, w, h] = match;
    boxes.push({ pos: pos.trim(), x: Number(x), y: Number(y), w: Number(w), h: Number(h) });
  }
  return boxes;
}

export function boxesText(boxes: readonly DiagramBox[]): string {
  return boxes.map((b) => `${b.pos}@${b.x},${b.y},${b.w},${b.h}`).join('|');
}

function illustrationOf(read: CellReader): string | null {
  const text = read.requiredText('illustration', 100);
  if (text !== null && !ILLUSTRATION.test(text))
    return read.problem('illustration', 'bad_slug', text);
  return text;
}

function diagramTexts(read: CellReader, language: 'sv' | 'fi'): DiagramTexts | null {
  const name = read.text(`name_${language}`, 200);
  if (name === '') return null;
  return {
    name,
    description: read.list(`description_${language}`),
    remark: read.list(`remark_${language}`),
  };
}

function entryTexts(read: CellReader, language: 'sv' | 'fi'): DiagramEntryTexts | null {
  const description = read.list(`description_${language}`);
  return description.length ? { description, remark: read.list(`remark_${language}`) } : null;
}

export function readDiagram(read: CellReader): ImportDiagram | null {
  const illustration = illustrationOf(read);
  const name = read.requiredText('name_en', 200);
  const car = read.requiredText('car', 100)?.toLowerCase() ?? null;
  const group = read.requiredText('group', 100);
  const width = read.integer('width', 1, MAX_SIDE, true);
  const height = read.integer('height', 1, MAX_SIDE, true);
  const boxesRaw = read.text('coordinates', 100_000);
  const coordinates = parseBoxes(boxesRaw);
  if (coordinates === null) read.problem('coordinates', 'bad_coordinates', boxesRaw);
  const rest = {
    en: {
      name: name ?? '',
      description: read.list('description_en'),
      remark: read.list('remark_en'),
    },
    sv: diagramTexts(read, 'sv'),
    fi: diagramTexts(read, 'fi'),
    model: read.list('model'),
  };
  if (illustration === null || name === null || car === null || group === null) return null;
  if (width === null || height === null || coordinates === null || read.problems.length)
    return null;
  return { illustration, car, group, width, height, coordinates, ...rest };
}

export function readDiagramItem(read: CellReader): ImportDiagramItem | null {
  const illustration = illustrationOf(read);
  const idx = read.integer('idx', 1, 100_000, true);
  const position = read.requiredText('position', 20);
  const itemText = read.text('item', 100).toLowerCase();
  if (itemText !== '' && !ITEM_ID.test(itemText)) read.problem('item', 'bad_id', itemText);
  const rest = {
    item: itemText === '' ? null : itemText,
    reference: read.text('reference', 100),
    quantity: read.list('quantity'),
    en: { description: read.list('description_en'), remark: read.list('remark_en') },
    sv: entryTexts(read, 'sv'),
    fi: entryTexts(read, 'fi'),
    model: read.list('model'),
  };
  if (illustration === null || idx === null || position === null || read.problems.length)
    return null;
  return { illustration, idx, position, ...rest };
}
