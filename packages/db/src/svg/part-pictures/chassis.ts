// Suspension and steering parts, and the bolts and brackets that hold them.
import {
  FAINT,
  bellows,
  circle,
  ellipse,
  line,
  PAPER,
  path,
  polygon,
  rect,
  sector,
  SOLID,
  times,
  TINT,
} from '../svg-shapes.js';

/** A coil spring seen slightly from above: front half-turns solid, back half-turns faint. */
const coil = (cx: number, top: number, bottom: number, rx: number, turns: number): string => {
  const [ry, pitch] = [rx * 0.3, (bottom - top - rx * 0.6) / turns];
  const halves = ['', ''];
  for (let h = 0; h < turns * 2; h++) {
    const points = Array.from({ length: 10 }, (_, s) => {
      const angle = (h + s / 9) * Math.PI;
      const y = top + ry + ry * Math.sin(angle) + (pitch * angle) / (2 * Math.PI);
      return `${Math.round(cx + rx * Math.cos(angle))},${Math.round(y)}`;
    });
    halves[h % 2] += `M${points.join(' L')} `;
  }
  return (
    path(halves[1] ?? '', ' stroke-opacity=".35"') + path(halves[0] ?? '', ' stroke-width="7"')
  );
};

/** One leaf of a leaf spring, k leaves down: a shorter piece of the main leaf's curve, lower. */
const leaf = (k: number): string => {
  const a = (45 * k) / 280;
  const sag = 160 * a * (1 - a);
  const [x1, x2] = [60 + 45 * k, 340 - 45 * k];
  const [y, q] = [Math.round(110 + sag + 14 * k), Math.round(190 - sag + 14 * k)];
  return path(
    `M${x1},${y} Q200,${q} ${x2},${y} L${x2},${y + 12} Q200,${q + 12} ${x1},${y + 12} Z`,
    k === 0 ? TINT : PAPER,
  );
};

export const CHASSIS_PICTURES = {
  'shock-absorber': () =>
    circle(200, 34, 18, PAPER) +
    circle(200, 34, 7) +
    rect(192, 52, 16, 50) +
    rect(172, 86, 56, 64, 8, PAPER) +
    rect(178, 150, 44, 104, 8, TINT) +
    line(178, 236, 222, 236) +
    circle(200, 268, 18, PAPER) +
    circle(200, 268, 7),
  spring: () => coil(200, 24, 276, 92, 5),
  'leaf-spring': () =>
    times(4, (i) => leaf(3 - i)) +
    circle(50, 110, 16, PAPER) +
    circle(50, 110, 6) +
    circle(350, 110, 16, PAPER) +
    circle(350, 110, 6) +
    path('M176,148 L176,240 M224,148 L224,240 M176,148 A24,16 0 0 1 224,148') +
    rect(164, 206, 72, 14, 4, TINT) +
    rect(168, 222, 16, 12, 2, SOLID) +
    rect(216, 222, 16, 12, 2, SOLID),
  arm: () =>
    path(
      'M70,70 L326,138 Q344,150 326,162 L90,236 Q60,240 62,210 L80,110 Q60,80 70,70 Z ' +
        'M110,110 L250,148 L116,194 Z',
      ' fill="currentColor" fill-opacity=".15" fill-rule="evenodd"',
    ) +
    circle(76, 84, 22, PAPER) +
    circle(76, 84, 9) +
    circle(84, 220, 22, PAPER) +
    circle(84, 220, 9) +
    circle(320, 150, 26, PAPER) +
    path('M310,150 L318,112 L322,112 L330,150') +
    polygon(320, 104, 12, 6),
  bushing: () =>
    path('M176,50 L236,50 A100,100 0 0 1 236,250 L176,250', TINT) +
    circle(176, 150, 100, PAPER) +
    circle(176, 150, 86, TINT) +
    sector(176, 150, 74, 50, 200, 340, PAPER) +
    sector(176, 150, 74, 50, 20, 160, PAPER) +
    circle(176, 150, 36, PAPER) +
    circle(176, 150, 22),
  'tie-rod': () =>
    circle(50, 148, 20, TINT) +
    rect(68, 140, 170, 16, 6, TINT) +
    times(6, (i) => line(180 + i * 8, 140, 186 + i * 8, 156)) +
    rect(230, 128, 20, 40, 3, PAPER) +
    path('M250,132 L296,128 Q336,130 336,150 Q336,172 296,172 L250,164 Z', TINT) +
    path('M300,172 L306,234 L318,234 L322,172') +
    rect(296, 232, 34, 22, 4, PAPER) +
    line(308, 232, 308, 254) +
    line(318, 232, 318, 254),
  rack: () =>
    rect(120, 132, 160, 36, 10, TINT) +
    bellows(72, 120, 150, 14, 24, 3) +
    bellows(328, 280, 150, 14, 24, 3) +
    line(72, 150, 36, 150) +
    circle(28, 150, 10, SOLID) +
    line(328, 150, 364, 150) +
    circle(372, 150, 10, SOLID) +
    rect(150, 84, 44, 48, 8, PAPER) +
    rect(160, 38, 24, 46, 4, PAPER) +
    times(4, (i) => line(160, 46 + i * 9, 184, 46 + i * 9)) +
    rect(236, 122, 26, 56, 5, PAPER) +
    circle(249, 170, 5),
  'steering-wheel': () =>
    path(
      'M200,30 A120,120 0 1 1 199.9,30 Z M200,50 A100,100 0 1 0 200.1,50 Z',
      ' fill="currentColor" fill-opacity=".15" fill-rule="evenodd"',
    ) +
    path('M100,150 L160,142 M300,150 L240,142 M184,186 L176,250 M216,186 L224,250') +
    circle(200, 150, 46, TINT) +
    circle(200, 150, 14, PAPER),
  strut: () =>
    rect(184, 60, 32, 180, 6, TINT) +
    rect(146, 18, 108, 24, 8, PAPER) +
    line(168, 18, 168, 6) +
    line(232, 18, 232, 6) +
    ellipse(200, 52, 78, 14, PAPER) +
    coil(200, 56, 196, 66, 5) +
    ellipse(200, 200, 78, 14, TINT) +
    rect(168, 236, 64, 54, 8, PAPER) +
    circle(200, 252, 6) +
    circle(200, 276, 6),
  bracket: () =>
    path('M80,80 L110,60 L170,60 L140,80 Z', PAPER) +
    path('M140,80 L170,60 L170,170 L350,170 L320,190 L140,190 Z', PAPER) +
    path('M320,190 L350,170 L350,230 L320,250 Z', PAPER) +
    path('M80,80 L140,80 L140,190 L320,190 L320,250 L80,250 Z', TINT) +
    rect(96, 98, 28, 64, 14, PAPER) +
    circle(180, 220, 10, PAPER) +
    circle(270, 220, 10, PAPER) +
    path('M140,150 L180,190', FAINT),
  bolt: () =>
    rect(52, 92, 56, 116, 6, TINT) +
    line(52, 130, 108, 130) +
    line(52, 170, 108, 170) +
    rect(108, 104, 10, 92, 2, PAPER) +
    path('M118,122 L318,122 L336,136 L336,164 L318,178 L118,178 Z', PAPER) +
    times(12, (i) => line(198 + i * 10, 122, 206 + i * 10, 178)),
};
