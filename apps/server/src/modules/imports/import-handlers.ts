// The handler of each kind of import row.
import type { ImportKind } from '@shop/domain';
import type { KindHandler } from './import-handler.js';
import { itemsHandler } from './import-items.js';
import { carGroupsHandler, carsHandler, fitsHandler } from './import-structure.js';
import { supersessionsHandler } from './import-supersessions.js';
import { diagramItemsHandler, diagramsHandler } from './import-diagrams.js';

const HANDLERS: { [K in ImportKind]: KindHandler<K> } = {
  items: itemsHandler,
  car_groups: carGroupsHandler,
  cars: carsHandler,
  fits: fitsHandler,
  supersessions: supersessionsHandler,
  diagrams: diagramsHandler,
  diagram_items: diagramItemsHandler,
};

export function handlerOf<K extends ImportKind>(kind: K): KindHandler<K> {
  return HANDLERS[kind] as KindHandler<K>;
}
