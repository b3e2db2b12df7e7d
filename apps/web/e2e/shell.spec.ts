// The application shell: public pages, the login shell and Page Not Found, at phone and desktop
// widths (projects `mobile` and `desktop`), each accessible and correctly titled.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { saveScreenshot } from './support/screenshots.ts';

const PAGES = [
  { name: 'home', path: '/', title: 'Dashboard – Hireloop', heading: /Match, connect and hire/ },
  { name: 'login', path: '/login', title: 'Login – Hireloop', heading: 'Login' },
  {
    name: 'terms',
    path: '/terms-of-service',
    title: 'Terms of Service – Hireloop',
    heading: 'Terms of Service',
  },
  { name: 'privacy', path: '/privacy-policy', title: 'Privacy Policy – Hireloop', heading: 'Privacy Policy' },
  {
    name: 'not-found',
    path: '/no-such-page/anywhere',
    title: 'Page Not Found – Hireloop',
    heading: 'Page Not Found',
  },
];

for (const { name, path, title, heading } of PAGES) {
  test(`${path} renders "${title}" without serious accessibility issues`, async ({ page }, testInfo) => {
    // Console errors include Content-Security-Policy violations of the server's headers, and the
    // 401 a browser logs for `GET /api/users/self`: a visitor is recognised without one.
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(`${message.text()} ${message.location().url}`);
    });
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(
      page.getByText(`© ${new Date().getFullYear()} Hireloop. All rights reserved.`),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, testInfo, name);
    expect(consoleErrors).toEqual([]);
  });
}

test('footer links lead to the legal pages', async ({ page }) => {
  await page.goto('/');
  const legal = page.getByRole('navigation', { name: 'Legal' });
  await legal.getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL(/\/terms-of-service$/);
  await expect(page).toHaveTitle('Terms of Service – Hireloop');

  await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page).toHaveTitle('Privacy Policy – Hireloop');
  await expect(page.getByRole('link', { name: 'privacy@hireloop.example' }).first()).toBeVisible();
});

test('the home page leads to login and registration', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Log in' }).first().click();
  await expect(page).toHaveTitle('Login – Hireloop');
  await expect(page.getByText('Please log in to your account')).toBeVisible();
});

test('the login shell validates before anything is sent', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('The email field is required.')).toBeVisible();
  await expect(page.getByText('The password field is required.')).toBeVisible();
  await expect(page.getByLabel('Email address')).toBeFocused();

  await page.getByLabel('Email address').fill('ada@');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('The email must be a valid email address.')).toBeVisible();

  await page.getByLabel('Email address').fill('ada@example.com');
  await expect(page.getByText('The email must be a valid email address.')).toBeHidden();
  await expect(page.getByLabel('Remember me')).not.toBeChecked();
  await expect(page.getByText('This site is protected by a bot-protection check')).toBeVisible();
});

// Every route of SPEC.md §2 is built; pages marked notBuilt render this same screen (route-tree.test.ts).
test('an unknown page says Page Not Found and leads back home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page).toHaveTitle('Page Not Found – Hireloop');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle('Dashboard – Hireloop');
});
