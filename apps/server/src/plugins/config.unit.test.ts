import { describe, expect, it } from 'vitest';
import { diagramsDirOf, loadConfig, mailDirOf } from './config.js';

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
      publicUrl: 'http://127.0.0.1:3000',
      diagramsDir: undefined,
      timeouts: { headersMs: 10_000, requestMs: 30_000, keepAliveMs: 10_000, idleMs: 60_000 },
      rateLimit: { writes: 60, windowMs: 60_000 },
      limits: {
        orders: {
          perIp: { max: 20, windowMs: 600_000 },
          perEmail: { max: 10, windowMs: 3_600_000 },
        },
        swish: {
          perIp: { max: 20, windowMs: 600_000 },
          perEmail: { max: 10, windowMs: 3_600_000 },
        },
        sweepMs: 600_000,
      },
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
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow(/REQUEST_TIMEOUT_MS/);
    expect(() => loadConfig({ RATE_LIMIT_WRITES: '0' })).toThrow(/RATE_LIMIT_WRITES/);
    expect(() => loadConfig({ ORDER_LIMIT_IP_MAX: '0' })).toThrow(/ORDER_LIMIT_IP_MAX/);
    expect(() => loadConfig({ SWISH_LIMIT_EMAIL_WINDOW_SECONDS: 'x' })).toThrow(
      /SWISH_LIMIT_EMAIL_WINDOW_SECONDS/,
    );
  });

  it('reads the order quotas', () => {
    const { limits } = loadConfig({
      ORDER_LIMIT_IP_MAX: '5',
      ORDER_LIMIT_EMAIL_WINDOW_SECONDS: '60',
      SWISH_LIMIT_IP_WINDOW_SECONDS: '30',
      RATE_LIMIT_SWEEP_SECONDS: '120',
    });
    expect(limits).toMatchObject({
      orders: { perIp: { max: 5, windowMs: 600_000 }, perEmail: { max: 10, windowMs: 60_000 } },
      swish: { perIp: { max: 20, windowMs: 30_000 } },
      sweepMs: 120_000,
    });
  });

  it('keeps the headers timeout within the request timeout', () => {
    const { timeouts } = loadConfig({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '9000' });
    expect(timeouts).toMatchObject({ headersMs: 5000, requestMs: 5000 });
  });
});

describe('diagramsDirOf', () => {
  it('puts the drawings beside the public folder unless DIAGRAMS_DIR says otherwise', () => {
    expect(diagramsDirOf(loadConfig({ PUBLIC_DIR: '/srv/shop/public' }))).toBe(
      '/srv/shop/diagrams',
    );
    expect(diagramsDirOf(loadConfig({ DIAGRAMS_DIR: '/srv/private' }))).toBe('/srv/private');
  });
});

describe('PUBLIC_URL', () => {
  it.each([
    [{ HOST: '0.0.0.0', PORT: '8080' }, 'http://127.0.0.1:8080'],
    [{ HOST: '::', PORT: '8080' }, 'http://localhost:8080'],
    [{ HOST: '::1' }, 'http://[::1]:3000'],
    [{ HOST: 'shop.internal' }, 'http://shop.internal:3000'],
  ])('defaults to the listening address (%j)', (env, origin) => {
    expect(loadConfig(env).publicUrl).toBe(origin);
  });

  it.each([
    ['https://shop.example.com', 'https://shop.example.com'],
    ['https://shop.example.com/', 'https://shop.example.com'],
    ['HTTP://Shop.Example.com:8443', 'http://shop.example.com:8443'],
    ['https://shop.example.com:443', 'https://shop.example.com'],
  ])('takes the origin of %s', (value, origin) => {
    expect(loadConfig({ PUBLIC_URL: value }).publicUrl).toBe(origin);
  });

  it.each([
    'shop.example.com',
    'ftp://shop.example.com',
    'https://shop.example.com/shop',
    'https://shop.example.com/?a=1',
    'https://user:pw@shop.example.com',
    'javascript:alert(1)',
  ])('refuses %s', (value) => {
    expect(() => loadConfig({ PUBLIC_URL: value })).toThrow(/PUBLIC_URL/);
  });
});

describe('mail settings', () => {
  it('default to .eml files beside the public folder, sent by this process with retries', () => {
    const config = loadConfig({ PUBLIC_DIR: '/srv/shop/public' });
    expect(config.mail).toEqual({
      smtpUrl: undefined,
      shopEmail: 'shop@localhost',
      fromName: undefined,
      dir: undefined,
      worker: true,
      intervalMs: 1000,
      leaseMs: 60_000,
      retryBaseMs: 5000,
      retryMaxMs: 900_000,
      maxAttempts: 12,
    });
    expect(mailDirOf(config)).toBe('/srv/shop/mail');
    expect(mailDirOf(loadConfig({ MAIL_DIR: '/var/mail/shop' }))).toBe('/var/mail/shop');
  });

  it('reads the environment', () => {
    const { mail } = loadConfig({
      SMTP_URL: 'smtp://user:pass@mail.example.com:587',
      SHOP_EMAIL: 'order@example.com',
      MAIL_FROM: 'Nordic Parts',
      MAIL_WORKER: 'off',
      MAIL_INTERVAL_MS: '200',
      MAIL_LEASE_SECONDS: '30',
      MAIL_RETRY_MS: '100',
      MAIL_RETRY_MAX_MS: '50',
      MAIL_MAX_ATTEMPTS: '3',
    });
    expect(mail).toMatchObject({
      smtpUrl: 'smtp://user:pass@mail.example.com:587',
      shopEmail: 'order@example.com',
      fromName: 'Nordic Parts',
      worker: false,
      intervalMs: 200,
      leaseMs: 30_000,
      retryBaseMs: 100,
      // Never below the first wait.
      retryMaxMs: 100,
      maxAttempts: 3,
    });
  });

  it('refuses values that would fail only when the first mail is sent', () => {
    expect(() => loadConfig({ SMTP_URL: 'mail.example.com' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ SHOP_EMAIL: 'shop' })).toThrow(/SHOP_EMAIL/);
    expect(() => loadConfig({ MAIL_WORKER: 'no' })).toThrow(/MAIL_WORKER/);
    expect(() => loadConfig({ MAIL_LEASE_SECONDS: '1' })).toThrow(/MAIL_LEASE_SECONDS/);
    expect(() => loadConfig({ MAIL_MAX_ATTEMPTS: '0' })).toThrow(/MAIL_MAX_ATTEMPTS/);
  });
});
