import { mkdir, mkdtemp, readdir, readFile, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ASSETS_MARKER, demoDrawingSamples, writeDemoAssets } from './assets.js';
import { generateDemoCatalog } from './demo/catalog.js';
import { PART_PICTURE_LABELS, PART_PICTURES } from './svg/part-pictures.js';

describe('writeDemoAssets', () => {
  const catalog = generateDemoCatalog();
  let root: string;
  let dir: string;
  let drawings: string;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'shop-db-assets-'));
    dir = join(root, 'public');
    drawings = join(root, 'diagrams');
    // What an older version left in the public folder.
    await mkdir(join(dir, 'diagrams'), { recursive: true });
    await writeFile(join(dir, 'diagrams', 'V24002011.svg'), '<svg/>');
    await writeDemoAssets(dir, drawings);
  });

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('writes a picture for every image path the items name', async () => {
    for (const image of new Set(catalog.items.map((i) => i.image))) {
      const file = join(dir, image.replace(/^\/public\//, ''));
      const svg = await readFile(file, 'utf8');
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 400 300"/);
    }
  });

  it('writes one titled picture per part type', async () => {
    for (const kind of PART_PICTURES) {
      const svg = await readFile(join(dir, 'items', `${kind}.svg`), 'utf8');
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 400 300"/);
      expect(svg).toContain(`<title>${PART_PICTURE_LABELS[kind]}</title>`);
    }
  });

  it('writes small drawings with a label at every coordinate, and thumbnails', async () => {
    for (const d of catalog.diagrams) {
      const svg = await readFile(join(drawings, `${d.illustration}.svg`), 'utf8');
      expect(svg).toContain(`viewBox="0 0 ${d.width} ${d.height}"`);
      expect(svg.length).toBeLessThan(12_000);
      for (const c of JSON.parse(d.coordinates) as { pos: string; x: number; y: number }[]) {
        expect(svg).toContain(`<circle cx="${c.x}" cy="${c.y}" r="16"/>`);
        expect(svg).toContain(`<text x="${c.x}" y="${c.y + 6}">${c.pos}</text>`);
      }
      const thumb = join(drawings, 'thumbs', d.illustration.slice(0, 3), `${d.illustration}.svg`);
      expect(await readFile(thumb, 'utf8')).toMatch(/viewBox="0 0 160 120"/);
    }
  });

  it('keeps the drawings out of the public folder, and removes those an older version put there', async () => {
    await expect(stat(join(dir, 'diagrams'))).rejects.toThrow();
    const names = await readdir(drawings);
    expect(names.filter((n) => n.endsWith('.svg'))).toHaveLength(catalog.diagrams.length);
  });

  it("names a classic and a modern car's drawing for checks from outside", () => {
    const { classic, modern } = demoDrawingSamples();
    const carOf = (id: string) => catalog.diagrams.find((d) => d.illustration === id)?.car_slug;
    const isModern = (id: string) => catalog.cars.find((c) => c.slug === carOf(id))?.modern;
    expect(isModern(classic)).toBe(0);
    expect(isModern(modern)).toBe(1);
  });

  it('writes the transport and payment icons', async () => {
    for (const row of [...catalog.transports, ...catalog.payments]) {
      expect((await stat(join(dir, row.icon_uri.replace(/^\/public\//, '')))).isFile()).toBe(true);
    }
  });

  it('writes the markers last and skips all work while both exist', async () => {
    expect((await stat(join(dir, DEMO_ASSETS_MARKER))).isFile()).toBe(true);
    expect((await stat(join(drawings, DEMO_ASSETS_MARKER))).isFile()).toBe(true);
    const removed = join(dir, 'items', 'disc.svg');
    await unlink(removed);
    await writeDemoAssets(dir, drawings);
    await expect(stat(removed)).rejects.toThrow();
    await unlink(join(drawings, DEMO_ASSETS_MARKER));
    await writeDemoAssets(dir, drawings);
    expect((await stat(removed)).isFile()).toBe(true);
    expect(await readdir(join(drawings, 'thumbs'))).toContain('V24');
  });
});
