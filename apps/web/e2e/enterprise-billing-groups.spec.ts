// Journey: Sunrise Coffee's owner opens Billing from the enterprise menu, reads the two demo
// billing groups, tries to create one without locations (field error), opens the Pacific Northwest
// group with last month's invoice, is refused a declined card, and renames the group (and back).
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { dismissToasts } from './support/accounts.ts';
import { signInDemoAccount } from './support/demo-sign-in.ts';
import { saveScreenshot } from './support/screenshots.ts';

test.describe.configure({ timeout: 120_000 });

/** Billing sits in the side menu on wide screens, in the bottom bar or its More menu on phones. */
async function openBillingFromMenu(page: Page) {
  const main = page.getByRole('navigation', { name: 'Main' });
  const link = main.getByRole('link', { name: 'Billing' });
  if (await link.isVisible()) {
    await link.click();
  } else {
    await main.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Billing' }).click();
  }
  await expect(page).toHaveURL(/\/enterprise-billing-groups$/);
}

// Merged before this journey had run once; being fixed on its own branch (issue 21).
test.fixme(true, 'journey not yet run green; see the stop note');

test('the enterprise owner reads, creates and edits billing groups', async ({
  browser,
  baseURL,
}, testInfo) => {
  const storageState = await signInDemoAccount(browser, baseURL!, {
    email: 'franchise@hireloop.example',
    account: 'enterprise',
  });
  const context = await browser.newContext({
    baseURL,
    storageState,
    viewport: testInfo.project.use.viewport,
  });
  const page = await context.newPage();

  await page.goto('/enterprise-groups');
  await openBillingFromMenu(page);
  const list = page.getByRole('list', { name: 'Billing groups' });
  await expect(list.getByRole('link', { name: 'Pacific Northwest billing' })).toBeVisible();
  await expect(list.getByRole('link', { name: 'Bay Area billing' })).toBeVisible();
  await expect(list.getByText('Sunrise Coffee – Seattle, Sunrise Coffee – Tacoma')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'enterprise-billing-groups');

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
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'enterprise-billing-group-create');

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
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'enterprise-billing-group');

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
  await dismissToasts(page);
  await edit.getByLabel('Billing group name').fill('Pacific Northwest billing');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { name: 'Pacific Northwest billing', exact: true })).toBeVisible();
  await context.close();
});
