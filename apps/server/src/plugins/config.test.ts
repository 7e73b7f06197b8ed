import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: 'sqlite:data/shop.sqlite',
      seed: 'demo',
      publicDir: 'data/public',
      appSecret: undefined,
      logLevel: 'info',
      trustProxy: false,
      searchCacheSeconds: 10,
    });
    expect(config.webDist).toMatch(/apps[/\\]web[/\\]dist$/);
  });

  it('reads the environment and treats empty values as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      SEED: 'none',
      APP_SECRET: '',
      LOG_LEVEL: 'warn',
      SEARCH_CACHE_SECONDS: '0',
    });
    expect(config).toMatchObject({
      searchCacheSeconds: 0,
      port: 8080,
      seed: 'none',
      appSecret: undefined,
      logLevel: 'warn',
    });
  });

  it('refuses invalid values with a readable message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ SEED: 'all' })).toThrow(/SEED/);
    expect(() => loadConfig({ APP_SECRET: 'short' })).toThrow(/APP_SECRET/);
    expect(() => loadConfig({ SEARCH_CACHE_SECONDS: '-1' })).toThrow(/SEARCH_CACHE_SECONDS/);
  });
});
