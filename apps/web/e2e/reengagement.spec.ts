// Journeys of reaching people again (issue 23): a company imports contacts and asks them to
// confirm their info; a contact opens /confirm from the mail, signed out, and confirms (a tampered
// link is refused); the company imports team members with a bad row; a quiet candidate answers
// /still-interested no, then yes, then unsubscribes with one click. Axe and screenshots at 375 and
// 1440 px.
import { expect, type Page, test } from '@playwright/test';
import { newAccount, registerThroughApi, registerThroughUi } from './support/accounts.ts';
import { apiCall, navigateInApp } from './support/company-api.ts';
import { latestMail, linkPath } from './support/mailbox.ts';
import { checkScreen } from './support/screen-check.ts';

test.describe.configure({ timeout: 150_000 });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function uploadAndRun(
  page: Page,
  kind: 'Talent pool contacts' | 'Team members',
  name: string,
  csv: string[],
) {
  await navigateInApp(page, '/user-imports');
  await page.getByRole('link', { name: 'New import' }).click();
  await expect(page).toHaveURL(/\/user-imports\/create$/);
  await page.getByLabel(kind).check();
  await page.getByLabel('Import file').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(csv.join('\n')),
  });
  await expect(page.getByRole('heading', { name })).toBeVisible();
}

test('a contact confirms their info from the mail; a team import reports its bad rows', async ({
  page,
  browser,
}, testInfo) => {
  const suffix = unique();
  await registerThroughApi(page.request, newAccount({ firstName: 'Mary', lastName: 'Jackson' }));
  await page.goto('/create-company');
  await page.getByLabel('Company name').fill(`Confirm Bakery ${suffix}`);
  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(page).toHaveURL(/\/company-dashboard$/);

  const contact = `dorothy-${suffix}@example.com`;
  await uploadAndRun(page, 'Talent pool contacts', 'market.csv', [
    'First name,Last name,Email,City',
    `Dorothy,Vaughn,${contact},Hampton`,
    `Annie,Easley,annie-${suffix}@example.com,Cleveland`,
  ]);
  await expect(page.getByLabel('Location (optional)')).toHaveValue('3');
  await page.getByRole('button', { name: 'Start import' }).click();
  await expect(page.getByText('Completed')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Ask contacts to confirm their info' }).click();
  await expect(page.getByText('We emailed 2 contacts a link to confirm their info.')).toBeVisible({
    timeout: 30_000,
  });
  await checkScreen(page, testInfo, 'reengagement-import-asked');

  // The contact, signed out, from the dev mailbox.
  const guest = await browser.newContext({ viewport: page.viewportSize() });
  const contactPage = await guest.newPage();
  const mail = await latestMail(contactPage.request, contact, /asks you to confirm your details/);
  await contactPage.goto('/dev/mailbox');
  const ours = contactPage.getByRole('listitem').filter({ hasText: contact });
  await ours.getByRole('button', { name: /asks you to confirm your details/ }).click();
  await ours.getByRole('button', { name: 'Plain text' }).click();
  const link = linkPath(mail, '/confirm');
  await expect(ours).toContainText(link);
  // One character of the link's signature changed (its second-to-last: the last one of a base64url
  // value may carry unused bits); to a different character whatever it was.
  const changed = link.at(-2) === '0' ? '1' : '0';
  await contactPage.goto(`${link.slice(0, -2)}${changed}${link.slice(-1)}`);
  await expect(contactPage.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
  await checkScreen(contactPage, testInfo, 'confirm-info-refused');

  await contactPage.goto(link);
  await expect(contactPage).toHaveTitle('Confirm Your Info – Hireloop');
  await expect(contactPage.getByLabel('First name')).toHaveValue('Dorothy');
  await expect(contactPage.getByLabel('Location (optional)')).toHaveValue('Hampton');
  await checkScreen(contactPage, testInfo, 'confirm-info-form');
  await contactPage.getByLabel('Last name').fill('Vaughan');
  await contactPage.getByLabel('Phone (optional)').fill('555-0100');
  await contactPage.getByRole('button', { name: 'Confirm my info' }).click();
  await expect(contactPage.getByText('Choose whether the company may contact you.')).toBeVisible();
  await expect(contactPage.getByText(/international format/).last()).toBeVisible();
  await checkScreen(contactPage, testInfo, 'confirm-info-errors');
  await contactPage.getByLabel('Phone (optional)').fill('+17575550100');
  await contactPage.getByLabel('Yes, you may contact me').check();
  await contactPage.getByRole('button', { name: 'Confirm my info' }).click();
  await expect(contactPage.getByRole('heading', { name: 'Thank you, your info is confirmed' })).toBeVisible();
  await expect(contactPage.getByText(/may contact you about opportunities/)).toBeVisible();
  await checkScreen(contactPage, testInfo, 'confirm-info-done');
  await guest.close();

  // Team members: one good row, one bad address, one unknown role.
  await uploadAndRun(page, 'Team members', 'new-hires.csv', [
    'Email,Role',
    `jordan-${suffix}@example.com,Recruiter`,
    'not-an-email,Manager',
    `sam-${suffix}@example.com,Wizard`,
  ]);
  await expect(page.getByText('2 of 3 rows have a problem')).toBeVisible();
  await checkScreen(page, testInfo, 'team-import-mapping');
  await page.getByRole('button', { name: 'Start import' }).click();
  await expect(page.getByText('Completed')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Invited', { exact: true }).locator('..')).toContainText('1');
  await expect(page.getByText('Rows with problems').locator('..')).toContainText('2');
  const download = page.getByRole('link', { name: 'Download problems (CSV)' });
  const csv = await page.request.get((await download.getAttribute('href')) ?? '');
  expect(await csv.text()).toContain('4,role,');
  await checkScreen(page, testInfo, 'team-import-done');
  await page.getByRole('link', { name: 'Go to the team' }).click();
  await expect(page.getByText(`jordan-${suffix}@example.com`)).toBeVisible();
});

test('a quiet candidate answers still-interested no, then yes, then unsubscribes', async ({
  page,
  browser,
}, testInfo) => {
  const account = newAccount({ firstName: 'Katherine', lastName: 'Johnson' });
  await registerThroughUi(page, account);
  const verify = await latestMail(page.request, account.email, /Verify your email/);
  await page.goto(linkPath(verify, '/email/verify/'));
  await expect(page.getByRole('heading', { name: 'Your email is verified' })).toBeVisible();
  const self = (await (await page.request.get('/api/users/self')).json()) as { id: number };
  await apiCall(page, 'POST', `/api/users/${self.id}/unsnooze`, {});
  // The daily check, for this candidate now (a dev-only endpoint, like the dev mailbox).
  const asked = await apiCall(page, 'POST', '/api/dev/still-interested-checks', { email: account.email });
  expect(asked).toEqual({ sent: 1 });

  const guest = await browser.newContext({ viewport: page.viewportSize() });
  const candidatePage = await guest.newPage();
  const mail = await latestMail(candidatePage.request, account.email, /still looking/);
  await candidatePage.goto(linkPath(mail, '/still-interested'));
  await expect(candidatePage).toHaveTitle('Take Next Steps – Hireloop');
  await expect(
    candidatePage.getByRole('heading', { name: 'Hi Katherine, are you still looking?' }),
  ).toBeVisible();
  await checkScreen(candidatePage, testInfo, 'still-interested-question');

  await candidatePage.getByRole('button', { name: 'No, not right now' }).click();
  await expect(candidatePage.getByText(/hidden from company searches for 90 days/)).toBeVisible();
  await checkScreen(candidatePage, testInfo, 'still-interested-no');
  await candidatePage.getByRole('button', { name: 'Change my answer' }).click();
  await candidatePage.getByRole('button', { name: 'Yes, I am still looking' }).click();
  await expect(candidatePage.getByText(/companies can find you/)).toBeVisible();
  await checkScreen(candidatePage, testInfo, 'still-interested-yes');

  await candidatePage.getByRole('link', { name: 'Unsubscribe with one click' }).click();
  await expect(candidatePage).toHaveURL(/\/unsubscribe\?token=/);
  await expect(
    candidatePage.getByRole('heading', { name: 'Stop emails about job search check-ins?' }),
  ).toBeVisible();
  await candidatePage.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(candidatePage.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await guest.close();
});
