// Journey: billing. A new company's Admin sees the trial, the cost meter and the empty invoice
// list; the trial ends (the dev clock moves this company's time and runs the close): the invoice
// has no card, the unpaid banner shows (the Admin may update payment, the recruiter is told to ask
// an admin) and dismisses; ten days later the recruiter is locked out and sent to
// /reinstate-payment; the Admin is sent there too, a declined card (4000 0000 0000 0002) says so
// clearly, 4242… pays the invoice and lets them back in at once, and the recruiter is back too.
// The invoice page and its PDF (rendered with pdftoppm); then the Admin cancels with a reason, sees
// the cancelled banner, and undoes it. Axe and screenshots at each stop, at 375 and 1440 px.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { type BrowserContext, expect, type Page, type TestInfo, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { closeToasts } from './support/account-switcher.ts';
import { newAccount, registerThroughApi } from './support/accounts.ts';
import { apiCall } from './support/company-api.ts';
import { latestMail, linkPath } from './support/mailbox.ts';
import { renderedImagePath, saveScreenshot } from './support/screenshots.ts';

test.describe.configure({ timeout: 180_000 });

const DAY_MS = 86_400_000;
const CANCELLED_BANNER =
  /Your subscription ends on .*\. Please note, any charges for usage until that date will still apply\.|Your account will close on .* when your trial ends\. Decide to stay\? Contact support, we'd love to keep you!/;

async function check(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await closeToasts(page);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, name);
}

/** Moves this company's billing time and runs its billing close "as of" then. */
async function billAsOf(page: Page, billableEntityId: number, at: Date) {
  return apiCall(page, 'POST', '/api/dev/clock', {
    now: at.toISOString(),
    billable_entity_id: billableEntityId,
    run_billing: true,
  });
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Save card' }).click();
}

test('a trial ends, a recruiter is locked out, the admin pays to reinstate, then cancels and undoes', async ({
  page: admin,
  browser,
}, testInfo) => {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const companyName = `Ledger Bakery ${suffix}`;
  const adminAccount = newAccount({ firstName: 'Ada', lastName: 'Lovelace' });
  const recruiterAccount = newAccount({ firstName: 'Charles', lastName: 'Babbage' });
  const newContext = (): Promise<BrowserContext> =>
    browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: testInfo.project.use.viewport });
  const recruiterContext = await newContext();
  const recruiter = await recruiterContext.newPage();

  // Setup through the API: the company, and a Recruiter who joined it from the invitation.
  await registerThroughApi(admin.request, adminAccount);
  const company = await apiCall(admin, 'POST', '/api/companies', { name: companyName });
  await apiCall(admin, 'POST', `/api/companies/${company.id}/complete-demo`, {});
  await registerThroughApi(recruiter.request, recruiterAccount);
  await apiCall(admin, 'POST', '/api/invitations', { email: recruiterAccount.email, role: 'Recruiter' });
  const invitation = await latestMail(admin.request, recruiterAccount.email, /invited you to join/);
  const token = linkPath(invitation, '/accept-invitation/').split('/').pop()!;
  await apiCall(recruiter, 'POST', `/api/invitations/token/${token}/accept`, {});

  // The trial: plan, cost meter (the five seats of this month), no invoices yet.
  await admin.goto('/company-billing');
  await expect(admin).toHaveTitle('Billing – Hireloop');
  await expect(admin.getByText(/^Free trial until/)).toBeVisible();
  await expect(admin.getByRole('heading', { name: 'Usage this period' })).toBeVisible();
  await expect(admin.getByText('No invoices yet')).toBeVisible();
  await check(admin, testInfo, 'billing-trial');
  const summary = (await (await admin.request.get('/api/billing')).json()) as {
    billable_entity_id: number;
    trial_ends_at: string;
  };
  const entityId = summary.billable_entity_id;
  const trialEnd = new Date(summary.trial_ends_at).getTime();

  // Other roles are refused the page with SPEC.md §8's role warning.
  await recruiter.goto('/company-billing');
  await expect(recruiter.getByText('You do not have permission to access Billing.')).toBeVisible();
  await expect(recruiter).toHaveURL(/\/company-dashboard$/);

  // The trial ends: the close makes an invoice it cannot charge (no card on file).
  const closed = await billAsOf(admin, entityId, new Date(trialEnd + 60_000));
  expect(closed.billing).toMatchObject({ invoices: 1 });
  await admin.goto('/company-dashboard');
  const unpaid = admin.getByText(/We were unable to process payment on an invoice\./);
  await expect(unpaid).toBeVisible();
  await expect(admin.getByRole('link', { name: 'update your payment information' })).toBeVisible();
  await check(admin, testInfo, 'billing-unpaid-banner');
  await recruiter.goto('/company-dashboard');
  await expect(recruiter.getByText(/Please contact a company admin by/)).toBeVisible();
  await recruiter
    .getByRole('alert')
    .filter({ hasText: 'Please contact a company admin' })
    .getByRole('button', { name: 'Dismiss' })
    .click();
  await expect(recruiter.getByText(/Please contact a company admin by/)).toHaveCount(0);

  // Ten days later the company is locked: the recruiter is sent to /reinstate-payment.
  await billAsOf(admin, entityId, new Date(trialEnd + 60_000 + 10 * DAY_MS));
  await recruiter.goto('/company-opportunities');
  await expect(recruiter).toHaveURL(new RegExp(`/reinstate-payment/${entityId}$`));
  await expect(
    recruiter.getByRole('heading', { name: 'Settle Invoices to Unlock Your Account' }),
  ).toBeVisible();
  await expect(recruiter.getByText(`Please contact a Company Admin of ${companyName}`)).toBeVisible();
  await check(recruiter, testInfo, 'reinstate-recruiter');

  // The admin too; a declined card says so, a good one pays and lets them back in.
  await admin.goto('/company-opportunities');
  await expect(admin).toHaveURL(new RegExp(`/reinstate-payment/${entityId}$`));
  await admin.getByLabel('Name on invoices').fill(companyName);
  await admin.getByLabel('Address', { exact: true }).fill('1 Main Street');
  await admin.getByLabel('City').fill('Portland');
  await admin.getByLabel('Postal code').fill('97201');
  await admin.getByLabel('Country code (e.g. US)').fill('US');
  const savedAddress = admin.waitForResponse((response) => response.url().endsWith('/api/billing/address'));
  await admin.getByRole('button', { name: 'Save address' }).click();
  const addressResponse = await savedAddress;
  expect(addressResponse.status(), await addressResponse.text()).toBe(200);
  await expect(admin.getByText('The billing address was saved.')).toBeVisible();
  await fillCard(admin, '4000 0000 0000 0002');
  await expect(admin.getByText('Your card was declined.')).toBeVisible();
  await check(admin, testInfo, 'reinstate-declined');
  await fillCard(admin, '4242 4242 4242 4242');
  await expect(admin.getByText('Visa ending in 4242')).toBeVisible();
  await admin.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(admin).toHaveURL(/\/company-dashboard$/);
  await recruiter.goto('/company-opportunities');
  await expect(recruiter).toHaveURL(/\/company-opportunities$/);

  // The paid invoice, its page and its PDF.
  await admin.goto('/company-billing');
  await admin.getByRole('list', { name: 'Invoices' }).getByRole('link').first().click();
  await expect(admin).toHaveURL(/\/company-invoices\/\d+$/);
  await expect(admin.getByText('Paid', { exact: true }).first()).toBeVisible();
  await expect(admin.getByText(/Visa ending in 4242/)).toBeVisible();
  await check(admin, testInfo, 'invoice');
  const pdfHref = await admin.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
  const pdf = await admin.request.get(pdfHref!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const pdfPath = testInfo.outputPath('invoice.pdf');
  fs.writeFileSync(pdfPath, await pdf.body());
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '60',
    '-singlefile',
    pdfPath,
    renderedImagePath(testInfo, 'invoice-pdf'),
  ]);

  // Cancel with a reason: the cancelled banner; then undo it.
  await admin.goto('/company-billing/edit');
  await expect(admin).toHaveTitle('Manage Plan & Payment – Hireloop');
  await admin.getByLabel('Why are you cancelling?').selectOption({ label: "It's too expensive" });
  await admin.getByLabel('Anything else? (optional)').fill('We will be back in spring.');
  await admin.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(admin.getByRole('button', { name: 'Undo cancellation' })).toBeVisible();
  // The cancelled banner (SPEC.md §4, §8): the browser still counts the trial by its own clock, so it
  // may say the account closes when the trial ends.
  await admin.goto('/company-dashboard');
  await expect(admin.getByText(CANCELLED_BANNER)).toBeVisible();
  await check(admin, testInfo, 'billing-cancelled-banner');
  await admin.goto('/company-billing/edit');
  await admin.getByRole('button', { name: 'Undo cancellation' }).click();
  await expect(admin.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
  await check(admin, testInfo, 'billing-manage');
  await admin.goto('/company-dashboard');
  await expect(admin.getByText(CANCELLED_BANNER)).toHaveCount(0);

  await recruiterContext.close();
});
