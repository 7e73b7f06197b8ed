// The accounts' settings from the environment (decision 13): how long a login lasts, how many
// failed logins an address or IP may make, how long a mailed link works, the password hash's cost.
import { z } from 'zod';

const count = (fallback: number, max = 100_000) =>
  z.coerce.number().int().min(1).max(max).default(fallback);

const accountsEnvSchema = z.object({
  SESSION_IDLE_DAYS: z.coerce.number().min(0.001).max(365).default(7),
  SESSION_MAX_DAYS: z.coerce.number().min(0.001).max(365).default(30),
  // Staff sessions can refund money and change prices: they end sooner.
  STAFF_SESSION_IDLE_MINUTES: z.coerce.number().min(1).max(1440).default(30),
  STAFF_SESSION_MAX_HOURS: z.coerce.number().min(0.1).max(72).default(10),
  LOGIN_FAILURES_MAX: count(10),
  // Guesses spread over many IPs add up here; the owner's own IP is locked only past this.
  LOGIN_ADDRESS_FAILURES_MAX: count(50),
  // Higher than per address: an office or a mobile carrier puts many customers behind one IP.
  LOGIN_IP_FAILURES_MAX: count(100, 10_000_000),
  LOGIN_WINDOW_SECONDS: count(900, 86_400),
  // Shared by everyone behind one IP (an office, a mobile carrier).
  ACCOUNT_WRITES_MAX: count(20),
  ACCOUNT_WINDOW_SECONDS: count(900, 86_400),
  RESET_LINK_MINUTES: count(60, 10_080),
  CONFIRM_LINK_HOURS: count(72, 720),
  // OWASP's argon2id minimum: 19 MiB, two passes, one lane.
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(1024).max(1_048_576).default(19_456),
  ARGON2_PASSES: z.coerce.number().int().min(1).max(20).default(2),
});

export interface AccountsConfig {
  /** A session unused this long ends; each use moves its end, never past maxMs from login. */
  sessionIdleMs: number;
  sessionMaxMs: number;
  /** The same for staff and admins. */
  staffSessionIdleMs: number;
  staffSessionMaxMs: number;
  /** Failed logins for one address from one IP within the window; then that IP's logins to it answer 429. */
  loginFailuresMax: number;
  /** Failed logins for one address from all IPs within the window; then all its logins answer 429. */
  loginAddressFailuresMax: number;
  /** Failed logins per IP within the window before its logins answer 429. */
  loginIpFailuresMax: number;
  loginWindowMs: number;
  /** Registrations, reset requests and resets per IP within the window. */
  writesMax: number;
  writesWindowMs: number;
  resetLinkMs: number;
  confirmLinkMs: number;
  argon2: { memoryCost: number; timeCost: number };
}

const DAY_MS = 86_400_000;

/** The accounts' part of the configuration, from the variables that are set. */
export function loadAccountsConfig(env: Record<string, string | undefined>): AccountsConfig {
  const parsed = accountsEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  return {
    sessionIdleMs: Math.round(e.SESSION_IDLE_DAYS * DAY_MS),
    sessionMaxMs: Math.round(Math.max(e.SESSION_MAX_DAYS, e.SESSION_IDLE_DAYS) * DAY_MS),
    staffSessionIdleMs: e.STAFF_SESSION_IDLE_MINUTES * 60_000,
    staffSessionMaxMs: Math.max(
      e.STAFF_SESSION_MAX_HOURS * 3_600_000,
      e.STAFF_SESSION_IDLE_MINUTES * 60_000,
    ),
    loginFailuresMax: e.LOGIN_FAILURES_MAX,
    loginAddressFailuresMax: Math.max(e.LOGIN_ADDRESS_FAILURES_MAX, e.LOGIN_FAILURES_MAX),
    loginIpFailuresMax: e.LOGIN_IP_FAILURES_MAX,
    loginWindowMs: e.LOGIN_WINDOW_SECONDS * 1000,
    writesMax: e.ACCOUNT_WRITES_MAX,
    writesWindowMs: e.ACCOUNT_WINDOW_SECONDS * 1000,
    resetLinkMs: e.RESET_LINK_MINUTES * 60_000,
    confirmLinkMs: e.CONFIRM_LINK_HOURS * 3_600_000,
    argon2: { memoryCost: e.ARGON2_MEMORY_KIB, timeCost: e.ARGON2_PASSES },
  };
}
