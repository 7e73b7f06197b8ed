// Public surface of the diagrams feature: the route pages, and the car page's diagram list.
export { DiagramPage } from './components/diagram-page';
export { DiagramList } from './components/diagram-list';
export type { DiagramListProps } from './components/diagram-list';
export { LegacyItemPage } from './components/legacy-item-page';
export { useDiagram } from './api';
