// Opportunity templates: CRUD and starting an opportunity from one. Roles and tenants are covered
// by modules/opportunities/opportunity-policy-matrix.test.ts.
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { opportunities, opportunityTemplates } from '#server/db/schema.ts';
import { companyAppForThisFile } from '#server-test/file-app.ts';

const {
  ctx,
  companies: [company],
} = await companyAppForThisFile('Acme Bakery');

const recruiter = () => company.members.Recruiter.client;

const templateBody = {
  name: 'Weekend kitchen',
  title: 'Line Cook',
  description: '<p>Cook <strong>brunch</strong>.</p><script>alert(1)</script>',
  location: 'Denver, CO',
  employment_type: 'part_time',
  pay_min: 19,
  pay_max: 23,
  pay_period: 'hour',
  schedule: 'Sat–Sun',
  requirements: 'Two years on a line',
  openings: 2,
  screening_questions: [{ type: 'yes_no', question: 'Weekends OK?', knockout_answer: 'no' }],
  pipeline_steps: ['Applied', 'Cook-off', 'Hired'],
};

async function templateCount() {
  const [row] = await ctx.database.db
    .select({ total: count() })
    .from(opportunityTemplates)
    .where(eq(opportunityTemplates.companyId, company.id));
  return row!.total;
}

describe('/api/opportunity-templates', () => {
  it('creates, lists, reads, updates and deletes a template', async () => {
    const created = await recruiter().post('/api/opportunity-templates', templateBody);
    expect(created.statusCode).toBe(201);
    const template = created.json();
    expect(template).toMatchObject({
      name: 'Weekend kitchen',
      title: 'Line Cook',
      description: '<p>Cook <strong>brunch</strong>.</p>',
      employment_type: 'part_time',
      pay_min: 19,
      pay_period: 'hour',
      openings: 2,
      pipeline_steps: ['Applied', 'Cook-off', 'Hired'],
    });
    expect(template.screening_questions[0]).toMatchObject({ type: 'yes_no', knockout_answer: 'no' });
    expect(template.screening_questions[0].id).toEqual(expect.any(String));

    const list = await company.members['Team Member'].client.get('/api/opportunity-templates');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ meta: { total: 1, current_page: 1 }, abilities: { create: false } });
    expect(list.json().data[0].id).toBe(template.id);

    const updated = await recruiter().put(`/api/opportunity-templates/${template.id}`, {
      name: 'Weekend brunch',
      pay_max: 25,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      name: 'Weekend brunch',
      pay_min: 19,
      pay_max: 25,
      title: 'Line Cook',
    });

    const read = await recruiter().get(`/api/opportunity-templates/${template.id}`);
    expect(read.json().name).toBe('Weekend brunch');

    expect((await recruiter().delete(`/api/opportunity-templates/${template.id}`)).statusCode).toBe(204);
    expect((await recruiter().get(`/api/opportunity-templates/${template.id}`)).statusCode).toBe(404);
  });

  it.each([
    ['a missing name', { title: 'A' }, 'name', 'The name field is required.'],
    ['a missing title', { name: 'A' }, 'title', 'The title field is required.'],
    [
      'pay max below pay min',
      { name: 'A', title: 'A', pay_min: 5, pay_max: 4, pay_period: 'hour' },
      'pay_max',
      'The pay max must be greater than or equal to the pay min.',
    ],
    [
      'a knockout on short text',
      {
        name: 'A',
        title: 'A',
        screening_questions: [{ type: 'short_text', question: 'Q', knockout_answer: 'x' }],
      },
      'screening_questions.0.knockout_answer',
      'A short text question cannot be a knockout.',
    ],
    [
      'one step',
      { name: 'A', title: 'A', pipeline_steps: ['Only'] },
      'pipeline_steps',
      'The pipeline steps must have at least 2 items.',
    ],
  ])('answers 422 for %s and writes nothing', async (_label, body, field, message) => {
    const before = await templateCount();
    const response = await recruiter().post('/api/opportunity-templates', body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toContain(message);
    expect(await templateCount()).toBe(before);
  });

  it('checks pay of a partial update against the stored values', async () => {
    const created = await recruiter().post('/api/opportunity-templates', templateBody);
    const response = await recruiter().put(`/api/opportunity-templates/${created.json().id}`, {
      pay_min: 30,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.pay_max).toEqual([
      'The pay max must be greater than or equal to the pay min.',
    ]);
    const [row] = await ctx.database.db
      .select()
      .from(opportunityTemplates)
      .where(eq(opportunityTemplates.id, created.json().id));
    expect(row!.payMin).toBe(19);
  });
});

describe('POST /api/opportunities with template_id', () => {
  it('starts from the template; values in the body win', async () => {
    const template = (await recruiter().post('/api/opportunity-templates', templateBody)).json();
    const response = await recruiter().post('/api/opportunities', {
      template_id: template.id,
      title: 'Brunch Cook',
      openings: 5,
      status: 'published',
    });
    expect(response.statusCode).toBe(201);
    const opportunity = response.json();
    expect(opportunity).toMatchObject({
      title: 'Brunch Cook',
      openings: 5,
      status: 'published',
      template_id: template.id,
      description: template.description,
      location: 'Denver, CO',
      employment_type: 'part_time',
      pay_min: 19,
      pay_max: 23,
      pay_period: 'hour',
      schedule: 'Sat–Sun',
      requirements: 'Two years on a line',
      screening_questions: template.screening_questions,
    });
    expect(opportunity.pipeline_steps.map((step: { name: string }) => step.name)).toEqual([
      'Applied',
      'Cook-off',
      'Hired',
    ]);
    const [row] = await ctx.database.db
      .select()
      .from(opportunities)
      .where(eq(opportunities.id, opportunity.id));
    expect(row!.descriptionText).toBe('Cook brunch.');
  });

  it('takes the title from the template when the body has none', async () => {
    const template = (await recruiter().post('/api/opportunity-templates', templateBody)).json();
    const response = await recruiter().post('/api/opportunities', { template_id: template.id });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ title: 'Line Cook', status: 'draft' });
  });

  it('answers 404 for an unknown template and 422 when neither gives a title', async () => {
    const unknown = await recruiter().post('/api/opportunities', { template_id: 999999999, title: 'X' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('The template was not found.');
    const untitled = await recruiter().post('/api/opportunities', { description: 'x' });
    expect(untitled.json().errors.title).toEqual(['The title field is required.']);
  });

  it('keeps opportunities made from a deleted template', async () => {
    const template = (await recruiter().post('/api/opportunity-templates', templateBody)).json();
    const opportunity = (await recruiter().post('/api/opportunities', { template_id: template.id })).json();
    await recruiter().delete(`/api/opportunity-templates/${template.id}`);
    const read = await recruiter().get(`/api/opportunities/${opportunity.id}`);
    expect(read.json()).toMatchObject({ title: 'Line Cook', template_id: null });
  });
});
