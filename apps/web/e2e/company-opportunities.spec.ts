// Journeys of the company's opportunities: a recruiter saves a template, starts an opportunity
// from it (new title, a yes/no knockout question, a renamed step), is asked before leaving with
// unsaved changes, sees a publishing rule beside its field, publishes and finds it in the Published
// tab with its step counts; a Team Member sees the same pages without any way to change them.
import { expect as baseExpect, type Page, type TestInfo, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { closeToasts } from './support/account-switcher.ts';
import { fillLoginForm, newAccount, registerThroughApi } from './support/accounts.ts';
import { dismissLiveNotifications } from './support/live-notifications.ts';
import { saveScreenshot } from './support/screenshots.ts';

// One sign-in per role and viewport (logins are limited to 5 a minute per account); the Team Member
// journey reads the template the recruiter's journey saved, so the two run in order.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

// The form pages are the heaviest of the app; on a busy machine they need more than 7 s.
const expect = baseExpect.configure({ timeout: 20_000 });

const DEMO_PASSWORD = 'hireloop-demo';

/** Signs a demo member of Northwind Bakery in and makes the bakery the active account. */
async function signInToNorthwind(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await fillLoginForm(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/(launch-pad|company-dashboard)$/);
  if (page.url().endsWith('/launch-pad')) {
    await page.getByRole('button', { name: /Northwind Bakery/ }).click();
  }
  await expect(page).toHaveURL(/\/company-dashboard$/);
  // The welcome toast may lie over the announcement cards: closed first.
  await closeToasts(page);
  await dismissLiveNotifications(page, { untilQuiet: true });
}

/** Opens a company menu item: the side bar from 1280 px, the bottom bar below. */
async function openFromMenu(page: Page, name: RegExp): Promise<void> {
  const navigation = page.getByRole('navigation').filter({ has: page.getByRole('link', { name }) });
  await navigation.getByRole('link', { name }).filter({ visible: true }).first().click();
}

const unique = (testInfo: TestInfo) => `${testInfo.project.name}-${Date.now().toString(36)}`;

async function checkPage(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, name);
}

test('a recruiter creates a template, posts an opportunity from it and publishes it', async ({
  page,
}, testInfo) => {
  const suffix = unique(testInfo);
  const templateName = `Weekend baker ${suffix}`;
  const title = `Sourdough Baker ${suffix}`;
  const mobile = testInfo.project.name === 'mobile';

  await signInToNorthwind(page, 'recruiter@hireloop.example');
  await openFromMenu(page, /^(Opportunities|Jobs)$/);
  await expect(page).toHaveURL(/\/company-opportunities$/);
  await expect(page.getByRole('link', { name: 'Create opportunity' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Opportunities' }).getByRole('listitem').first()).toBeVisible();
  await checkPage(page, testInfo, 'company-opportunities');

  // A template: name, posting fields, the default steps.
  await page.getByRole('link', { name: 'Templates' }).click();
  await expect(page).toHaveURL(/\/company-templates$/);
  await page.getByRole('link', { name: 'Create template' }).click();
  await expect(page).toHaveURL(/\/company-templates\/create$/);
  await page.getByLabel('Template name').fill(templateName);
  await page.getByLabel('Job title').fill('Weekend Baker');
  const description = page.getByRole('textbox', { name: 'Description' });
  await description.click();
  await page.keyboard.type('Bake our country loaves and baguettes on weekend mornings.');
  await page.getByLabel('Location').fill('Portland, OR');
  await page.getByLabel('Employment type').selectOption('part_time');
  await page.getByLabel('Pay from').fill('20');
  await page.getByLabel('Pay up to').fill('24');
  await page.getByLabel('Pay period').selectOption('hour');
  await checkPage(page, testInfo, 'template-form');
  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(page).toHaveURL(/\/company-templates$/);
  await expect(page.getByRole('link', { name: templateName, exact: true })).toBeVisible();
  await closeToasts(page);
  await checkPage(page, testInfo, 'company-templates');

  // Templates can be edited later.
  await page.getByRole('link', { name: `Edit template ${templateName}` }).click();
  await expect(page).toHaveURL(/\/company-templates\/\d+$/);
  await expect(page.getByLabel('Template name')).toHaveValue(templateName);
  await page.getByLabel('Requirements').fill('Food handler card.');
  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(page).toHaveURL(/\/company-templates$/);
  await closeToasts(page);

  // An opportunity from it: the template's values arrive in the form.
  await page.getByRole('link', { name: `Use template ${templateName}` }).click();
  await expect(page).toHaveURL(/\/company-opportunities\/create\?template=\d+$/);
  await expect(page.getByLabel('Job title')).toHaveValue('Weekend Baker');
  await expect(description).toContainText('country loaves');
  await expect(page.getByLabel('Location')).toHaveValue('Portland, OR');
  await expect(page.getByLabel('Requirements')).toHaveValue('Food handler card.');

  await page.getByLabel('Job title').fill(title);
  // Bold a word with the toolbar: the saved description keeps it.
  await description.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' ');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('Early starts.');

  await page.getByRole('button', { name: 'Add question' }).click();
  const question = page.getByRole('group', { name: 'Question 1' });
  await question.getByLabel('Question', { exact: true }).fill('Can you start at 5am on weekends?');
  await expect(question.getByLabel('Answer type', { exact: true })).toHaveValue('yes_no');
  await question.getByLabel('Knockout answer', { exact: true }).selectOption('no');

  await page.getByLabel('Step 2 name').fill('Phone call');

  // Leaving now would lose the changes: asked first, and staying keeps them.
  await closeToasts(page);
  await openFromMenu(page, /^(Opportunities|Jobs)$/);
  const leaveDialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leaveDialog).toBeVisible();
  await leaveDialog.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(/\/company-opportunities\/create\?template=\d+$/);
  await expect(page.getByLabel('Job title')).toHaveValue(title);

  // The live preview shows the posting as candidates will.
  if (mobile) await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('complementary', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.getByText('$20–$24 an hour')).toBeVisible();
  await expect(preview.getByText('Can you start at 5am on weekends?')).toBeVisible();
  await checkPage(page, testInfo, mobile ? 'create-opportunity-preview' : 'create-opportunity-form');
  if (mobile) {
    await page.getByRole('button', { name: 'Edit' }).click();
    await checkPage(page, testInfo, 'create-opportunity-form');
  }

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/company-opportunities\?status=published$/);
  await expect(page.getByRole('link', { name: 'Published' })).toHaveAttribute('aria-current', 'page');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
  await expect(card).toBeVisible();
  await expect(card.getByText('Published', { exact: true })).toBeVisible();
  await expect(card.getByText('0 applicants').first()).toBeAttached();
  const steps = card.getByRole('list', { name: 'Candidates per step' }).getByRole('listitem');
  await expect(steps).toHaveText(['Applied0', 'Phone call0', 'Interview0', 'Offer0', 'Hired0']);

  // What was saved: the knockout, the renamed step and the bold words.
  const list = await (await page.request.get('/api/opportunities', { params: { search: title } })).json();
  const saved = await (await page.request.get(`/api/opportunities/${list.data[0].id}`)).json();
  expect(saved.status).toBe('published');
  expect(saved.template_id).not.toBeNull();
  expect(saved.screening_questions).toEqual([
    expect.objectContaining({
      type: 'yes_no',
      question: 'Can you start at 5am on weekends?',
      knockout_answer: 'no',
    }),
  ]);
  expect(saved.pipeline_steps.map((step: { name: string }) => step.name)).toEqual([
    'Applied',
    'Phone call',
    'Interview',
    'Offer',
    'Hired',
  ]);
  expect(saved.description).toContain('<strong>Early starts.</strong>');
  await closeToasts(page);
  await checkPage(page, testInfo, 'company-opportunities-published');

  // Paused from the list: it moves to the Paused tab, and resumes from there.
  await card.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Pause' }).click();
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  await page.getByRole('link', { name: 'Paused', exact: true }).click();
  await expect(card.getByText('Paused', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Resume' }).click();
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  await closeToasts(page);

  // A second one from scratch: the shared rules first, in the words of the server.
  await page.getByRole('link', { name: 'Create opportunity' }).click();
  await expect(page.getByRole('heading', { name: 'How do you want to start?' })).toBeVisible();
  await expect(page.getByRole('link', { name: `Use template ${templateName}` })).toBeVisible();
  await checkPage(page, testInfo, 'create-opportunity-start');
  await page.getByRole('link', { name: /Start from scratch/ }).click();
  await expect(page).toHaveURL(/\/company-opportunities\/create\?start=scratch$/);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('The title field is required.')).toBeVisible();

  await page.getByLabel('Job title').fill(`Night Porter ${suffix}`);
  await page.getByRole('button', { name: 'Add question' }).click();
  const choice = page.getByRole('group', { name: 'Question 1' });
  await choice.getByLabel('Question', { exact: true }).fill('Which shifts suit you?');
  await choice.getByLabel('Answer type', { exact: true }).selectOption('single_choice');
  await choice.getByLabel('Choice 1', { exact: true }).fill('Nights');
  await choice.getByRole('button', { name: 'Remove choice 2' }).click();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(choice.getByText('A choice question needs at least 2 options.')).toBeVisible();
  await choice.getByRole('button', { name: 'Add choice' }).click();
  await choice.getByLabel('Choice 2', { exact: true }).fill('Weekends');

  // The server's own rule for going live, beside its field.
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('The description field is required to publish.')).toBeVisible();
  await expect(page).toHaveURL(/\/company-opportunities\/create\?start=scratch$/);
  await checkPage(page, testInfo, 'create-opportunity-errors');

  // Saved as a draft instead; it shows in the Draft tab.
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page).toHaveURL(/\/company-opportunities\?status=draft$/);
  await expect(page.getByRole('link', { name: 'Draft' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: `Night Porter ${suffix}` })).toBeVisible();

  // A draft can be deleted.
  await closeToasts(page);
  await page.getByRole('button', { name: `Actions for Night Porter ${suffix}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const deleteDialog = page.getByRole('dialog', { name: `Delete “Night Porter ${suffix}”?` });
  await deleteDialog.getByRole('button', { name: 'Delete opportunity' }).click();
  await expect(deleteDialog).toHaveCount(0);
  await expect(page.getByRole('link', { name: `Night Porter ${suffix}` })).toHaveCount(0);

  // One candidates applied to is not: the server's reason shows in the dialog.
  await page.getByRole('link', { name: 'All', exact: true }).click();
  await page.getByRole('button', { name: 'Actions for Barista' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const refusedDialog = page.getByRole('dialog', { name: 'Delete “Barista”?' });
  await refusedDialog.getByRole('button', { name: 'Delete opportunity' }).click();
  await expect(refusedDialog.getByText('Candidates have applied to this opportunity')).toBeVisible();
  await checkPage(page, testInfo, 'delete-opportunity-refused');
  await expect(refusedDialog.getByRole('button', { name: 'Close it instead' })).toBeVisible();
  await refusedDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(refusedDialog).toHaveCount(0);

  // Removing a step candidates are at is refused beside the steps; leaving drops the change.
  await page.getByRole('button', { name: 'Actions for Pastry Chef' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/company-opportunities\/\d+\/edit$/);
  await expect(page.getByLabel('Job title')).toHaveValue('Pastry Chef');
  await page.getByRole('button', { name: 'Remove Interview' }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('The step "Interview" still has candidates.')).toBeVisible();
  await checkPage(page, testInfo, 'edit-opportunity-step-refused');
  await openFromMenu(page, /^(Opportunities|Jobs)$/);
  await page
    .getByRole('dialog', { name: 'Leave without saving?' })
    .getByRole('button', { name: 'Leave without saving' })
    .click();
  await expect(page).toHaveURL(/\/company-opportunities$/);
});

test('a team member sees opportunities and templates without ways to change them', async ({
  page,
}, testInfo) => {
  await signInToNorthwind(page, 'member@hireloop.example');
  await openFromMenu(page, /^(Opportunities|Jobs)$/);
  await expect(page).toHaveURL(/\/company-opportunities$/);
  await expect(page.getByRole('list', { name: 'Opportunities' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create opportunity' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'Published' }).click();
  await expect(page).toHaveURL(/\/company-opportunities\?status=published$/);
  await checkPage(page, testInfo, 'company-opportunities-team-member');

  // Search is kept in the URL with the tab.
  await page.getByRole('searchbox', { name: 'Search opportunities' }).fill('Barista');
  await expect(page).toHaveURL(/\/company-opportunities\?status=published&search=Barista$/);
  await expect(
    page
      .getByRole('list', { name: 'Opportunities' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('link') }),
  ).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Barista', exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Templates' }).click();
  await expect(page).toHaveURL(/\/company-templates$/);
  await expect(page.getByRole('link', { name: 'Create template' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Use template/ })).toHaveCount(0);
  await checkPage(page, testInfo, 'company-templates-team-member');

  // The template the recruiter saved opens read-only.
  await page
    .getByRole('link', { name: /^Weekend baker / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/company-templates\/\d+$/);
  await expect(page.getByText('View only')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Weekend Baker', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save template' })).toHaveCount(0);
  await checkPage(page, testInfo, 'template-team-member');

  // The create page is for recruiters and above: warned and sent back (SPEC.md §8).
  await page.goto('/company-opportunities/create');
  await expect(
    page.getByRole('alert').filter({ hasText: 'You do not have permission to access Create Opportunity.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/company-dashboard$/);
});

test('a new company is invited to post its first opportunity', async ({ page }, testInfo) => {
  const account = newAccount({ firstName: 'Nia', lastName: 'Newcomer' });
  await registerThroughApi(page.request, account);
  const { cookies } = await page.request.storageState();
  const token = decodeURIComponent(cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '');
  const created = await page.request.post('/api/companies', {
    headers: { 'X-XSRF-TOKEN': token, Accept: 'application/json' },
    data: { name: `Fresh Crumbs ${unique(testInfo)}` },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/company-dashboard');
  // The welcome toast may lie over the announcement cards: closed first.
  await closeToasts(page);
  await dismissLiveNotifications(page, { untilQuiet: true });
  await openFromMenu(page, /^(Opportunities|Jobs)$/);
  await expect(page.getByRole('heading', { name: 'Post your first opportunity' })).toBeVisible();
  await checkPage(page, testInfo, 'company-opportunities-empty');

  await page.getByRole('link', { name: 'Post your first opportunity' }).click();
  await expect(page).toHaveURL(/\/company-opportunities\/create$/);
  await expect(page.getByText(/No templates yet/)).toBeVisible();
  await checkPage(page, testInfo, 'create-opportunity-start-empty');
});
