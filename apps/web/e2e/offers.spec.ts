// Journey: an offer from send to first day. A recruiter makes an offer from the candidate panel
// (previewed with the candidate's real values) and sends it; the candidate, signed out, finds it in
// the developer mailbox, reads the letter and accepts it by typing their name; the recruiter's
// candidate list shows them Hired without a reload; the signed PDF is downloaded and rendered to
// an image; the candidate completes onboarding (acknowledge, upload, form) and the company sees
// 100 %. Axe and screenshots at each stop, at 375 and 1440 px.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { type BrowserContext, expect, type Page, type TestInfo, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { dismissToasts, newAccount, registerThroughApi } from './support/accounts.ts';
import { apiCall } from './support/company-api.ts';
import { minimalPdf } from './support/files.ts';
import { dismissLiveNotifications } from './support/live-notifications.ts';
import { renderedImagePath, saveScreenshot } from './support/screenshots.ts';

test.describe.configure({ timeout: 150_000 });

/** Follows an in-app link the way the router does (no full reload of a company page). */
async function navigateInApp(page: Page, target: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, target);
}

async function check(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await dismissToasts(page);
  await dismissLiveNotifications(page);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, name);
}

test('a recruiter sends an offer, the candidate signs it from the mailbox and onboards', async ({
  page: recruiter,
  browser,
}, testInfo) => {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const recruiterAccount = newAccount({ firstName: 'Katherine', lastName: 'Johnson' });
  const candidateAccount = newAccount({ firstName: 'Dorothy', lastName: 'Vaughan' });
  const newContext = (): Promise<BrowserContext> =>
    browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: testInfo.project.use.viewport });
  const candidateContext = await newContext();
  const candidate = await candidateContext.newPage();

  // Setup through the API: a company with a published opening, and an application to it.
  await registerThroughApi(recruiter.request, recruiterAccount);
  await registerThroughApi(candidate.request, candidateAccount);
  await recruiter.goto('/create-company');
  await recruiter.getByLabel('Company name').fill(`Langley Flight ${suffix}`);
  await recruiter.getByRole('button', { name: 'Create company' }).click();
  await expect(recruiter).toHaveURL(/\/company-dashboard$/);
  const opportunity = await apiCall(recruiter, 'POST', '/api/opportunities', {
    title: 'Flight Engineer',
    description: '<p>Compute trajectories.</p>',
    location: 'Hampton, VA',
  });
  await apiCall(recruiter, 'PUT', `/api/opportunities/${opportunity.id}`, { status: 'published' });
  const application = await apiCall(candidate, 'POST', '/api/applications', {
    opportunity_id: opportunity.id,
    answers: [],
    submit: true,
  });

  // The recruiter opens the candidate's panel and makes the offer.
  await navigateInApp(recruiter, `/company-candidates?application=${application.id}`);
  const panel = recruiter.getByRole('dialog', { name: 'Dorothy Vaughan' });
  await expect(panel.getByRole('heading', { name: 'Offer' })).toBeVisible();
  await panel.getByRole('button', { name: 'Make an offer' }).click();
  const form = recruiter.getByRole('dialog', { name: 'Make an offer' });
  await form.getByLabel('Pay (USD)').fill('38.50');
  await form.getByLabel('Location').fill('Hampton, VA');
  await form.getByLabel('Manager').fill('Al Harrison');
  await form.getByRole('button', { name: 'Preview letter' }).click();
  const preview = form.getByRole('region', { name: 'Letter preview' });
  await expect(preview).toContainText('Dear Dorothy Vaughan,');
  await expect(preview).toContainText('$38.50 per hour');
  await check(recruiter, testInfo, 'offer-create');
  await form.getByRole('button', { name: 'Send offer' }).click();
  await expect(recruiter.getByText('The offer was sent.').first()).toBeVisible();
  await expect(panel.getByText('Offer sent')).toBeVisible();

  // Signed out, the candidate opens the offer from the developer mailbox.
  const visitorContext = await newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/dev/mailbox');
  const mail = visitor
    .getByRole('listitem')
    .filter({ hasText: candidateAccount.email })
    .filter({ hasText: 'Offer letter from' });
  await expect(mail).toHaveCount(1);
  await mail.getByRole('button', { name: /Offer letter from/ }).click();
  await mail.getByRole('button', { name: 'Plain text' }).click();
  const text = (await mail.textContent()) ?? '';
  const link = text.match(/https?:\/\/[^\s]+\/offers\/[0-9a-f-]{36}/)?.[0];
  expect(link, 'offer link in the mail').toBeTruthy();
  await visitor.goto(new URL(link!).pathname);
  await expect(visitor).toHaveTitle('Accept Offer Letter – Hireloop');
  await expect(visitor.getByRole('article', { name: 'Offer letter' })).toContainText('Dear Dorothy Vaughan,');
  await check(visitor, testInfo, 'offer-accept');
  await visitor.getByRole('button', { name: 'Accept offer' }).click();
  await expect(visitor.getByText('You must agree to sign the offer letter electronically.')).toBeVisible();
  await visitor.getByLabel('Your full name').fill('Dorothy Vaughan');
  await visitor.getByLabel(/I agree to sign this offer letter electronically/).check();
  await visitor.getByRole('button', { name: 'Accept offer' }).click();
  await expect(visitor.getByText('You accepted this offer')).toBeVisible();
  await check(visitor, testInfo, 'offer-accepted');

  // The signed PDF, downloaded and rendered to an image to look at.
  const pdfHref = await visitor
    .getByRole('link', { name: /Download the signed letter/ })
    .getAttribute('href');
  const pdf = await visitor.request.get(pdfHref!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const pdfPath = testInfo.outputPath('offer.pdf');
  fs.writeFileSync(pdfPath, await pdf.body());
  const imagePrefix = renderedImagePath(testInfo, 'offer-pdf');
  execFileSync('pdftoppm', ['-png', '-r', '50', pdfPath, imagePrefix]);
  expect(fs.existsSync(`${imagePrefix}-2.png`)).toBe(true);

  // Without a reload, the recruiter's panel and list show the hire.
  await expect(panel.getByText('Offer accepted')).toBeVisible({ timeout: 15_000 });
  await expect(panel.getByText('Hired', { exact: true }).first()).toBeVisible();
  await recruiter.keyboard.press('Escape');
  const row = recruiter.getByRole('listitem').filter({ hasText: 'Dorothy Vaughan' });
  await expect(row.getByText('Hired', { exact: true }).first()).toBeVisible();

  // The candidate, signed in, completes onboarding.
  const onboardingHref = await visitor.getByRole('link', { name: 'Start onboarding' }).getAttribute('href');
  await candidate.goto(onboardingHref!);
  await expect(candidate.getByRole('heading', { name: /Welcome aboard/ })).toBeVisible();
  await check(candidate, testInfo, 'onboarding-start');
  const tasks = candidate.getByRole('list', { name: 'Onboarding tasks' }).getByRole('listitem');
  await tasks.nth(0).getByLabel('I have read and understood this.').check();
  await tasks.nth(0).getByRole('button', { name: 'Acknowledge' }).click();
  await expect(candidate.getByText('1 of 3 tasks done (33 %)')).toBeVisible();
  await tasks
    .nth(1)
    .getByLabel(/Document/)
    .setInputFiles({
      name: 'passport.pdf',
      mimeType: 'application/pdf',
      buffer: minimalPdf(['Passport', 'Dorothy Vaughan']),
    });
  await tasks.nth(1).getByRole('button', { name: 'Upload' }).click();
  await expect(tasks.nth(1).getByRole('link', { name: 'passport.pdf' })).toBeVisible();
  await tasks.nth(2).getByLabel('Emergency contact name').fill('Howard Vaughan');
  await tasks.nth(2).getByLabel('Emergency contact phone').fill('+1 757 555 0100');
  await tasks.nth(2).getByLabel('Bank account number').fill('000123456789');
  await tasks.nth(2).getByLabel('Bank routing number').fill('051000017');
  await tasks.nth(2).getByRole('button', { name: 'Save' }).click();
  await expect(candidate.getByText('Your onboarding is complete.')).toBeVisible();
  await expect(candidate.getByText('000123456789')).toHaveCount(0);
  await check(candidate, testInfo, 'onboarding-done');

  // The company sees 100 % on the candidate's panel.
  await navigateInApp(recruiter, `/company-candidates?application=${application.id}`);
  await expect(panel.getByText('Onboarding: 3 of 3 tasks done (100 %)')).toBeVisible();
  await check(recruiter, testInfo, 'offer-panel-hired');

  // The offers list (linked from Candidates) shows it accepted.
  await recruiter.keyboard.press('Escape');
  await recruiter.getByRole('link', { name: 'Offers', exact: true }).click();
  await expect(recruiter).toHaveURL(/\/company-offers$/);
  await expect(recruiter.getByRole('list', { name: 'Offers' }).getByText('Accepted')).toBeVisible();
  await expect(recruiter.getByRole('list', { name: 'Letter templates' })).toContainText(
    'Standard offer letter',
  );
  await check(recruiter, testInfo, 'company-offers');

  await candidateContext.close();
  await visitorContext.close();
});
