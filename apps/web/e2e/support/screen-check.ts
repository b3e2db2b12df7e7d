// The check every journey makes at each screen it stops at: toasts out of the way, nothing wider
// than the screen (375 px included), no serious axe violation, and a screenshot to look at.
import { expect, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './accessibility.ts';
import { dismissToasts } from './accounts.ts';
import { saveScreenshot } from './screenshots.ts';

export async function checkScreen(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await dismissToasts(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? Number.POSITIVE_INFINITY,
  );
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, name);
}
