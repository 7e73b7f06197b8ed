// Public surface of the catalog feature: the route components the router renders.
export { CarPage } from './components/car-page';
export type { CarPageMode } from './components/car-page';
export { ItemPage } from './components/item-page';
