// Journey: a Company Admin keeps files in the company's library and attaches them again (issue
// 20). They shape the onboarding checklist from the avatar menu (a 422 shown at the field, a form
// task added, moved and a task removed); send a candidate a message with an upload kept in the
// library, then a message with a file picked from the library; and attach the library's PDF to an
// offer, remove it and upload another. Then the library page itself: upload, rename, reorder,
// remove, and a library document given with an onboarding task. Axe and a screenshot at each stop,
// at 375 and 1440 px.
import { type BrowserContext, expect, type Page, type TestInfo, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { dismissToasts, newAccount, registerThroughApi } from './support/accounts.ts';
import { apiCall, navigateInApp } from './support/company-api.ts';
import { minimalPdf } from './support/files.ts';
import { dismissLiveNotifications } from './support/live-notifications.ts';
import { checkScreen } from './support/screen-check.ts';
import { saveScreenshot } from './support/screenshots.ts';

test.describe.configure({ timeout: 150_000 });

async function check(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await dismissToasts(page);
  await dismissLiveNotifications(page);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, name);
}

test('a company admin edits the onboarding checklist and reuses library files in messages and offers', async ({
  page: admin,
  browser,
}, testInfo) => {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const adminAccount = newAccount({ firstName: 'Mary', lastName: 'Jackson' });
  const candidateAccount = newAccount({ firstName: 'Christine', lastName: 'Darden' });
  const candidateContext: BrowserContext = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: testInfo.project.use.viewport,
  });
  const candidate = await candidateContext.newPage();

  await registerThroughApi(admin.request, adminAccount);
  await registerThroughApi(candidate.request, candidateAccount);
  await admin.goto('/create-company');
  await admin.getByLabel('Company name').fill(`Wind Tunnel ${suffix}`);
  await admin.getByRole('button', { name: 'Create company' }).click();
  await expect(admin).toHaveURL(/\/company-dashboard$/);
  const opportunity = await apiCall(admin, 'POST', '/api/opportunities', {
    title: 'Aerospace Engineer',
    description: '<p>Supersonic flow.</p>',
    location: 'Hampton, VA',
  });
  await apiCall(admin, 'PUT', `/api/opportunities/${opportunity.id}`, { status: 'published' });
  const application = await apiCall(candidate, 'POST', '/api/applications', {
    opportunity_id: opportunity.id,
    answers: [],
    submit: true,
  });
  const candidateUser = (await (await candidate.request.get('/api/users/self')).json()) as { id: number };

  // The onboarding checklist, from the avatar menu.
  await dismissToasts(admin);
  await admin.getByRole('button', { name: /^Account menu for/ }).click();
  await admin.getByRole('menuitem', { name: 'Onboarding Checklist' }).click();
  await expect(admin).toHaveURL(/\/company-onboarding-checklist$/);
  await expect(admin).toHaveTitle('Onboarding Checklist – Hireloop');
  const tasks = admin.getByRole('list', { name: /^Tasks/ });
  await expect(tasks.getByRole('heading')).toHaveText([
    'Read the employee handbook',
    'Upload a photo ID',
    'Emergency contact and bank details',
  ]);
  await admin.getByRole('button', { name: 'Add a task' }).click();
  const taskDialog = admin.getByRole('dialog', { name: 'Add a task' });
  await taskDialog.getByLabel('Kind of task').selectOption('form');
  await taskDialog.getByLabel('Field 1 label').fill('T-shirt size');
  await taskDialog.getByRole('button', { name: 'Save task' }).click();
  // No title: the server's 422 is shown at the field.
  await expect(taskDialog.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
  await check(admin, testInfo, 'onboarding-checklist-task-error');
  await taskDialog.getByLabel('Title').fill('Uniform size');
  await taskDialog.getByLabel(/Due \(days/).fill('-5');
  await taskDialog.getByRole('button', { name: 'Save task' }).click();
  await expect(taskDialog).toBeHidden();
  await expect(tasks.getByRole('heading')).toHaveCount(4);
  await admin.getByRole('button', { name: 'Move Uniform size up' }).click();
  await expect(tasks.getByRole('heading').nth(2)).toHaveText('Uniform size');
  await admin.getByRole('button', { name: 'Remove Upload a photo ID' }).click();
  await admin.getByRole('button', { name: 'Remove task' }).click();
  await expect(tasks.getByRole('heading')).toHaveText([
    'Read the employee handbook',
    'Uniform size',
    'Emergency contact and bank details',
  ]);
  await expect(tasks).toContainText('Fill in a form · Due 5 days before the start date');
  await check(admin, testInfo, 'onboarding-checklist');

  // A message with an upload kept in the library, then one with the file from the library.
  const conversation = await apiCall(admin, 'POST', '/api/company-conversations', {
    candidate_user_id: candidateUser.id,
    content: `Welcome, Christine (${suffix}).`,
  });
  await navigateInApp(admin, `/company-messages?conversation=${conversation.uuid}`);
  const composer = admin.getByRole('form', { name: 'Send a message' });
  await composer.getByTestId('message-attachment-input').setInputFiles({
    name: 'Handbook.pdf',
    mimeType: 'application/pdf',
    buffer: minimalPdf(['Employee handbook', suffix]),
  });
  await composer.getByLabel('Add the uploaded files to the library').check();
  await composer.getByLabel('Message', { exact: true }).fill('Our handbook, for your first week.');
  await composer.getByRole('button', { name: 'Send message' }).click();
  await expect(admin.getByRole('link', { name: /^Download Handbook\.pdf/ }).first()).toBeVisible();

  await composer.getByRole('button', { name: 'Attach from library' }).click();
  const picker = admin.getByRole('dialog', { name: 'Attach from library' });
  await picker.getByRole('searchbox', { name: 'Search the library' }).fill('nothing like it');
  await expect(picker.getByText('No files named like “nothing like it”')).toBeVisible();
  await picker.getByRole('searchbox', { name: 'Search the library' }).fill('handbook');
  await picker.getByLabel(/Handbook\.pdf/).check();
  await check(admin, testInfo, 'message-library-picker');
  await picker.getByRole('button', { name: 'Attach file' }).click();
  await expect(composer.getByRole('list', { name: 'Files to send' })).toContainText('Handbook.pdf');
  await composer.getByLabel('Message', { exact: true }).fill('The handbook again, from our library.');
  await composer.getByRole('button', { name: 'Send message' }).click();
  await expect(admin.getByRole('link', { name: /^Download Handbook\.pdf/ })).toHaveCount(2);
  await check(admin, testInfo, 'message-library-sent');

  // The offer: the library's PDF attached, removed, and another uploaded.
  await navigateInApp(admin, `/company-candidates?application=${application.id}`);
  const panel = admin.getByRole('dialog', { name: 'Christine Darden' });
  await panel.getByRole('button', { name: 'Make an offer' }).click();
  const form = admin.getByRole('dialog', { name: 'Make an offer' });
  await form.getByLabel('Pay (USD)').fill('41.00');
  await form.getByRole('button', { name: 'From library' }).click();
  const offerPicker = admin.getByRole('dialog', { name: 'Attach from library' });
  await offerPicker.getByLabel(/Handbook\.pdf/).check();
  await offerPicker.getByRole('button', { name: 'Attach file' }).click();
  await expect(form.getByRole('button', { name: 'Remove Handbook.pdf' })).toBeVisible();
  await check(admin, testInfo, 'offer-attachment-form');
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(form).toBeHidden();
  await expect(panel.getByRole('link', { name: 'Attachment: Handbook.pdf' })).toBeVisible();
  await panel.getByRole('button', { name: 'Remove attachment' }).click();
  await expect(panel.getByRole('link', { name: /^Attachment:/ })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Attach PDF' }).click();
  const attach = admin.getByRole('dialog', { name: 'Attach a PDF' });
  await attach.getByTestId('offer-attachment-input').setInputFiles({
    name: 'Relocation.pdf',
    mimeType: 'application/pdf',
    buffer: minimalPdf(['Relocation package', suffix]),
  });
  await attach.getByRole('button', { name: 'Attach', exact: true }).click();
  await expect(attach).toBeHidden();
  await expect(panel.getByRole('link', { name: 'Attachment: Relocation.pdf' })).toBeVisible();
  await check(admin, testInfo, 'offer-attachment-panel');

  await candidateContext.close();
});

test('a company admin keeps the library in order and gives an onboarding task a document from it', async ({
  page,
}, testInfo) => {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await registerThroughApi(page.request, newAccount({ firstName: 'Dorothy', lastName: 'Vaughan' }));
  await page.goto('/create-company');
  await page.getByLabel('Company name').fill(`Analysis Unit ${suffix}`);
  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(page).toHaveURL(/\/company-dashboard$/);

  await dismissToasts(page);
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'File Library' }).click();
  await expect(page).toHaveURL(/\/company-file-library$/);
  await expect(page).toHaveTitle('File Library – Hireloop');
  await expect(page.getByText('The library is empty')).toBeVisible();
  await checkScreen(page, testInfo, 'file-library-empty');

  const upload = page.getByTestId('library-upload-input');
  await upload.setInputFiles({
    name: 'Not a pdf.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('plain text'),
  });
  await expect(page.getByRole('alert')).toContainText('The file "Not a pdf.pdf" must be');
  for (const name of ['Handbook.pdf', 'Benefits.pdf', 'Parking.pdf']) {
    await upload.setInputFiles({ name, mimeType: 'application/pdf', buffer: minimalPdf([name, suffix]) });
    await expect(page.getByText(name, { exact: true })).toBeVisible();
  }
  const files = page.getByRole('list', { name: /^Files/ });
  await expect(files.getByRole('listitem')).toHaveCount(3);

  await page.getByRole('button', { name: 'Move Parking.pdf up' }).click();
  await expect(files.getByRole('listitem').nth(1)).toContainText('Parking.pdf');
  await page.getByRole('button', { name: 'Rename Benefits.pdf' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename file' });
  await rename.getByLabel('Name').fill('Benefits 2027.pdf');
  await rename.getByRole('button', { name: 'Save name' }).click();
  await expect(rename).toBeHidden();
  await expect(files.getByRole('listitem').nth(2)).toContainText('Benefits 2027.pdf');
  await page.getByRole('button', { name: 'Remove Parking.pdf' }).click();
  await page
    .getByRole('dialog', { name: 'Remove this file from the library?' })
    .getByRole('button', { name: 'Remove file' })
    .click();
  await expect(files.getByRole('listitem')).toHaveCount(2);
  await expect(files.getByRole('listitem').first()).toContainText('Handbook.pdf');
  await checkScreen(page, testInfo, 'file-library');

  await navigateInApp(page, '/company-onboarding-checklist');
  await page.getByRole('button', { name: 'Edit Read the employee handbook' }).click();
  const taskDialog = page.getByRole('dialog', { name: 'Edit task' });
  await taskDialog.getByRole('button', { name: 'Choose from library' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a document' });
  await picker.getByLabel(/Handbook\.pdf/).check();
  await checkScreen(page, testInfo, 'onboarding-task-document-picker');
  await picker.getByRole('button', { name: 'Use this document' }).click();
  await expect(taskDialog.getByText('Handbook.pdf')).toBeVisible();
  await checkScreen(page, testInfo, 'onboarding-task-document');
  await taskDialog.getByRole('button', { name: 'Save task' }).click();
  await expect(taskDialog).toBeHidden();
  const tasks = page.getByRole('list', { name: /^Tasks/ });
  await expect(tasks.getByRole('listitem').first()).toContainText('Handbook.pdf');
  await checkScreen(page, testInfo, 'onboarding-checklist-with-document');
});
