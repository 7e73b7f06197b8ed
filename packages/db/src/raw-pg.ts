// Package-internal access to the pg pool behind a Kysely instance (COPY only). Not exported from
// index.ts: other packages go through Kysely.
import type pg from 'pg';

const pools = new WeakMap<object, pg.Pool>();

export function registerPgPool(db: object, pool: pg.Pool): void {
  pools.set(db, pool);
}

export function pgPool(db: object): pg.Pool | undefined {
  return pools.get(db);
}
