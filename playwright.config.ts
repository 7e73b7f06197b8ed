import { defineConfig, devices } from '@playwright/test';

// Debian's chromium; Playwright never downloads a browser here.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // The shop's country domains reach the test server (e2e/language.spec.ts); set here, as a
    // launch option of its own would give that spec workers and browsers of its own.
    `--host-resolver-rules=${['shop.se', 'shop.nu', 'shop.fi', 'shop.eu', 'shop.com']
      .map((host) => `MAP ${host} 127.0.0.1`)
      .join(', ')}`,
  ],
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.BASE_URL ?? 'http://127.0.0.1:3000',
    launchOptions: chromium,
    // Recording a trace for every journey cost a sixth of the browser step; a failure keeps its
    // screenshot, and `--trace on` records one when a failure needs more.
    trace: 'off',
    screenshot: 'only-on-failure',
    // The shop honours reduced motion (no slider rotation, spinners or fades): the journeys test
    // what a page says and does, and two browsers animating on two cores slowed every step.
    reducedMotion: 'reduce',
  },
  // One project: the *.mobile.spec.ts journeys take a phone's context (fixtures.ts PHONE) in the
  // same workers, where a second project started browsers of its own.
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromium } }],
});
