// Supersessions form chains (A replaced by B, B by C, C is an item's number): each old number is
// resolved to the item at the chain's end. A chain that comes back on itself is a loop, refused.
import { normaliseReference } from '../reference.js';

export type ChainEnd =
  | { ok: true; itemId: string }
  | { ok: false; code: 'supersession_loop'; value: string }
  | { ok: false; code: 'unknown_number'; value: string };

/** An old number (normalised) -> the number or id it was replaced by, as written. */
export type SupersessionLinks = ReadonlyMap<string, string>;

/**
 * The numbers where chains end: each `new` that is no old number itself, normalised. The caller
 * looks these up (as item ids or references) before resolving.
 */
export function chainEnds(links: SupersessionLinks): Set<string> {
  const ends = new Set<string>();
  for (const next of links.values()) {
    const norm = normaliseReference(next);
    if (!links.has(norm)) ends.add(norm);
  }
  return ends;
}

/**
 * Follows `old`'s chain to its end; `items` holds the item found for each chain end (absent when
 * no item has that id or number).
 */
export function resolveChain(
  old: string,
  links: SupersessionLinks,
  items: ReadonlyMap<string, string>,
): ChainEnd {
  const seen: string[] = [];
  let at = normaliseReference(old);
  for (;;) {
    if (seen.includes(at)) {
      const loop = [...seen.slice(seen.indexOf(at)), at];
      return { ok: false, code: 'supersession_loop', value: loop.join(' → ') };
    }
    seen.push(at);
    const next = links.get(at);
    if (next === undefined) break;
    at = normaliseReference(next);
  }
  const itemId = items.get(at);
  return itemId === undefined
    ? { ok: false, code: 'unknown_number', value: at }
    : { ok: true, itemId };
}
