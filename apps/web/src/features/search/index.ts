// Public surface of the search feature: the /search page, the results other search routes embed
// (car search, diagram search) and the addresses of the search routes.
export { SearchPage } from './search-page';
export { SearchResults } from './components/search-results';
export type { SearchResultsProps } from './components/search-results';
export type { SearchScope } from './search-query';
export { carSearchPath, diagramSearchPath, searchPath, searchTarget, shownQuery } from './paths';
export type { SearchView } from './paths';
