// Test fixtures for the shared limits: quotas small enough to reach, and a second app on a test
// app's database, as a second server process would run (its own connections, nothing in memory
// shared with the first).
import { join } from 'node:path';
import { startCheckoutSimulator, startSwishSimulator } from '@shop/simulators';
import type { FastifyInstance } from 'fastify';
import { buildApp, loadConfig } from '../../app.js';
import type { AppConfig } from '../../app.js';
import type { LimitsConfig, Quota } from '../../plugins/limits-config.js';
import type { TestApp } from '../../test/test-app.js';

const ROOMY: Quota = { max: 1_000_000, windowMs: 60_000 };

/** Order and Swish quotas as given; those not given out of the way. */
export function testLimits(
  quotas: {
    orders?: Partial<LimitsConfig['orders']>;
    swish?: Partial<LimitsConfig['swish']>;
  } = {},
): LimitsConfig {
  return {
    orders: { perIp: ROOMY, perEmail: ROOMY, ...quotas.orders },
    swish: { perIp: ROOMY, perEmail: ROOMY, ...quotas.swish },
    sweepMs: 3_600_000,
  };
}

/** Another app on `t`'s database with `config` on top; closed by the caller. */
export async function secondApp(
  t: TestApp,
  config: Partial<AppConfig> = {},
): Promise<FastifyInstance> {
  const app = await buildApp(
    {
      ...loadConfig({}),
      databaseUrl: t.databaseUrl,
      seed: 'none',
      publicDir: join(t.dir, 'public-second'),
      diagramsDir: join(t.dir, 'diagrams'),
      webDist: t.webDist,
      appSecret: undefined,
      logLevel: 'silent',
      trustProxy: false,
      mail: { ...loadConfig({}).mail, worker: false },
      ...config,
    },
    { paymentSimulators: { swish: startSwishSimulator, checkout: startCheckoutSimulator } },
  );
  await app.ready();
  return app;
}

/** The quotas' clock of `app`, moved on by hand: a window ends without the test waiting for it. */
export function rateLimitClock(app: FastifyInstance): { pass(ms: number): void } {
  let passed = 0;
  app.rateLimitClock.now = () => new Date(Date.now() + passed);
  return {
    pass(ms) {
      passed += ms;
    },
  };
}
