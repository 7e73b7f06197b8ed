// Exploded-diagram rules of SPEC §9: which entries a diagram shows, position labels, thumbnails.

/** From this many entries on (after de-duplication), bracketed auxiliary positions are dropped. */
export const AUXILIARY_DROP_THRESHOLD = 20;

/** A thumbnail exists only for illustration ids of at least this many characters. */
export const THUMBNAIL_MIN_ID_LENGTH = 9;

/** What the de-duplication rule reads of a diagram entry. */
export interface DiagramEntryKey {
  illustration: string;
  position: string;
  /** Order of the entry on its diagram (an integer). */
  index: number;
}

/**
 * An auxiliary position: a label wrapped in round brackets, spaces allowed around and inside
 * ('(3)', '( 3 )', '(12a)'). Empty brackets ('()') and unbalanced ones ('(3') are not.
 */
export function isAuxiliaryPosition(position: string): boolean {
  const match = /^\((.*)\)$/s.exec(position.trim());
  return match !== null && (match[1] ?? '').trim() !== '';
}

/** The digits of a position label, in order: '(12a)' -> '12', '3a' -> '3', '' -> ''. */
export function basePositionOf(position: string): string {
  return position.replace(/\D/g, '');
}

/**
 * The entries a diagram shows (SPEC §9): the first by index of each illustration + position (exact
 * label), then, for an illustration with AUXILIARY_DROP_THRESHOLD or more entries left, without its
 * bracketed auxiliary positions; ordered by index (stable). The threshold counts per illustration,
 * so entries of several diagrams can be passed at once. Idempotent; returns the given objects.
 */
export function dedupeDiagramItems<T extends DiagramEntryKey>(entries: readonly T[]): T[] {
  const ordered = [...entries].sort((a, b) => a.index - b.index);
  const seen = new Map<string, Set<string>>();
  const unique = ordered.filter((entry) => {
    let positions = seen.get(entry.illustration);
    if (!positions) seen.set(entry.illustration, (positions = new Set()));
    if (positions.has(entry.position)) return false;
    positions.add(entry.position);
    return true;
  });
  return unique.filter(
    (entry) =>
      !isAuxiliaryPosition(entry.position) ||
      (seen.get(entry.illustration)?.size ?? 0) < AUXILIARY_DROP_THRESHOLD,
  );
}

/**
 * The thumbnail of a drawing: /public/diagrams/thumbs/<first 3 characters>/<id>.svg. Null when the
 * id is shorter than THUMBNAIL_MIN_ID_LENGTH or holds anything but letters, digits and dashes.
 */
export function thumbnailPath(illustration: string): string | null {
  if (illustration.length < THUMBNAIL_MIN_ID_LENGTH || !/^[A-Za-z0-9-]+$/.test(illustration)) {
    return null;
  }
  return `/public/diagrams/thumbs/${illustration.slice(0, 3)}/${illustration}.svg`;
}
