// Journey: a Team Member is refused the Team Members page with the role warning and sent back.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { expectToast } from './support/account-switcher.ts';
import { dismissToasts, fillLoginForm } from './support/accounts.ts';
import { saveScreenshot } from './support/screenshots.ts';

test.describe.configure({ timeout: 90_000 });

const ROLE_WARNING = 'You do not have permission to access Team Members.';

test('a team member is refused the team page and returned where they were', async ({ page }, testInfo) => {
  await page.goto('/login');
  await fillLoginForm(page, 'member@hireloop.example', 'hireloop-demo');
  await expect(page).toHaveURL(/\/(launch-pad|company-dashboard)$/);
  if (page.url().endsWith('/launch-pad')) {
    await expect(page.getByRole('heading', { name: /Where to/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, testInfo, 'launch-pad');
    await page.getByRole('button', { name: /Northwind Bakery/ }).click();
  }
  await expect(page).toHaveURL(/\/company-dashboard$/);
  await expect(page.getByText('You are signed in as Team Member.')).toBeVisible();
  // Team members may neither invite nor edit the profile: no next steps for them.
  await expect(page.getByRole('link', { name: /Invite your team/ })).toHaveCount(0);

  await dismissToasts(page);
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/company-account$/);
  await expect(page.getByRole('link', { name: /Team members/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'company-account-team-member');

  // Following a link to the page from inside the app: warned, and back on the page they were on.
  await page.evaluate(() => {
    window.history.pushState({ idx: window.history.length }, '', '/team-members');
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  });
  await expectToast(page, ROLE_WARNING);
  await expect(page).toHaveURL(/\/company-account$/);
  await expect(page.getByRole('heading', { name: 'Account' })).toBeVisible();

  // Opening it directly: warned and sent to the company dashboard.
  await page.goto('/team-members');
  await expectToast(page, ROLE_WARNING);
  await expect(page).toHaveURL(/\/company-dashboard$/);
});
