// Journey: the live notifications panel never covers the page. Open, it sits in the page's flow
// above the content (the search bar of /opportunities stays clear, at 375 px too); folded, it is a
// button in the header, so it never lies over a conversation's Send button on a phone.
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { findCoveredControls } from './support/covered-controls.ts';
import { signInDemoAccount } from './support/demo-sign-in.ts';
import { saveScreenshot } from './support/screenshots.ts';

test.describe.configure({ timeout: 90_000 });

const panel = (page: Page) => page.getByRole('region', { name: 'Live notifications' });

test('the open panel pushes the page down and the folded one waits in the header', async ({
  browser,
  baseURL,
}, testInfo) => {
  const storageState = await signInDemoAccount(browser, baseURL!, {
    email: 'candidate@hireloop.example',
    account: 'personal',
  });
  const context = await browser.newContext({
    baseURL,
    storageState,
    viewport: testInfo.project.use.viewport,
  });
  const page = await context.newPage();

  await page.goto('/opportunities');
  // The demo candidate has an announcement for candidates waiting. Opened by it, the panel folds
  // itself into the header after the toast timeout.
  const show = page.getByRole('banner').getByRole('button', { name: /^Show \d+ notifications?$/ });
  await expect(show).toBeVisible({ timeout: 15_000 });
  await saveScreenshot(page, testInfo, 'live-notifications-folded');

  // Opened by the user it stays, in the flow: above the search bar, not over it.
  await show.click();
  await expect(panel(page).getByRole('listitem').first()).toBeVisible();
  const panelBox = await panel(page).boundingBox();
  const searchBox = await page.getByRole('searchbox', { name: 'Search opportunities' }).boundingBox();
  expect(panelBox && searchBox && panelBox.y + panelBox.height <= searchBox.y).toBe(true);
  expect(await findCoveredControls(page)).toEqual([]);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'live-notifications-open');
  await panel(page)
    .getByRole('button', { name: /^Hide \d+ notifications?$/ })
    .click();
  await expect(show).toBeVisible();

  // A conversation on a phone: its Send button is free (the folded panel is in the header).
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /Messages/ })
    .click();
  await expect(page).toHaveURL(/\/messages/);
  await page.getByRole('list', { name: 'Conversations' }).getByRole('link').first().click();
  const send = page.getByRole('button', { name: 'Send message' });
  await expect(send).toBeVisible();
  await expect(show).toBeVisible();
  expect(await findCoveredControls(page)).toEqual([]);
  await saveScreenshot(page, testInfo, 'conversation-with-folded-notifications');

  await show.click();
  await expect(panel(page).getByRole('listitem').first()).toBeVisible();
  expect(await findCoveredControls(page)).toEqual([]);
  await context.close();
});
