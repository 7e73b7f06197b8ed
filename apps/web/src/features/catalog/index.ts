// Public surface of the catalog feature: the item page, and the car page's frame and item views
// that app/routes/car-page.tsx composes with the diagrams and search features.
export { CarFrame, CarItems } from './components/car-frame';
export type { CarFrameView, CarPageMode } from './components/car-frame';
export { PartGroups } from './components/part-groups';
export { ItemPage } from './components/item-page';
