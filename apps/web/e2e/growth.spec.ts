// Journeys of issue 23 (deals, referrals) and issue 22 (feature announcements from the admin area):
// a visitor signs a company up through the demo deal's page (and an ended deal says so); a user
// becomes a referrer, someone registers through their link, and the portal lists them; a super
// admin publishes an announcement from the admin dashboard that an enterprise user then sees.
// Axe, no overflow and screenshots at each stop, at 375 and 1440 px.
import { expect, test } from '@playwright/test';
import { dismissToasts, fillRegisterForm, newAccount, registerThroughApi } from './support/accounts.ts';
import { openDemoAccountPage } from './support/demo-sign-in.ts';
import { checkScreen } from './support/screen-check.ts';
import { openSharedSuperAdminPage } from './support/super-admin.ts';

test.describe.configure({ timeout: 150_000 });

test('a visitor signs a company up through a deal page with the deal applied', async ({ page }, testInfo) => {
  // An ended deal says so, and offers the standard trial instead.
  await page.goto('/deals/spring-fair');
  await expect(page.getByRole('heading', { name: 'This deal has ended' })).toBeVisible();
  await expect(page.getByText('This deal has expired.', { exact: false })).toBeVisible();
  await checkScreen(page, testInfo, 'deal-ended');

  await page.goto('/deals/launch');
  await expect(page.getByRole('heading', { name: 'Launch offer', level: 1 })).toBeVisible();
  await expect(page.getByText('30-day free trial + 20% off the first 3 months')).toBeVisible();
  await expect(page).toHaveTitle(/Join Hireloop/);
  await checkScreen(page, testInfo, 'deal-landing');

  // Signed out: create the account first, and come back to the deal.
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/register$/);
  const account = newAccount({ firstName: 'Dee', lastName: 'Dealer' });
  await fillRegisterForm(page, account);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/deals\/launch$/);
  const form = page.getByRole('form', { name: 'Sign your company up' });
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Claim deal and create company' }).click();
  await expect(form.getByText('The name field is required.')).toBeVisible();
  await checkScreen(page, testInfo, 'deal-redeem-form');

  const companyName = `Deal Dental ${testInfo.project.name}`;
  await form.getByLabel('Company name').fill(companyName);
  await form.getByRole('button', { name: 'Claim deal and create company' }).click();
  await expect(page).toHaveURL(/\/company-dashboard$/);
  // The company has the deal's 30-day trial.
  const self = await (await page.request.get('/api/users/self')).json();
  expect(self.active_company.name).toBe(companyName);
  const days =
    (new Date(self.active_company.billable_entity_trial_ends_at).getTime() - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(29.9);
  expect(days).toBeLessThan(30.1);
  await checkScreen(page, testInfo, 'deal-company-dashboard');
});

test('a referrer shares their link and sees the sign-up in the portal', async ({
  browser,
  baseURL,
}, testInfo) => {
  const referrer = newAccount({ firstName: 'Rhea', lastName: 'Referrer' });
  const context = await browser.newContext({ baseURL, viewport: testInfo.project.use.viewport });
  await registerThroughApi(context.request, referrer);
  const page = await context.newPage();

  await page.goto('/launch-pad');
  await page.getByRole('button', { name: /Refer companies/ }).click();
  await expect(page).toHaveURL(/\/referrers\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Referral Portal', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No sign-ups yet' })).toBeVisible();
  const link = await page.getByLabel('Your referral link').inputValue();
  const code = new URL(link).searchParams.get('ref');
  expect(code).toBeTruthy();
  await checkScreen(page, testInfo, 'referral-portal-empty');

  // Someone opens the link (signed out, in a browser of their own) and registers.
  const friendContext = await browser.newContext({ baseURL, viewport: testInfo.project.use.viewport });
  const friendPage = await friendContext.newPage();
  const friend = newAccount({ firstName: 'Fern', lastName: `Friend ${testInfo.project.name}` });
  await friendPage.goto(`/register?ref=${code}`);
  await fillRegisterForm(friendPage, friend);
  await friendPage.getByRole('button', { name: 'Create account' }).click();
  await expect(friendPage).toHaveURL(/\/create-account$/);
  await friendContext.close();

  await page.reload();
  const signups = page.getByRole('list').filter({ hasText: `Fern Friend ${testInfo.project.name}` });
  await expect(signups).toContainText('No company yet');
  await expect(page.getByRole('heading', { name: /^Sign-ups\s*\(1\)$/ })).toBeVisible();
  await checkScreen(page, testInfo, 'referral-portal');

  // A referrer reaches the Launch Pad from the avatar menu, and the portal from there.
  await dismissToasts(page);
  await page.getByRole('button', { name: 'Account menu for Rhea Referrer' }).click();
  await page.getByRole('menuitem', { name: 'Launch Pad' }).click();
  await expect(page).toHaveURL(/\/launch-pad$/);
  await expect(page.getByRole('link', { name: /Referral Portal/ })).toBeVisible();
  await checkScreen(page, testInfo, 'launch-pad-referrer');
  await context.close();
});

test('a super admin publishes an announcement from the admin area that a user sees', async ({
  browser,
}, testInfo) => {
  const { context: adminContext, page } = await openSharedSuperAdminPage(browser, testInfo);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Feature announcements' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Deals' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Launch offer' })).toBeVisible();

  const title = `Enterprise reports ${testInfo.project.name} ${Date.now()}`;
  await page.getByRole('button', { name: 'New announcement' }).click();
  const dialog = page.getByRole('dialog', { name: 'New announcement' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('See every location’s hiring in one report.');
  await dialog.getByLabel('Button text (optional)').fill('Open groups');
  await dialog.getByLabel('Button link (optional)').fill('/enterprise-groups');
  // Only enterprise staff: the other journeys count the toasts of candidates and companies.
  for (const audience of ['Candidates', 'Company Admins', 'Managers', 'Recruiters', 'Team Members']) {
    await dialog.getByLabel(audience).uncheck();
  }
  await checkScreen(page, testInfo, 'admin-new-announcement');
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(dialog).toHaveCount(0);
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText('Live');
  await checkScreen(page, testInfo, 'admin-announcements');

  // An enterprise owner sees it as a toast.
  const { context: viewer, page: viewerPage } = await openDemoAccountPage(browser, testInfo, {
    email: 'chain@hireloop.example',
    account: 'enterprise',
  });
  await viewerPage.goto('/enterprise-groups');
  const panel = viewerPage.getByRole('region', { name: 'Live notifications' });
  const unfold = viewerPage.getByRole('button', { name: /^Show \d+ notifications?$/ });
  const card = panel.getByRole('listitem').filter({ hasText: title });
  await expect(card.or(unfold).first()).toBeVisible({ timeout: 20_000 });
  if (!(await card.isVisible())) await unfold.click();
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: 'Open groups' })).toHaveAttribute('href', '/enterprise-groups');
  await checkScreen(viewerPage, testInfo, 'announcement-seen-by-user');

  // Retired, nobody is shown it any more.
  await row.getByRole('button', { name: `Retire ${title}` }).click();
  await expect(row).toContainText('Retired');
  const listed = await (await viewerPage.request.get('/api/persistent-notifications/')).json();
  expect(listed.data.map((item: { title: string }) => item.title)).not.toContain(title);
  await viewer.close();
  await adminContext.close();
});
