// Sums the gzipped size of the JavaScript the home route loads before it is interactive: the entry,
// the app it starts after the first paint, and everything those import, from the build's manifest.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The README's target for the home route's first-load JavaScript, gzipped. */
export const FIRST_LOAD_TARGET_KB = 120;

export interface LoadedFile {
  file: string;
  gzipBytes: number;
}

export interface FirstLoad {
  files: LoadedFile[];
  totalGzipBytes: number;
}

/** One chunk of Vite's build manifest. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** What the entry imports once the page has painted (React, the app); other dynamic imports are lazy pages. */
const BOOT_MODULE = /\/boot(-[a-z]+)?\.tsx?$/;

const gzipBytes = (webDist: string, src: string) =>
  gzipSync(readFileSync(join(webDist, src.replace(/^\//, ''))), { level: 9 }).length;

/** The files the page entry loads: its static imports, and the boot module's, transitively. */
export function firstLoadFiles(manifest: Manifest): string[] {
  const entry = Object.entries(manifest).find(
    ([key, c]) => c.isEntry && key.endsWith('index.html'),
  );
  if (!entry) throw new Error('the manifest has no index.html entry');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk ${key}`);
    for (const next of chunk.imports ?? []) visit(next);
    for (const next of chunk.dynamicImports ?? []) if (BOOT_MODULE.test(next)) visit(next);
  };
  visit(entry[0]);
  return [...seen].map((key) => `/${manifest[key]!.file}`);
}

export function firstLoadJavaScript(webDist: string): FirstLoad {
  const manifest = JSON.parse(
    readFileSync(join(webDist, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const files = firstLoadFiles(manifest).map((file) => ({
    file,
    gzipBytes: gzipBytes(webDist, file),
  }));
  // The shell's strings in the page's language load before the first render: the largest counts.
  const messages = assetsNamed(webDist, /^shell\.[a-z]{2}-.*\.js$/).sort(
    (a, b) => b.gzipBytes - a.gzipBytes,
  );
  if (!messages[0]) throw new Error('the build has no shell.<language> messages');
  files.push(messages[0]);
  return { files, totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}

/** The built assets whose file names match, with their gzipped sizes. */
export function assetsNamed(webDist: string, name: RegExp): LoadedFile[] {
  return readdirSync(join(webDist, 'assets'))
    .filter((f) => name.test(f))
    .map((f) => ({ file: `/assets/${f}`, gzipBytes: gzipBytes(webDist, `/assets/${f}`) }));
}
