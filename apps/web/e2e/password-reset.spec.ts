// Journey: forgot the password, reset it from the emailed link, log in with the new one.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { fillLoginForm, logOutThroughMenu, newAccount, registerThroughUi } from './support/accounts.ts';
import { latestMail, linkPath } from './support/mailbox.ts';
import { saveScreenshot } from './support/screenshots.ts';

// Journeys make many round trips and accessibility scans; the default 30 s is for single pages.
test.describe.configure({ timeout: 90_000 });

test('reset a forgotten password from the emailed link', async ({ page, request }, testInfo) => {
  const account = newAccount({ firstName: 'Katherine', lastName: 'Johnson' });
  const newPassword = 'a-brand-new-passphrase';
  await registerThroughUi(page, account);
  await logOutThroughMenu(page, account);

  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page).toHaveTitle('Forgot Password – Hireloop');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'forgot-password');

  await page.getByLabel('Email address').fill(account.email);
  await page.getByRole('button', { name: 'Email me a reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(
    page.getByText('If an account exists for that email, we have sent a password reset link.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'forgot-password-sent');

  const mail = await latestMail(request, account.email, /Reset your Hireloop password/);
  await page.goto(linkPath(mail, '/reset-password'));
  await expect(page).toHaveTitle('Reset Password – Hireloop');
  await expect(page.getByLabel('Email address')).toHaveValue(account.email);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'reset-password');

  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(`${newPassword}-typo`);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('The password confirmation does not match.')).toBeVisible();

  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password has been reset.')).toBeVisible();

  await fillLoginForm(page, account.email, account.password);
  await expect(page.getByText('These credentials do not match our records.')).toBeVisible();

  await fillLoginForm(page, account.email, newPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a reset link opened without its token offers a new one', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { name: 'This reset link is incomplete' })).toBeVisible();
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});
