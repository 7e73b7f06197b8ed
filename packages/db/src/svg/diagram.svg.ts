// Exploded drawings: simple part shapes, leader lines and numbered labels at the stored coordinates.
import type { DiagramLayout, PartPlacement } from '../demo/diagram-layout.js';
import { circle, escapeXml, gearPath, line, polygon, rect, springPath } from './svg-shapes.js';

export interface DrawingInput {
  illustration: string;
  name: string;
  width: number;
  height: number;
  layout: DiagramLayout;
}

function partSvg(part: PartPlacement): string {
  const { cx, cy, size: s } = part;
  let body: string;
  switch (part.shape) {
    case 'disc':
      body = circle(cx, cy, s) + circle(cx, cy, s * 0.35) + circle(cx + s * 0.62, cy, s * 0.1);
      break;
    case 'block':
      body =
        rect(cx - s * 1.2, cy - s * 0.7, s * 2.4, s * 1.4, s * 0.15) +
        circle(cx - s * 0.8, cy - s * 0.35, s * 0.12) +
        circle(cx + s * 0.8, cy + s * 0.35, s * 0.12);
      break;
    case 'bolt':
      body = polygon(cx - s, cy, s * 0.35, 6) + rect(cx - s * 0.7, cy - s * 0.15, s * 1.7, s * 0.3);
      break;
    case 'spring':
      body = springPath(cx, cy - s, cy + s, s * 0.8, 5);
      break;
    case 'nut':
      body = gearPath(cx, cy, s * 0.8, 8) + circle(cx, cy, s * 0.3);
      break;
    case 'hose':
      body = `<path d="M${cx - s},${cy} C${cx - s * 0.3},${cy - s} ${cx + s * 0.3},${cy + s} ${cx + s},${cy}"/>`;
      break;
  }
  return part.rotation === 0
    ? body
    : `<g transform="rotate(${part.rotation} ${cx} ${cy})">${body}</g>`;
}

/** The full drawing at the diagram's own pixel size. */
/** The drawing carries its code only: one file serves every language, whose names the page shows. */
export function diagramSvg({ illustration, width, height, layout }: DrawingInput): string {
  const leaders = layout.labels
    .map((label, i) => {
      const part = layout.parts[i] as PartPlacement;
      const dx = part.cx - label.x;
      const dy = part.cy - label.y;
      const length = Math.hypot(dx, dy) || 1;
      const from = 18 / length;
      const to = Math.max(0, 1 - (part.size * 0.9) / length);
      return line(label.x + dx * from, label.y + dy * from, label.x + dx * to, label.y + dy * to);
    })
    .join('');
  const rings = layout.labels.map((l) => circle(l.x, l.y, 16)).join('');
  const numbers = layout.labels
    .map((l) => `<text x="${l.x}" y="${l.y + 6}">${escapeXml(l.pos)}</text>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="#fff"/>` +
    `<g fill="none" stroke="#1e293b" stroke-width="3" stroke-linejoin="round">${layout.parts.map(partSvg).join('')}</g>` +
    `<g stroke="#64748b" stroke-width="1.5">${leaders}</g>` +
    `<g fill="#fff" stroke="#1e293b" stroke-width="2">${rings}</g>` +
    `<g font-family="sans-serif" font-size="17" font-weight="bold" text-anchor="middle" fill="#0f172a">${numbers}</g>` +
    `<text x="24" y="${height - 24}" font-family="sans-serif" font-size="20" fill="#334155">` +
    `${escapeXml(illustration)}</text></svg>\n`
  );
}

/** A 160 x 120 thumbnail: the parts only, scaled to fit. */
export function thumbnailSvg({ width, height, layout, name }: DrawingInput): string {
  const scale = Math.min(160 / width, 120 / height);
  const dx = (160 - width * scale) / 2;
  const dy = (120 - height * scale) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120" viewBox="0 0 160 120">` +
    `<title>${escapeXml(name)}</title><rect width="160" height="120" fill="#fff"/>` +
    `<g transform="translate(${dx.toFixed(1)} ${dy.toFixed(1)}) scale(${scale.toFixed(4)})" fill="none" ` +
    `stroke="#1e293b" stroke-width="8" stroke-linejoin="round">${layout.parts.map(partSvg).join('')}</g></svg>\n`
  );
}
