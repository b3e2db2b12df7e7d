// Journey: Northwind Bakery's Company Admin opens the Recruiter's User Activity Report from Team
// members, reads the month (totals, chart, events), filters to the messages sent, pages on, and
// exports the filtered events as CSV. A Manager gets no Activity links on the same page.
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { signInDemoAccount } from './support/demo-sign-in.ts';
import { dismissLiveNotifications } from './support/live-notifications.ts';
import { checkScreen } from './support/screen-check.ts';

test.describe.configure({ timeout: 120_000 });

test('the Company Admin reads, filters and exports a team member’s activity', async ({
  browser,
  baseURL,
}, testInfo) => {
  const storageState = await signInDemoAccount(browser, baseURL!, {
    email: 'admin@hireloop.example',
    account: 'company',
  });
  const context = await browser.newContext({
    baseURL,
    storageState,
    viewport: testInfo.project.use.viewport,
  });
  const page = await context.newPage();

  await page.goto('/team-members');
  await dismissLiveNotifications(page, { untilQuiet: true });
  await expect(page.getByRole('link', { name: 'Activity of Riley Recruiter' })).toBeVisible();
  await checkScreen(page, testInfo, 'team-members-activity-links');
  await page.getByRole('link', { name: 'Activity of Riley Recruiter' }).click();
  await expect(page).toHaveURL(/\/activities\/\d+$/);
  await expect(page).toHaveTitle('User Activity Report – Hireloop');
  await expect(page.getByRole('heading', { name: 'Riley Recruiter' })).toBeVisible();
  await expect(page.getByText(/Recruiter · recruiter@hireloop\.example/)).toBeVisible();
  // The seeded month: counts per kind, a bar per day, and the events newest first.
  const messagesTotal = page
    .locator('dl > div')
    .filter({ has: page.getByRole('term').filter({ hasText: /^Message sent$/ }) })
    .getByRole('definition');
  await expect(messagesTotal).toHaveText(/^\d+$/);
  await expect(page.getByRole('img', { name: /activities over 30 days/ })).toBeVisible();
  const events = page.getByRole('list', { name: /Events/ });
  await expect(events.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Event pages' })).toBeVisible();
  await checkScreen(page, testInfo, 'activity-report');

  // Filter: the messages the Recruiter sent.
  expect(Number(await messagesTotal.textContent())).toBeGreaterThan(0);
  await page.getByLabel('Activity', { exact: true }).selectOption('message_sent');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/kind=message_sent/);
  await expect(page.getByRole('heading', { name: /^Events \(\d+\)$/ })).toBeVisible();
  // The list holds exactly what the total counts (both from one answer).
  const sent = Number(await messagesTotal.textContent());
  await expect(page.getByRole('heading', { name: `Events (${sent})` })).toBeVisible();
  const labels = await events.locator('li p.font-medium').allTextContents();
  expect(labels.length).toBeGreaterThan(0);
  expect(new Set(labels)).toEqual(new Set(['Message sent']));
  await checkScreen(page, testInfo, 'activity-report-filtered');

  // A period with nothing in it shows the empty state.
  await page.getByLabel('From').fill('2020-01-01');
  await page.getByLabel('To').fill('2020-01-31');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('No activity in this period')).toBeVisible();
  await checkScreen(page, testInfo, 'activity-report-empty');
  await page.goBack();
  await expect(page).toHaveURL(/kind=message_sent/);
  await expect(page.getByRole('heading', { name: /^Events \(\d+\)$/ })).toBeVisible();

  // Export: the filtered events as CSV, one line each under the header.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^activity-Riley-Recruiter-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const csv = fs
    .readFileSync((await download.path())!, 'utf8')
    .trimEnd()
    .split('\r\n');
  expect(csv[0]).toBe('time,activity,action,target,status,ip_address,impersonated_by');
  // Other journeys may act as the Recruiter meanwhile: at least what the page counted.
  expect(csv.length - 1).toBeGreaterThanOrEqual(sent);
  expect(csv.slice(1).every((line) => line.includes(',Message sent,'))).toBe(true);
  await context.close();

  // A Manager manages the team but reads nobody's activity.
  const managerState = await signInDemoAccount(browser, baseURL!, {
    email: 'manager@hireloop.example',
    account: 'company',
  });
  const managerContext = await browser.newContext({
    baseURL,
    storageState: managerState,
    viewport: testInfo.project.use.viewport,
  });
  const managerPage = await managerContext.newPage();
  await managerPage.goto('/team-members');
  await expect(managerPage.getByText('recruiter@hireloop.example')).toBeVisible();
  await expect(managerPage.getByRole('link', { name: /^Activity of / })).toHaveCount(0);
  await managerContext.close();
});
