// Journey: a signed-in user stays signed in across reloads and URLs opened directly, on a
// development build and on a slow CPU, where a cancelled user fetch used to land on /login
// (decision 021: React's StrictMode mounted twice and cancelled the guard's fetch; the client now
// runs on Preact, decision 148, but only a 401 may still mean signed out).
import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { fillLoginForm } from './support/accounts.ts';
import { buildDevelopmentClient, serveClientFrom } from './support/development-build.ts';

const ADMIN = { email: 'admin@hireloop.example', password: 'hireloop-demo' };
const PROTECTED_PAGES = ['/company-candidates', '/company-opportunities', '/company-profile', '/account'];

// A development build on a throttled CPU of a busy 2-core machine: minutes, not seconds.
test.describe.configure({ timeout: 300_000 });

let buildDir = '';
test.beforeAll(async ({ browserName: _ }, testInfo) => {
  // About the session, not the layout: one viewport is enough, and spares a second build.
  test.skip(testInfo.project.name !== 'desktop', 'runs in the desktop project only');
  testInfo.setTimeout(180_000);
  buildDir = buildDevelopmentClient();
});
test.afterAll(() => {
  if (buildDir) fs.rmSync(buildDir, { recursive: true, force: true });
});

async function slowDown(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

function collectSignOutSymptoms(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Could not load the signed-in user')) messages.push(message.text());
  });
  return messages;
}

test('reloads and direct URLs keep the user signed in on a development build under CPU throttling', async ({
  page,
}) => {
  await serveClientFrom(page, buildDir);
  const symptoms = collectSignOutSymptoms(page);
  await page.goto('/login');
  // The page really runs the development build: its JSX is compiled for development, with the
  // source position of every element.
  const entry = await page.locator('script[type="module"]').first().getAttribute('src');
  expect(await page.evaluate(async (src) => (await fetch(src ?? '')).text(), entry)).toMatch(
    /lineNumber:\d+/,
  );

  await fillLoginForm(page, ADMIN.email, ADMIN.password);
  await expect(page).not.toHaveURL(/\/login$/);
  await slowDown(page);

  await page.reload();
  await expect(page).not.toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: /Account menu for/ })).toBeVisible({ timeout: 20_000 });

  for (const path of PROTECTED_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: /Account menu for/ })).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await page.reload();
    await expect(page.getByRole('button', { name: /Account menu for/ })).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
  expect(symptoms).toEqual([]);
});
