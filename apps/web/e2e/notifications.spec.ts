// Journeys of notifications: the feature announcements waiting at sign-in (dismissed for good),
// a company's message arriving live as a toast and in the inbox, delivery preferences, and the
// one-click unsubscribe link of a notification email.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { dismissToasts, newAccount, registerThroughUi } from './support/accounts.ts';
import { latestMail, linkPath } from './support/mailbox.ts';
import { saveScreenshot } from './support/screenshots.ts';

test.describe.configure({ timeout: 120_000 });

/**
 * The announcements of the demo seed (apps/server/src/db/seed/feature-announcements.ts): one for
 * company staff, one for candidates and enterprise staff.
 */
const REALTIME_ANNOUNCEMENT = 'Message candidates in real time';
const SETTINGS_ANNOUNCEMENT = 'Choose how we notify you';
/** A demo recruiter of the seeded company, who writes to candidates that applied. */
const DEMO_RECRUITER = { email: 'recruiter@hireloop.example', password: 'hireloop-demo' };

function toastPanel(page: Page) {
  return page.getByRole('region', { name: 'Live notifications' });
}

function toastCard(page: Page, title: string | RegExp) {
  return toastPanel(page).getByRole('listitem').filter({ hasText: title });
}

/**
 * Waits for the panel, opened by new toasts, to fold itself away (after 5000 ms), then opens it
 * again by hand, which keeps it open for the rest of the test.
 */
async function openFoldedPanel(page: Page, count: number): Promise<void> {
  const label = count === 1 ? '1 notification' : `${count} notifications`;
  await toastPanel(page)
    .getByRole('button', { name: `Show ${label}` })
    .click({ timeout: 15_000 });
  await expect(toastPanel(page).getByRole('listitem')).toHaveCount(count);
}

/** The candidate's announcement arrives; dismissing it takes the panel off the page. */
async function dismissAnnouncements(page: Page): Promise<void> {
  await openFoldedPanel(page, 1);
  for (const title of [SETTINGS_ANNOUNCEMENT]) {
    await toastPanel(page)
      .getByRole('button', { name: `Dismiss: ${title}` })
      .click();
  }
  await expect(toastPanel(page)).toHaveCount(0);
}

async function xsrfHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const { cookies } = await request.storageState();
  const token = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return { 'X-XSRF-TOKEN': decodeURIComponent(token), Accept: 'application/json' };
}

async function postJson(request: APIRequestContext, path: string, data?: object) {
  const response = await request.post(path, { headers: await xsrfHeaders(request), data });
  expect(response.ok(), `${path} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return response.json();
}

/** The demo recruiter signed in through the API, acting as their company. */
async function signInDemoRecruiter(request: APIRequestContext): Promise<void> {
  await request.get('/api/sanctum/csrf-cookie');
  await postJson(request, '/login', DEMO_RECRUITER);
  const self = await (await request.get('/api/users/self')).json();
  const response = await request.put(`/api/companies/set/${self.companies[0].id}`, {
    headers: await xsrfHeaders(request),
  });
  expect(response.ok()).toBe(true);
}

/** The signed-in browser user applies to one of the recruiter's published openings. */
async function applyToDemoCompany(page: Page, recruiter: APIRequestContext): Promise<void> {
  const openings = await (await recruiter.get('/api/opportunities', { params: { per_page: 100 } })).json();
  const published = openings.data.find((opening: { status: string }) => opening.status === 'published');
  const opening = await (await page.request.get(`/api/opportunities/${published.id}/public`)).json();
  const answers = (opening.screening_questions ?? []).map(
    (question: { id: string; type: string; options?: string[] }) => ({
      question_id: question.id,
      answer:
        question.type === 'yes_no'
          ? true
          : question.type === 'short_text'
            ? 'Yes'
            : question.type === 'multiple_choice'
              ? [question.options?.[0]]
              : question.options?.[0],
    }),
  );
  await postJson(page.request, '/api/applications', { opportunity_id: published.id, answers });
}

test('feature announcements wait at sign-in for their audience; a dismissed one stays dismissed', async ({
  page,
}, testInfo) => {
  await registerThroughUi(page, newAccount());
  await dismissToasts(page);

  // A candidate is told about their own settings, not about tools for companies.
  await expect(toastCard(page, SETTINGS_ANNOUNCEMENT)).toBeVisible();
  await expect(toastPanel(page).getByRole('listitem')).toHaveCount(1);
  await expect(toastCard(page, REALTIME_ANNOUNCEMENT)).toHaveCount(0);
  // Opened by the new toast, the panel folds itself into the header; the user opens it again.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Show 1 notification' })).toBeVisible({
    timeout: 15_000,
  });
  await saveScreenshot(page, testInfo, 'notification-toasts-folded');
  await openFoldedPanel(page, 1);
  await expect(
    toastCard(page, SETTINGS_ANNOUNCEMENT).getByRole('link', { name: 'Review settings' }),
  ).toHaveAttribute('href', '/notification-preferences');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'notification-toasts');

  const seen = page.waitForResponse(
    (response) =>
      /\/api\/feature-announcements\/\d+\/seen$/.test(response.url()) && response.status() === 204,
  );
  await toastPanel(page)
    .getByRole('button', { name: `Dismiss: ${SETTINGS_ANNOUNCEMENT}` })
    .click();
  await seen;
  await expect(toastPanel(page)).toHaveCount(0);

  // The cards at sign-in are exactly what GET /api/persistent-notifications/ lists: the dismissed
  // one is no longer among them, so it cannot come back (no waiting out the 2000 ms spacing).
  // Asked with the page's own session after a reload (reading the page's response raced the app's
  // navigation after an account switch: its body was gone).
  const listed = async () => {
    await page.reload();
    const response = await page.request.get('/api/persistent-notifications/');
    expect(response.ok()).toBe(true);
    return ((await response.json()).data as Array<{ title: string }>).map((item) => item.title);
  };
  const asCandidate = await listed();
  expect(asCandidate).not.toContain(SETTINGS_ANNOUNCEMENT);
  expect(asCandidate).not.toContain(REALTIME_ANNOUNCEMENT);

  // The same person acting as their new company is told about the company tools.
  await postJson(page.request, '/api/companies', { name: `Audience Works ${Date.now().toString(36)}` });
  await page.goto('/company-dashboard');
  await expect(page).toHaveURL(/\/company-dashboard$/);
  expect(await listed()).toContain(REALTIME_ANNOUNCEMENT);
  await expect(toastCard(page, REALTIME_ANNOUNCEMENT)).toBeVisible();
  await expect(
    toastCard(page, REALTIME_ANNOUNCEMENT).getByRole('link', { name: 'Open messages' }),
  ).toHaveAttribute('href', '/company-messages');
  await expect(toastCard(page, SETTINGS_ANNOUNCEMENT)).toHaveCount(0);
});

test('delivery preferences are saved and kept', async ({ page }, testInfo) => {
  await registerThroughUi(page, newAccount());
  await dismissToasts(page);
  await dismissAnnouncements(page);

  await page.goto('/notification-preferences');
  await expect(page).toHaveTitle('Notification Preferences – Hireloop');
  const emailForMessages = page.getByRole('switch', { name: 'New messages: Email' });
  await expect(emailForMessages).toBeChecked();
  // No verified phone: texts are off and say why.
  await expect(page.getByRole('switch', { name: 'Interview reminders: Text message' })).toBeDisabled();
  await expect(page.getByText('Text messages need a verified phone number.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save preferences' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'notification-preferences');

  await emailForMessages.click({ force: true });
  await expect(emailForMessages).not.toBeChecked();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your notification preferences were saved.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save preferences' })).toBeDisabled();

  await page.reload();
  await expect(page.getByRole('switch', { name: 'New messages: Email' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'New messages: In-app' })).toBeChecked();
});

test('a company’s message arrives live, lands in the inbox, and its email unsubscribes', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  const candidate = newAccount({ firstName: 'Katherine', lastName: 'Johnson' });
  await registerThroughUi(page, candidate);
  await dismissToasts(page);
  await dismissAnnouncements(page);

  const recruiter = await playwright.request.newContext({ baseURL });
  await signInDemoRecruiter(recruiter);
  await applyToDemoCompany(page, recruiter);
  const self = await (await page.request.get('/api/users/self')).json();
  const text = `Are you free for a call on Monday? (${Date.now().toString(36)})`;
  await postJson(recruiter, '/api/company-conversations', { candidate_user_id: self.id, content: text });
  await recruiter.dispose();

  // Live, over the user's private channel: no reload.
  const card = toastCard(page, text);
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: 'Reply' })).toHaveAttribute(
    'href',
    /\/messages\?conversation=/,
  );
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'message-toast');

  await page.goto('/notifications');
  await expect(page).toHaveTitle('Notifications – Hireloop');
  if (testInfo.project.name === 'desktop') {
    // The header's bell counts what is unread (below 1280 px the header has no bell).
    await expect(page.getByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible();
  }
  const row = page.getByRole('listitem').filter({ hasText: text }).filter({ hasText: 'New messages' });
  await expect(row).toContainText('Unread');
  await expect(page.getByText('1 unread', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'notifications');

  await row.getByRole('link').click();
  await expect(page).toHaveURL(/\/messages\?conversation=[\w-]+$/);
  // On that conversation's page its toast has no place.
  await expect(toastCard(page, text)).toHaveCount(0);
  await page.goto('/notifications');
  await expect(page.getByText('All read')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();

  const mail = await latestMail(page.request, candidate.email, /New message/);
  await page.goto(linkPath(mail, '/unsubscribe'));
  await expect(page.getByRole('heading', { name: 'Stop emails about new messages?' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'unsubscribe');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'unsubscribe-done');

  await page.goto('/notification-preferences');
  await expect(page.getByRole('switch', { name: 'New messages: Email' })).not.toBeChecked();
});

test('an unsubscribe link that is not ours says so', async ({ page }, testInfo) => {
  await page.goto('/unsubscribe?token=1.new_message.forged');
  await expect(page).toHaveTitle('Unsubscribe – Hireloop');
  await expect(page.getByRole('heading', { name: 'This unsubscribe link is invalid' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'unsubscribe-invalid');

  await page.goto('/unsubscribe');
  await expect(page.getByRole('heading', { name: 'This unsubscribe link is invalid' })).toBeVisible();
});

test('company staff have their own inbox and preferences', async ({ page }, testInfo) => {
  await registerThroughUi(page, newAccount({ firstName: 'Margaret', lastName: 'Hamilton' }));
  await dismissToasts(page);
  await dismissAnnouncements(page);
  await postJson(page.request, '/api/companies', { name: `Hamilton Works ${Date.now().toString(36)}` });

  // Reached the way staff do: from the header on wide screens, the bottom bar's More menu below.
  // (A company page opened as the first page of a visit lands on the dashboard of an unfinished demo.)
  await page.goto('/company-dashboard');
  await expect(page).toHaveURL(/\/company-dashboard$/);
  await dismissToasts(page);
  const desktop = testInfo.project.name === 'desktop';
  if (desktop) {
    await page.getByRole('link', { name: 'Notifications', exact: true }).click();
  } else {
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Notifications' }).click();
  }
  await expect(page).toHaveURL(/\/company-notifications$/);
  await expect(page).toHaveTitle('Notifications – Hireloop');
  await expect(page.getByRole('heading', { name: 'You’re all caught up' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'company-notifications');

  if (desktop) {
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('menuitem', { name: 'Notification Settings' }).click();
  } else {
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
  }
  await expect(page).toHaveURL(/\/company-notification-preferences$/);
  await expect(page.getByRole('switch', { name: 'New applications: Email' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Application updates: Email' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'company-notification-preferences');
});
