// What other features of the catalog may use of `search` (the only file they may import from it).
export { DestinationSearch } from './destination-search';
export type { Destination } from './search-logic';
export { loadDestinations, useSearchIndex } from './use-search-index';
