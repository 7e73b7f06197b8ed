// The handler of each kind of import row.
import type { ImportKind } from '@shop/domain';
import type { KindHandler } from './import-handler.js';
import { itemsHandler } from './import-items.js';
import { carGroupsHandler, carsHandler, fitsHandler } from './import-structure.js';

const HANDLERS: { [K in ImportKind]?: KindHandler<K> } = {
  items: itemsHandler,
  car_groups: carGroupsHandler,
  cars: carsHandler,
  fits: fitsHandler,
};

export function handlerOf<K extends ImportKind>(kind: K): KindHandler<K> {
  const handler = HANDLERS[kind];
  if (!handler) throw new Error(`No import handler for ${kind}`);
  return handler as KindHandler<K>;
}
