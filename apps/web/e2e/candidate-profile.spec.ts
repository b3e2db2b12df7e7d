// Journey: a new candidate is sent to onboarding, verifies a phone by SMS code, says what they
// look for, uploads a resume, then sees and edits the profile and snoozes and unsnoozes it.
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { dismissToasts, fillRegisterForm, newAccount } from './support/accounts.ts';
import { minimalPdf, uniquePhone } from './support/files.ts';
import { dismissLiveNotifications } from './support/live-notifications.ts';
import { smsCode } from './support/mailbox.ts';
import { saveScreenshot } from './support/screenshots.ts';

// A long journey with an upload, accessibility scans and screenshots at every stop.
test.describe.configure({ timeout: 240_000 });

async function checkPage(page: Page, testInfo: Parameters<Parameters<typeof test>[2]>[1], name: string) {
  await dismissToasts(page);
  await dismissLiveNotifications(page);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, name);
}

test('onboard, upload a resume, edit the profile, snooze and unsnooze', async ({
  page,
  request,
}, testInfo) => {
  const account = newAccount({ firstName: 'Grace', lastName: 'Hopper' });
  const phone = uniquePhone();

  // A new account starts with onboarding.
  await page.goto('/register');
  await fillRegisterForm(page, account);
  await page.getByRole('button', { name: 'Create account' }).click();
  // Registration, the dashboard's lazy chunk and the profile request come first: allow for them.
  await expect(page).toHaveURL(/\/create-account$/, { timeout: 20_000 });
  await expect(page).toHaveTitle('Create Your Account – Hireloop');
  await expect(page.getByRole('heading', { name: 'About you' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Grace');
  await page.waitForLoadState('networkidle');
  await dismissLiveNotifications(page);

  // Continuing before the phone is verified is refused.
  await page.getByLabel('Mobile phone').fill(phone);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Verify this number with the code we text you.')).toBeVisible();

  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`We texted a code to ${phone}`)).toBeVisible();
  await expect(page.getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled();
  await page.getByLabel('Verification code').fill(await smsCode(request, phone));
  await checkPage(page, testInfo, 'create-account-phone');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  // What they are looking for.
  await expect(page.getByRole('heading', { name: 'What you are looking for' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('The location field is required.')).toBeVisible();
  await expect(page.getByText('The desired roles field is required.')).toBeVisible();
  await page.getByLabel('Where do you want to work?').fill('Portland, OR');
  const roles = page.getByRole('textbox', { name: 'Roles you want' });
  await roles.fill('Compiler Engineer');
  await roles.press('Enter');
  await roles.fill('Platform Engineer');
  await roles.press('Enter');
  await expect(page.getByRole('button', { name: 'Remove role Platform Engineer' })).toBeVisible();
  // The step was checked, so each field drops its error as soon as it is fixed (not at its next
  // blur, when the vanishing message moved Continue from under the pointer and the click missed).
  await expect(page.getByText('The location field is required.')).toBeHidden();
  await page.getByLabel('When can you start?').selectOption('within_month');
  await expect(page.getByText('The availability field is required.')).toBeHidden();
  await page.getByLabel('Authorized to work, no sponsorship needed').check();
  await expect(page.getByText('The work authorization field is required.')).toBeHidden();
  await checkPage(page, testInfo, 'create-account-preferences');
  await page.getByRole('button', { name: 'Continue' }).click();

  // The resume, with its upload progress.
  await expect(page.getByRole('heading', { name: 'Resume' })).toBeVisible();
  await page.getByLabel('Resume file').setInputFiles({
    name: 'Grace Hopper resume.pdf',
    mimeType: 'application/pdf',
    buffer: minimalPdf(['Grace Hopper', 'Compiler engineer', 'COBOL, FLOW-MATIC, mainframes']),
  });
  // The server reads the PDF's text before it answers; the first PDF of a fresh server is slower.
  await expect(page.getByRole('link', { name: 'Download' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Grace Hopper resume.pdf')).toBeVisible();
  await checkPage(page, testInfo, 'create-account-resume');
  await page.getByRole('button', { name: 'Finish', exact: true }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Your account is ready. Welcome to Hireloop, Grace!')).toBeVisible();
  // Onboarded, but without a headline: the quick-profile invitation shows once.
  await expect(page.getByRole('heading', { name: 'Finish your quick profile' })).toBeVisible();
  await expect(page.getByText('Add a headline so companies can find you.')).toBeVisible();
  await checkPage(page, testInfo, 'dashboard-after-onboarding');

  // The profile shows what onboarding stored.
  await page.goto('/profile');
  await expect(page).toHaveTitle('Profile – Hireloop');
  await expect(page.getByRole('heading', { name: 'Grace Hopper' })).toBeVisible();
  await expect(page.getByText('Portland, OR').first()).toBeVisible();
  await expect(page.getByText('Compiler Engineer, Platform Engineer')).toBeVisible();
  await expect(page.getByText('Grace Hopper resume.pdf')).toBeVisible();
  await expect(page.getByText('Visible to companies')).toBeVisible();
  await checkPage(page, testInfo, 'profile');

  // Edit: add a position; leaving with unsaved changes asks first.
  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page).toHaveURL(/\/profile\/edit$/);
  await page.getByLabel('Headline').fill('Compiler pioneer and teacher');
  await page.getByRole('button', { name: 'Add position' }).click();
  await page.getByLabel('Job title').fill('Senior Mathematician');
  await page.getByLabel('Company').fill('Eckert–Mauchly Computer Corporation');
  await page.getByLabel('Start').first().fill('1949-06');
  await page.getByLabel('End').first().fill('1948-01');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('The end date must be a date after or equal to the start date.')).toBeVisible();
  await page.getByLabel('End').first().fill('');
  await checkPage(page, testInfo, 'profile-edit');

  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toBeVisible();
  await page.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(/\/profile\/edit$/);

  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Senior Mathematician')).toBeVisible();
  await expect(page.getByText('Jun 1949 – Present')).toBeVisible();
  await expect(page.getByText('Compiler pioneer and teacher')).toBeVisible();

  // Snooze for a month, then unsnooze.
  await dismissToasts(page);
  await page.getByRole('button', { name: 'Snooze', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Snooze your profile' });
  await dialog.getByRole('button', { name: '1 month' }).click();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'profile-snooze-dialog');
  await dialog.getByRole('button', { name: 'Snooze', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Snoozed until \w{3} \d{1,2}, \d{4}$/).first()).toBeVisible();
  await checkPage(page, testInfo, 'profile-snoozed');

  await page.getByRole('button', { name: 'Unsnooze' }).click();
  await expect(page.getByText('Visible to companies')).toBeVisible();
  await expect(page.getByText('Companies can find your profile again.')).toBeVisible();
});
