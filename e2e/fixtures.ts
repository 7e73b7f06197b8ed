// The journeys' `test`: every spec takes it from here, so all share one set of fixtures and so
// their workers (a spec on Playwright's own `test` would get workers of its own, each a new
// browser). Each page waits for the app to take over what the server sent (a server-rendered
// button does nothing before that), and a hydration error fails the journey.
import { test as base, devices, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signInOnce, type ConsoleSession } from './admin-helpers.js';

// React's production codes for a server page the browser could not take over as it was.
const HYDRATION_ERROR = /Minified React error #(418|419|423|425)\b|hydrat/i;

/** Waits until the shop's routed page is live (layout's PageReady mark); other pages are as loaded. */
export async function pageReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('root') || document.documentElement.hasAttribute('data-ready'),
  );
}

/** The page, its goto and reload waiting for the app to be live: for pages of a context of their own. */
export function waitingForTheApp(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const answer = await goto(url, options);
    if (options?.waitUntil !== 'commit') await pageReady(page);
    return answer;
  };
  page.reload = async (options) => {
    const answer = await reload(options);
    await pageReady(page);
    return answer;
  };
  return page;
}

export const test = base.extend<object, { consoleSession: ConsoleSession }>({
  page: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => {
      if (HYDRATION_ERROR.test(error.message)) problems.push(error.message);
    });
    page.on('console', (message) => {
      if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) {
        problems.push(message.text());
      }
    });
    await use(waitingForTheApp(page));
    expect(problems, 'no hydration error on any page').toEqual([]);
  },
  // For journeys where the admin is only the means: one admin per worker, signed in once. A journey
  // about signing in or out, or one that changes its admin (password, language), makes its own.
  consoleSession: [
    async ({ browser }, use, workerInfo) => {
      await use(await signInOnce(browser, workerInfo.project.use.baseURL));
    },
    { scope: 'worker' },
  ],
});

export { expect };

// A phone's context (a Pixel 7: touch, mobile viewport and user agent) in the same workers as the
// desktop journeys: a project of its own would start browsers of its own.
const { defaultBrowserType: _browser, ...phone } = devices['Pixel 7'];
export const PHONE = phone;
