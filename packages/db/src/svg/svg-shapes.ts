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
