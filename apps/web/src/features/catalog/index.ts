// Public surface of the catalog feature: the route pages, plus the item cells and links other views reuse.
export { CarPage } from './components/car-page';
export type { CarPageMode } from './components/car-page';
export { ItemPage } from './components/item-page';
export { PriceCell, ShipsCell } from './components/item-columns';
export { carPath, itemPath } from './paths';
