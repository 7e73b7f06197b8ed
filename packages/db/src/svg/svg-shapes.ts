// Small SVG building blocks shared by the item images and the exploded drawings.

const round = (n: number): number => Math.round(n * 10) / 10;

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A toothed gear outline centred on (cx, cy). */
export function gearPath(cx: number, cy: number, radius: number, teeth: number): string {
  const points: string[] = [];
  const steps = teeth * 4;
  for (let i = 0; i < steps; i++) {
    const r = i % 4 < 2 ? radius : radius * 0.82;
    const angle = (i / steps) * 2 * Math.PI;
    points.push(`${round(cx + Math.cos(angle) * r)},${round(cy + Math.sin(angle) * r)}`);
  }
  return `<polygon points="${points.join(' ')}"/>`;
}

/** A coil spring drawn as a zigzag from (x, top) to (x, bottom). */
export function springPath(
  x: number,
  top: number,
  bottom: number,
  width: number,
  turns: number,
): string {
  const step = (bottom - top) / (turns * 2);
  let d = `M${round(x)},${round(top)}`;
  for (let i = 1; i <= turns * 2; i++) {
    d += ` L${round(x + (i % 2 === 1 ? width / 2 : -width / 2))},${round(top + step * i - step / 2)}`;
  }
  d += ` L${round(x)},${round(bottom)}`;
  return `<path d="${d}"/>`;
}

/** A regular polygon (nuts, bolt heads). */
export function polygon(cx: number, cy: number, radius: number, sides: number, start = 0): string {
  const points = Array.from({ length: sides }, (_, i) => {
    const angle = start + (i / sides) * 2 * Math.PI;
    return `${round(cx + Math.cos(angle) * radius)},${round(cy + Math.sin(angle) * radius)}`;
  });
  return `<polygon points="${points.join(' ')}"/>`;
}

export function circle(cx: number, cy: number, r: number, extra = ''): string {
  return `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}"${extra}/>`;
}

export function rect(x: number, y: number, w: number, h: number, rx = 0, extra = ''): string {
  const corner = rx > 0 ? ` rx="${round(rx)}"` : '';
  return `<rect x="${round(x)}" y="${round(y)}" width="${round(w)}" height="${round(h)}"${corner}${extra}/>`;
}

export function line(x1: number, y1: number, x2: number, y2: number, extra = ''): string {
  return `<line x1="${round(x1)}" y1="${round(y1)}" x2="${round(x2)}" y2="${round(y2)}"${extra}/>`;
}

/** Fills in the drawing's accent (its group sets `color`): a light wash, solid, and paper white. */
export const TINT = ' fill="currentColor" fill-opacity=".15"';
export const SOLID = ' fill="currentColor"';
export const PAPER = ' fill="#fff"';
/** A half-strength stroke, for edges behind or beneath the part's outline. */
export const FAINT = ' stroke-opacity=".5"';

export function path(d: string, extra = ''): string {
  return `<path d="${d}"${extra}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, extra = ''): string {
  return `<ellipse cx="${round(cx)}" cy="${round(cy)}" rx="${round(rx)}" ry="${round(ry)}"${extra}/>`;
}

/** Joins n drawn pieces, for rows of ribs, holes and teeth. */
export function times(n: number, draw: (i: number) => string): string {
  return Array.from({ length: n }, (_, i) => draw(i)).join('');
}

/** `count` circles of radius r evenly spaced on a circle (bolt holes, balls, rivets). */
export function ringOf(
  cx: number,
  cy: number,
  radius: number,
  count: number,
  r: number,
  startDeg = 0,
  extra = '',
): string {
  return times(count, (i) => {
    const a = ((startDeg + (i * 360) / count) * Math.PI) / 180;
    return circle(cx + Math.cos(a) * radius, cy + Math.sin(a) * radius, r, extra);
  });
}

const onCircle = (cx: number, cy: number, r: number, deg: number): string => {
  const a = (deg * Math.PI) / 180;
  return `${round(cx + Math.cos(a) * r)},${round(cy + Math.sin(a) * r)}`;
};

/** A ring segment between two radii, clockwise from fromDeg to toDeg (0 deg points right). */
export function sector(
  cx: number,
  cy: number,
  outer: number,
  inner: number,
  fromDeg: number,
  toDeg: number,
  extra = '',
): string {
  const large = toDeg - fromDeg > 180 ? 1 : 0;
  const start = `M${onCircle(cx, cy, outer, fromDeg)} A${outer},${outer} 0 ${large} 1 ${onCircle(cx, cy, outer, toDeg)}`;
  const back =
    inner > 0
      ? ` L${onCircle(cx, cy, inner, toDeg)} A${inner},${inner} 0 ${large} 0 ${onCircle(cx, cy, inner, fromDeg)}`
      : ` L${round(cx)},${round(cy)}`;
  return path(`${start}${back} Z`, extra);
}

/** A flexible tube (hose, cable, pipe) of the given width along a path: outline, then a light core. */
export function tube(d: string, width: number): string {
  return (
    path(d, ` stroke-width="${width + 8}"`) +
    path(d, ` stroke="#fff" stroke-width="${width}"`) +
    path(d, ` stroke-opacity=".15" stroke-width="${width}"`)
  );
}

/** Rotates a drawn piece about (cx, cy). */
export function turn(deg: number, cx: number, cy: number, body: string): string {
  return `<g transform="rotate(${deg} ${cx} ${cy})">${body}</g>`;
}

/** A folded rubber gaiter along y = cy from x1 (radius r1) to x2 (radius r2). */
export function bellows(
  x1: number,
  x2: number,
  cy: number,
  r1: number,
  r2: number,
  folds: number,
): string {
  const steps = folds * 2;
  const at = (i: number) => {
    const r = r1 + ((r2 - r1) * i) / steps;
    return { x: x1 + ((x2 - x1) * i) / steps, r: i % 2 === 1 ? r * 0.8 : r };
  };
  const pts = Array.from({ length: steps + 1 }, (_, i) => at(i));
  const top = pts.map((p) => `${round(p.x)},${round(cy - p.r)}`).join(' L');
  const bottom = [...pts]
    .reverse()
    .map((p) => `${round(p.x)},${round(cy + p.r)}`)
    .join(' L');
  const ridges = pts
    .filter((_, i) => i % 2 === 0 && i > 0 && i < steps)
    .map((p) => line(p.x, cy - p.r, p.x, cy + p.r, ' stroke-opacity=".5"'))
    .join('');
  return path(`M${top} L${bottom} Z`, TINT) + ridges;
}
