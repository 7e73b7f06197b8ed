// Sums the gzipped size of the JavaScript the home route loads before anything else.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface FirstLoad {
  files: { file: string; gzipBytes: number }[];
  totalGzipBytes: number;
}

export function firstLoadJavaScript(webDist: string): FirstLoad {
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  const srcs = new Set<string>();
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) srcs.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g))
    srcs.add(m[1]!);
  const files = [...srcs].map((src) => {
    const body = readFileSync(join(webDist, src.replace(/^\//, '')));
    return { file: src, gzipBytes: gzipSync(body, { level: 9 }).length };
  });
  return { files, totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}
