// Creating opportunities: every field, sanitizing, publishing at once, and every 422.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { opportunities } from '#server/db/schema.ts';
import { companyAppForThisFile } from '#server-test/file-app.ts';
import {
  countCompanyOpportunities,
  postingEventsOf,
  publishableOpportunity,
} from '#server-test/opportunity-factories.ts';
import { periodMonthOf } from './usage.service.ts';

const {
  ctx,
  companies: [company],
} = await companyAppForThisFile('Acme Bakery');

const recruiter = () => company.members.Recruiter.client;

describe('POST /api/opportunities', () => {
  it('creates a draft with the default pipeline and every field', async () => {
    const response = await recruiter().post('/api/opportunities', {
      ...publishableOpportunity,
      schedule: 'Weekends',
      requirements: 'Food handler card',
      openings: 3,
      screening_questions: [
        { type: 'yes_no', question: 'Can you work weekends?', knockout_answer: 'no' },
        { type: 'single_choice', question: 'Experience?', options: ['None', '1-3 years', '3+ years'] },
        {
          id: 'certs',
          type: 'multiple_choice',
          question: 'Certificates?',
          options: ['ServSafe', 'Allergen', 'None'],
          knockout_answer: 'None',
        },
        { type: 'short_text', question: 'Favourite dish?' },
      ],
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      title: 'Line Cook',
      status: 'draft',
      company_id: company.id,
      location: 'Austin, TX',
      remote: false,
      pay_min: 18,
      pay_max: 24,
      pay_period: 'hour',
      schedule: 'Weekends',
      requirements: 'Food handler card',
      openings: 3,
      published_at: null,
      applicant_count: 0,
      abilities: { update: true, delete: true, publish: true },
    });
    expect(body.pipeline_steps.map((step: { name: string }) => step.name)).toEqual([
      'Applied',
      'Phone Screen',
      'Interview',
      'Offer',
      'Hired',
    ]);
    const [yesNo, single, multiple, text] = body.screening_questions;
    expect(yesNo.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(yesNo).toMatchObject({ type: 'yes_no', knockout_answer: 'no' });
    expect(yesNo.options).toBeUndefined();
    expect(single).toMatchObject({ options: ['None', '1-3 years', '3+ years'], knockout_answer: null });
    expect(multiple).toMatchObject({ id: 'certs', knockout_answer: ['None'] });
    expect(text).toMatchObject({ type: 'short_text', knockout_answer: null });
    expect(await postingEventsOf(ctx.database.db, body.id)).toEqual([]);
  });

  it('creates with custom steps and publishes at once, recording the month', async () => {
    const response = await recruiter().post('/api/opportunities', {
      ...publishableOpportunity,
      status: 'published',
      pipeline_steps: ['New', 'Trial shift', 'Hired'],
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.status).toBe('published');
    expect(body.published_at).not.toBeNull();
    expect(
      body.pipeline_steps.map((step: { name: string; position: number }) => [step.name, step.position]),
    ).toEqual([
      ['New', 0],
      ['Trial shift', 1],
      ['Hired', 2],
    ]);
    const events = await postingEventsOf(ctx.database.db, body.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ companyId: company.id, periodMonth: periodMonthOf(new Date()) });
  });

  it('sanitizes the description: no script, event handler or javascript: link survives', async () => {
    const response = await recruiter().post('/api/opportunities', {
      title: 'Host',
      description:
        '<p onclick="steal()">Greet <strong>guests</strong></p><script>alert(document.cookie)</script>' +
        '<img src="x" onerror="alert(1)"><a href="javascript:alert(1)">click</a> <a href="https://acme.test">site</a>',
    });
    expect(response.statusCode).toBe(201);
    const { description, id } = response.json();
    expect(description).toBe(
      '<p>Greet <strong>guests</strong></p><a rel="nofollow noopener">click</a> <a href="https://acme.test" rel="nofollow noopener">site</a>',
    );
    expect(description).not.toMatch(/script|onerror|onclick|javascript:/i);
    const [row] = await ctx.database.db.select().from(opportunities).where(eq(opportunities.id, id));
    expect(row!.descriptionText).toBe('Greet guests\nclick site');
  });

  const invalidCases: Array<[string, Record<string, unknown>, string, string]> = [
    ['a missing title', { description: 'x' }, 'title', 'The title field is required.'],
    ['a blank title', { title: '   ' }, 'title', 'The title field is required.'],
    [
      'a bad employment type',
      { title: 'A', employment_type: 'gig' },
      'employment_type',
      'The selected employment type is invalid.',
    ],
    [
      'pay max below pay min',
      { title: 'A', pay_min: 30, pay_max: 20, pay_period: 'hour' },
      'pay_max',
      'The pay max must be greater than or equal to the pay min.',
    ],
    [
      'a negative pay',
      { title: 'A', pay_min: -1, pay_period: 'hour' },
      'pay_min',
      'The pay min must be at least 0.',
    ],
    [
      'a pay without period',
      { title: 'A', pay_min: 20 },
      'pay_period',
      'The pay period field is required when a pay is given.',
    ],
    ['zero openings', { title: 'A', openings: 0 }, 'openings', 'The openings must be at least 1.'],
    [
      'too many openings',
      { title: 'A', openings: 1001 },
      'openings',
      'The openings may not be greater than 1000.',
    ],
    [
      'a choice question with one option',
      { title: 'A', screening_questions: [{ type: 'single_choice', question: 'Q?', options: ['Only'] }] },
      'screening_questions.0.options',
      'A choice question needs at least 2 options.',
    ],
    [
      'a choice question without options',
      { title: 'A', screening_questions: [{ type: 'multiple_choice', question: 'Q?' }] },
      'screening_questions.0.options',
      'A choice question needs at least 2 options.',
    ],
    [
      'options on a yes/no question',
      { title: 'A', screening_questions: [{ type: 'yes_no', question: 'Q?', options: ['a', 'b'] }] },
      'screening_questions.0.options',
      'Only choice questions have options.',
    ],
    [
      'a knockout on a short text question',
      { title: 'A', screening_questions: [{ type: 'short_text', question: 'Q?', knockout_answer: 'x' }] },
      'screening_questions.0.knockout_answer',
      'A short text question cannot be a knockout.',
    ],
    [
      'a knockout that is not an option',
      {
        title: 'A',
        screening_questions: [
          { type: 'single_choice', question: 'Q?', options: ['a', 'b'], knockout_answer: 'c' },
        ],
      },
      'screening_questions.0.knockout_answer',
      'The knockout answer must be one of the options.',
    ],
    [
      'a yes/no knockout other than yes or no',
      { title: 'A', screening_questions: [{ type: 'yes_no', question: 'Q?', knockout_answer: 'maybe' }] },
      'screening_questions.0.knockout_answer',
      'The knockout answer must be yes or no.',
    ],
    [
      'a bad question type',
      { title: 'A', screening_questions: [{ type: 'essay', question: 'Q?' }] },
      'screening_questions.0.type',
      'The selected type is invalid.',
    ],
    [
      'more than 20 questions',
      {
        title: 'A',
        screening_questions: Array.from({ length: 21 }, () => ({ type: 'yes_no', question: 'Q?' })),
      },
      'screening_questions',
      'The screening questions may not have more than 20 items.',
    ],
    [
      'one step',
      { title: 'A', pipeline_steps: ['Only'] },
      'pipeline_steps',
      'The pipeline steps must have at least 2 items.',
    ],
    [
      'duplicate step names',
      { title: 'A', pipeline_steps: ['Applied', 'applied'] },
      'pipeline_steps',
      'The step "applied" appears twice.',
    ],
    ['a paused status', { title: 'A', status: 'paused' }, 'status', 'The selected status is invalid.'],
    [
      'publishing without description or location',
      { title: 'A', status: 'published' },
      'description',
      'The description field is required to publish.',
    ],
  ];

  it.each(invalidCases)('answers 422 for %s and writes nothing', async (_label, body, field, message) => {
    const before = await countCompanyOpportunities(ctx.database.db, company.id);
    const response = await recruiter().post('/api/opportunities', body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toContain(message);
    expect(await countCompanyOpportunities(ctx.database.db, company.id)).toBe(before);
  });

  it('requires a location to publish unless remote', async () => {
    const base = { title: 'Barista', description: 'Coffee', status: 'published' };
    const onSite = await recruiter().post('/api/opportunities', base);
    expect(onSite.statusCode).toBe(422);
    expect(onSite.json().errors.location).toEqual([
      'The location field is required to publish unless the opportunity is remote.',
    ]);
    const remote = await recruiter().post('/api/opportunities', { ...base, remote: true });
    expect(remote.statusCode).toBe(201);
  });
});
