// Editing an opportunity's pipeline: add, rename, reorder, remove, and the rules that guard them.
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, opportunities, pipelineSteps } from '#server/db/schema.ts';
import { createUser } from '#server-test/factories.ts';
import { companyAppForThisFile } from '#server-test/file-app.ts';
import { createTestApplicationAt, createTestOpportunity } from '#server-test/opportunity-factories.ts';

const {
  ctx,
  companies: [company],
} = await companyAppForThisFile('Acme Bakery');

const put = (id: number, body: unknown) =>
  company.members.Manager.client.put(`/api/opportunities/${id}`, body);

async function storedSteps(opportunityId: number) {
  return ctx.database.db
    .select({ id: pipelineSteps.id, name: pipelineSteps.name, position: pipelineSteps.position })
    .from(pipelineSteps)
    .where(eq(pipelineSteps.opportunityId, opportunityId))
    .orderBy(asc(pipelineSteps.position));
}

describe('PUT /api/opportunities/{id} with pipeline_steps', () => {
  it('adds, renames, reorders and removes steps in one request, keeping ids', async () => {
    const { opportunity, steps } = await createTestOpportunity(ctx.database.db, company.id);
    const [applied, phone, interview, offer, hired] = steps;
    const response = await put(opportunity.id, {
      pipeline_steps: [
        { id: applied!.id, name: 'Applied' },
        { name: 'Trial Shift' },
        { id: interview!.id, name: 'Interview with the chef' },
        { id: phone!.id, name: 'Phone Screen' },
        { id: hired!.id, name: 'Hired' },
      ],
    });
    expect(response.statusCode).toBe(200);
    const stored = await storedSteps(opportunity.id);
    expect(stored.map((step) => [step.name, step.position])).toEqual([
      ['Applied', 0],
      ['Trial Shift', 1],
      ['Interview with the chef', 2],
      ['Phone Screen', 3],
      ['Hired', 4],
    ]);
    expect(stored.map((step) => step.id)).toEqual([
      applied!.id,
      stored[1]!.id,
      interview!.id,
      phone!.id,
      hired!.id,
    ]);
    expect(stored.map((step) => step.id)).not.toContain(offer!.id);
    expect(response.json().pipeline_steps.map((step: { name: string }) => step.name)).toEqual(
      stored.map((step) => step.name),
    );
  });

  it('keeps candidates on their step through renames and reorders', async () => {
    const { opportunity, steps } = await createTestOpportunity(ctx.database.db, company.id);
    const candidate = await createUser(ctx);
    const application = await createTestApplicationAt(ctx.database.db, opportunity, candidate.id, steps[1]!);
    const response = await put(opportunity.id, {
      pipeline_steps: steps.map((step) => ({ id: step.id, name: `${step.name}!` })).reverse(),
    });
    expect(response.statusCode).toBe(200);
    const moved = response.json().pipeline_steps.find((step: { id: number }) => step.id === steps[1]!.id);
    expect(moved).toMatchObject({ name: 'Phone Screen!', position: 3, candidate_count: 1 });
    const [row] = await ctx.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, application.id));
    expect(row!.currentStepId).toBe(steps[1]!.id);
  });

  it('refuses to remove a step that still has candidates, and changes nothing', async () => {
    const { opportunity, steps } = await createTestOpportunity(ctx.database.db, company.id);
    const candidate = await createUser(ctx);
    await createTestApplicationAt(ctx.database.db, opportunity, candidate.id, steps[2]!, 'disqualified');
    const before = await storedSteps(opportunity.id);
    const response = await put(opportunity.id, {
      title: 'Should not be saved',
      pipeline_steps: [
        { id: steps[0]!.id, name: 'Renamed' },
        { id: steps[1]!.id, name: 'Phone Screen' },
        { name: 'Added' },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.pipeline_steps).toEqual(['The step "Interview" still has candidates.']);
    expect(await storedSteps(opportunity.id)).toEqual(before);
    const [row] = await ctx.database.db
      .select()
      .from(opportunities)
      .where(eq(opportunities.id, opportunity.id));
    expect(row!.title).toBe(opportunity.title);
  });

  it('removes a step whose candidates moved on', async () => {
    const { opportunity, steps } = await createTestOpportunity(ctx.database.db, company.id);
    const candidate = await createUser(ctx);
    await createTestApplicationAt(ctx.database.db, opportunity, candidate.id, steps[0]!);
    const response = await put(opportunity.id, {
      pipeline_steps: [steps[0]!, steps[4]!].map((step) => ({ id: step.id, name: step.name })),
    });
    expect(response.statusCode).toBe(200);
    expect((await storedSteps(opportunity.id)).map((step) => step.name)).toEqual(['Applied', 'Hired']);
  });

  it.each([
    [
      'fewer than 2 steps',
      (ids: number[]) => [{ id: ids[0], name: 'Only' }],
      'pipeline_steps',
      'The pipeline steps must have at least 2 items.',
    ],
    [
      'duplicate names',
      (ids: number[]) => [{ id: ids[0], name: 'Applied' }, { name: 'APPLIED' }],
      'pipeline_steps',
      'The step "APPLIED" appears twice.',
    ],
    [
      'the same step twice',
      (ids: number[]) => [
        { id: ids[0], name: 'A' },
        { id: ids[0], name: 'B' },
      ],
      'pipeline_steps',
      'A step is listed twice.',
    ],
    [
      'a blank name',
      (ids: number[]) => [{ id: ids[0], name: ' ' }, { name: 'B' }],
      'pipeline_steps.0.name',
      'The name field is required.',
    ],
  ])('answers 422 for %s', async (_label, build, field, message) => {
    const { opportunity, steps } = await createTestOpportunity(ctx.database.db, company.id);
    const response = await put(opportunity.id, { pipeline_steps: build(steps.map((step) => step.id)) });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toContain(message);
    expect(await storedSteps(opportunity.id)).toHaveLength(5);
  });

  it('answers 422 for a step of another opportunity', async () => {
    const mine = await createTestOpportunity(ctx.database.db, company.id);
    const foreign = await createTestOpportunity(ctx.database.db, company.id);
    const response = await put(mine.opportunity.id, {
      pipeline_steps: [
        { id: mine.steps[0]!.id, name: 'Applied' },
        { id: foreign.steps[1]!.id, name: 'Stolen' },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors['pipeline_steps.1.id']).toEqual(['The selected step is invalid.']);
    expect(await storedSteps(mine.opportunity.id)).toHaveLength(5);
    expect((await storedSteps(foreign.opportunity.id))[1]!.name).toBe('Phone Screen');
  });
});
