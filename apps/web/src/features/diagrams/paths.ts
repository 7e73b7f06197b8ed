// Links of the diagram routes (SPEC §2).
const enc = encodeURIComponent;

/** /diagram/<illustration>[/<position>] */
export function diagramPath(illustration: string, position?: string | null): string {
  const base = `/diagram/${enc(illustration)}`;
  return position ? `${base}/${enc(position)}` : base;
}
