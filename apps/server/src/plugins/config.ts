// Environment configuration, parsed once at start (DESIGN §3); buildApp options override it.
import { fileURLToPath } from 'node:url';
import fp from 'fastify-plugin';
import { z } from 'zod';

// src/plugins and dist/plugins sit at the same depth, so this resolves from source and from build.
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

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
});

export type LogLevel = (typeof LOG_LEVELS)[number];

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string;
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
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    seed: e.SEED,
    publicDir: e.PUBLIC_DIR,
    webDist: e.WEB_DIST,
    appSecret: e.APP_SECRET,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === 'true' || e.TRUST_PROXY === '1',
    searchCacheSeconds: e.SEARCH_CACHE_SECONDS,
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
