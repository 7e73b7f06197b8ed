// Diagram rules: which diagrams a caller may see (DESIGN §4: modern cars need a logged-in user).
import type { ItemDiagramsResponse } from '@shop/domain';
import { forbidden } from '../../lib/http-error.js';
import * as catalog from '../catalog/catalog.service.js';
import type { Db } from '../catalog/catalog.repository.js';
import * as repo from './diagrams.repository.js';
import { toDiagram, toDiagramItem } from './diagrams.mapper.js';

export const MODERN_FORBIDDEN_MESSAGE = 'Modern car diagrams require authentication.';

export interface ItemDiagramsQuery {
  itemId: string;
  carSlug: string | null;
  groupSlug: string | null;
  authenticated: boolean;
}

/** The item, the diagrams that contain it (within the car and group when named) and its positions. */
export async function getItemDiagrams(db: Db, q: ItemDiagramsQuery): Promise<ItemDiagramsResponse> {
  if (q.carSlug !== null) {
    const car = await catalog.requireCar(db, q.carSlug);
    if (q.groupSlug !== null) await catalog.requireItemGroup(db, q.groupSlug);
    if (car.modern && !q.authenticated) {
      throw forbidden(MODERN_FORBIDDEN_MESSAGE, 'diagram_forbidden');
    }
  }
  const item = await catalog.requireItem(db, q.itemId);
  const diagramRows = await repo.listDiagramsWithItem(db, {
    itemId: q.itemId,
    carSlug: q.carSlug,
    groupSlug: q.groupSlug,
    excludeModern: !q.authenticated,
  });
  const positions = await repo.listItemPositions(
    db,
    q.itemId,
    diagramRows.map((d) => d.illustration),
  );
  const items = new Map([[item._id, item]]);
  return {
    item,
    diagrams: diagramRows.map(toDiagram),
    diagramItems: positions.map((row) => toDiagramItem(row, items)),
  };
}
