// Journey: a signed-in user opens the chat-support launcher on a flagged page (SPEC.md §2 route
// meta `intercom`; no Intercom configured, so the built-in support conversation) and writes; the
// demo super admin (two-factor, README) sees it in the admin dashboard's support inbox and answers;
// the answer appears live in the user's open conversation. Axe, no overflow and screenshots at each
// stop, at 375 and 1440 px.
import { expect, test } from '@playwright/test';
import { newAccount, registerThroughApi } from './support/accounts.ts';
import { navigateInApp } from './support/company-api.ts';
import { checkScreen } from './support/screen-check.ts';
import { openSharedSuperAdminPage } from './support/super-admin.ts';

test.describe.configure({ timeout: 120_000 });

test('the support launcher opens a conversation that a super admin answers live', async ({
  page,
  browser,
}, testInfo) => {
  // Unique per run: a retry (or another run on the same data) leaves its own conversation behind.
  const suffix = `${testInfo.project.name}${Date.now().toString(36)}`;
  const account = newAccount({ firstName: 'Supportee', lastName: `Asker${suffix}` });
  await registerThroughApi(page.request, account);
  await page.goto('/dashboard');
  const launcher = page.getByRole('button', { name: 'Chat with support' });
  await expect(launcher).toBeVisible();
  // Pages without the flag show no launcher.
  await navigateInApp(page, '/notifications');
  await expect(page).toHaveTitle('Notifications – Hireloop');
  await expect(launcher).toHaveCount(0);
  await navigateInApp(page, '/dashboard');

  await launcher.click();
  const chat = page.getByRole('dialog', { name: 'Hireloop Support' });
  await expect(chat).toBeVisible();
  const question = `How do I share my profile? (${testInfo.project.name})`;
  await chat.getByLabel('Your message').fill(question);
  await chat.getByRole('button', { name: 'Send' }).click();
  const messages = chat.getByRole('list', { name: 'Messages' });
  await expect(messages.getByText(question)).toBeVisible();
  await expect(chat.getByLabel('Your message')).toHaveValue('');
  await checkScreen(page, testInfo, 'support-chat-question');

  const { context: adminContext, page: admin } = await openSharedSuperAdminPage(browser, testInfo);
  try {
    await admin.goto('/admin/dashboard');
    const inbox = admin.getByRole('region', { name: 'Support conversations' });
    await expect(inbox).toBeVisible();
    const name = `${account.firstName} ${account.lastName}`;
    await inbox.getByRole('button', { name: new RegExp(`^${name}`) }).click();
    await expect(admin.getByRole('list', { name: `Conversation with ${name}` })).toContainText(question);
    const answer = `Open your profile and use Share (${testInfo.project.name}).`;
    await admin.getByLabel(`Answer ${name}`).fill(answer);
    await admin.getByRole('button', { name: 'Send answer' }).click();
    await expect(admin.getByRole('list', { name: `Conversation with ${name}` })).toContainText(answer);
    await checkScreen(admin, testInfo, 'support-inbox-answered');

    // Live: the user's open conversation shows the answer without a reload.
    await expect(messages.getByText(answer)).toBeVisible();
    await expect(chat.getByText(/Hireloop Support\)$/)).toBeVisible();
    await checkScreen(page, testInfo, 'support-chat-answered');
  } finally {
    await adminContext.close();
  }
});
