// The developer mailbox lists what the server "sent" (GET /api/dev/mailbox). Every journey shares
// one server, so this one never depends on what others sent: it sends its own message, finds it,
// reads it, and checks the empty state on a page past the last.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { newAccount, registerThroughApi } from './support/accounts.ts';
import { saveScreenshot } from './support/screenshots.ts';

test('the mailbox lists a message the app just sent and shows an empty page past the last', async ({
  page,
  request,
}, testInfo) => {
  // A sign-up (on a request context of its own) mails "verify your email" to an address no one else uses.
  const account = newAccount({ firstName: 'Grace', lastName: 'Hopper' });
  await registerThroughApi(request, account);

  await page.goto('/dev/mailbox');
  await expect(page).toHaveTitle('Mailbox – Hireloop');
  await expect(page.getByRole('heading', { level: 1, name: 'Mailbox' })).toBeVisible();
  // Newest first: ours is on the first page unless dozens were sent since; it names its recipient.
  const ours = page.getByRole('listitem').filter({ hasText: account.email });
  await expect(ours).toHaveCount(1);
  await expect(ours).toContainText('Verify your email address for Hireloop');
  // The message's heading row opens it (the open message adds its own HTML/Plain text buttons).
  const toggle = ours.getByRole('button', { name: /Verify your email address for Hireloop/ });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // The HTML body shows in a sandboxed frame; the plain text beside it.
  await expect(ours.frameLocator('iframe').getByText('Hi Grace,')).toBeVisible();
  await ours.getByRole('button', { name: 'Plain text' }).click();
  await expect(ours.getByRole('button', { name: 'Plain text' })).toHaveAttribute('aria-pressed', 'true');
  await expect(ours).toContainText('Hi Grace,');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'mailbox');

  await page.goto('/dev/mailbox?page=100000');
  await expect(page.getByRole('heading', { name: 'No messages on this page' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'mailbox-empty-page');
});
