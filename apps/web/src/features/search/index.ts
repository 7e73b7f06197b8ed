// Public surface of the search feature: the /search page, and the results the other search routes
// embed (app/routes' car search and diagram search). The addresses live in lib/search-paths.ts.
export { SearchPage } from './search-page';
export { SearchResults } from './components/search-results';
export type { SearchResultsProps } from './components/search-results';
export type { SearchScope } from './search-query';
