// Journey: create a company, invite a Recruiter, who joins from the emailed link; then both
// switch between their personal account and the company with the header's switcher.
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { expectToast, switchAccountInHeader } from './support/account-switcher.ts';
import { dismissToasts, fillRegisterForm, newAccount, registerThroughUi } from './support/accounts.ts';
import { latestMail, linkPath } from './support/mailbox.ts';
import { saveScreenshot } from './support/screenshots.ts';

test.describe.configure({ timeout: 120_000 });

async function switchBetweenPersonalAndCompany(page: Page, companyName: string): Promise<void> {
  const company = new RegExp(companyName);
  await switchAccountInHeader(page, /Personal account/);
  await expectToast(page, 'Successfully switched accounts.');
  await expect(page).toHaveURL(/\/dashboard$/);

  await switchAccountInHeader(page, /Personal account/);
  await expectToast(page, 'You are currently using this account.');
  await expect(page).toHaveURL(/\/dashboard$/);

  await switchAccountInHeader(page, company);
  await expectToast(page, 'Successfully switched accounts.');
  await expect(page).toHaveURL(/\/company-dashboard$/);
}

test('a company admin invites a recruiter who joins, and both switch accounts', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const admin = newAccount({ firstName: 'Grace', lastName: 'Hopper' });
  const recruiter = newAccount({ firstName: 'Alan', lastName: 'Kay' });
  const companyName = `Hopper Labs ${Date.now().toString(36)}`;

  await registerThroughUi(page, admin);
  await page.goto('/create-company');
  await expect(page).toHaveTitle('Create Company – Hireloop');
  await expect(page.getByRole('heading', { name: 'Create your company' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'create-company');

  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(page.getByText('The name field is required.')).toBeVisible();
  await page.getByLabel('Company name').fill(companyName);
  await page.getByRole('button', { name: 'Create company' }).click();

  await expect(page).toHaveURL(/\/company-dashboard$/);
  await expect(page.getByRole('main').getByText(companyName)).toBeVisible();
  await expect(page.getByText(/You have \d+ days remaining on your trial\./)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Team members' })).toContainText('1');
  await dismissToasts(page);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'company-dashboard');

  await page.getByRole('link', { name: /Invite your team/ }).click();
  await expect(page).toHaveURL(/\/team-members$/);
  await expect(page.getByText(`${admin.email}`)).toBeVisible();
  // The form says who an address belongs to while it is typed: a member already, or someone new.
  await page.getByLabel('Email address').fill(admin.email);
  await expect(page.getByText('Grace Hopper is already a member of this company.')).toBeVisible();
  await page.getByLabel('Email address').fill(recruiter.email);
  await expect(
    page.getByText('Not on Hireloop yet: the invitation lets them create an account.'),
  ).toBeVisible();
  await saveScreenshot(page, testInfo, 'team-invite-new-person');
  await page.getByLabel('Role', { exact: true }).selectOption('Recruiter');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expectToast(page, `Invitation sent to ${recruiter.email}.`);
  const invitations = page.getByRole('list', { name: 'Pending invitations' });
  await expect(invitations.getByText(recruiter.email)).toBeVisible();
  await expect(invitations.getByText(/^Recruiter · Pending until/)).toBeVisible();
  await dismissToasts(page);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'team-members');

  // The invitee opens the emailed link in a browser of their own, signed out.
  const mail = await latestMail(request, recruiter.email, /invited you to join/);
  const inviteeContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const invitee = await inviteeContext.newPage();
  await invitee.goto(linkPath(mail, '/accept-invitation/'));
  await expect(invitee.getByRole('heading', { name: `Join ${companyName}` })).toBeVisible();
  await expect(invitee.getByText('Grace Hopper')).toBeVisible();
  await expectNoSeriousA11yViolations(invitee);
  await saveScreenshot(invitee, testInfo, 'accept-invitation-signed-out');

  await invitee.getByRole('link', { name: 'Create an account' }).click();
  await expect(invitee).toHaveURL(/\/register\?email=/);
  await expect(invitee.getByLabel('Email address')).toHaveValue(recruiter.email);
  await fillRegisterForm(invitee, recruiter);
  await invitee.getByRole('button', { name: 'Create account' }).click();

  // Back on the invitation, now signed in with the invited email.
  await expect(invitee).toHaveURL(/\/accept-invitation\//);
  await expectNoSeriousA11yViolations(invitee);
  await saveScreenshot(invitee, testInfo, 'accept-invitation-signed-in');
  await invitee.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(invitee).toHaveURL(/\/company-dashboard$/);
  await expect(invitee.getByText('You are signed in as Recruiter.')).toBeVisible();

  await switchBetweenPersonalAndCompany(invitee, companyName);
  await switchAccountInHeader(invitee, new RegExp(companyName));
  await expectToast(invitee, 'You are currently using this account.');
  await inviteeContext.close();

  // A visit that starts on a company page, while the company has not completed its demo, goes to
  // the company dashboard (SPEC.md §2); from there the team lists the recruiter.
  await page.reload();
  await expect(page).toHaveURL(/\/company-dashboard$/);
  await expect(page.getByRole('listitem').filter({ hasText: 'Team members' })).toContainText('2');
  await page.getByRole('link', { name: /Invite your team/ }).click();
  await expect(page.getByRole('list', { name: /^Members/ }).getByText(recruiter.email)).toBeVisible();
  await switchBetweenPersonalAndCompany(page, companyName);
});
