// Sums the gzipped size of the JavaScript the home route loads before anything else.
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

const gzipBytes = (webDist: string, src: string) =>
  gzipSync(readFileSync(join(webDist, src.replace(/^\//, ''))), { level: 9 }).length;

export function firstLoadJavaScript(webDist: string): FirstLoad {
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  const srcs = new Set<string>();
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) srcs.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g))
    srcs.add(m[1]!);
  const files = [...srcs].map((src) => ({ file: src, gzipBytes: gzipBytes(webDist, src) }));
  // The language messages load before the first render: count the largest language.
  const messages = assetsNamed(webDist, /^messages\.[a-z]{2}-.*\.js$/).sort(
    (a, b) => b.gzipBytes - a.gzipBytes,
  );
  if (messages[0]) files.push(messages[0]);
  return { files, totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}

/** The built assets whose file names match, with their gzipped sizes. */
export function assetsNamed(webDist: string, name: RegExp): LoadedFile[] {
  return readdirSync(join(webDist, 'assets'))
    .filter((f) => name.test(f))
    .map((f) => ({ file: `/assets/${f}`, gzipBytes: gzipBytes(webDist, `/assets/${f}`) }));
}
