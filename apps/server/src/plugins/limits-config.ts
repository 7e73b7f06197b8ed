// The order quotas from the environment (README "Configuration"): how many orders and Swish
// requests one client IP and one email address may make per window, and how often ended counts are
// swept. A retried draft counts again, so each quota leaves room for a few retries.
import { z } from 'zod';

const count = (fallback: number) =>
  z.coerce.number().int().min(1).max(10_000_000).default(fallback);
const seconds = (fallback: number) => z.coerce.number().int().min(1).max(86_400).default(fallback);

const limitsEnvSchema = z.object({
  // One IP may be a whole office or a mobile carrier's customers.
  ORDER_LIMIT_IP_MAX: count(20),
  ORDER_LIMIT_IP_WINDOW_SECONDS: seconds(600),
  // A customer places an order or two; a workshop a few more.
  ORDER_LIMIT_EMAIL_MAX: count(10),
  ORDER_LIMIT_EMAIL_WINDOW_SECONDS: seconds(3600),
  // A declined Swish payment is asked for again from the same page.
  SWISH_LIMIT_IP_MAX: count(20),
  SWISH_LIMIT_IP_WINDOW_SECONDS: seconds(600),
  SWISH_LIMIT_EMAIL_MAX: count(10),
  SWISH_LIMIT_EMAIL_WINDOW_SECONDS: seconds(3600),
  RATE_LIMIT_SWEEP_SECONDS: seconds(600),
});

/** At most `max` requests per `windowMs`; the window starts with the first. */
export interface Quota {
  max: number;
  windowMs: number;
}

export interface LimitsConfig {
  /** POST /api/legacy/order/create. */
  orders: { perIp: Quota; perEmail: Quota };
  /** POST /api/swish/request. */
  swish: { perIp: Quota; perEmail: Quota };
  /** How often each process deletes the counts whose window has ended. */
  sweepMs: number;
}

/** The order quotas, from the variables that are set. */
export function loadLimitsConfig(env: Record<string, string | undefined>): LimitsConfig {
  const parsed = limitsEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const quota = (max: number, windowSeconds: number): Quota => ({
    max,
    windowMs: windowSeconds * 1000,
  });
  return {
    orders: {
      perIp: quota(e.ORDER_LIMIT_IP_MAX, e.ORDER_LIMIT_IP_WINDOW_SECONDS),
      perEmail: quota(e.ORDER_LIMIT_EMAIL_MAX, e.ORDER_LIMIT_EMAIL_WINDOW_SECONDS),
    },
    swish: {
      perIp: quota(e.SWISH_LIMIT_IP_MAX, e.SWISH_LIMIT_IP_WINDOW_SECONDS),
      perEmail: quota(e.SWISH_LIMIT_EMAIL_MAX, e.SWISH_LIMIT_EMAIL_WINDOW_SECONDS),
    },
    sweepMs: e.RATE_LIMIT_SWEEP_SECONDS * 1000,
  };
}
