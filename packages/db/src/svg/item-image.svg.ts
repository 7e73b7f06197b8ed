// Line-art product pictures, one motif per item group, eight colour and pose variants each.
import { circle, escapeXml, gearPath, line, polygon, rect, springPath } from './svg-shapes.js';

export const ITEM_IMAGE_VARIANTS = 8;

const ACCENTS = [
  '#1f6feb',
  '#c2410c',
  '#15803d',
  '#7c3aed',
  '#b91c1c',
  '#0e7490',
  '#a16207',
  '#be185d',
];
const BACKGROUNDS = [
  '#f1f5f9',
  '#fff7ed',
  '#f0fdf4',
  '#f5f3ff',
  '#fef2f2',
  '#ecfeff',
  '#fefce8',
  '#fdf2f8',
];

/** Each motif draws around (200, 150) in a 400 x 300 box with the current stroke colour. */
const MOTIFS: Record<string, () => string> = {
  engine: () =>
    rect(110, 120, 180, 110, 8) +
    [140, 180, 220, 260].map((x) => rect(x - 16, 80, 32, 40, 4)).join('') +
    circle(95, 200, 28) +
    circle(95, 200, 8) +
    line(95, 172, 140, 100),
  'fuel-system': () =>
    rect(160, 80, 80, 140, 14) +
    line(160, 120, 240, 120) +
    line(160, 180, 240, 180) +
    line(200, 80, 200, 50) +
    line(200, 220, 200, 250) +
    circle(200, 150, 18),
  ignition: () =>
    polygon(200, 190, 34, 6, Math.PI / 6) +
    rect(186, 70, 28, 90, 10) +
    line(200, 224, 200, 255) +
    line(200, 255, 215, 255) +
    line(200, 60, 200, 70),
  exhaust: () =>
    `<ellipse cx="210" cy="150" rx="95" ry="50"/>` +
    line(40, 150, 115, 150) +
    line(305, 140, 370, 110) +
    line(305, 160, 370, 130) +
    line(160, 110, 160, 190) +
    line(260, 110, 260, 190),
  cooling: () =>
    rect(90, 70, 220, 160, 6) +
    Array.from({ length: 10 }, (_, i) => line(110 + i * 20, 85, 110 + i * 20, 215)).join('') +
    circle(330, 90, 12) +
    line(318, 90, 310, 90),
  clutch: () =>
    circle(200, 150, 105) +
    circle(200, 150, 40) +
    circle(200, 150, 14) +
    [0, 1, 2, 3, 4, 5]
      .map((i) => {
        const a = (i * Math.PI) / 3;
        return rect(200 + Math.cos(a) * 70 - 12, 150 + Math.sin(a) * 70 - 8, 24, 16, 3);
      })
      .join(''),
  gearbox: () =>
    gearPath(160, 150, 80, 16) +
    circle(160, 150, 20) +
    gearPath(275, 120, 48, 10) +
    circle(275, 120, 12),
  'drive-shaft': () =>
    rect(90, 140, 220, 20, 6) +
    circle(75, 150, 26) +
    circle(325, 150, 26) +
    line(55, 130, 95, 170) +
    line(305, 130, 345, 170) +
    rect(180, 132, 40, 36, 5),
  brakes: () =>
    circle(190, 150, 105) +
    circle(190, 150, 45) +
    [0, 1, 2, 3, 4]
      .map((i) => circle(190 + Math.cos(i * 1.2566) * 28, 150 + Math.sin(i * 1.2566) * 28, 6))
      .join('') +
    `<path d="M275,80 A110,110 0 0 1 275,220 L310,205 A95,95 0 0 0 310,95 Z"/>`,
  'front-suspension': () =>
    rect(185, 40, 30, 26, 4) +
    springPath(200, 70, 190, 90, 6) +
    rect(188, 70, 24, 180, 6) +
    rect(170, 250, 60, 18, 4),
  'rear-suspension': () =>
    springPath(140, 60, 240, 80, 7) +
    rect(250, 60, 26, 90, 6) +
    rect(256, 150, 14, 90, 4) +
    circle(263, 52, 10) +
    circle(263, 248, 10),
  steering: () =>
    circle(200, 150, 100) +
    circle(200, 150, 84) +
    circle(200, 150, 26) +
    line(174, 150, 116, 150) +
    line(226, 150, 284, 150) +
    line(200, 176, 200, 234),
  electrical: () =>
    rect(110, 100, 180, 120, 8) +
    rect(135, 80, 30, 20, 3) +
    rect(235, 80, 30, 20, 3) +
    line(140, 160, 160, 160) +
    line(240, 160, 260, 160) +
    line(250, 150, 250, 170),
  body: () =>
    `<path d="M40,200 L70,200 A30,30 0 0 1 130,200 L270,200 A30,30 0 0 1 330,200 L365,200 L365,160 L320,150 L270,105 L150,105 L110,150 L45,160 Z"/>` +
    circle(100, 205, 24) +
    circle(300, 205, 24) +
    line(195, 105, 195, 150),
  interior: () =>
    `<path d="M140,60 L175,60 L190,180 L290,180 L300,215 L160,215 L130,180 Z"/>` +
    line(170, 230, 170, 255) +
    line(280, 230, 280, 255) +
    rect(138, 40, 40, 20, 8),
};

/** An item picture for a group (variant 1..8), 400 x 300. */
export function itemImageSvg(groupSlug: string, groupName: string, variant: number): string {
  const motif = MOTIFS[groupSlug];
  if (!motif) throw new Error(`No picture motif for item group '${groupSlug}'`);
  const v = (variant - 1) % ITEM_IMAGE_VARIANTS;
  const accent = ACCENTS[v] as string;
  const background = BACKGROUNDS[v] as string;
  const rotation = (v % 4) * 6 - 9;
  const scale = 0.8 + (v % 3) * 0.07;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">` +
    `<title>${escapeXml(groupName)}</title>` +
    `<rect width="400" height="300" fill="${background}"/>` +
    `<g transform="translate(200 150) rotate(${rotation}) scale(${scale.toFixed(2)}) translate(-200 -150)" ` +
    `fill="none" stroke="${accent}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round">` +
    motif() +
    `</g></svg>\n`
  );
}
