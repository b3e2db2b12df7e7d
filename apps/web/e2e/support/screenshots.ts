import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, TestInfo } from '@playwright/test';

const SCREENSHOT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '.screenshots');

/**
 * Screenshots are for people to look at, so CI (a clean clone that is thrown away) skips them
 * unless `E2E_SCREENSHOTS=1`: a full-page capture is drawn in software and PNG-encoded by the
 * browser, about a tenth of the suite's time. They assert nothing, and nothing may depend on the
 * scroll they do: a journey that passes only with them hides a bug (decision 145).
 */
const takeScreenshots = !process.env.CI || process.env.E2E_SCREENSHOTS === '1';

/** Full-page screenshot in e2e/.screenshots (gitignored), named by page and viewport project. */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  if (!takeScreenshots) return;
  // Let the web font settle so screenshots show the real typography.
  await page.evaluate(() => document.fonts.ready);
  // Fixed bars (side menu, sticky header) are drawn where the page is scrolled to; start at the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, `${name}-${testInfo.project.name}.png`),
    fullPage: true,
  });
}

/**
 * Where a journey writes an image it renders itself (a downloaded PDF through pdftoppm), without
 * extension: beside the screenshots when they are taken, else in the test's own output folder.
 * The rendering stays an assertion either way (pdftoppm fails on a broken PDF).
 */
export function renderedImagePath(testInfo: TestInfo, name: string): string {
  if (!takeScreenshots) return testInfo.outputPath(`${name}-${testInfo.project.name}`);
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return path.join(SCREENSHOT_DIR, `${name}-${testInfo.project.name}`);
}
