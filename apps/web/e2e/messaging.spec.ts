// Journey: a recruiter writes to a candidate who applied to their company; the candidate sees it
// arrive live (toast and Messages badge), reads it and replies with a PDF; the recruiter sees the
// reply arrive in the open thread, and the candidate was also emailed. Two browsers, one each.
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { dismissToasts, newAccount, registerThroughApi } from './support/accounts.ts';
import { dismissLiveNotifications } from './support/live-notifications.ts';
import { latestMail } from './support/mailbox.ts';
import { saveScreenshot } from './support/screenshots.ts';

test.describe.configure({ timeout: 240_000 });

/** A tiny but real PDF (servers check uploads by content). */
const PDF_FIXTURE = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

/** JSON call with the page's session and XSRF echo, as the app itself makes it. */
async function apiCall(page: Page, method: 'POST' | 'PUT', path: string, data: unknown) {
  const cookies = await page.context().cookies();
  const token = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.fetch(path, {
    method,
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(token), Accept: 'application/json' },
    data,
  });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

/** Follows an in-app link the way the router does (a fresh page load of a company page while the
 * company's demo is incomplete lands on the company dashboard, SPEC.md §2). */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The visible Messages item of the menu: side bar from 1280 px, bottom bar below. */
function messagesMenuLink(page: Page, link: string) {
  return page
    .getByRole('navigation', { name: 'Main' })
    .locator(`a[href="${link}"]`)
    .filter({ visible: true });
}

function thread(page: Page) {
  return page.getByRole('log', { name: 'Messages' });
}

async function createCompanyWithOpening(page: Page, companyName: string): Promise<number> {
  await page.goto('/create-company');
  await page.getByLabel('Company name').fill(companyName);
  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(page).toHaveURL(/\/company-dashboard$/);
  const opportunity = await apiCall(page, 'POST', '/api/opportunities', {
    title: 'Staff Engineer',
    description: '<p>Build the engines of the future with us.</p>',
    remote: true,
  });
  const id = Number(opportunity.id);
  await apiCall(page, 'PUT', `/api/opportunities/${id}`, { status: 'published' });
  return id;
}

/** The candidate dashboard (registered through the API, so onboarding was never offered). */
async function openCandidateDashboard(page: Page): Promise<void> {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

async function candidateUserId(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/users/self', { headers: { Accept: 'application/json' } });
  return Number(((await response.json()) as { id: number }).id);
}

test('a recruiter and a candidate message each other live', async ({
  page: recruiter,
  browser,
}, testInfo) => {
  const recruiterAccount = newAccount({ firstName: 'Grace', lastName: 'Hopper' });
  const candidateAccount = newAccount({ firstName: 'Ada', lastName: 'Lovelace' });
  const companyName = `Analytical Engines ${Date.now().toString(36)}`;
  const firstMessage = `Hello Ada, thanks for applying! Are you free for a call this week? ${Date.now()}`;
  const reply = 'Thank you! Any afternoon works. My portfolio is attached.';

  const candidateContext: BrowserContext = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: testInfo.project.use.viewport,
  });
  const candidate = await candidateContext.newPage();

  // Setup: the candidate applies to the recruiter's published opportunity.
  // Registered through the API (signed in in their browsers): this journey is about messaging.
  await registerThroughApi(candidate.request, candidateAccount);
  const candidateId = await candidateUserId(candidate.request);
  await registerThroughApi(recruiter.request, recruiterAccount);
  const opportunityId = await createCompanyWithOpening(recruiter, companyName);
  await apiCall(candidate, 'POST', '/api/applications', {
    opportunity_id: opportunityId,
    answers: [],
    submit: true,
  });

  // The candidate has nothing yet.
  await candidate.goto('/messages');
  await expect(candidate.getByRole('heading', { name: 'No conversations yet' })).toBeVisible();
  await dismissLiveNotifications(candidate);
  await expectNoSeriousA11yViolations(candidate);
  await saveScreenshot(candidate, testInfo, 'messages-candidate-empty');
  await openCandidateDashboard(candidate);

  // The recruiter starts the conversation from the candidate's link.
  await dismissToasts(recruiter);
  await messagesMenuLink(recruiter, '/company-messages').click();
  await expect(recruiter).toHaveURL(/\/company-messages$/);
  await navigateInApp(recruiter, `/company-messages?candidate=${candidateId}`);
  await expect(recruiter.getByRole('heading', { name: 'Start the conversation' })).toBeVisible();
  await dismissLiveNotifications(recruiter);
  await expectNoSeriousA11yViolations(recruiter);
  await saveScreenshot(recruiter, testInfo, 'company-messages-new');

  const composer = recruiter.getByRole('textbox', { name: 'Message' });
  await composer.press('Enter');
  await expect(recruiter.getByText('Write a message or attach a file.')).toBeVisible();
  await composer.fill(firstMessage);
  await composer.press('Enter');
  await expect(recruiter).toHaveURL(/\/company-messages\?conversation=[0-9a-f-]{36}$/);
  await expect(thread(recruiter).getByText(firstMessage)).toBeVisible();
  await expect(recruiter.getByRole('heading', { name: 'Ada Lovelace' })).toBeVisible();

  // The candidate, on the dashboard, is told at once: a toast and a badge on Messages.
  const toastPanel = candidate.getByLabel('Live notifications');
  await expect(toastPanel.getByText(firstMessage)).toBeVisible({ timeout: 15_000 });
  const candidateMessagesLink = messagesMenuLink(candidate, '/messages');
  await expect(candidateMessagesLink.getByTestId('unread-messages-badge')).toHaveText(/1/);
  await saveScreenshot(candidate, testInfo, 'candidate-dashboard-new-message');

  // Reading it clears the badge.
  await dismissLiveNotifications(candidate);
  await candidateMessagesLink.click();
  await expect(candidate).toHaveURL(/\/messages$/);
  const conversationLink = candidate
    .getByRole('list', { name: 'Conversations' })
    .getByRole('link', { name: new RegExp(companyName) });
  await expect(conversationLink).toContainText('1 unread');
  // The list's search follows the typing: no match, then the company again.
  const conversationSearch = candidate.getByRole('searchbox', { name: 'Search conversations' });
  await conversationSearch.fill('Nobody By This Name');
  await expect(candidate.getByRole('heading', { name: 'No matching conversations' })).toBeVisible();
  await expect(candidate).toHaveURL(/\/messages\?search=Nobody/);
  await conversationSearch.fill(companyName.split(' ').slice(0, 2).join(' '));
  await expect(conversationLink).toBeVisible();
  await candidate.getByRole('button', { name: 'Clear search' }).click();
  await expect(conversationSearch).toHaveValue('');
  await expect(candidate).toHaveURL(/\/messages$/);
  await expectNoSeriousA11yViolations(candidate);
  await saveScreenshot(candidate, testInfo, 'messages-candidate-list');
  await conversationLink.click();
  await expect(candidate).toHaveURL(/\/messages\?conversation=[0-9a-f-]{36}$/);
  await expect(thread(candidate).getByText(firstMessage)).toBeVisible();
  await expect(candidate.getByText('Grace Hopper').first()).toBeVisible();
  await expect(candidateMessagesLink.getByTestId('unread-messages-badge')).toHaveCount(0);

  // A file of the wrong type is refused before upload; a PDF goes with the reply.
  const fileInput = candidate.getByTestId('message-attachment-input');
  await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(candidate.getByText('The file "notes.txt" must be a PDF')).toBeVisible();
  await fileInput.setInputFiles({ name: 'portfolio.pdf', mimeType: 'application/pdf', buffer: PDF_FIXTURE });
  await expect(candidate.getByRole('list', { name: 'Files to send' })).toContainText('portfolio.pdf');
  const candidateComposer = candidate.getByRole('textbox', { name: 'Message' });
  await candidateComposer.fill('Thank you!');
  await candidateComposer.press('Shift+Enter');
  await candidateComposer.pressSequentially('Any afternoon works. My portfolio is attached.');
  await expect(candidateComposer).toHaveValue('Thank you!\nAny afternoon works. My portfolio is attached.');
  await candidateComposer.press('Enter');
  const download = thread(candidate).getByRole('link', { name: /Download portfolio\.pdf/ });
  await expect(download).toBeVisible();
  await expect(candidateComposer).toHaveValue('');
  const attachment = await candidate.request.get((await download.getAttribute('href')) ?? '');
  expect(attachment.status()).toBe(200);
  expect(attachment.headers()['content-disposition']).toContain('attachment');
  await expectNoSeriousA11yViolations(candidate);
  await saveScreenshot(candidate, testInfo, 'messages-candidate-thread');

  // The recruiter, still in the thread, sees the reply arrive.
  await expect(
    thread(recruiter)
      .getByText(reply.split(' ')[0] ?? reply)
      .last(),
  ).toBeVisible();
  await expect(
    thread(recruiter).getByText('Any afternoon works. My portfolio is attached.', { exact: false }),
  ).toBeVisible({
    timeout: 15_000,
  });
  await expect(thread(recruiter).getByRole('link', { name: /Download portfolio\.pdf/ })).toBeVisible();
  // Read as it arrived: no unread badge for the open conversation.
  await expect(
    messagesMenuLink(recruiter, '/company-messages').getByTestId('unread-messages-badge'),
  ).toHaveCount(0);
  await dismissLiveNotifications(recruiter);
  await expectNoSeriousA11yViolations(recruiter);
  await saveScreenshot(recruiter, testInfo, 'company-messages-thread');

  // The candidate was emailed about the new message too.
  const mail = await latestMail(recruiter.request, candidateAccount.email, /message/i);
  expect(`${mail.subject} ${mail.text}`).toContain(companyName);

  // A long history: the newest page shows first; older pages load as the reader scrolls back.
  const uuid = new URL(recruiter.url()).searchParams.get('conversation') ?? '';
  for (let index = 1; index <= 32; index += 1) {
    await apiCall(recruiter, 'POST', `/api/conversations/${uuid}/messages`, {
      content: `Update number ${index}`,
    });
  }
  await candidate.reload();
  const candidateThread = thread(candidate);
  await expect(candidateThread.getByText('Update number 32', { exact: true })).toBeVisible();
  await expect(candidateThread.getByText(firstMessage)).toHaveCount(0);
  // Each scroll to the top loads one older page: scroll again until the first message is in.
  await expect(async () => {
    await candidateThread.evaluate((element) => element.scrollTo({ top: 0 }));
    await expect(candidateThread.getByText(firstMessage)).toBeAttached({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(candidateThread.getByText('This is the start of the conversation.')).toBeVisible();
  // Loading older messages kept the reader's place instead of jumping to the newest.
  await expect(candidateThread.getByText('Update number 32', { exact: true })).not.toBeInViewport();

  await candidateContext.close();
});
