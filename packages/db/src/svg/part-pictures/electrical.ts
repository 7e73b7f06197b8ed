// Electrical machines and lights: alternator, starter, motors, horns, lamps and bulbs.
import {
  FAINT,
  circle,
  ellipse,
  line,
  PAPER,
  path,
  polygon,
  rect,
  SOLID,
  times,
  TINT,
} from '../svg-shapes.js';

/** Horizontal chords across a circle, for a fluted lens. */
const flutes = (cx: number, cy: number, r: number, n: number): string =>
  times(n, (i) => {
    const y = cy - r + ((i + 1) * 2 * r) / (n + 1);
    const half = Math.sqrt(r * r - (y - cy) ** 2);
    return line(cx - half, y, cx + half, y, FAINT);
  });

export const ELECTRICAL_PICTURES = {
  alternator: () =>
    rect(136, 72, 180, 156, 56, TINT) +
    times(7, (i) => line(166 + i * 20, 88, 166 + i * 20, 212, PAPER)) +
    rect(286, 40, 34, 40, 10, PAPER) +
    circle(303, 58, 7) +
    rect(286, 220, 34, 40, 10, PAPER) +
    circle(303, 242, 7) +
    rect(316, 128, 30, 20, 4) +
    line(346, 138, 364, 138) +
    rect(76, 104, 60, 92, 8, PAPER) +
    times(5, (i) => line(76, 116 + i * 17, 136, 116 + i * 17)) +
    rect(54, 138, 22, 24, 4, SOLID),
  starter: () =>
    rect(146, 132, 190, 100, 24, TINT) +
    times(2, (i) => line(300 + i * 14, 136, 300 + i * 14, 228)) +
    rect(160, 72, 160, 64, 24, PAPER) +
    rect(320, 86, 16, 12, 3, SOLID) +
    rect(320, 110, 16, 12, 3, SOLID) +
    rect(130, 112, 16, 140, 5, PAPER) +
    circle(138, 126, 5) +
    circle(138, 238, 5) +
    path('M130,150 L92,166 L92,214 L130,226 Z', PAPER) +
    rect(50, 170, 42, 40, 4, TINT) +
    times(4, (i) => line(58 + i * 9, 170, 58 + i * 9, 210)),
  headlamp: () =>
    path(
      'M40,120 Q48,70 150,66 L330,72 Q366,76 360,124 L344,206 Q336,236 300,236 L92,236 Q44,234 40,190 Z',
      TINT,
    ) +
    path(
      'M60,124 Q66,88 150,86 L326,92 Q348,96 342,126 L330,196 Q324,218 296,218 L96,218 Q60,216 60,186 Z',
      PAPER,
    ) +
    circle(136, 152, 52, TINT) +
    circle(136, 152, 20, PAPER) +
    circle(256, 152, 44, TINT) +
    circle(256, 152, 16, PAPER) +
    path('M84,204 L310,204', FAINT),
  'tail-lamp': () =>
    path(
      'M50,96 L320,72 Q356,70 356,106 L356,204 Q356,226 332,226 L70,226 Q50,226 50,206 Z',
      TINT,
    ) +
    path('M160,86 L160,226 M250,78 L250,226') +
    path('M160,86 L250,78 L250,226 L160,226 Z', ' fill="currentColor" fill-opacity=".3"') +
    path('M250,78 L320,72 Q356,70 356,106 L356,204 Q356,226 332,226 L250,226 Z', PAPER) +
    times(5, (i) => line(64, 120 + i * 22, 146, 120 + i * 22, FAINT)) +
    times(5, (i) => line(266, 108 + i * 24, 340, 108 + i * 24, FAINT)),
  bulb: () =>
    path('M168,168 Q128,146 128,104 A72,72 0 1 1 272,104 Q272,146 232,168 Z', TINT) +
    line(186, 168, 186, 110) +
    line(214, 168, 214, 110) +
    path('M186,110 L192,96 L198,110 L204,96 L210,110 L214,110') +
    rect(166, 168, 68, 64, 6, PAPER) +
    times(3, (i) => line(166, 186 + i * 14, 234, 186 + i * 14)) +
    rect(152, 194, 14, 12, 3, SOLID) +
    rect(234, 194, 14, 12, 3, SOLID) +
    path('M178,232 L190,252 L210,252 L222,232') +
    circle(200, 262, 8, SOLID),
  motor: () =>
    rect(88, 94, 160, 112, 34, TINT) +
    times(3, (i) => line(122 + i * 40, 96, 122 + i * 40, 204, FAINT)) +
    rect(62, 118, 30, 64, 10, PAPER) +
    circle(62, 150, 6, SOLID) +
    rect(238, 70, 110, 160, 28, PAPER) +
    circle(293, 150, 28, TINT) +
    polygon(293, 150, 12, 6) +
    rect(120, 206, 52, 34, 6, PAPER) +
    line(136, 240, 136, 266) +
    line(156, 240, 156, 266),
  horn: () =>
    path('M130,132 L230,110 Q290,92 342,44 L342,256 Q290,208 230,190 L130,168 Z', TINT) +
    ellipse(342, 150, 16, 106, PAPER) +
    circle(100, 150, 54, PAPER) +
    circle(100, 150, 30, TINT) +
    path('M100,204 L100,262 L150,262') +
    circle(136, 262, 6) +
    rect(58, 92, 18, 22, 4, SOLID),
  lamp: () =>
    path('M166,226 L166,262 L234,262 L234,226') +
    line(200, 262, 200, 284) +
    polygon(200, 284, 9, 6) +
    circle(200, 134, 98, PAPER) +
    circle(200, 134, 80, TINT) +
    flutes(200, 134, 80, 7) +
    ellipse(170, 104, 24, 12, ' fill="#fff" stroke="none"'),
};
