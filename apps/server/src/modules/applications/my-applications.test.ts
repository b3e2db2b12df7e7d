// Drafts finished later, My Applications, withdrawing (one or all), and that nobody reads or
// changes another person's application.
import { describe, expect, it } from 'vitest';
import { applicationNotes } from '#server/db/schema.ts';
import {
  createCandidate,
  eventsOf,
  placeApplication,
  recordBroadcasts,
  reloadApplication,
} from '#server-test/application-factories.ts';
import { companyAppForThisFile } from '#server-test/file-app.ts';
import { createTestOpportunity } from '#server-test/opportunity-factories.ts';
import { withdrawAllApplications } from './applications.service.ts';

const {
  ctx,
  companies: [company],
} = await companyAppForThisFile('Acme Bakery');

const questions = [
  { id: 'licence', type: 'yes_no' as const, question: 'Licence?', knockout_answer: 'no' },
  { id: 'why', type: 'short_text' as const, question: 'Why us?' },
];

describe('drafts', () => {
  it('saves partial answers, finds the draft by uuid, and finishes it with PUT', async () => {
    const { opportunity, steps } = await createTestOpportunity(ctx.database.db, company.id, {
      screeningQuestions: questions,
    });
    const candidate = await createCandidate(ctx);
    const saved = await candidate.client.post('/api/applications', {
      opportunity_id: opportunity.id,
      answers: [{ question_id: 'licence', answer: true }],
      submit: false,
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({
      status: 'draft',
      step_name: 'Not submitted',
      submitted_at: null,
      abilities: { edit: true, withdraw: true },
    });
    const { uuid, id } = saved.json();
    expect(await eventsOf(ctx, id)).toEqual([]);

    const byUuid = await candidate.client.get(`/api/applications/${uuid}`);
    expect(byUuid.statusCode).toBe(200);
    expect(byUuid.json()).toMatchObject({ id, answers: [{ question_id: 'licence', answer: true }] });
    expect(byUuid.json().opportunity.screening_questions.map((q: { id: string }) => q.id)).toEqual([
      'licence',
      'why',
    ]);

    // Submitting with a question still open: 422, and the draft stays a draft.
    const incomplete = await candidate.client.put(`/api/applications/${uuid}`, { submit: true });
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json().errors).toEqual({ 'answers.why': ['The answer field is required.'] });
    expect((await reloadApplication(ctx, id)).status).toBe('draft');

    const finished = await candidate.client.put(`/api/applications/${uuid}`, {
      answers: [
        { question_id: 'licence', answer: true },
        { question_id: 'why', answer: 'Bread.' },
      ],
      submit: true,
    });
    expect(finished.statusCode).toBe(200);
    expect(finished.json()).toMatchObject({ status: 'active', step_name: 'Applied' });
    expect((await reloadApplication(ctx, id)).currentStepId).toBe(steps[0]!.id);

    const again = await candidate.client.put(`/api/applications/${id}`, { submit: true });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.application).toEqual(['This application was already submitted.']);
  });

  it('keeps a draft’s answers checked: a wrong option is refused even unfinished', async () => {
    const { opportunity } = await createTestOpportunity(ctx.database.db, company.id, {
      screeningQuestions: questions,
    });
    const candidate = await createCandidate(ctx);
    const response = await candidate.client.post('/api/applications', {
      opportunity_id: opportunity.id,
      answers: [{ question_id: 'licence', answer: 'perhaps' }],
      submit: false,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ 'answers.licence': ['The answer must be yes or no.'] });
  });

  it('refuses to finish a draft once the opportunity closed', async () => {
    const posted = await createTestOpportunity(ctx.database.db, company.id);
    const candidate = await createCandidate(ctx);
    const draft = await placeApplication(ctx, posted, candidate.user.id, { status: 'draft' });
    const closed = await createTestOpportunity(ctx.database.db, company.id, { status: 'closed' });
    const closedDraft = await placeApplication(ctx, closed, candidate.user.id, { status: 'draft' });
    expect((await candidate.client.put(`/api/applications/${draft.id}`, { submit: true })).statusCode).toBe(
      200,
    );
    const refused = await candidate.client.put(`/api/applications/${closedDraft.id}`, { submit: true });
    expect(refused.statusCode).toBe(422);
    expect((await reloadApplication(ctx, closedDraft.id)).status).toBe('draft');
  });
});

describe('GET /api/applications', () => {
  it('lists only the candidate’s own applications, newest first, with what they may see', async () => {
    const candidate = await createCandidate(ctx);
    const other = await createCandidate(ctx);
    const first = await createTestOpportunity(ctx.database.db, company.id, { title: 'Baker', remote: true });
    const second = await createTestOpportunity(ctx.database.db, company.id, { title: 'Barista' });
    await placeApplication(ctx, first, candidate.user.id, { step: 2 });
    const rejected = await placeApplication(ctx, second, candidate.user.id, {
      status: 'disqualified',
      step: 1,
      disqualifyReason: 'Not enough latte art',
    });
    await placeApplication(ctx, first, other.user.id);
    await ctx.database.db.insert(applicationNotes).values({
      applicationId: rejected.id,
      authorUserId: company.members.Recruiter.user.id,
      body: 'SECRET NOTE',
    });

    const response = await candidate.client.get('/api/applications?per_page=1');
    expect(response.statusCode).toBe(200);
    expect(response.json().meta).toEqual({ current_page: 1, per_page: 1, total: 2, last_page: 2 });
    const all = (await candidate.client.get('/api/applications')).json().data;
    expect(all.map((a: { opportunity: { title: string } }) => a.opportunity.title)).toEqual([
      'Barista',
      'Baker',
    ]);
    expect(all[0]).toMatchObject({
      status: 'disqualified',
      step_name: 'Not selected',
      company: { id: company.id, name: 'Acme Bakery', avatar: null },
    });
    expect(all[1]).toMatchObject({
      status: 'active',
      step_name: 'Interview',
      opportunity: { title: 'Baker', location: 'Portland, OR', remote: true },
    });
    const detail = await candidate.client.get(`/api/applications/${rejected.id}`);
    // Notes and the company's reason are the team's own.
    expect(detail.body).not.toContain('SECRET NOTE');
    expect(detail.body).not.toContain('latte art');
    expect(JSON.stringify(all)).not.toContain('latte art');

    const filtered = await candidate.client.get('/api/applications?status=active');
    expect(filtered.json().data).toHaveLength(1);
  });

  it('answers 404 for another person’s application, by id or uuid, for every verb', async () => {
    const owner = await createCandidate(ctx);
    const stranger = await createCandidate(ctx);
    const posted = await createTestOpportunity(ctx.database.db, company.id);
    const application = await placeApplication(ctx, posted, owner.user.id, { status: 'draft' });
    for (const key of [String(application.id), application.uuid]) {
      expect((await stranger.client.get(`/api/applications/${key}`)).statusCode).toBe(404);
      expect((await stranger.client.put(`/api/applications/${key}`, { submit: true })).statusCode).toBe(404);
      expect((await stranger.client.post(`/api/applications/${key}/withdraw`)).statusCode).toBe(404);
    }
    // Company members do not read it through the candidate endpoint either.
    expect(
      (await company.members['Company Admin'].client.get(`/api/applications/${application.id}`)).statusCode,
    ).toBe(404);
    expect((await stranger.client.get('/api/applications/not-a-key')).statusCode).toBe(404);
    expect((await reloadApplication(ctx, application.id)).status).toBe('draft');
  });
});

describe('withdrawing', () => {
  it('withdraws a live application, records it, and pushes the change to the candidate', async () => {
    const candidate = await createCandidate(ctx);
    const posted = await createTestOpportunity(ctx.database.db, company.id);
    const application = await placeApplication(ctx, posted, candidate.user.id, { step: 1 });
    const broadcasts = recordBroadcasts(ctx);
    const response = await candidate.client.post(`/api/applications/${application.uuid}/withdraw`);
    await broadcasts.restore();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'withdrawn',
      step_name: 'Withdrawn',
      message: 'Your application was withdrawn.',
    });
    expect(response.json().withdrawn_at).not.toBeNull();
    const [event] = await eventsOf(ctx, application.id);
    expect(event).toMatchObject({
      kind: 'withdrawn',
      actorUserId: candidate.user.id,
      fromStepId: posted.steps[1]!.id,
    });
    expect(broadcasts.of('application.updated')).toEqual([
      {
        channels: [`private-App.Models.User.${candidate.user.id}`],
        event: 'application.updated',
        payload: { application_id: application.id, status: 'withdrawn', step_name: 'Withdrawn' },
      },
    ]);
    const again = await candidate.client.post(`/api/applications/${application.id}/withdraw`);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.application).toEqual(['This application can no longer be withdrawn.']);
  });

  it.each(['hired', 'disqualified'] as const)('cannot withdraw a %s application', async (status) => {
    const candidate = await createCandidate(ctx);
    const posted = await createTestOpportunity(ctx.database.db, company.id);
    const application = await placeApplication(ctx, posted, candidate.user.id, { status, step: 4 });
    expect((await candidate.client.post(`/api/applications/${application.id}/withdraw`)).statusCode).toBe(
      422,
    );
    expect((await reloadApplication(ctx, application.id)).status).toBe(status);
  });

  it('withdrawAllApplications withdraws drafts and live ones, and leaves decided ones', async () => {
    const candidate = await createCandidate(ctx);
    const statuses = ['draft', 'active', 'hired', 'disqualified'] as const;
    const placed = [];
    for (const status of statuses) {
      const posted = await createTestOpportunity(ctx.database.db, company.id);
      placed.push(await placeApplication(ctx, posted, candidate.user.id, { status }));
    }
    const ids = await withdrawAllApplications(ctx.database.db, candidate.user.id);
    expect(ids.sort()).toEqual([placed[0]!.id, placed[1]!.id].sort());
    const after = await Promise.all(placed.map((row) => reloadApplication(ctx, row.id)));
    expect(after.map((row) => row.status)).toEqual(['withdrawn', 'withdrawn', 'hired', 'disqualified']);
    expect((await eventsOf(ctx, placed[1]!.id)).map((e) => e.kind)).toEqual(['withdrawn']);
    expect(await withdrawAllApplications(ctx.database.db, candidate.user.id)).toEqual([]);
  });
});
