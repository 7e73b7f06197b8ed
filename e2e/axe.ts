import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import axe, { type AxeResults } from 'axe-core';

declare global {
  interface Window {
    axe: typeof axe;
  }
}

/**
 * axe's results for the page as it stands. A page of one frame runs axe.run in place, axe loaded
 * once per document: AxeBuilder would load it again each time and finish in a blank page of its
 * own, a second or two per check on two cores, for the same result. A page with frames keeps
 * AxeBuilder, which also reaches into cross-origin frames.
 */
async function analyze(page: Page): Promise<AxeResults> {
  if (page.frames().length > 1) return new AxeBuilder({ page }).analyze();
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  // The context AxeBuilder gives axe when told no include or exclude.
  return page.evaluate(() => window.axe.run({ include: [], exclude: [] }, {}));
}

/**
 * Runs axe on the page as it stands and fails on any serious or critical violation, listing each
 * rule with the elements it found (WCAG 2.1 A and AA, plus axe's best practices).
 */
export async function expectAccessible(page: Page, where: string) {
  const { violations } = await analyze(page);
  const grave = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  expect(grave, `axe on ${where}`).toEqual([]);
}
