// Journey: turn on two-factor authentication on /account, then log in with an authenticator code
// and with a recovery code (which works only once).
import { expect, type Page, test } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import {
  fillLoginForm,
  logOutThroughMenu,
  newAccount,
  registerThroughUi,
  type TestAccount,
} from './support/accounts.ts';
import { latestMail, linkPath } from './support/mailbox.ts';
import { saveScreenshot } from './support/screenshots.ts';

// Journeys make many round trips and accessibility scans; the default 30 s is for single pages.
// One journey through sign-up, setup, two challenges and five axe checks: about a minute on a quiet
// 2-core machine, so the limit leaves room for a busy one.
test.describe.configure({ timeout: 150_000 });

/** A code the server has not seen yet: it accepts one step ahead, and never the same step twice. */
function nextCode(totp: OTPAuth.TOTP): string {
  return totp.generate({ timestamp: Date.now() + totp.period * 1000 });
}

async function logInToChallenge(page: Page, account: TestAccount) {
  await page.goto('/login');
  await fillLoginForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/two-factor-challenge$/);
  await expect(page).toHaveTitle('Two-Factor Authentication – Hireloop');
}

test('turn on two-factor authentication and log in with a code and a recovery code', async ({
  page,
  request,
}, testInfo) => {
  const account = newAccount({ firstName: 'Grace', lastName: 'Hopper' });
  await registerThroughUi(page, account);

  await page.getByRole('link', { name: 'Set up' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'account');

  // Turning it on needs the password again.
  await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your password' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();
  await dialog.getByLabel('Password', { exact: true }).fill('wrong-password');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText(/password/i).last()).toBeVisible();
  await saveScreenshot(page, testInfo, 'account-confirm-password');

  const qrCodeResponse = page.waitForResponse((response) =>
    response.url().endsWith('/user/two-factor-qr-code'),
  );
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  const { url } = (await (await qrCodeResponse).json()) as { url: string };
  const totp = OTPAuth.URI.parse(url) as OTPAuth.TOTP;

  await expect(
    page.getByRole('img', { name: 'QR code for setting up your authenticator app' }),
  ).toBeVisible();
  await expect(page.getByText(totp.secret.base32.slice(0, 4), { exact: false }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'account-two-factor-setup');

  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect(page.getByText('The provided two factor authentication code was invalid.')).toBeVisible();

  await page.getByLabel('Authentication code').fill(totp.generate());
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(8);
  const recoveryCode = (await codes.first().textContent())?.trim() ?? '';
  expect(recoveryCode).toMatch(/^\w{10}-\w{10}$/);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'account-recovery-codes');
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(
    page.getByRole('region', { name: /Two-factor authentication/ }).getByText('On', { exact: true }),
  ).toBeVisible();

  // Log in with a code from the app.
  await logOutThroughMenu(page, account);
  await logInToChallenge(page, account);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'two-factor-challenge');
  const codeField = page.getByLabel('Authentication code');
  await expect(codeField).toHaveAttribute('inputmode', 'numeric');
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await codeField.fill(nextCode(totp));
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome back, Grace!')).toBeVisible();

  // Log in with a recovery code.
  await logOutThroughMenu(page, account);
  await logInToChallenge(page, account);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await expect(page.getByLabel('Recovery code')).toBeFocused();
  await page.getByLabel('Recovery code').fill(recoveryCode);
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('1 of 3 done')).toBeVisible();

  // With the email verified too, the checklist is complete.
  const mail = await latestMail(request, account.email, /Verify your email/);
  await page.goto(linkPath(mail, '/email/verify/'));
  await page.getByRole('link', { name: 'Continue to your dashboard' }).click();
  // Onboarding (/create-account) is the one step left.
  await expect(page.getByText('2 of 3 done')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'dashboard-all-set');

  // The same recovery code does not work twice.
  await logOutThroughMenu(page, account);
  await logInToChallenge(page, account);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCode);
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(page.getByText('The provided two factor recovery code was invalid.')).toBeVisible();
  await expect(page).toHaveURL(/\/two-factor-challenge$/);
});
