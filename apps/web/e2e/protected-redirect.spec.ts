// Journey: a signed-out visit to a protected page goes through /login and comes back to it.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { fillLoginForm, newAccount, registerThroughApi } from './support/accounts.ts';
import { saveScreenshot } from './support/screenshots.ts';

// Journeys make many round trips and accessibility scans; the default 30 s is for single pages.
test.describe.configure({ timeout: 90_000 });

test('a signed-out visit to /account returns there after logging in', async ({ page, request }, testInfo) => {
  const account = newAccount({ firstName: 'Alan', lastName: 'Turing' });
  await registerThroughApi(request, account);

  await page.goto('/account');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle('Login – Hireloop');
  // Nothing of the protected page was shown on the way.
  await expect(page.getByRole('heading', { name: 'Security' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'login');

  await page.getByLabel('Remember me').check();
  await fillLoginForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Security' })).toBeVisible();
  await expect(page.getByText(`Welcome back, ${account.firstName}!`)).toBeVisible();

  // "Remember me" keeps the email for the next visit to /login.
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Email address')).toHaveValue(account.email);
  await expect(page.getByLabel('Remember me')).toBeChecked();
});
