// Listing, reading, editing, publishing and deleting the active company's opportunities.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { opportunities, pipelineSteps } from '#server/db/schema.ts';
import { createUser } from '#server-test/factories.ts';
import { companyAppForThisFile } from '#server-test/file-app.ts';
import {
  createTestApplicationAt,
  createTestOpportunity,
  postingEventsOf,
  publishableOpportunity,
} from '#server-test/opportunity-factories.ts';
import { createTestCompany } from '#server-test/tenancy-factories.ts';

const {
  ctx,
  companies: [company],
} = await companyAppForThisFile('Acme Bakery');

const recruiter = () => company.members.Recruiter.client;

describe('GET /api/opportunities', () => {
  it('lists the company’s opportunities newest first with step and applicant counts', async () => {
    const other = await createTestCompany(ctx, 'Other Co');
    const db = ctx.database.db;
    await createTestOpportunity(db, other.id, { title: 'Not ours' });
    const older = await createTestOpportunity(db, company.id, { title: 'Counted Dishwasher' });
    const newer = await createTestOpportunity(db, company.id, { title: 'Counted Server', status: 'draft' });
    const [applied, phone] = older.steps;
    const candidates = await Promise.all([1, 2, 3, 4, 5].map(() => createUser(ctx)));
    await createTestApplicationAt(db, older.opportunity, candidates[0]!.id, applied!);
    await createTestApplicationAt(db, older.opportunity, candidates[1]!.id, applied!);
    await createTestApplicationAt(db, older.opportunity, candidates[2]!.id, phone!);
    await createTestApplicationAt(db, older.opportunity, candidates[3]!.id, phone!, 'disqualified');
    await createTestApplicationAt(db, older.opportunity, candidates[4]!.id, applied!, 'draft');

    const response = await company.members['Team Member'].client.get('/api/opportunities?search=Counted');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.abilities).toEqual({ create: false });
    expect(body.meta).toEqual({ current_page: 1, per_page: 25, total: 2, last_page: 1 });
    expect(body.data.map((row: { id: number }) => row.id)).toEqual([
      newer.opportunity.id,
      older.opportunity.id,
    ]);
    const listed = body.data[1];
    expect(listed.applicant_count).toBe(4);
    expect(listed.pipeline_steps.map((step: { candidate_count: number }) => step.candidate_count)).toEqual([
      2, 1, 0, 0, 0,
    ]);
    expect(
      listed.pipeline_steps.map((step: { application_count: number }) => step.application_count),
    ).toEqual([3, 2, 0, 0, 0]);
    expect(body.data[0].applicant_count).toBe(0);
  });

  it('filters by status and searches titles by piece or by word', async () => {
    const db = ctx.database.db;
    const closed = await createTestOpportunity(db, company.id, {
      title: 'Sous Chef Zephyr',
      status: 'closed',
    });
    const open = await createTestOpportunity(db, company.id, { title: 'Head Chef Zephyr' });
    const client = recruiter();
    const byStatus = await client.get('/api/opportunities?status=closed&search=zephyr');
    expect(byStatus.json().data.map((row: { id: number }) => row.id)).toEqual([closed.opportunity.id]);
    const byPiece = await client.get('/api/opportunities?search=ephy');
    expect(
      byPiece
        .json()
        .data.map((row: { id: number }) => row.id)
        .sort(),
    ).toEqual([closed.opportunity.id, open.opportunity.id].sort());
    const byStem = await client.get('/api/opportunities?search=chefs%20zephyr');
    expect(byStem.json().meta.total).toBe(2);
    const bad = await client.get('/api/opportunities?status=archived');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.status).toEqual(['The selected status is invalid.']);
  });

  it('paginates', async () => {
    const response = await recruiter().get('/api/opportunities?per_page=1&page=2');
    const body = response.json();
    expect(body.data).toHaveLength(1);
    expect(body.meta.current_page).toBe(2);
    expect(body.meta.last_page).toBe(body.meta.total);
    expect((await recruiter().get('/api/opportunities?per_page=101')).statusCode).toBe(422);
  });
});

describe('PUT /api/opportunities/{id}', () => {
  it('updates only the fields given', async () => {
    const { opportunity } = await createTestOpportunity(ctx.database.db, company.id, {
      title: 'Prep Cook',
      schedule: 'Mornings',
    });
    const response = await recruiter().put(`/api/opportunities/${opportunity.id}`, {
      title: 'Senior Prep Cook',
      description: '<p>Chop <em>fast</em></p><script>x</script>',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      title: 'Senior Prep Cook',
      description: '<p>Chop <em>fast</em></p>',
      schedule: 'Mornings',
      location: 'Portland, OR',
    });
  });

  it('checks pay against the stored values and writes nothing on 422', async () => {
    const { opportunity } = await createTestOpportunity(ctx.database.db, company.id, {
      payMin: 20,
      payMax: 25,
      payPeriod: 'hour',
    });
    const response = await recruiter().put(`/api/opportunities/${opportunity.id}`, {
      title: 'New',
      pay_max: 10,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.pay_max).toEqual([
      'The pay max must be greater than or equal to the pay min.',
    ]);
    const [row] = await ctx.database.db
      .select()
      .from(opportunities)
      .where(eq(opportunities.id, opportunity.id));
    expect(row).toMatchObject({ title: opportunity.title, payMax: 25 });
  });

  it('keeps the stored pay period when only an amount changes, and refuses clearing it', async () => {
    const { opportunity } = await createTestOpportunity(ctx.database.db, company.id, {
      payMin: 20,
      payMax: 25,
      payPeriod: 'hour',
    });
    const raised = await recruiter().put(`/api/opportunities/${opportunity.id}`, { pay_max: 30 });
    expect(raised.json()).toMatchObject({ pay_min: 20, pay_max: 30, pay_period: 'hour' });
    const cleared = await recruiter().put(`/api/opportunities/${opportunity.id}`, { pay_period: null });
    expect(cleared.statusCode).toBe(422);
    expect(cleared.json().errors.pay_period).toEqual([
      'The pay period field is required when a pay is given.',
    ]);
    const noPay = await recruiter().put(`/api/opportunities/${opportunity.id}`, {
      pay_min: null,
      pay_max: null,
      pay_period: null,
    });
    expect(noPay.json()).toMatchObject({ pay_min: null, pay_max: null, pay_period: null });
  });

  it('refuses to clear what a published opportunity needs', async () => {
    const { opportunity } = await createTestOpportunity(ctx.database.db, company.id);
    const response = await recruiter().put(`/api/opportunities/${opportunity.id}`, {
      description: '<script>x</script>',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.description).toEqual(['The description field is required to publish.']);
  });

  it('moves through the allowed statuses and records one posting per month', async () => {
    const created = await recruiter().post('/api/opportunities', publishableOpportunity);
    const id = created.json().id as number;
    const put = (status: string) => recruiter().put(`/api/opportunities/${id}`, { status });

    const published = await put('published');
    expect(published.statusCode).toBe(200);
    const publishedAt = published.json().published_at;
    expect(publishedAt).not.toBeNull();
    expect(published.json().abilities.publish).toBe(false);

    const paused = await put('paused');
    expect(paused.json()).toMatchObject({ status: 'paused', published_at: publishedAt });
    const resumed = await put('published');
    expect(resumed.json()).toMatchObject({ status: 'published', published_at: publishedAt });

    const closed = await put('closed');
    expect(closed.json().status).toBe('closed');
    expect(closed.json().closed_at).not.toBeNull();

    const toPaused = await put('paused');
    expect(toPaused.statusCode).toBe(422);
    expect(toPaused.json().errors.status).toEqual(['An opportunity that is closed cannot become paused.']);
    const toDraft = await put('draft');
    expect(toDraft.statusCode).toBe(422);

    const reopened = await put('published');
    expect(reopened.json()).toMatchObject({ status: 'published', closed_at: null });
    expect(reopened.json().published_at >= publishedAt).toBe(true);

    // Published three times this month: charged once.
    expect(await postingEventsOf(ctx.database.db, id)).toHaveLength(1);
  });

  it('does not let a draft be paused, nor a published opportunity go back to draft', async () => {
    const draft = await createTestOpportunity(ctx.database.db, company.id, { status: 'draft' });
    const paused = await recruiter().put(`/api/opportunities/${draft.opportunity.id}`, { status: 'paused' });
    expect(paused.json().errors.status).toEqual(['An opportunity that is a draft cannot become paused.']);
    const live = await createTestOpportunity(ctx.database.db, company.id);
    const back = await recruiter().put(`/api/opportunities/${live.opportunity.id}`, { status: 'draft' });
    expect(back.json().errors.status).toEqual(['An opportunity that is published cannot become a draft.']);
  });

  it('keeps question ids across edits and assigns ids to new questions', async () => {
    const created = await recruiter().post('/api/opportunities', {
      title: 'Runner',
      screening_questions: [{ type: 'yes_no', question: 'Licensed?' }],
    });
    const [question] = created.json().screening_questions;
    const response = await recruiter().put(`/api/opportunities/${created.json().id}`, {
      screening_questions: [
        { ...question, question: 'Do you hold a license?' },
        { type: 'short_text', question: 'Why us?' },
      ],
    });
    const [kept, added] = response.json().screening_questions;
    expect(kept).toMatchObject({ id: question.id, question: 'Do you hold a license?' });
    expect(added.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(added.id).not.toBe(question.id);
  });
});

describe('GET and DELETE /api/opportunities/{id}', () => {
  it('shows steps, counts and abilities', async () => {
    const { opportunity, steps } = await createTestOpportunity(ctx.database.db, company.id);
    const candidate = await createUser(ctx);
    await createTestApplicationAt(ctx.database.db, opportunity, candidate.id, steps[2]!);
    const response = await company.members['Team Member'].client.get(`/api/opportunities/${opportunity.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: opportunity.id,
      applicant_count: 1,
      abilities: { update: false, delete: false, publish: false },
    });
    expect(response.json().pipeline_steps[2]).toMatchObject({
      id: steps[2]!.id,
      name: 'Interview',
      candidate_count: 1,
    });
    const asRecruiter = await recruiter().get(`/api/opportunities/${opportunity.id}`);
    expect(asRecruiter.json().abilities).toEqual({ update: true, delete: false, publish: false });
  });

  it('deletes drafts and opportunities nobody applied to, with their steps', async () => {
    const db = ctx.database.db;
    const draft = await createTestOpportunity(db, company.id, { status: 'draft' });
    const unused = await createTestOpportunity(db, company.id);
    for (const { opportunity } of [draft, unused]) {
      const response = await recruiter().delete(`/api/opportunities/${opportunity.id}`);
      expect(response.statusCode).toBe(204);
      expect(await db.select().from(opportunities).where(eq(opportunities.id, opportunity.id))).toEqual([]);
      expect(
        await db.select().from(pipelineSteps).where(eq(pipelineSteps.opportunityId, opportunity.id)),
      ).toEqual([]);
    }
    expect((await recruiter().get(`/api/opportunities/${draft.opportunity.id}`)).statusCode).toBe(404);
  });

  it('refuses to delete an opportunity with applications, suggesting to close it', async () => {
    const db = ctx.database.db;
    const { opportunity, steps } = await createTestOpportunity(db, company.id, { status: 'closed' });
    const candidate = await createUser(ctx);
    await createTestApplicationAt(db, opportunity, candidate.id, steps[0]!, 'withdrawn');
    const response = await recruiter().delete(`/api/opportunities/${opportunity.id}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(
      'Candidates have applied to this opportunity, so it cannot be deleted. Close it instead.',
    );
    expect(await db.select().from(opportunities).where(eq(opportunities.id, opportunity.id))).toHaveLength(1);
  });

  it('answers 404 for an unknown id', async () => {
    expect((await recruiter().get('/api/opportunities/999999999')).statusCode).toBe(404);
    expect((await recruiter().put('/api/opportunities/999999999', { title: 'x' })).statusCode).toBe(404);
    expect((await recruiter().delete('/api/opportunities/999999999')).statusCode).toBe(404);
  });
});
