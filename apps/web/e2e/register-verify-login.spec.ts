// Journey: create an account, verify the email from the mailbox, log out, log back in.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { fillLoginForm, fillRegisterForm, logOutThroughMenu, newAccount } from './support/accounts.ts';
import { latestMail, linkPath } from './support/mailbox.ts';
import { saveScreenshot } from './support/screenshots.ts';

// Journeys make many round trips and accessibility scans; the default 30 s is for single pages.
test.describe.configure({ timeout: 90_000 });

test('register, verify the email, log out and log back in', async ({ page, request }, testInfo) => {
  const account = newAccount();

  await page.goto('/register');
  await expect(page).toHaveTitle('Register – Hireloop');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'register');

  // The shared schema checks the form before anything is sent.
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('The first name field is required.')).toBeVisible();
  await expect(page.getByLabel('First name')).toBeFocused();

  await fillRegisterForm(page, account);
  await page.getByRole('button', { name: 'Create account' }).click();

  // A new account starts onboarding, without a "welcome back"; skipping it shows the dashboard.
  await expect(page).toHaveURL(/\/create-account$/);
  await expect(page.getByText(/Welcome back/)).toBeHidden();
  await page.getByRole('link', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page).toHaveTitle('Dashboard – Hireloop');
  await expect(page.getByText(`, ${account.firstName}`, { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Set up your account' })).toBeVisible();
  await expect(page.getByText('0 of 3 done')).toBeVisible();
  await expect(page.getByText(/Welcome back/)).toBeHidden();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'dashboard-new-account');

  const mail = await latestMail(request, account.email, /Verify your email/);
  await page.goto(linkPath(mail, '/email/verify/'));

  await expect(page).toHaveURL(/\/email\/verified\?status=verified$/);
  await expect(page.getByRole('heading', { name: 'Your email is verified' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'email-verified');
  await page.getByRole('link', { name: 'Continue to your dashboard' }).click();
  await expect(page.getByText('1 of 3 done')).toBeVisible();

  await logOutThroughMenu(page, account);

  // The dashboard is protected again.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);

  await fillLoginForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Welcome back, ${account.firstName}!`)).toBeVisible();
  await expect(page.getByText('1 of 3 done')).toBeVisible();
});

test('a used or tampered verification link explains what to do next', async ({ page }, testInfo) => {
  await page.goto('/email/verified?status=expired');
  await expect(page.getByRole('heading', { name: 'This verification link has expired' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'email-verification-expired');

  await page.goto('/email/verified?status=invalid');
  await expect(page.getByRole('heading', { name: 'This verification link is not valid' })).toBeVisible();
});

test('an address that already has an account is pointed out while typing, and submitting still works', async ({
  page,
}, testInfo) => {
  const taken = 'recruiter@hireloop.example'; // a demo account of the seed
  await page.goto('/register');
  const email = page.getByLabel('Email address');
  await fillRegisterForm(page, newAccount());
  const checked = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/users/check-email-exists') &&
      response.request().postDataJSON()?.email === taken,
  );
  // Typed as people do: the check asks about the address the form would send (lower-cased).
  await email.fill(taken.toUpperCase());
  expect(await (await checked).json()).toEqual({ exists: true });
  await expect(page.getByText('The email has already been taken.')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('link', { name: 'reset your password' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'register-email-taken');

  // The check advises; the server still decides, with the same words.
  const registered = page.waitForResponse((response) => response.url().endsWith('/register'));
  await page.getByRole('button', { name: 'Create account' }).click();
  expect((await registered).status()).toBe(422);
  await expect(page.getByText('The email has already been taken.')).toHaveCount(1);
  await expect(page).toHaveURL(/\/register$/);
});

test('wrong credentials are explained beside the field, and repeated guessing is paused', async ({
  page,
}, testInfo) => {
  const email = newAccount().email;
  await page.goto('/login');
  await fillLoginForm(page, email, 'not-the-password');
  await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'login-wrong-credentials');

  // Five tries a minute per email and address; the sixth is refused with a note on how long to wait.
  for (let attempt = 2; attempt <= 6; attempt += 1) {
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
  }
  await expect(page.getByText('Too many attempts')).toBeVisible();
  await expect(page.getByText(/Please wait \d+ seconds, then try again\./)).toBeVisible();
  await saveScreenshot(page, testInfo, 'login-throttled');
});
