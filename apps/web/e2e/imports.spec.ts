// Journey: a company imports people from a CSV with some bad rows: from Candidates → Import, the
// file is uploaded, its columns are matched automatically, the problems are counted, the import
// runs in the background with a progress bar, and ends with the counts and the problems to
// download. Axe and screenshots at 375 and 1440 px.
import { expect, test } from '@playwright/test';
import { newAccount, registerThroughApi } from './support/accounts.ts';
import { checkScreen } from './support/screen-check.ts';

test.describe.configure({ timeout: 120_000 });

test('a company imports a CSV with bad rows and watches it finish', async ({ page }, testInfo) => {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await registerThroughApi(page.request, newAccount({ firstName: 'Christine', lastName: 'Darden' }));
  await page.goto('/create-company');
  await page.getByLabel('Company name').fill(`Import Bakery ${suffix}`);
  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(page).toHaveURL(/\/company-dashboard$/);

  // In-app, as from the menu (a fresh company's first page load lands on its dashboard).
  await page.evaluate(() => {
    window.history.pushState(null, '', '/company-candidates');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.getByRole('link', { name: 'Import', exact: true }).click();
  await expect(page).toHaveURL(/\/user-imports$/);
  await expect(page.getByText('No imports yet')).toBeVisible();
  await checkScreen(page, testInfo, 'user-imports-empty');
  await page.getByRole('link', { name: 'New import' }).click();
  await expect(page).toHaveURL(/\/user-imports\/create$/);
  await expect(page).toHaveTitle('Import Users – Hireloop');
  await checkScreen(page, testInfo, 'user-imports-create');

  const rows = ['First name,Last name,Email,Phone'];
  for (let index = 0; index < 40; index += 1)
    rows.push(
      `Person,${index},person${index}-${suffix}@example.com,+1503555${String(index).padStart(4, '0')}`,
    );
  rows.push(
    'Broken,Email,not-an-email,',
    ',No first name,nobody@example.com,',
    `Person,Twice,person0-${suffix}@example.com,`,
  );
  await page.getByLabel('Import file').setInputFiles({
    name: 'bakers.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(rows.join('\n')),
  });
  await expect(page).toHaveURL(/\/user-imports\/\d+$/);
  await expect(page.getByRole('heading', { name: 'bakers.csv' })).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('2');
  await expect(page.getByText('3 of 43 rows have a problem')).toBeVisible();
  await checkScreen(page, testInfo, 'user-import-mapping');

  await page.getByRole('button', { name: 'Start import' }).click();
  await expect(page.getByText('Completed')).toBeVisible({ timeout: 30_000 });
  const added = page.getByText('Added', { exact: true }).locator('..');
  await expect(added).toContainText('40');
  await expect(page.getByText('Rows with problems').locator('..')).toContainText('3');
  const download = page.getByRole('link', { name: 'Download problems (CSV)' });
  await expect(download).toBeVisible();
  const csv = await page.request.get((await download.getAttribute('href')) ?? '');
  expect(await csv.text()).toContain('row,field,problem');
  await checkScreen(page, testInfo, 'user-import-done');

  await page.getByRole('link', { name: 'All imports' }).click();
  await expect(page).toHaveURL(/\/user-imports$/);
  await expect(page.getByRole('link', { name: 'bakers.csv' })).toBeVisible();
  await checkScreen(page, testInfo, 'user-imports-list');
});
