// Journey: scorecards (issue 19). A Recruiter (invited by the company's Admin: Admins and Managers
// read every scorecard, so only a Recruiter meets the "submit yours first" lock) adds an attribute to her opening's scorecard, then,
// interviewing a candidate, joins the room (fake camera), rates every attribute of the opportunity's scorecard on the Candidate scores tab and
// submits; the Company scores tab then shows her scorecard, and the candidate's panel in the
// pipeline shows the aggregate. Axe and screenshots at each stop, at 375 and 1440 px.
import { test } from '@playwright/test';
import { newAccount, registerThroughApi } from './support/accounts.ts';
import { apiCall, navigateInApp } from './support/company-api.ts';
import {
  applyTo,
  checkRoomScreen as check,
  closeRoomSheet,
  createCompany,
  expect,
  joinRoom,
  onTheHour,
  openRoomTab,
  publishOpening,
  scheduleVideoInterview,
} from './support/interview-room.ts';
import { latestMail, linkPath } from './support/mailbox.ts';

test.describe.configure({ timeout: 240_000 });

const ATTRIBUTES: [string, string][] = [
  ['Explains things clearly', '4 · Excellent'],
  ['Listens and asks good questions', '3 · Good'],
  ['Empathy with customers', '4 · Excellent'],
  ['Solves problems calmly', '3 · Good'],
  ['Relevant experience', 'Not assessed'],
  ['Reliability and availability', '4 · Excellent'],
  ['Laminates dough evenly', '4 · Excellent'],
];

test('a recruiter submits a scorecard in the room and the pipeline shows the aggregate', async ({
  page: recruiter,
  browser,
}, testInfo) => {
  const adminAccount = newAccount({ firstName: 'Dorothy', lastName: 'Vaughan' });
  const recruiterAccount = newAccount({ firstName: 'Katherine', lastName: 'Johnson' });
  const candidateAccount = newAccount({ firstName: 'Mary', lastName: 'Jackson' });
  const newContext = () => browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const adminContext = await newContext();
  const admin = await adminContext.newPage();
  const candidateContext = await newContext();
  const candidate = await candidateContext.newPage();
  await registerThroughApi(admin.request, adminAccount);
  await registerThroughApi(recruiter.request, recruiterAccount);
  await registerThroughApi(candidate.request, candidateAccount);
  await createCompany(admin, 'Langley Loaves');
  await apiCall(admin, 'POST', '/api/invitations', { email: recruiterAccount.email, role: 'Recruiter' });
  const invitation = await latestMail(admin.request, recruiterAccount.email, /invited you to join/);
  const token = linkPath(invitation, '/accept-invitation/').split('/').pop()!;
  await apiCall(recruiter, 'POST', `/api/invitations/token/${token}/accept`, {});
  await adminContext.close();
  const opportunity = await publishOpening(recruiter, {
    title: 'Viennoiserie Baker',
    description: '<p>Laminate the dough.</p>',
    location: 'Hampton, VA',
  });

  // The opportunity's scorecard: the default, plus one attribute of its own.
  await recruiter.goto(`/company-opportunities/${opportunity.id}/edit`);
  const editor = recruiter.getByRole('region', { name: 'Interview scorecard' });
  await editor.getByRole('button', { name: 'Customize the scorecard' }).click();
  await editor.getByRole('button', { name: 'Add attribute' }).click();
  await editor.getByLabel('Attribute 7 category').fill('Baking');
  await editor.getByLabel('Attribute 7 name', { exact: true }).fill('Laminates dough evenly');
  await check(recruiter, testInfo, 'opportunity-scorecard-editor');
  await recruiter.getByRole('button', { name: 'Save changes' }).click();
  const savedScorecard = async () =>
    (
      (await (await recruiter.request.get(`/api/opportunities/${opportunity.id}`)).json()) as {
        scorecard: unknown[];
      }
    ).scorecard.length;
  await expect.poll(savedScorecard).toBe(7);

  const application = await applyTo(candidate, opportunity.id);
  await candidateContext.close();
  const interview = await scheduleVideoInterview(recruiter, application.id, { start: onTheHour(28) });

  // Before anyone scored, the pipeline says so.
  await navigateInApp(recruiter, `/company-candidates?application=${application.id}`);
  const panel = recruiter.getByRole('dialog', { name: 'Mary Jackson' });
  await expect(panel.getByText('No scorecards submitted yet.')).toBeVisible();

  // The room: join, then the Company scores tab waits for her own scorecard.
  await recruiter.goto(`/company-interviews/${interview.uuid}`);
  await joinRoom(recruiter);
  await openRoomTab(recruiter, 'Company scores');
  await expect(recruiter.getByText('Submit your own scorecard to see the others’ scores.')).toBeVisible();
  await check(recruiter, testInfo, 'interview-scorecards-locked');

  // The Candidate scores tab: every attribute, notes, a recommendation.
  await openRoomTab(recruiter, 'Candidate scores');
  const form = recruiter.getByRole('form', { name: 'Your scorecard' });
  await form.getByRole('button', { name: 'Submit scorecard' }).click();
  await expect(form.getByRole('alert')).toHaveText('Rate every attribute or mark it not assessed (7 left).');
  for (const [attribute, rating] of ATTRIBUTES) {
    await form.getByRole('group', { name: attribute }).getByLabel(rating, { exact: true }).check();
  }
  await form.getByLabel('Notes').fill('Explained lamination step by step; great with a grumpy customer.');
  await form.getByRole('group', { name: 'Overall recommendation' }).getByLabel('Strong yes').check();
  await check(recruiter, testInfo, 'interview-scorecard-form');
  await form.getByRole('button', { name: 'Submit scorecard' }).click();
  await expect(form.getByText('Scorecard submitted')).toBeVisible();

  await openRoomTab(recruiter, 'Company scores');
  const card = recruiter.locator('[data-scorecard]');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Katherine Johnson');
  await expect(card).toContainText('Strong yes');
  await expect(card).toContainText('Average 3.67');
  await check(recruiter, testInfo, 'interview-scorecards-submitted');
  await closeRoomSheet(recruiter);
  await recruiter.getByRole('button', { name: 'Leave' }).click();

  // The pipeline: the candidate's aggregate.
  await navigateInApp(recruiter, `/company-candidates?application=${application.id}`);
  const scores = panel.locator('[data-scores-aggregate]');
  await expect(scores).toContainText('3.67');
  await expect(scores).toContainText('average from 1 scorecard');
  await expect(scores.getByRole('list', { name: 'Recommendations' })).toContainText('Strong yes: 1');
  await check(recruiter, testInfo, 'interview-scores-pipeline');
});
