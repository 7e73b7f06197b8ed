// Public surface of the search feature.
export { SearchPage, MIN_QUERY_LENGTH } from './search-page';
