// PostgreSQL parses and plans each statement sent as text, every time. The shop's writes are a few
// dozen statements run all day, so each goes out as a named prepared statement instead: every
// connection plans it once. Reads stay plain text, so a search is always planned for its own terms.
import { createHash } from 'node:crypto';
import pg from 'pg';

/** Distinct statements named at most; later ones go out as plain text. */
const NAMED_MAX = 500;
/** Longer SQL is a bulk insert of many rows, which is not repeated. */
const NAMED_SQL_MAX_LENGTH = 4000;
const WRITE = /^\s*(insert|update|delete)\s/i;
// A "*" result would change shape with a migration, which PostgreSQL refuses for a prepared plan.
const STAR_RESULT = /\breturning\s+\*/i;

const names = new Map<string, string | null>();

/** The statement's name when it is sent prepared, else null. */
export function preparedNameOf(sql: string): string | null {
  let name = names.get(sql);
  if (name === undefined) {
    const named = sql.length <= NAMED_SQL_MAX_LENGTH && WRITE.test(sql) && !STAR_RESULT.test(sql);
    name = named ? `shop_${createHash('sha1').update(sql).digest('hex')}` : null;
    if (names.size >= NAMED_MAX) return null;
    names.set(sql, name);
  }
  return name;
}

/** pg's client, sending the shop's writes as named prepared statements. */
export class PreparingClient extends pg.Client {}

const plainQuery = pg.Client.prototype.query;
PreparingClient.prototype.query = function query(
  this: pg.Client,
  config: unknown,
  values?: unknown,
  callback?: unknown,
) {
  // Kysely sends (sql, parameters) and awaits the promise.
  if (typeof config === 'string' && Array.isArray(values) && callback === undefined) {
    const name = preparedNameOf(config);
    if (name !== null) return Reflect.apply(plainQuery, this, [{ name, text: config, values }]);
  }
  return Reflect.apply(plainQuery, this, [config, values, callback].slice(0, arguments.length));
} as typeof pg.Client.prototype.query;
