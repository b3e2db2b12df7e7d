// Journey: the demo Company Admin reaches Team Members from the avatar menu, where their own row
// offers no role change or removal (the last admin of the bakery), while a colleague's does; the
// company profile (menu label Company) passes axe.
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { dismissToasts, fillLoginForm } from './support/accounts.ts';
import { dismissLiveNotificationsWhenShown } from './support/live-notifications.ts';
import { saveScreenshot } from './support/screenshots.ts';

test.describe.configure({ timeout: 90_000 });

const DEMO_PASSWORD = 'hireloop-demo';

async function signInToNorthwind(page: Page, email: string): Promise<void> {
  await dismissLiveNotificationsWhenShown(page);
  await page.goto('/login');
  await fillLoginForm(page, email, DEMO_PASSWORD);
  const northwind = page.getByRole('button', { name: /Northwind Bakery/ });
  const welcome = page.getByText(/You are signed in as/);
  await expect(northwind.or(welcome).first()).toBeVisible({ timeout: 30_000 });
  if (page.url().endsWith('/launch-pad')) await northwind.click();
  await expect(page).toHaveURL(/\/company-dashboard$/, { timeout: 30_000 });
  await dismissToasts(page);
}

async function openAvatarMenuItem(page: Page, name: string): Promise<void> {
  await dismissToasts(page);
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name }).click();
}

test('a company admin finds Team Members in the avatar menu and cannot demote themselves', async ({
  page,
}, testInfo) => {
  await signInToNorthwind(page, 'admin@hireloop.example');
  await openAvatarMenuItem(page, 'Team Members');
  await expect(page).toHaveURL(/\/team-members$/);

  const members = page.getByRole('list', { name: /^Members/ });
  const own = members.getByRole('listitem').filter({ hasText: '(you)' });
  await expect(own).toBeVisible();
  await expect(own.getByRole('combobox')).toHaveCount(0);
  await expect(own.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  await expect(own.getByText('Company Admin')).toBeVisible();

  const manager = members.getByRole('listitem').filter({ hasText: 'manager@hireloop.example' });
  await expect(manager.getByRole('combobox', { name: /^Role of/ })).toBeVisible();
  await expect(manager.getByRole('button', { name: /^Remove/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'team-members-own-row');
});

test('a recruiter finds Team Members in the avatar menu; a team member does not', async ({ page }) => {
  await signInToNorthwind(page, 'recruiter@hireloop.example');
  await openAvatarMenuItem(page, 'Team Members');
  await expect(page).toHaveURL(/\/team-members$/);
  const own = page
    .getByRole('list', { name: /^Members/ })
    .getByRole('listitem')
    .filter({ hasText: '(you)' });
  await expect(own.getByRole('combobox')).toHaveCount(0);

  await page.context().clearCookies();
  await signInToNorthwind(page, 'member@hireloop.example');
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Account' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Team Members' })).toHaveCount(0);
});

test('the company profile passes axe', async ({ page }, testInfo) => {
  await signInToNorthwind(page, 'admin@hireloop.example');
  const navigation = page
    .getByRole('navigation')
    .filter({ has: page.getByRole('link', { name: 'Company', exact: true }) });
  await navigation
    .getByRole('link', { name: 'Company', exact: true })
    .filter({ visible: true })
    .first()
    .click();
  await expect(page).toHaveURL(/\/company-profile$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Northwind Bakery' })).toBeVisible();
  await expect(page.getByRole('definition').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'company-profile');
});
