// Brake parts, each drawn around (200, 150) in a 400 x 300 box in the accent colour.
import {
  circle,
  FAINT,
  line,
  PAPER,
  path,
  polygon,
  rect,
  ringOf,
  sector,
  SOLID,
  springPath,
  times,
  TINT,
  tube,
  turn,
} from '../svg-shapes.js';

/** A curved pad on its backing plate, centred on x with its top edge at y. */
const pad = (x: number, y: number): string =>
  rect(x - 112, y + 8, 32, 22, 6, PAPER) +
  rect(x + 80, y + 8, 32, 22, 6, PAPER) +
  sector(x, y + 300, 300, 212, -107, -73, PAPER) +
  sector(x, y + 300, 292, 220, -105.5, -74.5, TINT) +
  line(x, y + 10, x, y + 78);

export const BRAKE_PICTURES = {
  disc: () =>
    circle(200, 150, 118, TINT) +
    circle(200, 150, 56, PAPER) +
    circle(200, 150, 20) +
    ringOf(200, 150, 37, 5, 6, -90) +
    ringOf(200, 150, 76, 12, 4) +
    ringOf(200, 150, 98, 12, 4, 15) +
    circle(200, 150, 110, FAINT),
  pads: () =>
    pad(176, 34) +
    pad(224, 132) +
    path('M290,224 C300,262 330,250 344,268') +
    rect(338, 262, 24, 16, 4, SOLID),
  caliper: () =>
    circle(160, 160, 112, FAINT) +
    circle(160, 160, 46, FAINT) +
    ringOf(160, 160, 28, 5, 5, -90, FAINT) +
    sector(160, 160, 142, 82, -78, 28, PAPER) +
    sector(160, 160, 142, 82, -78, 28, TINT) +
    sector(160, 160, 130, 94, -64, 14) +
    circle(270, 118, 24, PAPER) +
    circle(270, 118, 12) +
    circle(186, 47, 9, SOLID) +
    circle(276, 207, 9, SOLID) +
    polygon(247, 50, 10, 6) +
    line(254, 43, 264, 33),
  shoes: () =>
    sector(200, 150, 120, 106, 104, 256, TINT) +
    sector(200, 150, 106, 94, 100, 260) +
    sector(200, 150, 94, 70, 112, 248) +
    sector(200, 150, 120, 106, -76, 76, TINT) +
    sector(200, 150, 106, 94, -80, 80) +
    sector(200, 150, 94, 70, -68, 68) +
    rect(160, 32, 80, 26, 8, PAPER) +
    circle(200, 45, 5, SOLID) +
    turn(90, 200, 95, springPath(200, 40, 150, 16, 7)) +
    rect(150, 236, 100, 16, 6, PAPER) +
    circle(200, 244, 14, PAPER) +
    circle(200, 244, 4, SOLID),
  hose: () =>
    tube('M90,222 C90,80 310,220 310,78', 14) +
    rect(74, 222, 32, 34, 5, PAPER) +
    circle(90, 272, 18, PAPER) +
    circle(90, 272, 7) +
    rect(294, 44, 32, 34, 5, PAPER) +
    polygon(310, 32, 18, 6) +
    rect(276, 84, 68, 10, 3, TINT),
  cylinder: () =>
    rect(140, 60, 130, 86, 14, TINT) +
    rect(180, 40, 50, 20, 6, PAPER) +
    line(154, 86, 176, 86) +
    line(154, 116, 176, 116) +
    rect(160, 146, 18, 14, 3) +
    rect(232, 146, 18, 14, 3) +
    rect(110, 160, 220, 58, 22, PAPER) +
    times(3, (i) => line(160 + i * 50, 160, 160 + i * 50, 218)) +
    rect(92, 136, 20, 106, 5, TINT) +
    circle(102, 150, 5) +
    circle(102, 228, 5) +
    line(92, 189, 40, 189) +
    polygon(180, 230, 12, 6) +
    polygon(270, 230, 12, 6),
  servo: () =>
    path('M150,40 Q100,150 150,260 L250,260 Q300,150 250,40 Z', TINT) +
    path('M200,40 Q188,150 200,260') +
    circle(220, 90, 14, PAPER) +
    path('M220,76 L220,60 L246,60') +
    line(130, 110, 90, 110) +
    line(130, 190, 90, 190) +
    line(122, 150, 40, 150) +
    path('M40,138 L28,138 L28,162 L40,162') +
    rect(278, 122, 90, 56, 12, PAPER) +
    rect(298, 92, 50, 30, 8) +
    line(270, 110, 270, 190),
  cable: () =>
    tube('M84,230 C170,230 180,80 286,80', 10) +
    rect(60, 220, 28, 20, 4, PAPER) +
    line(60, 230, 34, 230) +
    rect(22, 221, 12, 18, 3, SOLID) +
    rect(282, 69, 30, 22, 4, PAPER) +
    times(4, (i) => line(288 + i * 6, 69, 288 + i * 6, 91)) +
    line(312, 80, 352, 80) +
    circle(364, 80, 12),
};
