// The journeys' `test`: every spec takes it from here, so all share one set of fixtures and so
// their workers; a spec on Playwright's own `test` would get workers of its own, each a new browser.
import { test as base } from '@playwright/test';
import { signInOnce, type ConsoleSession } from './admin-helpers.js';

export const test = base.extend<object, { consoleSession: ConsoleSession }>({
  // For journeys where the admin is only the means: one admin per worker, signed in once. A journey
  // about signing in or out, or one that changes its admin (password, language), makes its own.
  consoleSession: [
    async ({ browser }, use, workerInfo) => {
      await use(await signInOnce(browser, workerInfo.project.use.baseURL));
    },
    { scope: 'worker' },
  ],
});
