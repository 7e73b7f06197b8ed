// Body and interior parts: mirrors, panels, handles and hinges, trim, mats, seats and belts.
import {
  FAINT,
  circle,
  ellipse,
  line,
  PAPER,
  path,
  rect,
  SOLID,
  times,
  TINT,
  tube,
} from '../svg-shapes.js';

const STITCH = ' stroke-dasharray="6 6" stroke-opacity=".6"';

export const BODY_PICTURES = {
  mirror: () =>
    path('M292,222 L316,270 L372,270 L356,222 Z', PAPER) +
    path(
      'M70,104 Q78,58 180,56 L318,66 Q352,72 346,116 L332,202 Q326,230 290,232 L112,230 Q70,228 68,188 Z',
      PAPER,
    ) +
    path(
      'M90,108 Q96,76 182,76 L310,84 Q330,88 326,118 L314,192 Q310,212 286,212 L116,210 Q88,208 88,182 Z',
      TINT,
    ) +
    path('M140,190 L200,96 M176,196 L234,104', ' stroke="#fff" stroke-width="8"'),
  panel: () =>
    path('M56,56 L252,56 L344,134 L344,252 L56,252 Z', TINT) +
    path('M76,76 L240,76 L304,130 L76,130 Z', PAPER) +
    line(56, 176, 344, 168, FAINT) +
    rect(262, 150, 54, 14, 7, PAPER),
  handle: () =>
    tube('M100,196 L100,150 Q100,96 154,96 L246,96 Q300,96 300,150 L300,196', 26) +
    rect(52, 188, 296, 40, 20, TINT) +
    rect(78, 182, 44, 12, 4, PAPER) +
    rect(278, 182, 44, 12, 4, PAPER) +
    circle(72, 208, 7, PAPER) +
    circle(328, 208, 7, PAPER),
  hinge: () =>
    rect(64, 84, 124, 132, 8, TINT) +
    rect(212, 84, 124, 132, 8, TINT) +
    circle(104, 124, 9, PAPER) +
    circle(104, 176, 9, PAPER) +
    circle(296, 124, 9, PAPER) +
    circle(296, 176, 9, PAPER) +
    line(200, 60, 200, 240) +
    times(4, (i) => rect(186, 74 + i * 40, 28, 36, 8, i % 2 === 0 ? PAPER : TINT)) +
    rect(190, 50, 20, 10, 3, SOLID),
  grille: () =>
    path(
      'M50,88 Q50,66 74,66 L326,66 Q350,66 350,88 L332,218 Q328,238 306,238 L94,238 Q72,238 68,218 Z',
      TINT,
    ) +
    path('M72,90 L328,90 L312,214 L88,214 Z', PAPER) +
    times(6, (i) => {
      const y = 104 + i * 20;
      const inset = ((y - 90) / 124) * 16;
      return line(74 + inset, y, 326 - inset, y);
    }) +
    circle(200, 150, 26, PAPER) +
    circle(200, 150, 16, SOLID),
  emblem: () =>
    ellipse(200, 150, 146, 92, TINT) +
    ellipse(200, 150, 126, 74, PAPER) +
    path('M160,196 L160,104 L240,196 L240,104', ' stroke-width="14"') +
    path('M92,150 L132,150 M268,150 L308,150'),
  mat: () =>
    path(
      'M94,36 L306,36 Q330,36 328,60 L316,240 Q314,264 290,264 L112,264 Q88,264 86,240 L72,62 Q70,36 94,36 Z',
      TINT,
    ) +
    times(8, (i) => line(96, 60 + i * 16, 304, 60 + i * 16, FAINT)) +
    rect(164, 188, 120, 60, 10, PAPER) +
    times(5, (i) => line(178 + i * 23, 196, 178 + i * 23, 240, FAINT)) +
    circle(104, 58, 8, PAPER) +
    circle(296, 58, 8, PAPER),
  'seat-cover': () =>
    line(180, 44, 180, 70) +
    line(220, 44, 220, 70) +
    rect(158, 16, 84, 36, 14, TINT) +
    path('M122,72 Q124,62 138,62 L262,62 Q276,62 278,72 L292,194 L108,194 Z', TINT) +
    path('M150,70 L144,190 M250,70 L256,190', STITCH) +
    path(
      'M96,194 L304,194 Q326,194 326,214 L326,242 Q326,260 304,260 L96,260 Q74,260 74,242 L74,214 Q74,194 96,194 Z',
      TINT,
    ) +
    path('M96,214 L304,214', STITCH) +
    path('M96,240 L304,240', STITCH),
  knob: () =>
    line(200, 232, 200, 292) +
    rect(170, 216, 60, 16, 4, PAPER) +
    path('M168,168 L180,216 L220,216 L232,168', TINT) +
    ellipse(200, 110, 90, 72, TINT) +
    path('M168,82 L168,138 M200,82 L200,138 M232,82 L232,138 M168,110 L232,110'),
  'seat-belt': () =>
    tube('M340,184 L340,266', 10) +
    rect(20, 122, 160, 48, 0, TINT) +
    line(30, 130, 170, 130, STITCH) +
    line(30, 162, 170, 162, STITCH) +
    path('M180,110 L236,110 L236,126 L290,126 L290,166 L236,166 L236,182 L180,182 Z', PAPER) +
    rect(194, 130, 12, 32, 4) +
    rect(276, 112, 100, 72, 14, TINT) +
    rect(300, 128, 52, 40, 8, SOLID),
};
