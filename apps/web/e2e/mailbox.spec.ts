// The developer mailbox lists what the server "sent" (GET /api/dev/mailbox).
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { saveScreenshot } from './support/screenshots.ts';

test('the mailbox of a fresh server shows its empty state', async ({ page, request }, testInfo) => {
  const response = await request.get('/api/dev/mailbox');
  expect(response.ok()).toBe(true);
  const { meta } = (await response.json()) as { meta: { total: number } };
  // Journeys of later issues send mail to this same server; this one only runs before they do.
  test.skip(meta.total > 0, 'other specs have already sent messages through this server');

  await page.goto('/dev/mailbox');
  await expect(page).toHaveTitle('Mailbox – Hireloop');
  await expect(page.getByRole('heading', { level: 1, name: 'Mailbox' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No messages yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'mailbox');
});
