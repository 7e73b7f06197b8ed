// The payment providers' settings from the environment (README "Payments"). A provider whose URL is
// unset is served by its simulator on loopback, so the shop runs with no outside network.
import { readFileSync } from 'node:fs';
import { z } from 'zod';

const ms = (fallback: number, max = 3_600_000) =>
  z.coerce.number().int().min(50).max(max).default(fallback);
const httpUrl = (name: string) =>
  z
    .string()
    .regex(/^https?:\/\/[^/]/i, `${name} must be an absolute http(s) URL`)
    .transform((url) => url.replace(/\/+$/, ''))
    .optional();

const paymentsEnvSchema = z.object({
  SWISH_URL: httpUrl('SWISH_URL'),
  SWISH_PAYEE_ALIAS: z
    .string()
    .regex(/^123\d{7}$/, 'SWISH_PAYEE_ALIAS is the merchant number: 10 digits starting 123')
    .default('1234679304'),
  SWISH_CERT: z.string().optional(),
  SWISH_KEY: z.string().optional(),
  SWISH_CA: z.string().optional(),
  SWISH_CERT_PASSPHRASE: z.string().optional(),
  SWISH_CALLBACK_URL: httpUrl('SWISH_CALLBACK_URL'),
  CHECKOUT_URL: httpUrl('CHECKOUT_URL'),
  CHECKOUT_USERNAME: z.string().default('shop'),
  CHECKOUT_PASSWORD: z.string().default('simulator'),
  CHECKOUT_ORIGINS: z.string().optional(),
  PAYMENT_CALLBACK_BASE_URL: httpUrl('PAYMENT_CALLBACK_BASE_URL'),
  PAYMENT_EXPIRY_MINUTES: z.coerce.number().int().min(1).max(10_080).default(30),
  UNPAID_ORDER_EXPIRY_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  PAYMENT_WAIT_MS: ms(235_000, 600_000),
  PAYMENT_POLL_MS: ms(10_000),
  PAYMENT_SWEEP_MS: ms(60_000),
  PROVIDER_TIMEOUT_MS: ms(15_000, 120_000),
  SIMULATORS_DIR: z.string().min(1).optional(),
  SIMULATOR_PAID_AFTER_MS: ms(4000, 600_000),
});

/** PEM files of the Swish merchant certificate, its key and Swish's root CA. */
export interface SwishTls {
  cert: string;
  key: string;
  ca: string;
  passphrase: string | undefined;
}

export interface PaymentsConfig {
  swish: {
    /** e.g. https://mss.cpc.getswish.net/swish-cpcapi; unset: the simulator. */
    url: string | undefined;
    payeeAlias: string;
    /** Unset with the simulator, which issues the shop its certificate. */
    tls: SwishTls | undefined;
    /** Where Swish posts its callbacks; unset: the callback base + /api/payments/swish/callback. */
    callbackUrl: string | undefined;
  };
  checkout: {
    /** e.g. https://api.playground.klarna.com; unset: the simulator. */
    url: string | undefined;
    username: string;
    password: string;
    /** Origins the checkout's snippet loads scripts and frames from (CSP); unset: CHECKOUT_URL's. */
    origins: string[] | undefined;
  };
  /** The public https origin providers call back; unset: PUBLIC_URL. */
  callbackBaseUrl: string | undefined;
  /** An unpaid order paid through a provider is cancelled after this long. */
  expiryMs: number;
  /** An order paid by bank transfer or in store that is still unpaid is cancelled after this long. */
  directExpiryMs: number;
  /** How long POST /api/swish/request holds the call open for the outcome (SPEC: within 240 s). */
  waitMs: number;
  /** While waiting, the provider's status is asked after this long, then at this interval. */
  pollMs: number;
  /** How often expired orders are looked for. */
  sweepMs: number;
  /** Each call to a provider gives up after this long. */
  providerTimeoutMs: number;
  simulators: {
    /** Where the Swish simulator keeps the certificates it issued; unset: `simulators` beside PUBLIC_DIR. */
    dir: string | undefined;
    /** How soon a simulated Swish request turns PAID. */
    paidAfterMs: number;
    /** Tests: waits between the Swish simulator's callback attempts (default: Swish's schedule). */
    swishRetryDelaysMs?: number[];
    /** Tests: how soon the checkout simulator pushes, and repeats until acknowledged. */
    checkoutPushDelayMs?: number;
    checkoutPushRetryMs?: number;
  };
}

function readPem(name: string, path: string | undefined): string {
  if (path === undefined)
    throw new Error(`Invalid configuration: ${name} is required with SWISH_URL`);
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`Invalid configuration: ${name} cannot be read (${(error as Error).message})`, {
      cause: error,
    });
  }
}

/** The payments part of the configuration, from the (non-empty) environment variables. */
export function loadPaymentsConfig(present: Record<string, string | undefined>): PaymentsConfig {
  const parsed = paymentsEnvSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const tls =
    e.SWISH_URL === undefined
      ? undefined
      : {
          cert: readPem('SWISH_CERT', e.SWISH_CERT),
          key: readPem('SWISH_KEY', e.SWISH_KEY),
          ca: readPem('SWISH_CA', e.SWISH_CA),
          passphrase: e.SWISH_CERT_PASSPHRASE,
        };
  const origins = e.CHECKOUT_ORIGINS?.split(/[\s,]+/).filter((origin) => origin !== '');
  return {
    swish: {
      url: e.SWISH_URL,
      payeeAlias: e.SWISH_PAYEE_ALIAS,
      tls,
      callbackUrl: e.SWISH_CALLBACK_URL,
    },
    checkout: {
      url: e.CHECKOUT_URL,
      username: e.CHECKOUT_USERNAME,
      password: e.CHECKOUT_PASSWORD,
      origins,
    },
    callbackBaseUrl: e.PAYMENT_CALLBACK_BASE_URL,
    expiryMs: e.PAYMENT_EXPIRY_MINUTES * 60_000,
    directExpiryMs: e.UNPAID_ORDER_EXPIRY_DAYS * 86_400_000,
    waitMs: e.PAYMENT_WAIT_MS,
    pollMs: e.PAYMENT_POLL_MS,
    sweepMs: e.PAYMENT_SWEEP_MS,
    providerTimeoutMs: e.PROVIDER_TIMEOUT_MS,
    simulators: { dir: e.SIMULATORS_DIR, paidAfterMs: e.SIMULATOR_PAID_AFTER_MS },
  };
}
