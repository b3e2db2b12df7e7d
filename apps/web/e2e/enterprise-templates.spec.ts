// Journey (issue 23, decisions 101–103): an Enterprise Owner writes an opportunity template and
// pushes it to one franchisee; a location of it starts an opportunity from it (marked as the
// enterprise's, read-only there). Then the owner invites a person into another franchisee, who opens
// the emailed link signed out, creates an account from the page and accepts.
import { expect as baseExpect, test } from '@playwright/test';
import { fillRegisterForm, newAccount, registerThroughUi } from './support/accounts.ts';
import { apiCall, navigateInApp } from './support/company-api.ts';
import { latestMail, linkPath } from './support/mailbox.ts';
import { checkScreen } from './support/screen-check.ts';

test.describe.configure({ timeout: 180_000 });

// The form pages are the heaviest of the app; on a busy machine they need more than 7 s.
const expect = baseExpect.configure({ timeout: 20_000 });

test('a pushed template is used by a location; a group invitation is accepted from its page', async ({
  page,
  browser,
}, testInfo) => {
  const owner = newAccount({ firstName: 'Tess', lastName: 'Owner' });
  const invitee = newAccount({ firstName: 'Gale', lastName: 'Grouper' });
  const unique = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const companyName = `Tidewater Cafe ${unique}`;
  const enterpriseName = `Tidewater Group ${unique}`;
  const groupName = `Harbour Partners ${unique}`;
  const templateName = `Opening barista ${unique}`;

  // An owner of a franchise whose first franchisee holds their café (set up through the API: the
  // upgrade has its own journey), and a second, empty franchisee.
  await registerThroughUi(page, owner);
  const company = await apiCall(page, 'POST', '/api/companies', { name: companyName });
  const enterprise = await apiCall(page, 'POST', `/api/enterprises/upgrade/${company.id}`, {
    name: enterpriseName,
    type: 'franchise',
  });
  const group = await apiCall(page, 'POST', '/api/enterprise-groups', { name: groupName });

  // Templates are reached from the enterprise dashboard (decision 102).
  await page.goto('/enterprise-groups');
  await page.getByRole('link', { name: 'Templates', exact: true }).click();
  await expect(page).toHaveURL(/\/enterprise-templates$/);
  await expect(page.getByText('No templates yet')).toBeVisible();
  await checkScreen(page, testInfo, 'enterprise-templates-empty');

  // The company template's form, plus where it is pushed.
  await page.getByRole('link', { name: 'Create template', exact: true }).click();
  await expect(page).toHaveURL(/\/enterprise-templates\/create$/);
  await page.getByLabel('Template name').fill(templateName);
  await page.getByLabel('Job title').fill('Opening Barista');
  await page.getByRole('textbox', { name: 'Description' }).click();
  await page.keyboard.type('Open the café at 6 am and pull the first shots of the day.');
  await page.getByRole('textbox', { name: 'Location', exact: true }).fill('Seattle, WA');
  await expect(page.getByRole('radio', { name: 'Chosen franchisees' })).toBeChecked();
  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(
    page.getByText('Choose at least one group, or push the template to all locations.'),
  ).toBeVisible();
  await page.getByRole('checkbox', { name: companyName }).check();
  await checkScreen(page, testInfo, 'enterprise-template-form');
  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(page).toHaveURL(/\/enterprise-templates$/);
  const row = page.getByRole('list', { name: 'Templates' }).getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(templateName);
  await expect(row).toContainText(`Pushed to: ${companyName}`);
  await checkScreen(page, testInfo, 'enterprise-templates');

  // The café (a location in that franchisee) starts an opportunity from it.
  await apiCall(page, 'PUT', `/api/companies/set/${company.id}`, {});
  await page.goto('/company-dashboard');
  await expect(page.getByRole('main')).toBeVisible();
  await navigateInApp(page, '/company-opportunities/create');
  const choice = page.getByRole('link', { name: `Use template ${templateName}` });
  await expect(choice).toBeVisible();
  await expect(choice).toContainText(`From ${enterpriseName}`);
  await checkScreen(page, testInfo, 'location-template-picker');
  await choice.click();
  await expect(page).toHaveURL(/\/company-opportunities\/create\?template=\d+$/);
  await expect(page.getByLabel('Job title')).toHaveValue('Opening Barista');
  await expect(page.getByRole('textbox', { name: 'Location', exact: true })).toHaveValue('Seattle, WA');
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page).toHaveURL(/\/company-opportunities(\?|\/\d+|$)/);
  const drafts = await (
    await page.request.get('/api/opportunities', { params: { search: 'Opening Barista' } })
  ).json();
  expect(drafts.data).toHaveLength(1);

  // There it is the enterprise's: no way to change or delete it.
  await navigateInApp(page, '/company-templates');
  const locationRow = page.getByRole('list', { name: 'Templates' }).getByRole('listitem');
  await expect(locationRow).toContainText(`From ${enterpriseName} · read-only`);
  await expect(page.getByRole('link', { name: `Edit template ${templateName}` })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Delete template ${templateName}` })).toHaveCount(0);
  await checkScreen(page, testInfo, 'location-templates');

  // Back on the enterprise: invite a person into the second franchisee from its page.
  await apiCall(page, 'PUT', `/api/enterprises/set/${enterprise.id}`, {});
  await page.goto(`/enterprise-groups/${group.id}`);
  await expect(page.getByRole('heading', { name: groupName })).toBeVisible();
  await expect(page.getByText('No open invitations')).toBeVisible();
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Invite to ${groupName}` });
  await dialog.getByLabel('Email address').fill(invitee.email);
  await dialog.getByRole('radio', { name: /^Franchise Viewer/ }).check();
  await checkScreen(page, testInfo, 'enterprise-group-invite');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  const pending = page.getByRole('list', { name: 'Pending invitations' });
  await expect(pending).toContainText(invitee.email);
  await expect(pending).toContainText('Franchise Viewer');
  await checkScreen(page, testInfo, 'enterprise-group-invitations');

  // The invitee opens the mailed link signed out, in a browser of their own.
  const inviteeContext = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: testInfo.project.use.viewport,
  });
  const inviteePage = await inviteeContext.newPage();
  const mail = await latestMail(inviteePage.request, invitee.email, /invited you to join the /);
  const link = linkPath(mail, '/enterprise-group-invitations/');

  // A damaged link says so.
  await inviteePage.goto(`/enterprise-group-invitations/${'x'.repeat(43)}`);
  await expect(inviteePage.getByRole('heading', { name: 'We could not find this invitation' })).toBeVisible();
  await checkScreen(inviteePage, testInfo, 'group-invitation-unknown');

  await inviteePage.goto(link);
  await expect(inviteePage).toHaveTitle('Join Group – Hireloop');
  await expect(inviteePage.getByRole('heading', { name: `Join ${groupName}` })).toBeVisible();
  const main = inviteePage.getByRole('main');
  await expect(main.getByText(`Franchisee of ${enterpriseName}`)).toBeVisible();
  await expect(main.getByText('Franchise Viewer')).toBeVisible();
  await expect(main.getByText('Tess Owner')).toBeVisible();
  await checkScreen(inviteePage, testInfo, 'group-invitation-signed-out');
  await inviteePage.getByRole('link', { name: 'Create an account' }).click();
  await expect(inviteePage).toHaveURL(/\/register\?email=/);
  await fillRegisterForm(inviteePage, invitee);
  await inviteePage.getByRole('button', { name: 'Create account' }).click();
  await expect(inviteePage).toHaveURL(/\/enterprise-group-invitations\//);
  await checkScreen(inviteePage, testInfo, 'group-invitation-signed-in');
  await inviteePage.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(inviteePage).toHaveURL(/\/enterprise-groups$/);
  const theirGroups = inviteePage.getByRole('list', { name: 'Franchisees' });
  await expect(theirGroups.getByRole('listitem')).toHaveCount(1);
  await expect(theirGroups).toContainText(groupName);
  await checkScreen(inviteePage, testInfo, 'group-invitation-accepted');

  // The link is spent, and says so.
  await inviteePage.goto(link);
  await expect(
    inviteePage.getByRole('heading', { name: 'This invitation was already accepted' }),
  ).toBeVisible();
  await inviteeContext.close();
});
