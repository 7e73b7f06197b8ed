// Sums the gzipped size of the JavaScript the home route loads before anything else.
import { readdirSync, readFileSync } from 'node:fs';
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
  const gz = (src: string) =>
    gzipSync(readFileSync(join(webDist, src.replace(/^\//, ''))), { level: 9 }).length;
  const files = [...srcs].map((src) => ({ file: src, gzipBytes: gz(src) }));
  // The language messages load before the first render: count the largest language.
  const messages = readdirSync(join(webDist, 'assets'))
    .filter((f) => /^messages\.[a-z]{2}-.*\.js$/.test(f))
    .map((f) => ({ file: `/assets/${f}`, gzipBytes: gz(`/assets/${f}`) }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  if (messages[0]) files.push(messages[0]);
  return { files, totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}
