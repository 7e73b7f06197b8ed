// Parts that carry fuel, coolant or exhaust: injector, cooling system, tank, exhaust and clamps.
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
  springPath,
  times,
  TINT,
  tube,
  turn,
} from '../svg-shapes.js';

export const FLOW_PICTURES = {
  injector: () =>
    rect(186, 22, 28, 44, 6, PAPER) +
    rect(180, 50, 40, 10, 5, SOLID) +
    rect(168, 66, 64, 112, 12, TINT) +
    rect(232, 88, 66, 44, 6, PAPER) +
    line(284, 88, 284, 132) +
    rect(184, 178, 32, 56, 4, PAPER) +
    rect(180, 206, 40, 10, 5, SOLID) +
    path('M190,234 L210,234 L204,262 L196,262 Z', TINT) +
    path('M200,270 L184,292 M200,270 L200,294 M200,270 L216,292', ' stroke-dasharray="3 6"'),
  thermostat: () =>
    path('M148,154 L166,240 L234,240 L252,154') +
    springPath(200, 160, 236, 72, 4) +
    rect(186, 232, 28, 48, 10, TINT) +
    ellipse(200, 150, 122, 30, TINT) +
    ellipse(200, 150, 64, 16, PAPER) +
    ellipse(200, 146, 50, 11, TINT) +
    path('M150,146 Q200,46 250,146') +
    line(200, 96, 200, 136) +
    circle(292, 150, 5, SOLID),
  radiator: () =>
    rect(70, 44, 260, 36, 10, TINT) +
    rect(70, 220, 260, 36, 10, TINT) +
    rect(80, 80, 240, 140, 0, PAPER) +
    times(15, (i) => line(92 + i * 15, 80, 92 + i * 15, 220)) +
    rect(234, 20, 36, 24, 6, PAPER) +
    rect(330, 52, 40, 20, 6) +
    rect(30, 228, 40, 20, 6),
  tank: () =>
    path('M56,128 L112,80 L322,80 L350,108 L350,204 L300,240 L86,240 L56,210 Z', TINT) +
    path('M56,128 L290,128 L350,108 M290,128 L290,240', FAINT) +
    ellipse(204, 104, 44, 14, PAPER) +
    ellipse(204, 104, 20, 6) +
    tube('M74,120 C56,90 48,64 38,46', 16) +
    rect(24, 24, 32, 18, 6, SOLID) +
    times(2, (i) => line(140 + i * 100, 80, 140 + i * 100, 240, ' stroke-dasharray="8 8"')),
  cap: () =>
    path('M90,110 L90,142 A110,36 0 0 0 310,142 L310,110', TINT) +
    times(11, (i) => {
      const x = 100 + i * 20;
      const drop = Math.sqrt(1 - ((x - 200) / 110) ** 2) * 36;
      return line(x, 110 + drop, x, 142 + drop);
    }) +
    ellipse(200, 110, 110, 36, PAPER) +
    ellipse(200, 110, 62, 18, TINT) +
    circle(200, 110, 6, SOLID) +
    rect(172, 178, 56, 18, 5, PAPER) +
    springPath(200, 196, 246, 50, 3) +
    ellipse(200, 254, 48, 12, TINT),
  fan: () =>
    rect(66, 16, 268, 268, 28, TINT) +
    circle(200, 150, 124, PAPER) +
    times(4, (i) => circle(i % 2 ? 316 : 84, i < 2 ? 34 : 266, 6, PAPER)) +
    times(5, (i) =>
      turn(
        i * 72,
        200,
        150,
        path('M226,138 C246,102 282,80 306,98 C316,130 292,158 230,164 Z', TINT),
      ),
    ) +
    circle(200, 150, 34, PAPER) +
    circle(200, 150, 12, SOLID),
  silencer: () =>
    tube('M110,150 L26,150', 18) +
    path('M110,88 L290,88 A40,62 0 0 1 290,212 L110,212', TINT) +
    path('M170,88 A40,62 0 0 1 170,212 M230,88 A40,62 0 0 1 230,212', FAINT) +
    ellipse(110, 150, 40, 62, PAPER) +
    circle(110, 150, 13, TINT) +
    tube('M330,150 L372,118', 18) +
    line(150, 88, 150, 64) +
    line(250, 88, 250, 64),
  pipe: () =>
    tube('M70,206 L150,206 Q204,206 232,168 L304,80', 28) +
    rect(56, 170, 16, 72, 4, PAPER) +
    circle(64, 180, 4) +
    circle(64, 232, 4) +
    turn(39, 304, 80, rect(268, 72, 72, 16, 4, PAPER)) +
    rect(186, 190, 16, 34, 4, TINT),
  clamp: () =>
    circle(200, 164, 100) +
    circle(200, 164, 86) +
    times(16, (i) => turn(i * 18 + 36, 200, 164, rect(188, 68, 24, 8, 3))) +
    rect(150, 44, 100, 36, 8, TINT) +
    rect(250, 50, 36, 24, 4, PAPER) +
    polygon(300, 62, 16, 6) +
    line(300, 52, 300, 72),
  'catalytic-converter': () =>
    tube('M26,150 L80,150', 22) +
    tube('M320,150 L374,150', 22) +
    path('M128,108 L80,134 L80,166 L128,192 Z', PAPER) +
    path('M272,108 L320,134 L320,166 L272,192 Z', PAPER) +
    rect(118, 92, 164, 116, 36, TINT) +
    rect(168, 118, 64, 64, 4, PAPER) +
    times(3, (i) => line(168 + (i + 1) * 16, 118, 168 + (i + 1) * 16, 182)) +
    times(3, (i) => line(168, 118 + (i + 1) * 16, 232, 118 + (i + 1) * 16)) +
    polygon(102, 110, 10, 6) +
    line(96, 100, 84, 78) +
    rect(76, 160, 10, 20, 2, SOLID) +
    rect(314, 120, 10, 20, 2, SOLID),
};
