// Public face of @shop/db. Implementations live in the files named below.
export type * from './schema.js';
export { createDb, type DbHandle, type Dialect } from './client.js';
export { migrateToLatest } from './migrate.js';
export { seedDemo, isEmpty } from './seed.js';
export { writeDemoAssets } from './assets.js';
export { generateLargeCatalog } from './large-catalog.js';
export { normalizeReference } from '@shop/domain';
