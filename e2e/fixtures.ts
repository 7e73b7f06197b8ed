// The browser journeys' `test`: each page waits for the app to take over what the server sent
// (a server-rendered button does nothing before that), and a hydration error fails the test.
import { test as base, expect } from '@playwright/test';
import type { Page } from '@playwright/test';

// React's production codes for a server page the browser could not take over as it was.
const HYDRATION_ERROR = /Minified React error #(418|419|423|425)\b|hydrat/i;

/** Waits until the shop's routed page is live (layout's PageReady mark); other pages are as loaded. */
export async function pageReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('root') || document.documentElement.hasAttribute('data-ready'),
  );
}

export const test = base.extend({
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
    await use(page);
    expect(problems, 'no hydration error on any page').toEqual([]);
  },
});

export { expect };
