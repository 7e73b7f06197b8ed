import { beforeEach, describe, expect, it, vi } from 'vitest';

const zodHolder = globalThis as { __zod_globalConfig?: object };

describe('zod-jitless', () => {
  beforeEach(() => {
    vi.resetModules();
    delete zodHolder.__zod_globalConfig;
  });

  it('makes zod jitless when zod loads after it', async () => {
    await import('./zod-jitless');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });

  it('makes zod jitless when zod loaded before it', async () => {
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBeUndefined();
    await import('./zod-jitless');
    expect(config().jitless).toBe(true);
  });
});
