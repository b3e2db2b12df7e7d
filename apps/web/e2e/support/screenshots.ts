import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, TestInfo } from '@playwright/test';

const SCREENSHOT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '.screenshots');

/** Full-page screenshot in e2e/.screenshots (gitignored), named by page and viewport project. */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  // Let the web font settle so screenshots show the real typography.
  await page.evaluate(() => document.fonts.ready);
  // Fixed bars (side menu, sticky header) are drawn where the page is scrolled to; start at the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, `${name}-${testInfo.project.name}.png`),
    fullPage: true,
  });
}
