// Login attempts counted in the database, so every server process shares the count, on three keys:
// an address from one IP (stops one guesser without locking the owner out from elsewhere), an
// address from everywhere (stops guessing spread over many IPs), and an IP over all addresses.
// Addresses count whether or not an account has them, so a lockout tells nothing. An attempt is
// counted before its password is checked, so a burst of parallel guesses cannot all get through.
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

/**
 * Counts an attempt for the address from the IP, before its password is checked: 0 when it may
 * go on (it stays counted as a failure until `attemptSucceeded`), else the ms until the caller may
 * try again. A refused attempt is taken back: nothing was checked, so it is no failure.
 */
export async function startAttempt(
  ctx: AppContext,
  limits: Limits,
  emailKey: string,
  ip: string,
  now: Date,
): Promise<number> {
  const keys = loginKeys(emailKey, ip);
  const windowEnds = new Date(now.getTime() + limits.loginWindowMs).toISOString();
  const counts = await repo.countAttempt(ctx.db, keys, now.toISOString(), windowEnds);
  const ends = counts
    .filter((row) => row.failures > maxFor(limits, row.key))
    .map((row) => Date.parse(row.window_ends_at) - now.getTime());
  if (!ends.length) return 0;
  for (const key of keys) await repo.uncountAttempt(ctx.db, key);
  // A parallel attempt that read the clock later may have opened the window a few ms ahead.
  return Math.min(limits.loginWindowMs, Math.max(1, ...ends));
}

/**
 * The right password: the address's counts start again; the IP's only loses this attempt (it may
 * be guessing at other addresses).
 */
export async function attemptSucceeded(
  ctx: AppContext,
  emailKey: string,
  ip: string,
): Promise<void> {
  const [pair, address, ipOnly] = loginKeys(emailKey, ip) as [string, string, string];
  await clearFailures(ctx, pair);
  await clearFailures(ctx, address);
  await repo.uncountAttempt(ctx.db, ipOnly);
}

export function clearFailures(ctx: AppContext, key: string): Promise<void> {
  return repo.clearFailures(ctx.db, key);
}
