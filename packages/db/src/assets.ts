// Writes the demo catalog's pictures, all generated from the same deterministic data as the rows:
// item images and transport/payment icons under PUBLIC_DIR (open to anyone), exploded drawings and
// their thumbnails under DIAGRAMS_DIR, outside it. Modern cars' drawings need a login (SPEC §6), so
// the server serves every drawing through a route that asks the diagrams module who may see it;
// keeping them all private (not only the modern ones) means a car that turns modern later, or a
// route order mistake, cannot leave a drawing in the open folder.
import { access, mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEMO_CARS } from './demo/car.data.js';
import { generateItems } from './demo/catalog.js';
import { diagramLayout } from './demo/diagram-layout.js';
import { generateDiagrams } from './demo/diagram.generator.js';
import { DEMO_ITEM_COUNT } from './demo/item.generator.js';
import { SHOP_ICON_SLUGS } from './demo/shop-data.generator.js';
import { diagramSvg, thumbnailSvg, type DrawingInput } from './svg/diagram.svg.js';
import { iconSvg } from './svg/icon.svg.js';
import { PART_PICTURE_LABELS, PART_PICTURES, partPictureSvg } from './svg/part-pictures.js';

/** Bump when the pictures change, so existing folders are rewritten. */
export const DEMO_ASSETS_MARKER = '.demo-assets-v4';

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

interface DemoDrawing {
  illustration: string;
  /** Whether its car is modern (its drawing needs a login). */
  modern: boolean;
  input: DrawingInput;
}

/** The demo catalog's drawings, from the same deterministic data as its rows. */
function demoDrawings(): DemoDrawing[] {
  const modernCars = new Set(DEMO_CARS.filter((car) => car.modern).map((car) => car.slug));
  return generateDiagrams(generateItems(DEMO_ITEM_COUNT)).map(({ diagram }) => {
    const positions = (JSON.parse(diagram.coordinates) as { pos: string }[]).map((c) => c.pos);
    const { illustration, name, width, height } = diagram;
    const layout = diagramLayout(illustration, positions, width, height);
    const modern = modernCars.has(diagram.car_slug);
    return { illustration, modern, input: { illustration, name, width, height, layout } };
  });
}

/**
 * One demo drawing of a classic car and one of a modern car, for checks from outside (a modern car's
 * drawings cannot be listed by an anonymous caller).
 */
export function demoDrawingSamples(): { classic: string; modern: string } {
  const drawings = demoDrawings();
  const pick = (modern: boolean) => drawings.find((d) => d.modern === modern)?.illustration ?? '';
  return { classic: pick(false), modern: pick(true) };
}

/**
 * Writes every demo picture unless the marker files in both folders say they are there; the markers
 * go last. Drawings that an older version wrote under publicDir/diagrams are removed.
 */
export async function writeDemoAssets(publicDir: string, diagramsDir: string): Promise<void> {
  const markers = [publicDir, diagramsDir].map((dir) => join(dir, DEMO_ASSETS_MARKER));
  if ((await Promise.all(markers.map(exists))).every(Boolean)) return;
  const files = new Map<string, string>();
  for (const kind of PART_PICTURES) {
    files.set(
      join(publicDir, 'items', `${kind}.svg`),
      partPictureSvg(kind, PART_PICTURE_LABELS[kind]),
    );
  }
  for (const { illustration, input } of demoDrawings()) {
    files.set(join(diagramsDir, `${illustration}.svg`), diagramSvg(input));
    const folder = illustration.slice(0, 3);
    files.set(join(diagramsDir, 'thumbs', folder, `${illustration}.svg`), thumbnailSvg(input));
  }
  for (const slug of SHOP_ICON_SLUGS) {
    files.set(join(publicDir, 'icons', `${slug}.svg`), iconSvg(slug));
  }
  await rm(join(publicDir, 'diagrams'), { recursive: true, force: true });
  const folders = new Set([...files.keys()].map((file) => join(file, '..')));
  for (const folder of folders) await mkdir(folder, { recursive: true });
  for (const [file, text] of files) await writeFile(file, text);
  for (const marker of markers) await writeFile(marker, `demo assets v3: ${files.size} files\n`);
}
