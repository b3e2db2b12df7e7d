// Journey: Sunrise Coffee's owner opens Billing from the enterprise menu, reads the two demo
// billing groups, tries to create one without locations (field error), opens the Pacific Northwest
// group with last month's invoice, is refused a declined card, renames the group (and back) and
// opens (and cancels) its delete dialog. A new enterprise's owner finds no billing groups yet.
import { expect, type Page, test } from '@playwright/test';
import { expectToast } from './support/account-switcher.ts';
import { dismissToasts, newAccount, registerThroughApi } from './support/accounts.ts';
import { apiCall } from './support/company-api.ts';
import { openDemoAccountPage } from './support/demo-sign-in.ts';
import { dismissLiveNotifications } from './support/live-notifications.ts';
import { checkScreen } from './support/screen-check.ts';

test.describe.configure({ timeout: 120_000 });

/**
 * Billing is an item of the enterprise menu at every width: the side menu on wide screens, the
 * bottom bar on phones (SPEC.md §2). Wait for the menu to draw instead of testing it once.
 */
async function openBillingFromMenu(page: Page) {
  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Billing' });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/enterprise-billing-groups$/);
}

test('the enterprise owner reads, creates and edits billing groups', async ({ browser }, testInfo) => {
  const { context, page } = await openDemoAccountPage(browser, testInfo, {
    email: 'franchise@hireloop.example',
    account: 'enterprise',
  });

  await page.goto('/enterprise-groups');
  await openBillingFromMenu(page);
  // The app's announcements (notification settings) arrive as cards over the page: read them away.
  await dismissLiveNotifications(page, { untilQuiet: true });
  const list = page.getByRole('list', { name: 'Billing groups' });
  await expect(list.getByRole('link', { name: 'Pacific Northwest billing' })).toBeVisible();
  await expect(list.getByRole('link', { name: 'Bay Area billing' })).toBeVisible();
  await expect(list.getByText('Sunrise Coffee – Seattle, Sunrise Coffee – Tacoma')).toBeVisible();
  await checkScreen(page, testInfo, 'enterprise-billing-groups');

  // Every location already has a payer: the form shows where each one is and refuses an empty group.
  await page.getByRole('link', { name: 'Create Billing Group' }).click();
  await expect(page).toHaveURL(/\/enterprise-billing-groups\/create$/);
  const form = page.getByRole('form', { name: 'Billing group' });
  await expect(form.getByRole('checkbox', { name: /Sunrise Coffee – Oakland/ })).toBeDisabled();
  await expect(form.getByText('In Bay Area billing')).toBeVisible();
  await form.getByLabel('Billing group name').fill('Everything else');
  await form.getByLabel('Name on invoices').fill('Sunrise Coffee Inc');
  await form.getByLabel('Address', { exact: true }).fill('1 Bean Street');
  await form.getByLabel('City').fill('Seattle');
  await form.getByLabel('Postal code').fill('98101');
  await form.getByLabel('Country code (e.g. US)').fill('US');
  await form.getByLabel('Card number').fill('4242 4242 4242 4242');
  await form.getByLabel('Expiry (MM/YY)').fill('12/34');
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: 'Create Billing Group' }).click();
  await expect(form.getByText('Choose at least one location.')).toBeVisible();
  await checkScreen(page, testInfo, 'enterprise-billing-group-create');

  // The group's page: payer, last month's paid invoice, and the Owner's edit form.
  await page.getByRole('link', { name: 'Billing groups' }).click();
  await page
    .getByRole('list', { name: 'Billing groups' })
    .getByRole('link', { name: 'Pacific Northwest billing' })
    .click();
  await expect(page).toHaveURL(/\/enterprise-billing-groups\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Pacific Northwest billing' })).toBeVisible();
  const invoices = page.getByRole('list', { name: 'Invoices' });
  await expect(invoices.getByText('Paid')).toBeVisible();
  await expect(invoices.getByText('$60.00')).toBeVisible();
  await expect(page.getByText('Visa ending in 4242', { exact: false }).first()).toBeVisible();
  await checkScreen(page, testInfo, 'enterprise-billing-group');

  // Last month's invoice opens from the group: a line per location, and its PDF.
  await invoices.getByRole('button', { name: /^HL-/ }).click();
  const invoice = page.getByRole('dialog', { name: /^Invoice HL-/ });
  await expect(invoice.getByRole('table', { name: 'Invoice lines' })).toBeVisible();
  await expect(invoice.getByText(/Sunrise Coffee – Seattle ·/).first()).toBeVisible();
  await expect(invoice.getByText(/Sunrise Coffee – Tacoma ·/).first()).toBeVisible();
  const pdfHref = await invoice.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
  const pdf = await page.request.get(pdfHref!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await checkScreen(page, testInfo, 'enterprise-billing-group-invoice');
  await page.keyboard.press('Escape');
  await expect(invoice).toBeHidden();

  const edit = page.getByRole('form', { name: 'Billing group' });
  await edit.getByLabel('Card number').fill('4000 0000 0000 0002');
  await edit.getByLabel('Expiry (MM/YY)').fill('12/34');
  await edit.getByLabel('CVC').fill('123');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit.getByText('Your card was declined.')).toBeVisible();

  const suffix = testInfo.project.name;
  await edit.getByLabel('Card number').fill('');
  await edit.getByLabel('Expiry (MM/YY)').fill('');
  await edit.getByLabel('CVC').fill('');
  await edit.getByLabel('Billing group name').fill(`Pacific Northwest billing ${suffix}`);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { name: `Pacific Northwest billing ${suffix}` })).toBeVisible();
  // The heading changes as soon as the group is saved; the toast follows once the list is fresh.
  // Closed once shown: under the delete dialog's backdrop it could no longer be clicked away.
  await expectToast(page, 'The billing group was saved.');
  await dismissToasts(page);
  await edit.getByLabel('Billing group name').fill('Pacific Northwest billing');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { name: 'Pacific Northwest billing', exact: true })).toBeVisible();
  await expectToast(page, 'The billing group was saved.');

  // Deleting asks first; keeping it leaves the group as it was.
  await dismissToasts(page);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this billing group?' });
  await expect(dialog.getByRole('button', { name: 'Delete billing group' })).toBeVisible();
  await checkScreen(page, testInfo, 'enterprise-billing-group-delete');
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Pacific Northwest billing', exact: true })).toBeVisible();
  await context.close();
});

test("a new enterprise's owner finds no billing groups yet", async ({ page }, testInfo) => {
  await registerThroughApi(page.request, newAccount({ firstName: 'Bea', lastName: 'Owner' }));
  const unique = Date.now().toString(36);
  const company = await apiCall(page, 'POST', '/api/companies', { name: `Bean There ${unique}` });
  await apiCall(page, 'POST', `/api/enterprises/upgrade/${company.id}`, {
    name: `Bean There Franchise ${unique}`,
    type: 'franchise',
  });
  await page.goto('/enterprise-groups');
  await openBillingFromMenu(page);
  await dismissLiveNotifications(page, { untilQuiet: true });
  await expect(page.getByText('No billing groups yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Billing Group' }).first()).toBeVisible();
  await checkScreen(page, testInfo, 'enterprise-billing-groups-empty');
});
