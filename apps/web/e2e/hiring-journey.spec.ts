// Journey: the whole hiring loop between a new company and new candidates. A recruiter creates a
// company, saves a template and publishes an opportunity from it; a candidate signs up, onboards
// (phone verified by SMS code, resume uploaded), finds the opportunity by search and applies; a
// second candidate applies too. On the pipeline board the recruiter moves the first candidate to
// the next step and disqualifies the second, and the first candidate, with My Applications open
// in a browser of their own, sees the step change arrive live. Axe and screenshots at each stop.
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Page,
  type TestInfo,
  test,
} from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { closeToasts, expectToast } from './support/account-switcher.ts';
import { fillRegisterForm, newAccount, registerThroughApi } from './support/accounts.ts';
import { minimalPdf, uniquePhone } from './support/files.ts';
import { dismissLiveNotifications } from './support/live-notifications.ts';
import { smsCode } from './support/mailbox.ts';
import { saveScreenshot } from './support/screenshots.ts';

test.describe.configure({ timeout: 150_000 });

/** JSON call with the context's session and XSRF echo, as the app itself makes it. */
async function apiCall(request: APIRequestContext, method: 'POST' | 'PUT', path: string, data: unknown) {
  const { cookies } = await request.storageState();
  const token = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await request.fetch(path, {
    method,
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(token), Accept: 'application/json' },
    data,
  });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

async function checkPage(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await closeToasts(page);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, name);
}

/** A company menu item: the side bar from 1280 px (desktop only runs this journey). */
async function openFromMenu(page: Page, name: RegExp): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();
}

async function newBrowserPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: testInfo.project.use.viewport,
  });
  return context.newPage();
}

const boardColumn = (page: Page, step: string) =>
  page.getByRole('region', { name: 'Pipeline steps' }).getByRole('region', { name: new RegExp(`^${step}`) });

const boardCard = (page: Page, step: string, name: string) =>
  boardColumn(page, step)
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name, exact: true }) });

test('a company posts from a template, candidates apply and the decision reaches them live', async ({
  page: recruiter,
  browser,
  request,
}, testInfo) => {
  // One long journey in three browsers; the 375 px layouts of every page it visits are covered by
  // the other journeys (company-opportunities, candidate-profile, candidate-apply, pipeline).
  test.skip(testInfo.project.name === 'mobile', 'desktop only: the other journeys cover 375 px');

  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const companyName = `Hearth Loaves ${suffix}`;
  const templateName = `Morning baker ${suffix}`;
  // The suffix is one search word of its own: the search finds this opportunity and no other.
  const title = `Croissant Laminator ${suffix}`;
  const recruiterAccount = newAccount({ firstName: 'Rosalind', lastName: 'Franklin' });
  const first = newAccount({ firstName: 'Mae', lastName: 'Jemison' });
  const second = newAccount({ firstName: 'Katherine', lastName: 'Johnson' });
  const phone = uniquePhone();

  // --- The recruiter: a new company, a template, an opportunity from it, published ---
  await registerThroughApi(recruiter.request, recruiterAccount);
  await recruiter.goto('/create-company');
  await recruiter.getByLabel('Company name').fill(companyName);
  await recruiter.getByRole('button', { name: 'Create company' }).click();
  await expect(recruiter).toHaveURL(/\/company-dashboard$/);
  await expect(recruiter.getByRole('main').getByText(companyName)).toBeVisible();
  await dismissLiveNotifications(recruiter, { untilQuiet: true });
  await closeToasts(recruiter);

  await openFromMenu(recruiter, /^Opportunities$/);
  await expect(recruiter).toHaveURL(/\/company-opportunities$/);
  await recruiter.getByRole('link', { name: 'Templates' }).click();
  await expect(recruiter).toHaveURL(/\/company-templates$/);
  await recruiter.getByRole('link', { name: 'Create template' }).click();
  await expect(recruiter).toHaveURL(/\/company-templates\/create$/);
  await recruiter.getByLabel('Template name').fill(templateName);
  await recruiter.getByLabel('Job title').fill('Morning Baker');
  await recruiter.getByRole('textbox', { name: 'Description' }).click();
  await recruiter.keyboard.type('Laminate croissant dough and bake the morning viennoiserie.');
  await recruiter.getByLabel('Location').fill('Portland, OR');
  await recruiter.getByLabel('Employment type').selectOption('full_time');
  await recruiter.getByLabel('Pay from').fill('22');
  await recruiter.getByLabel('Pay up to').fill('27');
  await recruiter.getByLabel('Pay period').selectOption('hour');
  await recruiter.getByRole('button', { name: 'Save template' }).click();
  await expect(recruiter).toHaveURL(/\/company-templates$/);
  await expect(recruiter.getByRole('link', { name: templateName, exact: true })).toBeVisible();
  await checkPage(recruiter, testInfo, 'hiring-company-templates');

  // "How do you want to start?": from the template, whose values fill the form.
  await openFromMenu(recruiter, /^Opportunities$/);
  await recruiter.getByRole('link', { name: 'Post your first opportunity' }).click();
  await expect(recruiter).toHaveURL(/\/company-opportunities\/create$/);
  await expect(recruiter.getByRole('heading', { name: 'How do you want to start?' })).toBeVisible();
  await recruiter.getByRole('link', { name: `Use template ${templateName}` }).click();
  await expect(recruiter).toHaveURL(/\/company-opportunities\/create\?template=\d+$/);
  await expect(recruiter.getByLabel('Job title')).toHaveValue('Morning Baker');
  await expect(recruiter.getByRole('textbox', { name: 'Description' })).toContainText('croissant dough');
  await expect(recruiter.getByLabel('Location')).toHaveValue('Portland, OR');
  await recruiter.getByLabel('Job title').fill(title);
  await checkPage(recruiter, testInfo, 'hiring-create-from-template');
  await recruiter.getByRole('button', { name: 'Publish' }).click();
  await expect(recruiter).toHaveURL(/\/company-opportunities\?status=published$/);
  const posted = recruiter
    .getByRole('listitem')
    .filter({ has: recruiter.getByRole('link', { name: title }) });
  await expect(posted.getByText('Published', { exact: true })).toBeVisible();

  // --- The first candidate: signs up, onboards, finds the opportunity and applies ---
  const candidate = await newBrowserPage(browser, testInfo);
  await candidate.goto('/register');
  await fillRegisterForm(candidate, first);
  await candidate.getByRole('button', { name: 'Create account' }).click();
  await expect(candidate).toHaveURL(/\/create-account$/, { timeout: 20_000 });
  await expect(candidate.getByRole('heading', { name: 'About you' })).toBeVisible();
  await expect(candidate.getByLabel('First name')).toHaveValue(first.firstName);
  // Onboarding has no live-notification panel: the announcements wait for the dashboard.
  await closeToasts(candidate);

  await candidate.getByLabel('Mobile phone').fill(phone);
  await candidate.getByRole('button', { name: 'Send code' }).click();
  await expect(candidate.getByText(`We texted a code to ${phone}`)).toBeVisible();
  await candidate.getByLabel('Verification code').fill(await smsCode(request, phone));
  await candidate.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(candidate.getByText('Verified', { exact: true })).toBeVisible();
  await checkPage(candidate, testInfo, 'hiring-onboarding-phone');
  await candidate.getByRole('button', { name: 'Continue' }).click();

  await expect(candidate.getByRole('heading', { name: 'What you are looking for' })).toBeVisible();
  await candidate.getByLabel('Where do you want to work?').fill('Portland, OR');
  const roles = candidate.getByRole('textbox', { name: 'Roles you want' });
  await roles.fill('Pastry Chef');
  await roles.press('Enter');
  await expect(candidate.getByRole('button', { name: 'Remove role Pastry Chef' })).toBeVisible();
  await candidate.getByLabel('When can you start?').selectOption('within_month');
  await candidate.getByLabel('Authorized to work, no sponsorship needed').check();
  await candidate.getByRole('button', { name: 'Continue' }).click();

  await expect(candidate.getByRole('heading', { name: 'Resume' })).toBeVisible();
  await candidate.getByLabel('Resume file').setInputFiles({
    name: 'Mae Jemison resume.pdf',
    mimeType: 'application/pdf',
    buffer: minimalPdf(['Mae Jemison', 'Pastry chef', 'Laminated doughs, viennoiserie']),
  });
  // The server reads the PDF's text before it answers; the first PDF of a fresh server is slower.
  await expect(candidate.getByRole('link', { name: 'Download' })).toBeVisible({ timeout: 30_000 });
  await expect(candidate.getByText('Mae Jemison resume.pdf')).toBeVisible();
  await checkPage(candidate, testInfo, 'hiring-onboarding-resume');
  await candidate.getByRole('button', { name: 'Finish', exact: true }).click();
  await expect(candidate).toHaveURL(/\/dashboard$/);
  await expect(candidate.getByText('Your account is ready. Welcome to Hireloop, Mae!')).toBeVisible();
  await dismissLiveNotifications(candidate, { untilQuiet: true });

  await candidate.getByRole('navigation', { name: 'Main' }).locator('a[href="/opportunities"]').click();
  await expect(candidate).toHaveURL(/\/opportunities$/);
  await candidate.getByLabel('Search opportunities').fill(suffix);
  await candidate.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(candidate).toHaveURL(new RegExp(`[?&]q=${suffix}`));
  await expect(candidate.getByRole('heading', { name: '1 opportunity' })).toBeVisible();
  const result = candidate.getByRole('article').filter({ hasText: companyName });
  await expect(result.getByRole('heading', { name: title })).toBeVisible();
  await result.getByRole('link', { name: title, exact: true }).click();
  const details = candidate.getByRole('region', { name: 'Opportunity details' });
  await expect(details.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  await expect(details.getByText('Laminate croissant dough')).toBeVisible();
  await checkPage(candidate, testInfo, 'hiring-opportunity-found');

  await details.getByRole('button', { name: 'Apply', exact: true }).click();
  const apply = candidate.getByRole('dialog', { name: `Apply to ${title}` });
  await apply.getByRole('button', { name: 'Submit application' }).click();
  const sent = candidate.getByRole('dialog', { name: title });
  await expect(sent.getByRole('heading', { name: 'Application sent' })).toBeVisible();
  await sent.getByRole('link', { name: 'Go to My Applications' }).click();
  await expect(candidate).toHaveURL(/\/applications$/);
  const inProgress = candidate.getByRole('list', { name: /In progress/ });
  const myApplication = inProgress.getByRole('listitem').filter({ hasText: title });
  await expect(myApplication).toContainText('Current step Applied');
  await checkPage(candidate, testInfo, 'hiring-my-applications');
  // Marks this page load: still there at the end means the step change came without a reload.
  await candidate.evaluate(() => {
    (window as unknown as { sameLoad: boolean }).sameLoad = true;
  });

  // --- The second candidate applies through the API (the journey above did it through the UI) ---
  const other = await newBrowserPage(browser, testInfo);
  await registerThroughApi(other.request, second);
  const href = await posted.getByRole('link', { name: title }).getAttribute('href');
  const opportunityId = Number(href?.match(/^\/company-opportunities\/(\d+)$/)?.[1]);
  expect(opportunityId).toBeGreaterThan(0);
  await apiCall(other.request, 'POST', '/api/applications', {
    opportunity_id: opportunityId,
    answers: [],
    submit: true,
  });

  // --- The recruiter: the board, one moved forward, the other disqualified with a reason ---
  await dismissLiveNotifications(recruiter, { untilQuiet: true });
  await closeToasts(recruiter);
  await posted.getByRole('link', { name: title }).click();
  await expect(recruiter).toHaveURL(new RegExp(`/company-opportunities/${opportunityId}$`));
  const firstName = `${first.firstName} ${first.lastName}`;
  const secondName = `${second.firstName} ${second.lastName}`;
  await expect(boardCard(recruiter, 'Applied', firstName)).toBeVisible();
  await expect(boardCard(recruiter, 'Applied', secondName)).toBeVisible();
  await checkPage(recruiter, testInfo, 'hiring-pipeline-board');

  await boardCard(recruiter, 'Applied', firstName)
    .getByRole('button', { name: `Move ${firstName} to Phone Screen` })
    .click();
  await expect(boardCard(recruiter, 'Phone Screen', firstName)).toBeVisible();
  await expectToast(recruiter, 'The candidate was moved to the next step.');

  // The first candidate's open page follows, live: the same page load, no reload.
  await expect(myApplication).toContainText('Current step Phone Screen', { timeout: 15_000 });
  expect(await candidate.evaluate(() => (window as unknown as { sameLoad?: boolean }).sameLoad)).toBe(true);
  await saveScreenshot(candidate, testInfo, 'hiring-my-applications-live');

  await closeToasts(recruiter);
  await boardCard(recruiter, 'Applied', secondName)
    .getByRole('button', { name: `More actions for ${secondName}` })
    .click();
  await recruiter.getByRole('menuitem', { name: 'Disqualify…' }).click();
  const disqualify = recruiter.getByRole('dialog', { name: `Disqualify ${secondName}?` });
  await disqualify.getByLabel('Reason (for your team)').fill('Looking for weekend availability.');
  await disqualify.getByRole('button', { name: 'Disqualify' }).click();
  await expect(disqualify).toBeHidden();
  await expect(boardCard(recruiter, 'Applied', secondName)).toHaveCount(0);
  await expectToast(recruiter, 'The candidate was disqualified.');
  await recruiter.getByText(/^Disqualified\s*\d+$/).click();
  await expect(
    recruiter
      .getByRole('list', { name: 'Disqualified' })
      .getByRole('button', { name: secondName, exact: true }),
  ).toBeVisible();
  await checkPage(recruiter, testInfo, 'hiring-pipeline-decided');

  // The second candidate's application is decided, and the first one's page is still in progress.
  await expect(myApplication).toContainText('Current step Phone Screen');
  const theirs = (await (
    await other.request.get('/api/applications', { headers: { Accept: 'application/json' } })
  ).json()) as { data: Array<{ status: string; opportunity: { title: string } }> };
  expect(theirs.data).toEqual([
    expect.objectContaining({ status: 'disqualified', opportunity: expect.objectContaining({ title }) }),
  ]);

  await candidate.context().close();
  await other.context().close();
});
