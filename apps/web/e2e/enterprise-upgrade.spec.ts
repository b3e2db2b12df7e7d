// Journey: a Company Admin upgrades their company to a franchise, adds a franchisee with a
// location, and invites a Franchise Viewer limited to it, who then sees only that franchisee.
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { dismissToasts, fillRegisterForm, newAccount, registerThroughUi } from './support/accounts.ts';
import { latestMail, linkPath } from './support/mailbox.ts';
import { saveScreenshot } from './support/screenshots.ts';

test.describe.configure({ timeout: 150_000 });

/** Unsafe API calls need the XSRF-TOKEN cookie echoed in a header, as the web client does. */
async function xsrfHeaders(
  request: APIRequestContext,
  context: BrowserContext,
): Promise<Record<string, string>> {
  await request.get('/api/sanctum/csrf-cookie');
  const token = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return { 'X-XSRF-TOKEN': decodeURIComponent(token), Accept: 'application/json' };
}

/**
 * Follows an in-app link to `path` (a client-side navigation). The first page of a visit to a
 * company page of a company whose demo is not completed goes to the company dashboard (SPEC.md
 * §2), so /add-location is reached from inside the app, as users reach it.
 */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The side bar (≥ 1280 px) or the bottom bar: whichever menu the viewport shows. */
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('upgrade to a franchise, add a franchisee and location, invite a viewer limited to it', async ({
  page,
  browser,
}, testInfo) => {
  const owner = newAccount({ firstName: 'Olive', lastName: 'Owner' });
  const viewer = newAccount({ firstName: 'Victor', lastName: 'Viewer' });
  const unique = Date.now().toString(36);
  const franchisee = `North Side ${unique}`;
  const location = `North Side Bakery ${unique}`;
  const enterpriseName = `Crumb Franchise ${unique}`;

  // A signed-in Company Admin with an active company (created through the API: this journey is
  // about the enterprise side).
  await registerThroughUi(page, owner);
  const created = await page.request.post('/api/companies', {
    headers: await xsrfHeaders(page.request, page.context()),
    data: { name: `Crumb & Co ${unique}` },
  });
  expect(created.status()).toBe(201);

  // /add-location explains enterprises and offers the three types with their labels.
  await page.goto('/company-dashboard');
  await expect(page).toHaveURL(/\/company-dashboard$/);
  await expect(page.getByRole('main')).toBeVisible();
  await navigateInApp(page, '/add-location');
  await expect(page).toHaveTitle('Add Location – Hireloop');
  await expect(page.getByRole('heading', { name: 'Run several locations as one enterprise' })).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(3);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'enterprise-add-location');

  await page.getByRole('button', { name: 'Create enterprise' }).click();
  await expect(page.getByText('Choose the kind of enterprise.')).toBeVisible();
  await page.getByLabel('Enterprise name').fill(enterpriseName);
  await page.getByText('Independently owned locations under one brand.').click();
  await page.getByRole('button', { name: 'Create enterprise' }).click();

  // The server made the enterprise active; its dashboard lists the first franchisee.
  await expect(page).toHaveURL(/\/enterprise-groups$/);
  await expect(page.getByRole('heading', { name: 'Franchisees', level: 3 })).toBeVisible();
  const groups = page.getByRole('list', { name: 'Franchisees' });
  await expect(groups.getByRole('listitem')).toHaveCount(1);
  await expect(groups).toContainText('1 Location');
  const menu = mainMenu(page);
  await expect(
    menu.getByRole('link', { name: 'Franchisees' }).or(menu.getByRole('link', { name: 'Groups' })),
  ).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Settings' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Billing' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'enterprise-groups-owner');

  // A second franchisee.
  await page.getByRole('link', { name: 'Create Franchisee' }).click();
  await expect(page).toHaveURL(/\/enterprise-groups\/create$/);
  await page.getByLabel('Franchisee name').fill(franchisee);
  await page.getByRole('button', { name: 'Create Franchisee' }).click();
  await expect(page).toHaveURL(/\/enterprise-groups\/\d+$/);
  await expect(page.getByRole('heading', { name: franchisee })).toBeVisible();
  await expect(page.getByText('No locations yet')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'enterprise-group-empty');

  // A location in it: the franchisee comes preselected.
  await page.getByRole('link', { name: 'Add Location' }).click();
  await expect(page).toHaveURL(/\/enterprise-companies\/create\?group=\d+$/);
  await expect(page.getByRole('checkbox', { name: franchisee })).toBeChecked();
  await page.getByLabel('Location name').fill(location);
  await page.getByLabel('Nickname (optional)').fill('Northside');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'enterprise-location-create');
  await page.getByRole('button', { name: 'Add Location' }).click();
  await expect(page).toHaveURL(/\/enterprise-companies\/\d+$/);
  await expect(page.getByRole('heading', { name: location })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Franchisees' })).toContainText(franchisee);
  await expect(page.getByRole('button', { name: 'Open as company' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'enterprise-location');

  // Invite a Franchise Viewer limited to that franchisee.
  await dismissToasts(page);
  await menu.getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/enterprise-access-manager$/);
  await expect(page.getByRole('list', { name: 'Users' })).toContainText('Franchise Account Owner');
  await page.getByRole('link', { name: 'Invite New User' }).click();
  await expect(page).toHaveURL(/\/enterprise-access-manager\/create$/);
  await page.getByLabel('Email address').fill(viewer.email);
  // The form asks whether the address has an account (users/check-email-exists) while typing.
  await expect(
    page.getByText('Not on Hireloop yet: the invitation lets them create an account.'),
  ).toBeVisible();
  await page.getByRole('radio', { name: /^Franchise Viewer/ }).check();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Choose at least one group for this role.')).toBeVisible();
  await page.getByRole('checkbox', { name: franchisee }).check();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'enterprise-invite');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page).toHaveURL(/\/enterprise-access-manager$/);
  const pending = page.getByRole('list', { name: 'Pending invitations' });
  await expect(pending).toContainText(viewer.email);
  await expect(pending).toContainText('Franchise Viewer');
  await expect(pending).toContainText(franchisee);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'enterprise-access-manager');

  // The invitee opens the emailed link signed out, in a browser of their own: the page says who
  // invites them to which franchisee as what, and they create an account on the way and accept.
  const viewerContext = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: testInfo.project.use.viewport,
  });
  const viewerPage = await viewerContext.newPage();
  const mail = await latestMail(viewerPage.request, viewer.email, /invited you to join/);
  await viewerPage.goto(linkPath(mail, '/enterprise-invitations/'));
  await expect(viewerPage).toHaveTitle('Accept Invitation – Hireloop');
  await expect(viewerPage.getByRole('heading', { name: `Join ${enterpriseName}` })).toBeVisible();
  await expect(viewerPage.getByRole('main').getByText('Franchise Viewer')).toBeVisible();
  await expect(viewerPage.getByRole('main').getByText(franchisee)).toBeVisible();
  await expectNoSeriousA11yViolations(viewerPage);
  await saveScreenshot(viewerPage, testInfo, 'enterprise-invitation-signed-out');
  await viewerPage.getByRole('link', { name: 'Create an account' }).click();
  await expect(viewerPage).toHaveURL(/\/register\?email=/);
  await fillRegisterForm(viewerPage, viewer);
  await viewerPage.getByRole('button', { name: 'Create account' }).click();
  await expect(viewerPage).toHaveURL(/\/enterprise-invitations\//);
  await expectNoSeriousA11yViolations(viewerPage);
  await saveScreenshot(viewerPage, testInfo, 'enterprise-invitation-signed-in');
  await viewerPage.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(viewerPage).toHaveURL(/\/enterprise-groups$/);

  // The viewer sees only their franchisee and its location, and no Settings.
  await viewerPage.goto('/enterprise-groups');
  const viewerGroups = viewerPage.getByRole('list', { name: 'Franchisees' });
  await expect(viewerGroups.getByRole('listitem')).toHaveCount(1);
  await expect(viewerGroups).toContainText(franchisee);
  await expect(viewerPage.getByRole('link', { name: 'Create Franchisee' })).toHaveCount(0);
  await expect(mainMenu(viewerPage).getByRole('link', { name: 'Users' })).toBeVisible();
  await expect(mainMenu(viewerPage).getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(viewerPage);
  await saveScreenshot(viewerPage, testInfo, 'enterprise-groups-viewer');

  await viewerPage.goto('/enterprise-companies');
  const viewerLocations = viewerPage.getByRole('list', { name: 'Locations' });
  await expect(viewerLocations.getByRole('listitem')).toHaveCount(1);
  await expect(viewerLocations).toContainText(location);
  await expect(viewerPage.getByRole('link', { name: 'Add Location' })).toHaveCount(0);
  await saveScreenshot(viewerPage, testInfo, 'enterprise-companies-viewer');

  await viewerPage.goto('/enterprise-account');
  await expect(viewerPage.getByText('Franchise Viewer')).toBeVisible();
  await saveScreenshot(viewerPage, testInfo, 'enterprise-account-viewer');
  await viewerContext.close();

  // Back with the owner: the viewer is a member now, limited to the franchisee.
  await page.reload();
  const members = page.getByRole('list', { name: 'Users' });
  await expect(members).toContainText(viewer.email);
  await expect(page.getByText('No pending invitations')).toBeVisible();
});
