// One vocabulary across the side menu (≥ 1280 px) and the bottom bar (phones), no label cut
// short at 375 or 1440 px (menus, the onboarding stepper), and enterprise pages that name their
// page once (the header's h1), not again in a heading below it.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { dismissToasts, fillLoginForm, newAccount, registerThroughApi } from './support/accounts.ts';
import { saveScreenshot } from './support/screenshots.ts';

test.describe.configure({ timeout: 90_000 });

const DEMO_PASSWORD = 'hireloop-demo';
/** The menus' words, the same on every width (interview pages are not built, so not shown). */
const MENUS = [
  {
    who: 'candidate',
    email: 'candidate@hireloop.example',
    home: /\/dashboard$/,
    labels: ['Dashboard', 'Opportunities', 'Applications', 'Messages', 'Profile'],
  },
  {
    who: 'company',
    email: 'admin@hireloop.example',
    home: /\/company-dashboard$/,
    labels: ['Dashboard', 'Opportunities', 'Candidates', 'Messages', 'Company'],
  },
  {
    who: 'enterprise',
    email: 'staffing@hireloop.example',
    home: /\/enterprise-groups$/,
    labels: ['Clients', 'Client Accounts', 'Users', 'Billing', 'Settings'],
  },
];

async function signIn(page: Page, email: string, home: RegExp): Promise<void> {
  await page.goto('/login');
  await fillLoginForm(page, email, DEMO_PASSWORD);
  // Signing in hashes a password: slow on a busy machine.
  await expect(page).toHaveURL(home, { timeout: 20_000 });
  await dismissToasts(page);
}

/** Texts of the elements that are cut short (ellipsis or clipped): their content is wider than they are. */
async function cutShort(labels: Locator): Promise<string[]> {
  return labels.evaluateAll((elements) =>
    elements
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.textContent ?? ''),
  );
}

/** The side menu on desktop, the bottom bar on phones: whichever "Main" navigation is visible. */
function menuOf(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' }).filter({ visible: true }).first();
}

for (const menu of MENUS) {
  test(`the ${menu.who} menu uses one vocabulary and shows every label whole`, async ({ page }, testInfo) => {
    await signIn(page, menu.email, menu.home);
    await saveScreenshot(page, testInfo, `menu-${menu.who}`);

    const nav = menuOf(page);
    await expect(nav).toBeVisible();
    // Interview pages are left off phones (SPEC.md §2) and off every menu until they are built.
    const labels = nav.locator('a:not([href*="interview"]) [data-menu-label]');
    await expect(labels).toHaveText(menu.labels);
    expect(await cutShort(nav.locator('[data-menu-label]'))).toEqual([]);
    // Nothing runs off the edge of a phone either.
    expect(await cutShort(nav.locator('ul'))).toEqual([]);
  });
}

test('the onboarding stepper shows each step title whole', async ({ page, request }, testInfo) => {
  const account = newAccount();
  await registerThroughApi(request, account);
  await page.goto('/login');
  await fillLoginForm(page, account.email, account.password);
  await expect(page).not.toHaveURL(/\/login$/, { timeout: 20_000 });
  await page.goto('/create-account');
  const steps = page.getByRole('list', { name: 'Steps' });
  await expect(steps).toBeVisible({ timeout: 20_000 });
  await saveScreenshot(page, testInfo, 'onboarding-stepper');
  expect(await cutShort(steps.locator('li span').filter({ visible: true }))).toEqual([]);
});

test('enterprise pages name the page once', async ({ page }, testInfo) => {
  await signIn(page, 'franchise@hireloop.example', /\/enterprise-groups$/);
  for (const path of [
    '/enterprise-groups',
    '/enterprise-companies',
    '/enterprise-access-manager',
    '/enterprise-account',
  ]) {
    await page.goto(path);
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
    const name = (await title.textContent())?.trim() ?? '';
    await expect(page.getByRole('heading', { name, exact: true })).toHaveCount(1);
    await saveScreenshot(page, testInfo, `enterprise${path.replaceAll('/', '-')}`);
  }
});
