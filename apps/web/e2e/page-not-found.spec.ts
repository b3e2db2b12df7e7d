// Journey: Page Not Found keeps a signed-in user in their own layout with a way back to their
// dashboard; a visitor is offered the login. Unknown and unbuilt paths alike.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { dismissToasts, fillLoginForm } from './support/accounts.ts';
import { saveScreenshot } from './support/screenshots.ts';

test.describe.configure({ timeout: 90_000 });

test('a visitor on Page Not Found is offered the login', async ({ page }) => {
  await page.goto('/no-such-page/anywhere');
  await expect(page).toHaveTitle('Page Not Found – Hireloop');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-in user on Page Not Found stays in their layout and finds the way home', async ({
  page,
}, testInfo) => {
  await page.goto('/login');
  await fillLoginForm(page, 'admin@hireloop.example', 'hireloop-demo');
  await expect(page).not.toHaveURL(/\/login$/);
  await dismissToasts(page);

  for (const path of ['/no-such-page/anywhere', '/company-dashboard/no-such-page']) {
    await page.goto(path);
    await expect(page).toHaveTitle('Page Not Found – Hireloop');
    // The dashboard header (page title as h1, the account menu), not the visitor's sign-in links.
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Account menu for/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get started' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  }
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'page-not-found-signed-in');

  await page.getByRole('link', { name: 'Back to your dashboard' }).click();
  await expect(page).toHaveURL(/\/company-dashboard$/);
});

test('an opportunity that does not exist says so at once, asked for once', async ({ page }) => {
  await page.goto('/login');
  await fillLoginForm(page, 'admin@hireloop.example', 'hireloop-demo');
  await expect(page).not.toHaveURL(/\/login$/);

  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/opportunities/99999') asked.push(request.url());
  });
  await page.goto('/company-opportunities/99999');
  // A 404 is never retried: the state shows after the first answer (a retry waited a second with
  // the skeleton on screen, then asked again).
  await expect(page.getByText('Opportunity not found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'All opportunities' })).toBeVisible();
  expect(asked).toHaveLength(1);
});
