// Clutch and drivetrain parts: discs, flywheel, gears, shafts and their joints and boots.
import {
  FAINT,
  bellows,
  circle,
  ellipse,
  gearPath,
  line,
  PAPER,
  path,
  rect,
  ringOf,
  sector,
  SOLID,
  times,
  TINT,
  turn,
} from '../svg-shapes.js';

export const DRIVETRAIN_PICTURES = {
  'clutch-disc': () =>
    circle(200, 150, 118, TINT) +
    circle(200, 150, 82, PAPER) +
    ringOf(200, 150, 100, 16, 4) +
    times(6, (i) => turn(i * 60, 200, 150, rect(254, 140, 36, 20, 6, TINT))) +
    circle(200, 150, 40) +
    gearPath(200, 150, 22, 12),
  'pressure-plate': () =>
    circle(200, 150, 122, PAPER) +
    ringOf(200, 150, 112, 6, 5, 30) +
    circle(200, 150, 100, TINT) +
    times(18, (i) => sector(200, 150, 78, 34, i * 20 + 4, i * 20 + 16, PAPER)) +
    circle(200, 150, 88) +
    times(3, (i) => sector(200, 150, 98, 84, i * 120 + 40, i * 120 + 80, PAPER)),
  flywheel: () =>
    gearPath(200, 150, 126, 36) +
    circle(200, 150, 100, TINT) +
    circle(200, 150, 82, PAPER) +
    ringOf(200, 150, 92, 6, 4, 30, SOLID) +
    circle(200, 150, 44, TINT) +
    ringOf(200, 150, 30, 8, 5, 0, PAPER) +
    circle(200, 150, 14, PAPER),
  gear: () =>
    `<g fill="currentColor" fill-opacity=".15">${gearPath(160, 156, 110, 22)}</g>` +
    circle(160, 156, 58, PAPER) +
    ringOf(160, 156, 48, 6, 8) +
    circle(160, 156, 24) +
    rect(154, 128, 12, 10, 2, SOLID) +
    gearPath(306, 74, 58, 12) +
    circle(306, 74, 16),
  shaft: () =>
    path('M110,132 L80,142 L80,158 L110,168 M290,132 L318,142 L318,158 L290,168') +
    rect(108, 128, 184, 44, 10, TINT) +
    rect(180, 172, 30, 10, 3, SOLID) +
    rect(52, 136, 30, 28, 4, PAPER) +
    ellipse(50, 150, 16, 58, PAPER) +
    times(4, (i) =>
      circle(50 + Math.cos(i * 1.571) * 9, 150 + Math.sin(i * 1.571) * 40, 4, SOLID),
    ) +
    rect(316, 138, 56, 24, 4, PAPER) +
    times(5, (i) => line(326 + i * 9, 138, 326 + i * 9, 162)),
  joint: () =>
    rect(190, 138, 170, 24, 6, TINT) +
    path('M200,96 Q150,70 96,82 Q60,96 60,150 Q60,204 96,218 Q150,230 200,204 Z', TINT) +
    ellipse(200, 150, 16, 54, PAPER) +
    circle(200, 124, 7, SOLID) +
    circle(200, 176, 7, SOLID) +
    rect(20, 134, 40, 32, 4, PAPER) +
    times(4, (i) => line(26 + i * 8, 134, 26 + i * 8, 166)) +
    line(110, 86, 110, 214, FAINT),
  boot: () =>
    rect(40, 80, 24, 140, 8, PAPER) +
    bellows(64, 330, 150, 70, 26, 6) +
    rect(330, 120, 32, 60, 6, PAPER) +
    line(46, 80, 46, 220) +
    line(346, 120, 346, 180),
};
