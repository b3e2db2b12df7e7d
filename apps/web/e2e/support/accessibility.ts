import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits until every finite animation and transition of the page has run its course (a toast that
 * is still fading in has, for that moment, the contrast of a half-transparent element), at most
 * `timeoutMs`. Endless ones (spinners) are left running.
 */
async function settleAnimations(page: Page, timeoutMs = 3_000): Promise<void> {
  await page.evaluate(async (timeout) => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
    await Promise.race([
      Promise.allSettled(finite.map((animation) => animation.finished)),
      new Promise((resolve) => setTimeout(resolve, timeout)),
    ]);
  }, timeoutMs);
}

/** Fails on axe violations of serious or critical impact, listing each rule and its targets. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(serious).toEqual([]);
}
