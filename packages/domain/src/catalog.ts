// Catalog limits shared by the server's queries and the web's pagers.

/** Items per page of an item list (GET /api/items/car/...). */
export const ITEMS_PAGE_SIZE = 24;
/** Highest page number accepted in a path. */
export const MAX_PAGE = 10000;
