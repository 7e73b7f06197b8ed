// Catalog limits shared by the server's queries and the web's pagers.

/** Items per page of an item list (GET /api/items/car/...). */
export const ITEMS_PAGE_SIZE = 24;
/** Highest page number accepted in a path. */
export const MAX_PAGE = 10000;

/** An item list's orders, as `?sort=` names them (a plain list: the web's pages need no zod). */
export const ITEM_SORTS = ['name', '-name', 'price', '-price'] as const;
export type ItemSort = (typeof ITEM_SORTS)[number];
