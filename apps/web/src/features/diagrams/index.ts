// Public surface of the diagrams feature.
export { DiagramPage } from './diagram-page';
export { DiagramSearchPage } from './diagram-search-page';
