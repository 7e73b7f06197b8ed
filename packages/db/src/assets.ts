// Writes the demo catalog's pictures under PUBLIC_DIR: item images, exploded drawings, thumbnails
// and transport/payment icons, all generated from the same deterministic data as the rows.
import { access, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEMO_ITEM_GROUPS } from './demo/car.data.js';
import { generateItems } from './demo/catalog.js';
import { diagramLayout } from './demo/diagram-layout.js';
import { generateDiagrams } from './demo/diagram.generator.js';
import { DEMO_ITEM_COUNT } from './demo/item.generator.js';
import { SHOP_ICON_SLUGS } from './demo/shop-data.generator.js';
import { diagramSvg, thumbnailSvg, type DrawingInput } from './svg/diagram.svg.js';
import { iconSvg } from './svg/icon.svg.js';
import { ITEM_IMAGE_VARIANTS, itemImageSvg } from './svg/item-image.svg.js';

/** Bump when the pictures change, so existing folders are rewritten. */
export const DEMO_ASSETS_MARKER = '.demo-assets-v1';

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

/** Writes every demo picture unless the marker file says they are there; the marker goes last. */
export async function writeDemoAssets(publicDir: string): Promise<void> {
  const marker = join(publicDir, DEMO_ASSETS_MARKER);
  if (await exists(marker)) return;
  const files = new Map<string, string>();
  for (const group of DEMO_ITEM_GROUPS) {
    for (let n = 1; n <= ITEM_IMAGE_VARIANTS; n++) {
      files.set(join('items', `${group.slug}-${n}.svg`), itemImageSvg(group.slug, group.name, n));
    }
  }
  for (const { diagram } of generateDiagrams(generateItems(DEMO_ITEM_COUNT))) {
    const positions = (JSON.parse(diagram.coordinates) as { pos: string }[]).map((c) => c.pos);
    const input: DrawingInput = {
      illustration: diagram.illustration,
      name: diagram.name,
      width: diagram.width,
      height: diagram.height,
      layout: diagramLayout(diagram.illustration, positions, diagram.width, diagram.height),
    };
    files.set(join('diagrams', `${diagram.illustration}.svg`), diagramSvg(input));
    const folder = diagram.illustration.slice(0, 3);
    files.set(
      join('diagrams', 'thumbs', folder, `${diagram.illustration}.svg`),
      thumbnailSvg(input),
    );
  }
  for (const slug of SHOP_ICON_SLUGS) files.set(join('icons', `${slug}.svg`), iconSvg(slug));
  const folders = new Set([...files.keys()].map((file) => join(publicDir, file, '..')));
  for (const folder of folders) await mkdir(folder, { recursive: true });
  for (const [file, text] of files) await writeFile(join(publicDir, file), text);
  await writeFile(marker, `demo assets v1: ${files.size} files\n`);
}
