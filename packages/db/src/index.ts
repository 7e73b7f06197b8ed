// Public face of @shop/db. Implementations live in the files named below.
export type * from './schema.js';
export { createDb, type DbHandle, type DbOptions, type Dialect } from './client.js';
export { migrateToLatest, migrateDownAll, dialectOf } from './migrate.js';
export { seedDemo, isEmpty, type SeedResult } from './seed.js';
export { catalogVocabulary } from './demo/vocabulary/index.js';
export { writeDemoAssets, demoDrawingSamples, DEMO_ASSETS_MARKER } from './assets.js';
export { generateLargeCatalog, type LargeCatalogOptions } from './large-catalog.js';
export { normaliseReference } from '@shop/domain';
export { carSearchToken, referenceNormSql } from './search-index.js';
export { refreshSearchWords } from './search-words.js';
export { writeTransaction, afterCommit, type Executor, type WriteOptions } from './transaction.js';
export { createTemporaryPgDatabase, type TemporaryDatabase } from './temporary-database.js';
export {
  createDemoTemplate,
  copyDemoTemplate,
  type DemoTemplate,
  type DemoCopy,
} from './demo-template.js';
export { listen, notify, type ListenOptions, type NotificationListener } from './notifications.js';
export { openSqliteReadPool, type SqliteReadPool } from './sqlite-read-pool.js';
export { isUniqueViolation } from './unique-violation.js';
export { generateItem, DEMO_ITEM_COUNT, type ItemBundle } from './demo/item.generator.js';
export { withBulkItemWrites, sqliteDataVersion } from './bulk-write.js';
export { copyRows, type CopyTarget, type CopyValue } from './copy-rows.js';
export { ITEM_TABLE_COLUMNS } from './item-columns.js';
