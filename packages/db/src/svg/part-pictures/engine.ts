// Engine parts: filters, gaskets and seals, the valve train and what hangs off the block.
import {
  circle,
  FAINT,
  ellipse,
  line,
  PAPER,
  path,
  polygon,
  rect,
  ringOf,
  sector,
  SOLID,
  times,
  TINT,
} from '../svg-shapes.js';

/** A split ring seen at an angle, the gap at the front. */
const ring = (cy: number, rx: number, ry: number, t: number): string => {
  const at = (r: number, s: number, deg: number) => {
    const a = (deg * Math.PI) / 180;
    return `${Math.round(200 + Math.cos(a) * r)},${Math.round(cy + Math.sin(a) * s)}`;
  };
  const [ix, iy] = [rx - t, ry - t * 0.4];
  return path(
    `M${at(rx, ry, 96)} A${rx},${ry} 0 1 1 ${at(rx, ry, 84)} L${at(ix, iy, 84)} ` +
      `A${ix},${iy} 0 1 0 ${at(ix, iy, 96)} Z`,
    TINT,
  );
};

/** Each cam lobe points a different way, as on a real shaft. */
const LOBE_LIFT = [-14, 12, 6, -10, 14, -6];

export const ENGINE_PICTURES = {
  'oil-filter': () =>
    path('M130,92 L130,232 A70,20 0 0 0 270,232 L270,92', TINT) +
    ellipse(200, 92, 70, 20, PAPER) +
    ellipse(200, 92, 22, 7) +
    times(8, (i) => circle(200 + Math.cos(i * 0.785) * 44, 92 + Math.sin(i * 0.785) * 13, 3)) +
    path('M130,130 A70,20 0 0 0 270,130') +
    path('M130,196 A70,20 0 0 0 270,196') +
    times(9, (i) =>
      line(
        138 + i * 15.5,
        212 + Math.sin((i / 8) * Math.PI) * 18,
        138 + i * 15.5,
        236 + Math.sin((i / 8) * Math.PI) * 18,
      ),
    ),
  'air-filter': () =>
    rect(50, 80, 300, 140, 14, TINT) +
    rect(68, 96, 264, 108, 4, PAPER) +
    path(`M68,100 ${times(22, (i) => `L${80 + i * 12},${i % 2 === 0 ? 200 : 100} `)}`) +
    rect(50, 80, 300, 140, 14),
  'fuel-filter': () =>
    rect(70, 140, 56, 20, 6) +
    line(84, 140, 84, 160) +
    line(98, 140, 98, 160) +
    rect(274, 140, 56, 20, 6) +
    line(302, 140, 302, 160) +
    line(316, 140, 316, 160) +
    rect(120, 108, 160, 84, 22, TINT) +
    line(144, 108, 144, 192) +
    line(256, 108, 256, 192) +
    line(168, 150, 216, 150) +
    path('M214,136 L236,150 L214,164 Z', SOLID),
  gasket: () =>
    rect(36, 78, 328, 144, 18, TINT) +
    times(4, (i) => circle(92 + i * 72, 150, 32, PAPER) + circle(92 + i * 72, 150, 25)) +
    times(5, (i) => circle(56 + i * 72, 96, 5, PAPER) + circle(56 + i * 72, 204, 5, PAPER)) +
    times(3, (i) => ellipse(128 + i * 72, 206, 9, 5, PAPER)) +
    rect(36, 78, 328, 144, 18),
  seal: () =>
    circle(200, 150, 112, TINT) +
    circle(200, 150, 96) +
    circle(200, 150, 62, PAPER) +
    circle(200, 150, 74, ' stroke-dasharray="4 6"') +
    circle(200, 150, 54, TINT) +
    circle(200, 150, 46, PAPER),
  belt: () =>
    path(
      'M110,60 L290,60 A90,90 0 0 1 290,240 L110,240 A90,90 0 0 1 110,60 Z ' +
        'M110,80 L290,80 A70,70 0 0 1 290,220 L110,220 A70,70 0 0 1 110,80 Z',
      ' fill="currentColor" fill-opacity=".15" fill-rule="evenodd"',
    ) +
    times(
      13,
      (i) => line(120 + i * 13, 80, 120 + i * 13, 90) + line(120 + i * 13, 210, 120 + i * 13, 220),
    ) +
    path('M110,70 L290,70 A80,80 0 0 1 290,230 L110,230 A80,80 0 0 1 110,70', FAINT),
  pulley: () =>
    path('M176,32 L236,32 A118,118 0 0 1 236,268 L176,268', TINT) +
    times(3, (i) => path(`M${194 + i * 14},32 A118,118 0 0 1 ${194 + i * 14},268`, FAINT)) +
    circle(176, 150, 118, PAPER) +
    circle(176, 150, 102) +
    times(3, (i) => sector(176, 150, 84, 44, i * 120 + 15, i * 120 + 95, TINT)) +
    circle(176, 150, 30) +
    polygon(176, 150, 16, 6),
  camshaft: () =>
    rect(40, 142, 330, 16, 6, TINT) +
    rect(24, 100, 16, 100, 4, PAPER) +
    times(9, (i) => line(24, 110 + i * 10, 40, 110 + i * 10)) +
    times(4, (i) => ellipse(70 + i * 90, 150, 8, 24, PAPER)) +
    times(6, (i) =>
      ellipse(100 + Math.floor(i / 2) * 90 + (i % 2) * 30, 150 + (LOBE_LIFT[i] ?? 0), 12, 38, TINT),
    ),
  'piston-rings': () => ring(92, 140, 44, 16) + ring(152, 140, 44, 16) + ring(212, 140, 44, 12),
  bearing: () =>
    circle(200, 150, 116, TINT) +
    circle(200, 150, 94, PAPER) +
    circle(200, 150, 50, TINT) +
    circle(200, 150, 30, PAPER) +
    ringOf(200, 150, 72, 10, 17, 0, PAPER) +
    ringOf(200, 150, 72, 10, 7, 0, ' fill="currentColor" fill-opacity=".25" stroke="none"'),
  mount: () =>
    rect(70, 208, 260, 20, 5, PAPER) +
    circle(96, 218, 5) +
    circle(304, 218, 5) +
    line(120, 228, 120, 262) +
    line(280, 228, 280, 262) +
    path('M132,92 L268,92 L300,208 L100,208 Z', TINT) +
    ellipse(200, 152, 40, 20, PAPER) +
    rect(116, 72, 168, 20, 5, PAPER) +
    line(200, 72, 200, 34) +
    polygon(200, 46, 16, 6, Math.PI / 6),
  pump: () =>
    path(
      'M120,78 A22,22 0 0 1 150,58 L250,58 A22,22 0 0 1 280,78 L296,200 A22,22 0 0 1 276,230 ' +
        'L124,230 A22,22 0 0 1 104,200 Z',
      TINT,
    ) +
    ringOf(200, 144, 96, 4, 7, 45, PAPER) +
    rect(294, 120, 72, 44, 10, PAPER) +
    line(346, 120, 346, 164) +
    circle(200, 144, 56, PAPER) +
    ringOf(200, 144, 36, 4, 6) +
    circle(200, 144, 16) +
    circle(200, 144, 48),
};
