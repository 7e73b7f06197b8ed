// Failed logins counted in the database, so every server process shares the count, on three keys:
// an address from one IP (stops one guesser without locking the owner out from elsewhere), an
// address from everywhere (stops guessing spread over many IPs), and an IP over all addresses.
// Addresses count whether or not an account has them, so a lockout tells nothing.
import type { AppContext } from '../../lib/app-context.js';
import type { AccountsConfig } from '../../plugins/accounts-config.js';
import * as repo from './users.repository.js';

type Limits = Pick<
  AccountsConfig,
  'loginFailuresMax' | 'loginAddressFailuresMax' | 'loginIpFailuresMax' | 'loginWindowMs'
>;

export const addressKey = (emailKey: string) => `email:${emailKey}`;
export const pairKey = (emailKey: string, ip: string) => `pair:${ip}|${emailKey}`;
export const ipKey = (ip: string) => `ip:${ip}`;

/** The keys a login attempt for the address from the IP counts against. */
export function loginKeys(emailKey: string, ip: string): string[] {
  return [pairKey(emailKey, ip), addressKey(emailKey), ipKey(ip)];
}

function maxFor(limits: Limits, key: string): number {
  if (key.startsWith('ip:')) return limits.loginIpFailuresMax;
  if (key.startsWith('email:')) return limits.loginAddressFailuresMax;
  return limits.loginFailuresMax;
}

/** When the caller may try again (ms from now) if any of `keys` has used up its failures; else 0. */
export async function lockedFor(
  ctx: AppContext,
  limits: Limits,
  keys: readonly string[],
  now: Date,
): Promise<number> {
  const rows = await repo.readFailures(ctx.db, keys, now.toISOString());
  const ends = rows
    .filter((row) => row.failures >= maxFor(limits, row.key))
    .map((row) => Date.parse(row.window_ends_at) - now.getTime());
  return ends.length ? Math.max(...ends) : 0;
}

export async function recordFailures(
  ctx: AppContext,
  limits: Limits,
  keys: readonly string[],
  now: Date,
): Promise<void> {
  const windowEnds = new Date(now.getTime() + limits.loginWindowMs).toISOString();
  for (const key of keys) await repo.recordFailure(ctx.db, key, now.toISOString(), windowEnds);
}

export function clearFailures(ctx: AppContext, key: string): Promise<void> {
  return repo.clearFailures(ctx.db, key);
}
