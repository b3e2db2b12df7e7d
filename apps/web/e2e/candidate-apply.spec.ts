// Journey: a new candidate finds Northwind Bakery's openings (demo seed) and applies. Answering
// "yes" to the work-authorization question sends the application (it shows on /applications);
// answering "no" (the knockout answer) shows the respectful not-a-match panel; a third application
// is saved unfinished and completed on /finish-application/{uuid}. The dashboard then recommends
// what is left and counts the applications. Axe and screenshots at 375 and 1440 px.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { dismissToasts, fillRegisterForm, newAccount, type TestAccount } from './support/accounts.ts';
import { dismissLiveNotifications } from './support/live-notifications.ts';
import { saveScreenshot } from './support/screenshots.ts';

test.describe.configure({ timeout: 120_000 });

const AUTHORIZED = 'Are you authorized to work in the US?';
const KNOCKOUT_MESSAGE =
  "Thank you for your interest. Based on your answers, this opportunity isn't the right match right now.";

function isWide(page: Page): boolean {
  return (page.viewportSize()?.width ?? 0) >= 1024;
}

/** Signs up through /register. A new candidate lands on onboarding at /create-account; these journeys skip it. */
async function registerCandidate(page: Page, account: TestAccount): Promise<void> {
  await page.goto('/register');
  await fillRegisterForm(page, account);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/create-account$/, { timeout: 30_000 });
  await page.getByRole('link', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

/**
 * A demo member of the company's hiring team (demo seed), signed in on a request context of its
 * own. The Manager, not recruiter@, whom other journeys sign in too.
 */
async function signInAsNorthwindManager(request: APIRequestContext, companyId: number) {
  const xsrf = async () => {
    const { cookies } = await request.storageState();
    return decodeURIComponent(cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '');
  };
  const call = async (method: 'POST' | 'PUT', path: string, data?: unknown) => {
    const response = await request.fetch(path, {
      method,
      headers: { 'X-XSRF-TOKEN': await xsrf(), Accept: 'application/json' },
      ...(data === undefined ? {} : { data }),
    });
    expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
    return response;
  };
  await request.get('/api/sanctum/csrf-cookie');
  const credentials = { email: 'manager@hireloop.example', password: 'hireloop-demo', remember_me: false };
  // Only failed sign-ins count toward the limit (login-throttle.ts), so parallel journeys may sign in freely.
  const response = await request.post('/login', {
    headers: { 'X-XSRF-TOKEN': await xsrf(), Accept: 'application/json' },
    data: credentials,
  });
  expect(response.ok(), `POST /login: ${response.status()} ${await response.text()}`).toBe(true);
  await call('PUT', `/api/companies/set/${companyId}`);
  return call;
}

/** Follows a menu item the way a user does: the side bar from 1280 px, the bottom bar below. */
async function openFromMenu(page: Page, link: string): Promise<void> {
  await dismissToasts(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .locator(`a[href="${link}"]`)
    .filter({ visible: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`${link}(\\?.*)?$`));
}

async function search(page: Page, words: string): Promise<void> {
  // On phones an open opportunity covers the search: go back to it first. Decided by the URL, not
  // by whether the link is visible at this instant (right after a dialog closes the details may
  // still be re-rendering, and the search field would then be waited for behind them).
  if (!isWide(page) && /[?&]opportunity=/.test(page.url())) {
    await page.getByRole('link', { name: 'Back to results' }).click();
    await expect(page).not.toHaveURL(/[?&]opportunity=/);
  }
  await page.getByLabel('Search opportunities').fill(words);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${words}`));
}

/** Opens a Northwind opportunity from the results and waits for its details. */
async function openOpportunity(page: Page, title: string): Promise<void> {
  const card = page
    .getByRole('article')
    .filter({ hasText: 'Northwind Bakery' })
    .filter({
      has: page.getByRole('heading', { name: title, exact: true }),
    });
  await card.getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(/[?&]opportunity=\d+/);
  const details = page.getByRole('region', { name: 'Opportunity details' });
  await expect(details.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  if (!isWide(page)) {
    // On phones the details replace the results, with a way back.
    await expect(details.getByRole('link', { name: 'Back to results' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /opportunit(y|ies)$/ })).toBeHidden();
  }
}

/** Opens the apply dialog of the open opportunity and answers the authorization question. */
async function startApplying(page: Page, title: string, answer: 'Yes' | 'No') {
  await page
    .getByRole('region', { name: 'Opportunity details' })
    .getByRole('button', { name: 'Apply', exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: `Apply to ${title}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('group', { name: AUTHORIZED }).getByLabel(answer, { exact: true }).check();
  return dialog;
}

test('a candidate searches, applies, is screened out respectfully and finishes a saved application', async ({
  page,
  request,
}, testInfo) => {
  const account = newAccount({ firstName: 'Mary', lastName: 'Seacole' });
  await registerCandidate(page, account);

  // --- Search and read ---
  await openFromMenu(page, '/opportunities');
  await expect(page.getByRole('heading', { name: 'Opportunities', level: 1 })).toBeVisible();
  await dismissLiveNotifications(page, { untilQuiet: true });
  await search(page, 'pastry');
  await expect(page.getByRole('heading', { name: /^\d+ opportunit(y|ies)$/ })).toBeVisible();
  await openOpportunity(page, 'Pastry Chef');
  const details = page.getByRole('region', { name: 'Opportunity details' });
  await expect(details.getByText('$24–30 / hour').first()).toBeVisible();
  await expect(details.getByText('Lead the laminated dough program')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'opportunities-detail');

  // --- Apply, answering yes: sent ---
  let dialog = await startApplying(page, 'Pastry Chef', 'Yes');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'opportunities-apply-dialog');
  await dialog.getByRole('button', { name: 'Submit application' }).click();
  const sent = page.getByRole('dialog', { name: 'Pastry Chef' });
  await expect(sent.getByRole('heading', { name: 'Application sent' })).toBeVisible();
  await sent.getByRole('button', { name: 'Keep exploring' }).click();
  await expect(details.getByText('Applied', { exact: true })).toBeVisible();

  // --- Apply to another, answering no: the knockout panel, calm and without an error toast ---
  await search(page, 'barista');
  await openOpportunity(page, 'Barista');
  dialog = await startApplying(page, 'Barista', 'No');
  await dialog.getByRole('button', { name: 'Submit application' }).click();
  const notAMatch = page.getByRole('dialog', { name: 'Barista' });
  await expect(notAMatch.getByRole('heading', { name: 'Thank you for applying' })).toBeVisible();
  await expect(notAMatch.getByText(KNOCKOUT_MESSAGE)).toBeVisible();
  await expect(page.locator('.Toastify__toast--error')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'opportunities-not-a-match');
  await notAMatch.getByRole('button', { name: 'Keep exploring' }).click();

  // --- A third one, saved unfinished, then finished ---
  await search(page, 'shift');
  await openOpportunity(page, 'Shift Lead');
  dialog = await startApplying(page, 'Shift Lead', 'Yes');
  await dialog.getByRole('button', { name: 'Save and finish later' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('link', { name: 'Finish your application' }).click();
  await expect(page).toHaveURL(/\/finish-application\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Finish your application', level: 1 })).toBeVisible();
  await expect(page.getByText('Shift Lead')).toBeVisible();
  const saved = page.getByRole('group', { name: AUTHORIZED });
  await expect(saved.getByLabel('Yes', { exact: true })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'finish-application');
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('heading', { name: 'Application sent' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to My Applications' }).click();

  // --- My Applications: the two sent ones are in progress; All also has the not-selected one ---
  await expect(page).toHaveURL(/\/applications$/);
  await expect(page.getByRole('heading', { name: 'My Applications', level: 1 })).toBeVisible();
  const list = page.getByRole('list', { name: /In progress/ });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').filter({ hasText: 'Pastry Chef' })).toContainText('Applied');
  await expect(list.getByRole('listitem').filter({ hasText: 'Shift Lead' })).toContainText('In progress');
  await dismissToasts(page);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'applications');

  // --- Live: the hiring team moves Pastry Chef to the next step; the open page follows ---
  const mine = (await (
    await page.request.get('/api/applications', { headers: { Accept: 'application/json' } })
  ).json()) as {
    data: Array<{ id: number; opportunity: { title: string }; company: { id: number } }>;
  };
  const pastry = mine.data.find((application) => application.opportunity.title === 'Pastry Chef');
  expect(pastry).toBeDefined();
  const manager = await signInAsNorthwindManager(request, pastry!.company.id);
  await manager('POST', `/api/applications/${pastry!.id}/decision`, { decision: 'next-step' });
  await expect(list.getByRole('listitem').filter({ hasText: 'Pastry Chef' })).toContainText('Phone Screen', {
    timeout: 15_000,
  });

  // The same event brings a live notification card, which on phones lies over the tabs until the
  // panel folds itself away (5 s); the click waits for that, and no longer.
  await page.getByRole('link', { name: 'All', exact: true }).click({ timeout: 15_000 });
  const all = page.getByRole('list', { name: /All applications/ });
  await expect(all.getByRole('listitem')).toHaveCount(3);
  const barista = all.getByRole('listitem').filter({ hasText: 'Barista' });
  await expect(barista).toContainText('Not selected');
  await expect(barista.getByRole('button', { name: /Withdraw/ })).toHaveCount(0);

  // --- Withdraw one, confirming first ---
  await all.getByRole('button', { name: 'Withdraw application for Shift Lead' }).click();
  const confirm = page.getByRole('dialog', { name: 'Withdraw this application?' });
  await expect(confirm).toContainText('Northwind Bakery will no longer consider you for Shift Lead.');
  await confirm.getByRole('button', { name: 'Withdraw application' }).click();
  await expect(all.getByRole('listitem').filter({ hasText: 'Shift Lead' })).toContainText('Withdrawn');

  // --- The dashboard: recommendations leave out what was applied to; the glance counts it all ---
  await openFromMenu(page, '/dashboard');
  const recommended = page
    .getByRole('heading', { name: 'Recommended for you' })
    .locator('xpath=ancestor::div[contains(@class,"rounded-xl")][1]');
  // The newest openings are recommended (this account has no desired roles); other journeys publish
  // their own in parallel, so which ones come first is theirs to decide: some are shown, none applied to.
  await expect(recommended.getByRole('listitem').first()).toBeVisible();
  for (const applied of ['Pastry Chef', 'Barista', 'Shift Lead']) {
    await expect(recommended.getByRole('link', { name: applied, exact: true })).toHaveCount(0);
  }
  const glance = page
    .getByRole('heading', { name: 'Your applications' })
    .locator('xpath=ancestor::div[contains(@class,"rounded-xl")][1]');
  await expect(glance.getByRole('definition')).toHaveText(['0', '1', '0', '1', '1']);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'dashboard-applications');

  // A recommendation (whichever comes first: other journeys publish newer ones) opens on the
  // search page.
  const firstRecommendation = recommended.getByRole('listitem').first().getByRole('link').first();
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered line breaks separate the title from the rest
  const [recommendedTitle = ''] = (await firstRecommendation.innerText()).trim().split('\n');
  await firstRecommendation.click();
  await expect(page).toHaveURL(/\/opportunities\?opportunity=\d+$/);
  await expect(
    page
      .getByRole('region', { name: 'Opportunity details' })
      .getByRole('heading', { name: recommendedTitle })
      .first(),
  ).toBeVisible();
});

test('no results offer to clear the filters, which live in the URL', async ({ page }, testInfo) => {
  await registerCandidate(page, newAccount({ firstName: 'Flora', lastName: 'Drummond' }));
  await page.goto('/opportunities?q=zzqxnomatch&remote=true&employment_type=internship');
  await expect(page.getByRole('heading', { name: 'No opportunities match your search' })).toBeVisible({
    timeout: 20_000,
  });
  await dismissLiveNotifications(page, { untilQuiet: true });
  if (!isWide(page)) {
    // On phones the filters fold behind a button that counts them.
    await page.getByRole('button', { name: 'Filters (2)' }).click();
    await expect(page.getByLabel('Employment type')).toHaveValue('internship');
    await expect(page.getByRole('switch', { name: 'Remote only' })).toBeChecked();
  }
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'opportunities-empty');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/opportunities$/);
  await expect(page.getByRole('heading', { name: /^\d+ opportunit(y|ies)$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pastry Chef', exact: true })).toBeVisible();
  await saveScreenshot(page, testInfo, 'opportunities-list');
});
