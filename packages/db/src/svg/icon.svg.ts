// Transport and payment icons named by their icon_uri: a rounded badge with a simple glyph.
import { circle, escapeXml, line, rect } from './svg-shapes.js';

const GLYPHS: Record<string, string> = {
  letter: rect(14, 20, 36, 24, 3) + '<path d="M14,20 L32,34 L50,20"/>',
  parcel: rect(16, 18, 32, 28, 2) + line(16, 28, 48, 28) + line(32, 18, 32, 28),
  'pickup-point':
    '<path d="M32,50 C20,36 18,30 18,26 A14,14 0 0 1 46,26 C46,30 44,36 32,50 Z"/>' +
    circle(32, 26, 5),
  'fetch-in-store':
    '<path d="M14,28 L18,16 L46,16 L50,28 Z"/>' + rect(16, 28, 32, 20) + rect(28, 36, 8, 12),
  swish: '<path d="M20,40 C10,26 26,12 40,20 M44,24 C54,38 38,52 24,44"/>',
  'klarna-checkout':
    rect(14, 16, 36, 32, 6) + line(24, 24, 24, 40) + '<path d="M38,24 C36,30 30,32 28,32 L38,40"/>',
  invoice:
    rect(18, 12, 28, 40, 2) + line(24, 22, 40, 22) + line(24, 30, 40, 30) + line(24, 38, 34, 38),
  'bank-transfer':
    '<path d="M14,26 L32,14 L50,26 Z"/>' +
    line(20, 30, 20, 44) +
    line(32, 30, 32, 44) +
    line(44, 30, 44, 44) +
    line(14, 48, 50, 48),
  'pay-in-store': rect(14, 20, 36, 26, 4) + line(14, 28, 50, 28) + line(20, 38, 30, 38),
};

export function iconSvg(slug: string): string {
  const glyph = GLYPHS[slug];
  if (!glyph) throw new Error(`No icon for '${slug}'`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<title>${escapeXml(slug)}</title><rect width="64" height="64" rx="12" fill="#e2e8f0"/>` +
    `<g fill="none" stroke="#0f172a" stroke-width="3" stroke-linejoin="round" stroke-linecap="round">${glyph}</g></svg>\n`
  );
}
