// Journey: an enterprise owner's bell and Notification Settings open the enterprise's own inbox
// and settings, in the enterprise layout (decision 035), not a candidate's.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { openDemoAccountPage } from './support/demo-sign-in.ts';
import { saveScreenshot } from './support/screenshots.ts';

test.describe.configure({ timeout: 90_000 });

test('the enterprise owner reads the enterprise’s notifications in the enterprise layout', async ({
  browser,
}, testInfo) => {
  const { context, page } = await openDemoAccountPage(browser, testInfo, {
    email: 'franchise@hireloop.example',
    account: 'enterprise',
  });
  const desktop = testInfo.project.name === 'desktop';
  const main = page.getByRole('navigation', { name: 'Main' });

  await page.goto('/enterprise-groups');
  if (desktop) {
    await page.getByRole('link', { name: /^Notifications/ }).click();
  } else {
    await main.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Notifications' }).click();
  }
  await expect(page).toHaveURL(/\/notifications$/);
  // The enterprise's menu, not the candidate's.
  await expect(main.getByRole('link', { name: /Franchisees|Groups/ })).toBeVisible();
  await expect(main.locator('a[href="/dashboard"]')).toHaveCount(0);
  await expect(page.getByText('Updates for this enterprise, such as people joining it.')).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Frankie Owner joined Sunrise Coffee' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'enterprise-notifications');

  if (desktop) {
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Notification Settings' }).click();
  } else {
    await main.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
  }
  await expect(page).toHaveURL(/\/notification-preferences$/);
  await expect(main.getByRole('link', { name: /Franchisees|Groups/ })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'New team members: Email' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Application updates: Email' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'enterprise-notification-preferences');
  await context.close();
});
