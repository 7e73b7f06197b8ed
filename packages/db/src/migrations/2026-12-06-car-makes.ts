// A car's make ("Volvo") beside its model name ("240"), so customers read "Volvo 240". Cars written
// before it have none (null) and read by their name alone until an import or a new seed sets it.
import type { Migration } from 'kysely/migration';

export function carMakesMigration(): Migration {
  return {
    up: async (db) => {
      await db.schema.alterTable('cars').addColumn('make', 'text').execute();
    },
    down: async (db) => {
      await db.schema.alterTable('cars').dropColumn('make').execute();
    },
  };
}
