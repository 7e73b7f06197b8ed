// Environment configuration, parsed once at start (DESIGN §3); buildApp options override it.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { loadAccountsConfig } from './accounts-config.js';
import type { AccountsConfig } from './accounts-config.js';
import { loadLimitsConfig } from './limits-config.js';
import type { LimitsConfig } from './limits-config.js';
import { loadPaymentsConfig } from './payments-config.js';
import type { PaymentsConfig } from './payments-config.js';

// src/plugins and dist/plugins sit at the same depth, so this resolves from source and from build.
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** A timeout in milliseconds: at least 50 ms (a test's small value), at most an hour. */
const timeoutMs = (fallback: number) =>
  z.coerce.number().int().min(50).max(3_600_000).default(fallback);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.string().min(1).default('sqlite:data/shop.sqlite'),
  SEED: z.enum(['demo', 'none']).default('demo'),
  PUBLIC_DIR: z.string().min(1).default('data/public'),
  WEB_DIST: z.string().min(1).default(DEFAULT_WEB_DIST),
  APP_SECRET: z.string().min(16, 'APP_SECRET needs at least 16 characters').optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  TRUST_PROXY: z.enum(['true', 'false', '1', '0']).default('false'),
  SEARCH_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  SQLITE_CHECKPOINTS: z.enum(['background', 'inline']).default('background'),
  PUBLIC_URL: z.string().optional(),
  DIAGRAMS_DIR: z.string().min(1).optional(),
  HEADERS_TIMEOUT_MS: timeoutMs(10_000),
  REQUEST_TIMEOUT_MS: timeoutMs(30_000),
  KEEP_ALIVE_TIMEOUT_MS: timeoutMs(10_000),
  IDLE_TIMEOUT_MS: timeoutMs(60_000),
  RATE_LIMIT_WRITES: z.coerce.number().int().min(1).max(1_000_000).default(60),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  // Contact messages per client IP and window: a person writes once or twice, a sender of spam more.
  CONTACT_MAX: z.coerce.number().int().min(1).max(1_000_000).default(5),
  CONTACT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]/i, 'SMTP_URL must look like smtp://user:pass@host:587 or smtps://…')
    .optional(),
  SHOP_EMAIL: z
    .string()
    .regex(/^[^\s@<>]+@[^\s@<>]+$/, 'SHOP_EMAIL must be an address such as shop@example.com')
    .default('shop@localhost'),
  MAIL_FROM: z.string().optional(),
  MAIL_DIR: z.string().min(1).optional(),
  MAIL_WORKER: z.enum(['on', 'off']).default('on'),
  MAIL_INTERVAL_MS: timeoutMs(1000),
  MAIL_LEASE_SECONDS: z.coerce.number().int().min(10).max(3600).default(60),
  MAIL_RETRY_MS: timeoutMs(5000),
  MAIL_RETRY_MAX_MS: timeoutMs(900_000),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(12),
});

export type LogLevel = (typeof LOG_LEVELS)[number];

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string;
  /** SQLite: copy the write-ahead log into the file in a worker thread, or inside commits. */
  sqliteCheckpoints: 'background' | 'inline';
  seed: 'demo' | 'none';
  publicDir: string;
  webDist: string;
  /** Signs XSRF tokens; unset: a random secret kept in the settings table, shared by all processes. */
  appSecret: string | undefined;
  logLevel: LogLevel;
  /** Honour X-Forwarded-* (behind a reverse proxy), e.g. for the Secure cookie flag. */
  trustProxy: boolean;
  /** How long a search answer is reused for the same query; 0: never (each search runs). */
  searchCacheSeconds: number;
  /**
   * The shop's public origin (scheme, host, port; no path) for canonical links, SEO and mail.
   * Never taken from the Host header, which the client chooses (a shared cache could keep a page
   * rendered for a forged host).
   */
  publicUrl: string;
  /**
   * Exploded drawings and their thumbnails, kept out of publicDir and served by a route that checks
   * who may see them; unset: the folder `diagrams` beside publicDir (see diagramsDirOf).
   */
  diagramsDir: string | undefined;
  /** Socket and request limits in milliseconds (the server's own defence against slow clients). */
  timeouts: ServerTimeouts;
  /** Anonymous writes (e.g. saving a cart) per client IP and window. */
  rateLimit: { writes: number; windowMs: number };
  /** Contact messages (POST /api/email/contact) per client IP and window. */
  contact: { max: number; windowMs: number };
  /** Orders and Swish requests per client IP and per email address; counts kept in the database. */
  limits: LimitsConfig;
  mail: MailConfig;
  payments: PaymentsConfig;
  accounts: AccountsConfig;
}

/** The mail outbox and its worker (decision 10). */
export interface MailConfig {
  /** smtp(s)://user:pass@host:port; unset: each mail is written as an .eml file under `dir`. */
  smtpUrl: string | undefined;
  /** The shop's address: the From of every mail and where the shop's own copies go. */
  shopEmail: string;
  /** Display name in From ("Name" <shopEmail>); unset: the bare address. */
  fromName: string | undefined;
  /** Where .eml files go without SMTP; unset: the folder `mail` beside publicDir (see mailDirOf). */
  dir: string | undefined;
  /** Whether this process sends the outbox (MAIL_WORKER=off: it only writes to it). */
  worker: boolean;
  /** How often the worker looks for due mail when nothing woke it. */
  intervalMs: number;
  /** How long a claimed mail is this process's to send before another may take it over. */
  leaseMs: number;
  /** Wait before the first retry; doubled after each failed attempt, up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** Failed attempts after which a mail is given up (status failed). */
  maxAttempts: number;
}

export interface ServerTimeouts {
  /** Until the request's headers have arrived. */
  headersMs: number;
  /** Until the whole request (headers and body) has arrived; then 408 and the connection closes. */
  requestMs: number;
  /** How long an idle keep-alive connection waits for its next request. */
  keepAliveMs: number;
  /** A socket with no traffic in either direction for this long is closed. */
  idleMs: number;
}

/** The drawings' folder: DIAGRAMS_DIR, else `diagrams` beside PUBLIC_DIR (data/public -> data/diagrams). */
export function diagramsDirOf(config: Pick<AppConfig, 'publicDir' | 'diagramsDir'>): string {
  return config.diagramsDir ?? join(dirname(resolve(config.publicDir)), 'diagrams');
}

/** The simulators' folder: SIMULATORS_DIR, else `simulators` beside PUBLIC_DIR. */
export function simulatorsDirOf(config: Pick<AppConfig, 'publicDir' | 'payments'>): string {
  return config.payments.simulators.dir ?? join(dirname(resolve(config.publicDir)), 'simulators');
}

/** The .eml folder: MAIL_DIR, else `mail` beside PUBLIC_DIR (data/public -> data/mail). */
export function mailDirOf(config: Pick<AppConfig, 'publicDir' | 'mail'>): string {
  return config.mail.dir ?? join(dirname(resolve(config.publicDir)), 'mail');
}

/**
 * The default public origin: the listening address, with a wildcard bind address replaced by the
 * loopback name a browser on this machine would use.
 */
export function listeningOrigin(host: string, port: number): string {
  const name = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? 'localhost' : host;
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}`;
}

/** The origin of an http(s) URL without path, query, fragment or credentials; else an error text. */
export function parseOrigin(text: string): string | Error {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return new Error('PUBLIC_URL must be an absolute URL such as https://shop.example.com');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return new Error('PUBLIC_URL must start with http:// or https://');
  }
  if (url.username || url.password || url.search || url.hash || url.pathname !== '/') {
    return new Error('PUBLIC_URL must be an origin only (no path, query, fragment or credentials)');
  }
  return url.origin;
}

/** Reads the configuration from environment variables; an empty variable counts as unset. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const publicUrl = parseOrigin(e.PUBLIC_URL ?? listeningOrigin(e.HOST, e.PORT));
  if (publicUrl instanceof Error) throw new Error(`Invalid configuration: ${publicUrl.message}`);
  // Node refuses a headers timeout longer than the request timeout.
  const requestMs = e.REQUEST_TIMEOUT_MS;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    sqliteCheckpoints: e.SQLITE_CHECKPOINTS,
    seed: e.SEED,
    publicDir: e.PUBLIC_DIR,
    webDist: e.WEB_DIST,
    appSecret: e.APP_SECRET,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === 'true' || e.TRUST_PROXY === '1',
    searchCacheSeconds: e.SEARCH_CACHE_SECONDS,
    publicUrl,
    diagramsDir: e.DIAGRAMS_DIR,
    timeouts: {
      headersMs: Math.min(e.HEADERS_TIMEOUT_MS, requestMs),
      requestMs,
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS,
      idleMs: e.IDLE_TIMEOUT_MS,
    },
    rateLimit: { writes: e.RATE_LIMIT_WRITES, windowMs: e.RATE_LIMIT_WINDOW_SECONDS * 1000 },
    contact: { max: e.CONTACT_MAX, windowMs: e.CONTACT_WINDOW_SECONDS * 1000 },
    limits: loadLimitsConfig(present),
    mail: {
      smtpUrl: e.SMTP_URL,
      shopEmail: e.SHOP_EMAIL,
      fromName: e.MAIL_FROM,
      dir: e.MAIL_DIR,
      worker: e.MAIL_WORKER === 'on',
      intervalMs: e.MAIL_INTERVAL_MS,
      leaseMs: e.MAIL_LEASE_SECONDS * 1000,
      retryBaseMs: e.MAIL_RETRY_MS,
      // A cap below the first wait would make the backoff shrink.
      retryMaxMs: Math.max(e.MAIL_RETRY_MAX_MS, e.MAIL_RETRY_MS),
      maxAttempts: e.MAIL_MAX_ATTEMPTS,
    },
    payments: loadPaymentsConfig(present),
    accounts: loadAccountsConfig(present),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    app.decorate('config', config);
  },
  { name: 'config' },
);
