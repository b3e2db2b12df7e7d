// Applying: the happy path, knockouts, duplicates, answer validation (nothing written on a 422),
// and opportunities that take no applications.
import { KNOCKOUT_MESSAGE } from '@hireloop/shared/applications';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications } from '#server/db/schema.ts';
import {
  createCandidate,
  eventsOf,
  notificationsOf,
  reloadApplication,
} from '#server-test/application-factories.ts';
import { companyAppForThisFile } from '#server-test/file-app.ts';
import { createTestOpportunity } from '#server-test/opportunity-factories.ts';

const {
  ctx,
  companies: [company],
} = await companyAppForThisFile('Acme Bakery');

const questions = [
  {
    id: 'licence',
    type: 'yes_no' as const,
    question: 'Do you hold a food handler licence?',
    knockout_answer: 'no',
  },
  {
    id: 'shift',
    type: 'single_choice' as const,
    question: 'Which shift suits you?',
    options: ['Early', 'Late', 'Never'],
    knockout_answer: 'Never',
  },
  {
    id: 'skills',
    type: 'multiple_choice' as const,
    question: 'What can you bake?',
    options: ['Bread', 'Cakes', 'Pastries'],
  },
  { id: 'why', type: 'short_text' as const, question: 'Why us?' },
];

const goodAnswers = [
  { question_id: 'licence', answer: true },
  { question_id: 'shift', answer: 'Early' },
  { question_id: 'skills', answer: ['Bread', 'Cakes'] },
  { question_id: 'why', answer: '  I love sourdough.  ' },
];

const screened = () =>
  createTestOpportunity(ctx.database.db, company.id, { title: 'Head Baker', screeningQuestions: questions });

async function applicationCount(opportunityId: number) {
  const [row] = await ctx.database.db
    .select({ n: count() })
    .from(applications)
    .where(eq(applications.opportunityId, opportunityId));
  return row?.n ?? 0;
}

describe('POST /api/applications', () => {
  it('sends an application onto the first step and tells the hiring team', async () => {
    const { opportunity, steps } = await screened();
    const candidate = await createCandidate(ctx, { firstName: 'Rosa', lastName: 'Diaz' });
    const response = await candidate.client.post('/api/applications', {
      opportunity_id: opportunity.id,
      answers: goodAnswers,
      submit: true,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      status: 'active',
      step_name: 'Applied',
      opportunity: { id: opportunity.id, title: 'Head Baker', accepting_applications: true },
      company: { id: company.id, name: 'Acme Bakery' },
      abilities: { withdraw: true, edit: false },
      message: 'Your application was sent.',
    });
    expect(body.submitted_at).not.toBeNull();
    // Canonical answers: trimmed text, booleans for yes/no.
    expect(body.answers).toContainEqual({ question_id: 'why', answer: 'I love sourdough.' });
    // A candidate never sees which answer knocks out.
    expect(JSON.stringify(body.opportunity.screening_questions)).not.toContain('knockout');

    const stored = await reloadApplication(ctx, body.id);
    expect(stored).toMatchObject({ status: 'active', currentStepId: steps[0]!.id, companyId: company.id });
    expect((await eventsOf(ctx, body.id)).map((e) => e.kind)).toEqual(['applied']);

    for (const role of ['Company Admin', 'Manager', 'Recruiter'] as const) {
      const [notification] = await notificationsOf(
        ctx,
        company.members[role].user.id,
        'application_received',
      );
      expect(notification, role).toMatchObject({
        companyId: company.id,
        title: 'New application: Head Baker',
        body: 'Rosa Diaz applied to Head Baker.',
        link: `/company-candidates?application=${body.id}`,
      });
    }
    expect(
      await notificationsOf(ctx, company.members['Team Member'].user.id, 'application_received'),
    ).toEqual([]);
  });

  it('accepts "yes"/"no" for yes/no questions and an opportunity without questions', async () => {
    const plain = await createTestOpportunity(ctx.database.db, company.id);
    const candidate = await createCandidate(ctx);
    const response = await candidate.client.post('/api/applications', {
      opportunity_id: plain.opportunity.id,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: 'active', answers: [] });

    const { opportunity } = await screened();
    const second = await candidate.client.post('/api/applications', {
      opportunity_id: opportunity.id,
      answers: [{ question_id: 'licence', answer: 'yes' }, ...goodAnswers.slice(1)],
    });
    expect(second.statusCode).toBe(201);
    expect(second.json().answers[0]).toEqual({ question_id: 'licence', answer: true });
  });

  it('disqualifies at once on a knockout answer, with a respectful message and no alert to the team', async () => {
    const { opportunity } = await screened();
    const candidate = await createCandidate(ctx);
    const before = (await notificationsOf(ctx, company.members.Recruiter.user.id)).length;
    const response = await candidate.client.post('/api/applications', {
      opportunity_id: opportunity.id,
      answers: [{ question_id: 'licence', answer: 'no' }, ...goodAnswers.slice(1)],
      submit: true,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      status: 'disqualified',
      step_name: 'Not selected',
      message: KNOCKOUT_MESSAGE,
      abilities: { withdraw: false, edit: false },
    });
    const id = response.json().id;
    expect((await reloadApplication(ctx, id)).disqualifyReason).toContain('food handler licence');
    const events = await eventsOf(ctx, id);
    expect(events.map((e) => e.kind)).toEqual(['applied', 'knocked_out']);
    expect(events[1]!.data).toMatchObject({ question_ids: ['licence'] });
    expect(await notificationsOf(ctx, company.members.Recruiter.user.id)).toHaveLength(before);
  });

  it('knocks out on a single-choice knockout option too', async () => {
    const { opportunity } = await screened();
    const candidate = await createCandidate(ctx);
    const response = await candidate.client.post('/api/applications', {
      opportunity_id: opportunity.id,
      answers: [goodAnswers[0], { question_id: 'shift', answer: 'Never' }, ...goodAnswers.slice(2)],
    });
    expect(response.json().status).toBe('disqualified');
  });

  it('answers 409 to a second application for the same opportunity', async () => {
    const { opportunity } = await screened();
    const candidate = await createCandidate(ctx);
    const payload = { opportunity_id: opportunity.id, answers: goodAnswers, submit: true };
    expect((await candidate.client.post('/api/applications', payload)).statusCode).toBe(201);
    const again = await candidate.client.post('/api/applications', payload);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'You have already applied to this opportunity.' });
    expect(await applicationCount(opportunity.id)).toBe(1);

    const drafted = await screened();
    const draftPayload = { opportunity_id: drafted.opportunity.id, answers: [], submit: false };
    expect((await candidate.client.post('/api/applications', draftPayload)).statusCode).toBe(201);
    const duplicateDraft = await candidate.client.post('/api/applications', draftPayload);
    expect(duplicateDraft.statusCode).toBe(409);
    expect(duplicateDraft.json().message).toContain('Finish it from My Applications');
  });

  it('lets exactly one of two simultaneous applications through', async () => {
    const { opportunity } = await screened();
    const candidate = await createCandidate(ctx);
    const payload = { opportunity_id: opportunity.id, answers: goodAnswers, submit: true };
    const responses = await Promise.all([
      candidate.client.post('/api/applications', payload),
      candidate.client.post('/api/applications', payload),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await applicationCount(opportunity.id)).toBe(1);
  });

  it.each([
    ['a missing answer', goodAnswers.slice(1), 'answers.licence', 'The answer field is required.'],
    [
      'an option that is not offered',
      [goodAnswers[0], { question_id: 'shift', answer: 'Night' }, ...goodAnswers.slice(2)],
      'answers.shift',
      'The selected answer is invalid.',
    ],
    [
      'a wrong type',
      [goodAnswers[0], goodAnswers[1], { question_id: 'skills', answer: 'Bread' }, goodAnswers[3]],
      'answers.skills',
      'The answer must be a list of options.',
    ],
    [
      'a yes/no answer that is neither',
      [{ question_id: 'licence', answer: 'maybe' }, ...goodAnswers.slice(1)],
      'answers.licence',
      'The answer must be yes or no.',
    ],
    [
      'a question the opportunity does not have',
      [...goodAnswers, { question_id: 'ghost', answer: 'boo' }],
      'answers.ghost',
      'This question is not part of the opportunity.',
    ],
    [
      'blank text',
      [...goodAnswers.slice(0, 3), { question_id: 'why', answer: '   ' }],
      'answers.why',
      'The answer field is required.',
    ],
  ])('answers 422 for %s and writes nothing', async (_case, answers, field, message) => {
    const { opportunity } = await screened();
    const candidate = await createCandidate(ctx);
    const response = await candidate.client.post('/api/applications', {
      opportunity_id: opportunity.id,
      answers,
      submit: true,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
    expect(await applicationCount(opportunity.id)).toBe(0);
  });

  it('checks the payload itself', async () => {
    const candidate = await createCandidate(ctx);
    const response = await candidate.client.post('/api/applications', { answers: 'nope' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(
      expect.arrayContaining(['opportunity_id', 'answers']),
    );
  });

  it('hides drafts (404) and refuses paused or closed opportunities (422)', async () => {
    const candidate = await createCandidate(ctx);
    const draft = await createTestOpportunity(ctx.database.db, company.id, { status: 'draft' });
    const missing = await candidate.client.post('/api/applications', {
      opportunity_id: draft.opportunity.id,
    });
    expect(missing.statusCode).toBe(404);
    expect(
      (await candidate.client.post('/api/applications', { opportunity_id: 99_999_999 })).statusCode,
    ).toBe(404);
    for (const status of ['paused', 'closed'] as const) {
      const { opportunity } = await createTestOpportunity(ctx.database.db, company.id, { status });
      const response = await candidate.client.post('/api/applications', { opportunity_id: opportunity.id });
      expect(response.statusCode, status).toBe(422);
      expect(response.json().errors.opportunity_id).toEqual([
        'This opportunity is not accepting applications right now.',
      ]);
      expect(await applicationCount(opportunity.id)).toBe(0);
    }
  });

  it('requires sign-in', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/applications' });
    expect(response.statusCode).toBe(401);
  });
});
