// Journey: a company with a published career page opens /widgets (avatar menu), tunes the widget,
// sees the preview and copies the snippet; the snippet, pasted into a static page served from
// another port, shows the jobs and a click opens the job on the career page. Axe and screenshots
// at 375 and 1440 px.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { dismissToasts, newAccount, registerThroughApi } from './support/accounts.ts';
import { apiCall } from './support/company-api.ts';
import { checkScreen } from './support/screen-check.ts';
import { saveScreenshot } from './support/screenshots.ts';

test.describe.configure({ timeout: 120_000 });

/** A static page on its own port (another origin) that embeds the snippet. */
async function hostPage(snippet: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'set-cookie': 'host_secret=do-not-leak',
    });
    response.end(
      `<!doctype html><html lang="en"><head><title>Ridge Bakery</title></head><body><main><h1>Our bakery</h1>${snippet}</main></body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

test('a company embeds its jobs widget on another site and a visitor clicks through', async ({
  page,
  context,
}, testInfo) => {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const slug = `widget-bakery-${suffix}`;
  await registerThroughApi(page.request, newAccount({ firstName: 'Evelyn', lastName: 'Boyd' }));
  await page.goto('/create-company');
  await page.getByLabel('Company name').fill(`Widget Bakery ${suffix}`);
  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(page).toHaveURL(/\/company-dashboard$/);
  const opportunity = await apiCall(page, 'POST', '/api/opportunities', {
    title: 'Pastry Cook',
    description: '<p>Laminate dough.</p>',
    location: 'Salem, OR',
  });
  await apiCall(page, 'PUT', `/api/opportunities/${opportunity.id}`, { status: 'published' });
  await apiCall(page, 'PUT', '/api/career-page', {
    slug,
    headline: 'Bake with us',
    about: '',
    primary_color: '#1d4ed8',
    accent_color: '#f59e0b',
    sections: [],
  });
  await apiCall(page, 'POST', '/api/career-page/publish', {});

  await page.goto('/company-dashboard');
  await dismissToasts(page);
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Widgets' }).click();
  await expect(page).toHaveURL(/\/widgets$/);
  await expect(page).toHaveTitle('Widgets – Hireloop');
  await page.getByLabel('Layout').selectOption('cards');
  await page.getByLabel('How many jobs').fill('5');
  const preview = page.frameLocator('iframe[title="Widget preview"]');
  await expect(preview.getByText('Pastry Cook')).toBeVisible();
  const snippet = await page.getByLabel('Script snippet', { exact: true }).inputValue();
  expect(snippet).toContain(`data-hireloop-jobs="${slug}"`);
  expect(snippet).toContain('data-layout="cards"');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy script snippet' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  await checkScreen(page, testInfo, 'widgets');

  // The snippet on another origin.
  const host = await hostPage(snippet);
  try {
    // The host page sets a cookie on 127.0.0.1 (cookies ignore ports): the widget must not send it,
    // nor ours.
    const jobsRequest = page.waitForRequest((request) => request.url().includes('/api/public/companies/'));
    await page.goto(host.url);
    const job = page.getByRole('link', { name: /Pastry Cook/ });
    await expect(job).toBeVisible();
    expect(await (await jobsRequest).allHeaders()).not.toHaveProperty('cookie');
    await saveScreenshot(page, testInfo, 'widget-embedded');
    const [careerTab] = await Promise.all([page.context().waitForEvent('page'), job.click()]);
    await careerTab.waitForLoadState();
    await expect(careerTab).toHaveURL(new RegExp(`/careers/${slug}/jobs/${opportunity.id}$`));
    await expect(careerTab.getByRole('heading', { level: 1, name: 'Pastry Cook' })).toBeVisible();
    await careerTab.close();
  } finally {
    await host.close();
  }
});
