// Journey: a company builds its career page beside the live preview (phone and desktop width),
// saves and publishes it; a visitor, signed out, opens it (server-rendered: title, Open Graph,
// one JobPosting JSON-LD per job), finds the job, applies without an account (the account is
// created on the way and verified from the mailbox). The page's LCP is measured. Axe and
// screenshots at each stop, at 375 and 1440 px.
import { expect, test } from '@playwright/test';
import { newAccount, registerThroughApi } from './support/accounts.ts';
import { apiCall } from './support/company-api.ts';
import { latestMail, linkPath } from './support/mailbox.ts';
import { checkScreen } from './support/screen-check.ts';

test.describe.configure({ timeout: 150_000 });

test('a company publishes its career page and a visitor applies from it without an account', async ({
  page,
  browser,
}, testInfo) => {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const owner = newAccount({ firstName: 'Mary', lastName: 'Jackson' });
  const visitor = newAccount({ firstName: 'Annie', lastName: 'Easley' });
  const slug = `ridge-bakery-${suffix}`;

  await registerThroughApi(page.request, owner);
  await page.goto('/create-company');
  await page.getByLabel('Company name').fill(`Ridge Bakery ${suffix}`);
  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(page).toHaveURL(/\/company-dashboard$/);
  const opportunity = await apiCall(page, 'POST', '/api/opportunities', {
    title: 'Morning Baker',
    description: '<p>Shape and bake our sourdough loaves.</p>',
    location: 'Bend, OR',
    screening_questions: [{ type: 'yes_no', question: 'Can you start at 5 am?', knockout_answer: 'no' }],
  });
  await apiCall(page, 'PUT', `/api/opportunities/${opportunity.id}`, { status: 'published' });

  // The builder is reached from the company profile.
  await page.goto('/company-profile');
  await page.getByRole('link', { name: 'Career page' }).click();
  await expect(page).toHaveURL(/\/career-pages\/edit$/);
  await expect(page).toHaveTitle('Career Page Builder – Hireloop');
  await expect(page.getByText('Not saved yet')).toBeVisible();
  await page.getByLabel('Address').fill(slug);
  await page.getByLabel('Headline').fill('Rise early, bake well');
  await page.getByRole('textbox', { name: 'About' }).click();
  await page.keyboard.type('We bake bread for the whole valley.');
  await page.getByRole('button', { name: 'Add section' }).click();
  await page.getByLabel('Items, one per line').fill('Free bread\nPaid training');
  const preview = page.getByTestId('career-preview');
  await expect(preview.getByText('Rise early, bake well')).toBeVisible();
  await expect(preview.getByText('Paid training')).toBeVisible();
  await expect(preview.getByText('Morning Baker')).toBeVisible();
  await checkScreen(page, testInfo, 'career-builder-phone-preview');
  await page.getByText('Desktop', { exact: true }).click();
  await expect(preview).toHaveAttribute('data-width', 'desktop');
  await checkScreen(page, testInfo, 'career-builder-desktop-preview');

  await page.getByRole('button', { name: 'Save page' }).click();
  await expect(page.getByText('Not published', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`/careers/${slug}`) })).toBeVisible();
  await checkScreen(page, testInfo, 'career-builder-published');

  // A visitor, signed out, opens the public page.
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: testInfo.project.use.viewport,
  });
  const guest = await context.newPage();
  await guest.goto(`/careers/${slug}`);
  await expect(guest).toHaveTitle(`Careers at Ridge Bakery ${suffix} – Hireloop`);
  await expect(guest.getByRole('heading', { level: 1, name: 'Rise early, bake well' })).toBeVisible();
  await expect(guest.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    /Careers at Ridge Bakery/,
  );
  const postings = await guest
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')));
  expect(postings).toHaveLength(1);
  expect(postings[0]).toMatchObject({ '@type': 'JobPosting', title: 'Morning Baker' });
  const lcp = await guest.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]!.startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  expect(lcp).toBeLessThan(1500);
  await checkScreen(guest, testInfo, 'career-page-public');

  await guest.getByRole('searchbox', { name: 'Search' }).fill('baker');
  await guest.getByRole('button', { name: 'Search' }).click();
  await guest.getByRole('link', { name: /Morning Baker/ }).click();
  await expect(guest).toHaveTitle(`Morning Baker at Ridge Bakery ${suffix} – Hireloop`);
  await checkScreen(guest, testInfo, 'career-job-public');
  await guest.getByRole('link', { name: 'Apply for this job' }).click();

  // Applying creates the account on the way.
  await expect(guest).toHaveURL(new RegExp(`/careers/${slug}/jobs/${opportunity.id}/apply$`));
  await expect(guest.getByRole('heading', { name: 'Apply for Morning Baker' })).toBeVisible();
  await guest.getByLabel('First name').fill(visitor.firstName);
  await guest.getByLabel('Last name').fill(visitor.lastName);
  await guest.getByLabel('Email address').fill(visitor.email);
  await guest.getByLabel('Password', { exact: true }).fill(visitor.password);
  await guest.getByLabel('Confirm password').fill(visitor.password);
  await guest.getByLabel('Yes', { exact: true }).check();
  await checkScreen(guest, testInfo, 'career-apply-form');
  await guest.getByRole('button', { name: 'Submit application' }).click();
  await expect(guest.getByRole('heading', { name: 'Application sent' })).toBeVisible();
  await expect(guest.getByText(`We sent a link to ${visitor.email}`)).toBeVisible();
  await checkScreen(guest, testInfo, 'career-apply-sent');

  const mail = await latestMail(guest.request, visitor.email, /verify/i);
  await guest.goto(linkPath(mail, '/email/verify/'));
  await expect(guest).toHaveURL(/\/email\/verified\?status=verified/);
  const self = await (await guest.request.get('/api/users/self')).json();
  expect(self.email_verified_at).not.toBeNull();
  await context.close();
});
