// Links into the catalog's routes (SPEC §2), built in one place so every view agrees on them.
import type { ItemSort } from '@shop/domain';

const enc = encodeURIComponent;

export type CarView = 'items' | 'diagrams';

/** /car/x/, /car/x/y/, /car/x/y/3, /car/x/y/diagrams, with ?sort= when given. */
export function carPath(
  carSlug: string,
  groupSlug?: string | null,
  options: { view?: CarView; page?: number; sort?: ItemSort | null } = {},
): string {
  const { view = 'items', page = 1, sort = null } = options;
  let path = `/car/${enc(carSlug)}/`;
  if (groupSlug) path += `${enc(groupSlug)}/`;
  if (view === 'diagrams') path += 'diagrams';
  else if (page > 1) path += String(page);
  return sort ? `${path}?sort=${enc(sort)}` : path;
}

/** /car/x/y/item/id inside a car and group, else /item/id. */
export function itemPath(itemId: string, carSlug?: string | null, groupSlug?: string | null) {
  if (carSlug && groupSlug) return `/car/${enc(carSlug)}/${enc(groupSlug)}/item/${enc(itemId)}`;
  return `/item/${enc(itemId)}`;
}

/** /diagram/illustration/position */
export function diagramPath(illustration: string, position?: string | null): string {
  const base = `/diagram/${enc(illustration)}`;
  return position ? `${base}/${enc(position)}` : base;
}
