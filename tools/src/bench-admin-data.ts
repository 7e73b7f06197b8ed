// A million orders for bench:admin, made by the database itself from a number series (no rows
// cross the wire): the orders table's secondary indexes are dropped first and rebuilt once after.
// Spread over three years, with skewed states, countries and payments like a real shop's.
import { randomBytes, createHash, randomUUID } from 'node:crypto';
import type { Database, Dialect } from '@shop/db';
import { dialectOf } from '@shop/db';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/** 2024-01-01T00:00:00Z, and one order every 95 s: a million orders take three years. */
const START_S = 1_704_067_200;
const STEP_S = 95;

/** Engine-specific pieces of the one INSERT … SELECT. */
const DIALECT = {
  sqlite: {
    series: (n: number) =>
      `with recursive s(i) as (select 0 union all select i + 1 from s where i < ${n - 1})`,
    from: 's',
    id: `printf('bench%027d', i)`,
    text: (e: string) => `cast(${e} as text)`,
    instant: `strftime('%Y-%m-%dT%H:%M:%S.000Z', ${START_S} + i * ${STEP_S}, 'unixepoch')`,
  },
  postgres: {
    series: () => '',
    from: (n: number) => `generate_series(0::bigint, ${n - 1}) as s(i)`,
    id: `'bench' || lpad(i::text, 27, '0')`,
    text: (e: string) => `(${e})::text`,
    instant: `to_char(to_timestamp(${START_S} + i * ${STEP_S}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS".000Z"')`,
  },
};

const bucket = (seed: number, cases: [number, string][], last: string) =>
  `case ${cases.map(([below, v]) => `when (i * ${seed}) % 100 < ${below} then '${v}'`).join(' ')} else '${last}' end`;

function insertSql(dialect: Dialect, n: number): string {
  const d = DIALECT[dialect];
  const from = typeof d.from === 'string' ? d.from : d.from(n);
  const status = bucket(
    7919,
    [
      [78, 'shipped'],
      [81, 'paid'],
      [85, 'awaiting_shipment'],
      [86, 'pending_payment'],
      [94, 'cancelled'],
      [96, 'partially_refunded'],
    ],
    'refunded',
  );
  const country = bucket(
    31,
    [
      [70, 'se'],
      [85, 'fi'],
      [93, 'no'],
      [97, 'dk'],
      [99, 'de'],
    ],
    'gb',
  );
  const payment = bucket(
    17,
    [
      [35, 'swish'],
      [65, 'klarna-checkout'],
      [85, 'invoice'],
      [95, 'bank-transfer'],
    ],
    'pay-in-store',
  );
  const inner = `select i, ${d.instant} as at, ${status} as status, ${country} as c,
      ${payment} as p, 'Given' || ${d.text('(i * 13) % 50')} as g,
      'Family' || ${d.text('(i * 101) % 5000')} as f, 10000 + (i * 37) % 90000 as total from ${from}`;
  const currency = `case c when 'se' then 'SEK' when 'no' then 'NOK' when 'gb' then 'GBP' else 'EUR' end`;
  return `${d.series(n)} insert into orders (id, number, draft_hash, status, email, language,
      country_id, country_name, currency, currency_symbol, euro_rate, exponent, vat_rate,
      transport_id, transport_name, payment_id, payment_slug, payment_name, items_total, shipping,
      handling, campaign, total, vat, billing_address, created_at, updated_at, country_slug, flag,
      confirmed_at, name_key, family_key)
    select ${d.id}, ${d.text('200000000 + i')}, 'bench', status,
      'buyer' || ${d.text('(i * 7) % 200000')} || '@example.com', 'sv', upper(c), upper(c),
      ${currency}, ${currency}, 1, 2, 2500, 'parcel', 'Parcel', p, p, p, total, 0, 0, 0, total,
      total / 5, '{"given_name":"' || g || '","family_name":"' || f ||
      '","street_address":"Storgatan 1","postal_code":"123 45","city":"Stockholm","phone":"070",' ||
      '"country":"' || c || '"}', at, at, c, case when i % 997 = 0 then 'amount_mismatch' end, at,
      lower(g || ' ' || f), lower(f)
    from (${inner}) o`;
}

async function secondaryIndexes(db: Kysely<Database>, dialect: Dialect) {
  const query =
    dialect === 'sqlite'
      ? sql<{ name: string; sql: string }>`select name, sql from sqlite_master
          where type = 'index' and tbl_name = 'orders' and sql is not null`
      : sql<{ name: string; sql: string }>`select i.indexname as name, i.indexdef as sql
          from pg_indexes i where i.tablename = 'orders' and not exists (
            select 1 from pg_constraint c where c.conname = i.indexname)`;
  return (await query.execute(db)).rows;
}

/** Writes `n` orders (numbers from 200000000) into an empty shop database. */
export async function generateOrders(db: Kysely<Database>, n: number): Promise<void> {
  const dialect = dialectOf(db);
  const indexes = await secondaryIndexes(db, dialect);
  for (const index of indexes) await sql`drop index ${sql.id(index.name)}`.execute(db);
  if (dialect === 'postgres') await sql`set maintenance_work_mem = '512MB'`.execute(db);
  await sql.raw(insertSql(dialect, n)).execute(db);
  for (const index of indexes) await sql.raw(index.sql).execute(db);
  await sql.raw(dialect === 'postgres' ? 'vacuum analyze orders' : 'analyze').execute(db);
}

/** A staff member's session straight in the database: the bench times reads, not the login. */
export async function staffToken(
  db: Kysely<Database>,
  role: 'staff' | 'admin' = 'staff',
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const userId = randomUUID();
  const iso = (ms: number) => new Date(now.getTime() + ms).toISOString();
  await db
    .insertInto('users')
    .values({
      id: userId,
      name: 'Bench Staff',
      email: `bench-${role}@example.com`,
      email_key: `bench-${role}@example.com`,
      email_confirmed_at: iso(0),
      pending_email: null,
      pending_password_hash: null,
      password_hash: 'unused',
      role,
      language: 'en',
      created_at: iso(0),
      updated_at: iso(0),
    })
    .execute();
  await db
    .insertInto('sessions')
    .values({
      id: randomUUID(),
      user_id: userId,
      token_hash: createHash('sha256').update(token).digest('hex'),
      created_at: iso(0),
      last_used_at: iso(0),
      expires_at: iso(3_600_000),
      hard_expires_at: iso(10 * 3_600_000),
      user_agent: 'bench:admin',
    })
    .execute();
  return token;
}
