// Ignition and switching parts: plugs, coils, the distributor, sensors, relays and fuses.
import {
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

const DOME = 'M76,214 A124,104 0 0 1 324,214 A124,30 0 0 1 76,214 Z';

export const IGNITION_PICTURES = {
  'spark-plug': () =>
    rect(188, 18, 24, 26, 5, PAPER) +
    rect(194, 44, 12, 10) +
    path('M186,54 L214,54 L220,128 L180,128 Z', TINT) +
    times(5, (i) => line(184, 66 + i * 12, 216, 66 + i * 12)) +
    rect(158, 128, 84, 42, 4, PAPER) +
    line(186, 128, 186, 170) +
    line(214, 128, 214, 170) +
    rect(168, 170, 64, 8, 2, SOLID) +
    rect(176, 178, 48, 66, 2, PAPER) +
    times(8, (i) => line(176, 184 + i * 8, 224, 190 + i * 8)) +
    line(200, 244, 200, 258) +
    path('M218,244 L218,268 L198,268'),
  coil: () =>
    rect(140, 94, 120, 170, 14, TINT) +
    rect(128, 70, 144, 30, 10, PAPER) +
    rect(182, 28, 36, 44, 8, PAPER) +
    circle(200, 40, 6, SOLID) +
    rect(142, 54, 22, 16, 3) +
    rect(236, 54, 22, 16, 3) +
    line(153, 40, 153, 48) +
    line(149, 44, 157, 44) +
    line(243, 44, 251, 44) +
    rect(132, 150, 136, 18, 4, PAPER) +
    rect(268, 146, 40, 26, 6) +
    circle(292, 159, 5),
  'distributor-cap': () =>
    times(5, (i) => {
      const x = 112 + i * 44;
      const surface = 214 - 104 * Math.sqrt(1 - ((x - 200) / 124) ** 2);
      const top = surface - (i === 2 ? 64 : 44);
      return rect(x - 15, top, 30, surface - top + 12, 6, TINT) + ellipse(x, top, 15, 5, PAPER);
    }) +
    path('M76,214 L76,234 A124,30 0 0 0 324,234 L324,214', TINT) +
    path(DOME, PAPER) +
    path(DOME, TINT) +
    path('M84,244 L76,276 M316,244 L324,276'),
  'rotor-arm': () =>
    path('M170,122 L306,134 Q326,136 326,150 Q326,164 306,166 L170,178 Z', TINT) +
    rect(296, 132, 34, 36, 5, SOLID) +
    circle(160, 150, 56, PAPER) +
    circle(160, 150, 56, TINT) +
    path('M142,136 A22,22 0 1 1 142,164 Z', PAPER) +
    circle(230, 150, 6, SOLID),
  leads: () =>
    times(
      4,
      (i) =>
        tube(`M70,${78 + i * 46} C170,${40 + i * 60} 220,${120 + i * 34} 320,${70 + i * 52}`, 8) +
        rect(30, 67 + i * 46, 40, 22, 8, TINT) +
        rect(318, 58 + i * 52, 52, 24, 10, TINT),
    ),
  sensor: () =>
    path('M146,126 L290,112 A24,24 0 0 1 290,160 L146,176 Z', PAPER) +
    circle(292, 136, 9) +
    rect(162, 66, 76, 60, 12, TINT) +
    rect(180, 30, 40, 36, 6, PAPER) +
    line(192, 42, 192, 56) +
    line(208, 42, 208, 56) +
    rect(180, 176, 40, 96, 8, TINT) +
    rect(174, 196, 52, 10, 5, SOLID) +
    line(186, 256, 214, 256),
  relay: () =>
    path('M120,92 L150,62 L300,62 L270,92 Z', PAPER) +
    path('M270,92 L300,62 L300,212 L270,242 Z', TINT) +
    rect(120, 92, 150, 150, 6, TINT) +
    rect(142, 124, 34, 60, 3, PAPER) +
    times(4, (i) => line(142, 134 + i * 13, 176, 140 + i * 13)) +
    path('M212,184 L212,156 L246,130') +
    line(212, 124, 212, 136) +
    circle(212, 156, 4, SOLID) +
    times(4, (i) => rect(138 + i * 34, 242, 14, 32, 2, PAPER)),
  'fuse-box': () =>
    rect(56, 46, 288, 212, 16, TINT) +
    rect(74, 64, 252, 176, 8, PAPER) +
    times(12, (i) => {
      const [x, y] = [88 + (i % 6) * 28, 80 + Math.floor(i / 6) * 62];
      return (
        rect(x, y, 20, 46, 4, i % 3 === 0 ? SOLID : TINT) +
        line(x + 10, y + 8, x + 10, y + 38, PAPER)
      );
    }) +
    rect(264, 80, 48, 54, 6, TINT) +
    rect(264, 146, 48, 54, 6, TINT) +
    line(88, 214, 312, 214),
  switch: () =>
    rect(138, 158, 124, 88, 12, TINT) +
    rect(170, 126, 60, 32, 3, PAPER) +
    times(4, (i) => line(170, 132 + i * 7, 230, 136 + i * 7)) +
    rect(156, 116, 88, 14, 3, PAPER) +
    path('M190,128 L252,42 L266,52 L210,132 Z', PAPER) +
    circle(259, 44, 13, SOLID) +
    times(3, (i) => rect(160 + i * 34, 246, 12, 28, 2)),
};
