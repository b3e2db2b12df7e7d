// Check: every menu, avatar-menu and settings link of each demo role leads to a real page, at
// 375 and 1440 px (the two projects). Each link is opened once; the walk fails on Page Not Found,
// on any console error, and on any interactive control whose centre another element covers
// (`document.elementFromPoint`), such as the live notifications panel or a floating button.
// Sign-ins go through the API once per role and are reused as storage state.
import { expect, type Page, test } from '@playwright/test';
import { findCoveredControls } from './support/covered-controls.ts';
import { type DemoAccount, demoHome, signInDemoAccount } from './support/demo-sign-in.ts';

test.describe.configure({ timeout: 120_000 });

/** The demo accounts of the README. */
const ROLES: Array<DemoAccount & { name: string }> = [
  { name: 'candidate', email: 'candidate@hireloop.example', account: 'personal' },
  { name: 'company admin', email: 'admin@hireloop.example', account: 'company' },
  { name: 'manager', email: 'manager@hireloop.example', account: 'company' },
  { name: 'recruiter', email: 'recruiter@hireloop.example', account: 'company' },
  { name: 'team member', email: 'member@hireloop.example', account: 'company' },
  { name: 'franchise owner', email: 'franchise@hireloop.example', account: 'enterprise' },
  { name: 'staffing owner', email: 'staffing@hireloop.example', account: 'enterprise' },
];

/** Links that end the session or leave the app rather than show a page. */
const NOT_WALKED = new Set(['/logout', '/stop-impersonation']);

/** Hrefs of the items of the dropdown that `trigger` opens; closes it again. */
async function dropdownLinks(page: Page, trigger: ReturnType<Page['getByRole']>): Promise<string[]> {
  await trigger.click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const links = await menu
    .getByRole('menuitem')
    .evaluateAll((items) => items.map((item) => item.getAttribute('href') ?? ''));
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  return links.filter(Boolean);
}

/** Every link of the side menu or bottom bar, the avatar menu, and the settings / More menus. */
async function menuLinks(page: Page, desktop: boolean): Promise<string[]> {
  const main = page.getByRole('navigation', { name: 'Main' });
  const links = await main
    .getByRole('link')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  links.push(...(await dropdownLinks(page, page.getByRole('button', { name: /^Account menu for/ }))));
  if (desktop) {
    links.push(...(await dropdownLinks(page, page.getByRole('button', { name: 'Settings', exact: true }))));
    const bell = await page.getByRole('link', { name: /^Notifications/ }).getAttribute('href');
    if (bell) links.push(bell);
  } else {
    links.push(...(await dropdownLinks(page, main.getByRole('button', { name: 'More' }))));
  }
  return [...new Set(links.filter((link) => link.startsWith('/') && !NOT_WALKED.has(link)))];
}

/** Waits until the page shows its heading and nothing is loading any more. */
async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
  await page.evaluate(() => document.fonts.ready);
}

for (const role of ROLES) {
  test(`every menu link of the ${role.name} opens a page, with no errors and nothing covered`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    const storageState = await signInDemoAccount(browser, baseURL!, role);
    const context = await browser.newContext({
      baseURL,
      storageState,
      viewport: testInfo.project.use.viewport,
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));

    const home = demoHome(role);
    await page.goto(home);
    // The menu is drawn once the session and the layout's code have arrived. Network quiet alone
    // does not say so: on a busy machine the bundle can run for more than the 500 ms that
    // "networkidle" waits, before the app asks for anything (CI once read an empty menu here).
    await expect(page.getByRole('navigation', { name: 'Main' }).locator(`a[href="${home}"]`)).toBeVisible();
    await settle(page);
    const desktop = (testInfo.project.use.viewport?.width ?? 0) >= 1280;
    const links = await menuLinks(page, desktop);
    expect(links.length).toBeGreaterThan(3);

    const problems: string[] = [];
    for (const link of links) {
      await page.goto(link);
      await settle(page);
      const title = await page.title();
      if (/Page Not Found/i.test(title)) problems.push(`${link}: Page Not Found`);
      // A page with the menu shows the menu of the account in use (not a candidate's to an enterprise).
      const main = page.getByRole('navigation', { name: 'Main' });
      if ((await main.count()) > 0 && (await main.locator(`a[href="${home}"]`).count()) === 0) {
        problems.push(`${link}: the menu is not that of the ${role.account} account in use`);
      }
      for (const covered of await findCoveredControls(page)) problems.push(`${link}: ${covered}`);
    }
    expect.soft(errors, 'console errors').toEqual([]);
    expect(problems, `links walked: ${links.join(', ')}`).toEqual([]);
    await context.close();
  });
}
