// The sign-in pages arrive drawn (decision 144): the HTML holds an inert copy of the page, the app
// starts after the first paint and replaces the copy with the live page, which must look the same.
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { fillLoginForm, newAccount, registerThroughApi } from './support/accounts.ts';
import { saveScreenshot } from './support/screenshots.ts';

const PAGES = [
  { path: '/login', title: 'Login – Hireloop', heading: 'Login' },
  { path: '/register', title: 'Register – Hireloop', heading: 'Register' },
  { path: '/forgot-password', title: 'Forgot Password – Hireloop', heading: 'Forgot Password' },
];

/** What a person sees of a part of the page: its text, and its fields by label and kind. */
function visibleShape(page: Page, selector: string) {
  return page.locator(selector).evaluate((element) => ({
    text: (element.textContent ?? '').replace(/\s+/g, ' ').trim(),
    fields: [...element.querySelectorAll('input, button, a')].map((field) =>
      [
        field.tagName,
        field.getAttribute('type') ?? '',
        field.getAttribute('name') ?? '',
        field.textContent?.trim(),
      ].join(' '),
    ),
  }));
}

for (const { path, title, heading } of PAGES) {
  test(`${path} is drawn before the app starts, and the app takes it over unchanged`, async ({
    page,
  }, testInfo) => {
    // The app held back: what the HTML alone shows.
    await page.route('**/assets/start-after-paint-*.js', (route) => route.abort());
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    const copy = page.locator('#page-shell');
    await expect(copy.getByText(heading, { exact: true })).toBeVisible();
    await expect(page.locator('#root')).toBeEmpty();
    // Nothing in the copy takes input that the app would then throw away.
    expect(await copy.locator('input:not([readonly])').count()).toBe(0);
    expect(await copy.evaluate((element) => element.hasAttribute('inert'))).toBe(true);
    const drawn = await visibleShape(page, '#page-shell');
    await saveScreenshot(page, testInfo, `prerendered${path.replace('/', '-')}-copy`);

    // The app started: the copy is gone and the live page shows the same words and fields.
    await page.unroute('**/assets/start-after-paint-*.js');
    await page.goto(path);
    await expect(page.locator('#root').getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('#page-shell')).toHaveCount(0);
    expect(await visibleShape(page, '#root')).toEqual(drawn);
    await expect(page).toHaveTitle(title);
    await expectNoSeriousA11yViolations(page);
  });
}

test('what is typed goes into the live form and signs in', async ({ page, request }) => {
  const account = newAccount();
  await registerThroughApi(request, account);
  await page.goto('/login');
  // Typing waits for the live field (the copy's are read-only), so nothing typed is lost.
  await page.getByLabel('Email address').fill(account.email);
  await expect(page.locator('#page-shell')).toHaveCount(0);
  await expect(page.getByLabel('Email address')).toHaveValue(account.email);
  await fillLoginForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/(dashboard|create-account)$/);
});
