// Candidate search over published opportunities, and the public view of one.
import { SEARCH_RESULT_WINDOW } from '@hireloop/shared/opportunities';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedInClient } from '#server-test/factories.ts';
import { companyAppForThisFile } from '#server-test/file-app.ts';
import type { TestClient } from '#server-test/http-client.ts';
import { createTestApplicationAt, createTestOpportunity } from '#server-test/opportunity-factories.ts';
import { parseHeadline } from './opportunity-search.service.ts';

const {
  ctx,
  companies: [company],
} = await companyAppForThisFile('Bistro Nord');
let candidate: TestClient;
let candidateId: number;

beforeAll(async () => {
  const user = await createUser(ctx);
  candidateId = user.id;
  candidate = await signedInClient(ctx, user);
});

const opportunity = (overrides: Parameters<typeof createTestOpportunity>[2]) =>
  createTestOpportunity(ctx.database.db, company.id, overrides);

const ids = (response: { json(): { data: Array<{ id: number }> } }) =>
  response.json().data.map((row) => row.id);

describe('GET /api/opportunities/search', () => {
  it('ranks a title match above a description match, then the newest', async () => {
    const inDescription = await opportunity({
      title: 'Kitchen Porter',
      description: '<p>Help our sommelier sommelier sommelier with the wine cellar.</p>',
      publishedAt: new Date(),
    });
    const olderTitle = await opportunity({
      title: 'Sommelier',
      description: '<p>Run the wine list.</p>',
      publishedAt: new Date(Date.now() - 86_400_000),
    });
    const newerTitle = await opportunity({
      title: 'Head Sommelier',
      description: '<p>Lead the floor.</p>',
      publishedAt: new Date(Date.now() - 3_600_000),
    });
    const response = await candidate.get('/api/opportunities/search?q=sommeliers');
    expect(response.statusCode).toBe(200);
    expect(ids(response)).toEqual([
      newerTitle.opportunity.id,
      olderTitle.opportunity.id,
      inDescription.opportunity.id,
    ]);
    expect(response.json().meta).toEqual({
      current_page: 1,
      per_page: 20,
      total: 3,
      last_page: 1,
      total_capped: false,
    });
  });

  it('returns cards with company, pay, snippet highlights and whether I applied', async () => {
    const { opportunity: posted, steps } = await opportunity({
      title: 'Pastry Cook',
      description: '<p>Laminate <strong>croissant</strong> dough daily &amp; more.</p>',
      payMin: 20,
      payMax: 26,
      payPeriod: 'hour',
      employmentType: 'part_time',
    });
    await createTestApplicationAt(ctx.database.db, posted, candidateId, steps[0]!);
    const response = await candidate.get('/api/opportunities/search?q=croissant');
    const [card] = response.json().data;
    expect(card).toMatchObject({
      id: posted.id,
      title: 'Pastry Cook',
      company: { id: company.id, name: 'Bistro Nord', avatar: null },
      location: 'Portland, OR',
      remote: false,
      employment_type: 'part_time',
      pay_min: 20,
      pay_max: 26,
      pay_period: 'hour',
      applied: true,
      snippet: 'Laminate croissant dough daily & more',
    });
    const [[start, end]] = card.snippet_highlights;
    expect(card.snippet.slice(start, end)).toBe('croissant');
    expect(card.published_at).toBe(posted.publishedAt!.toISOString());
    const other = await createUser(ctx);
    const otherCard = (
      await (await signedInClient(ctx, other)).get('/api/opportunities/search?q=croissant')
    ).json().data[0];
    expect(otherCard.applied).toBe(false);
  });

  it('never shows drafts, paused or closed opportunities', async () => {
    const live = await opportunity({ title: 'Gardemanger live' });
    for (const status of ['draft', 'paused', 'closed'] as const) {
      await opportunity({ title: `Gardemanger ${status}`, status });
    }
    const response = await candidate.get('/api/opportunities/search?q=gardemanger');
    expect(ids(response)).toEqual([live.opportunity.id]);
  });

  it('filters by location, remote, employment type and pay', async () => {
    const tag = 'Fromager';
    const paris = await opportunity({ title: tag, location: 'Paris, France', employmentType: 'contract' });
    const lyon = await opportunity({
      title: tag,
      location: 'Lyon, France',
      payMin: 40_000,
      payMax: 50_000,
      payPeriod: 'year',
    });
    const remote = await opportunity({
      title: tag,
      location: '',
      remote: true,
      payMin: 30,
      payPeriod: 'hour',
      employmentType: 'contract',
    });
    const search = async (filters: string) =>
      ids(await candidate.get(`/api/opportunities/search?q=${tag}&${filters}`)).sort();
    const sorted = (...rows: Array<{ opportunity: { id: number } }>) =>
      rows.map((row) => row.opportunity.id).sort();

    expect(await search('location=paris')).toEqual(sorted(paris));
    expect(await search('location=France&remote=true')).toEqual(sorted(paris, lyon, remote));
    expect(await search('remote=true')).toEqual(sorted(remote));
    expect(await search('remote=false')).toEqual(sorted(paris, lyon));
    expect(await search('location=%25')).toEqual([]);
    expect(await search('employment_type=contract')).toEqual(sorted(paris, remote));
    // Pay: the top of the range (or the only figure) must reach the minimum; no pay never matches.
    expect(await search('pay_min=45000')).toEqual(sorted(lyon));
    expect(await search('pay_min=50001')).toEqual([]);
    expect(await search('pay_min=25')).toEqual(sorted(lyon, remote));
    expect(await search('pay_min=25&pay_period=hour')).toEqual(sorted(remote));
  });

  it('lists every published opportunity newest first without a query, with a trimmed snippet', async () => {
    await opportunity({ title: 'Long one', description: `<p>${'word '.repeat(200)}</p>` });
    const response = await candidate.get('/api/opportunities/search?per_page=50');
    const rows = response.json().data as Array<{
      published_at: string;
      snippet: string;
      snippet_highlights: unknown[];
    }>;
    expect(rows.length).toBeGreaterThan(5);
    const dates = rows.map((row) => row.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(rows[0]!.snippet.length).toBeLessThanOrEqual(241);
    expect(rows[0]!.snippet.endsWith('…')).toBe(true);
    expect(rows[0]!.snippet_highlights).toEqual([]);
  });

  it('paginates with at most 50 per page and validates filters', async () => {
    const page = await candidate.get('/api/opportunities/search?per_page=2&page=2');
    expect(page.json().data).toHaveLength(2);
    expect(page.json().meta).toMatchObject({ current_page: 2, per_page: 2 });
    const tooMany = await candidate.get('/api/opportunities/search?per_page=51');
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.per_page).toEqual(['The per page may not be greater than 50.']);
    const badType = await candidate.get('/api/opportunities/search?employment_type=gig');
    expect(badType.json().errors.employment_type).toEqual(['The selected employment type is invalid.']);
    expect((await candidate.get('/api/opportunities/search?remote=maybe')).statusCode).toBe(422);
    expect((await candidate.get('/api/opportunities/search?pay_min=-5')).statusCode).toBe(422);
  });

  it('ranks within the newest 1,000 matches and says when more match', async () => {
    await ctx.database.db.execute(sql`
      insert into opportunities (company_id, title, description, description_text, location, status, published_at)
      select ${company.id}, 'Rotisseur ' || g, '', 'Roast meats', 'Lille', 'published', now() - g * interval '1 minute'
      from generate_series(1, ${SEARCH_RESULT_WINDOW + 5}) g`);
    const first = await candidate.get('/api/opportunities/search?q=rotisseur&per_page=50');
    expect(first.json().meta).toEqual({
      current_page: 1,
      per_page: 50,
      total: SEARCH_RESULT_WINDOW,
      last_page: SEARCH_RESULT_WINDOW / 50,
      total_capped: true,
    });
    expect(first.json().data[0].title).toBe('Rotisseur 1');
    const last = await candidate.get(
      `/api/opportunities/search?q=rotisseur&per_page=50&page=${SEARCH_RESULT_WINDOW / 50}`,
    );
    expect(last.json().data.at(-1).title).toBe(`Rotisseur ${SEARCH_RESULT_WINDOW}`);
    const beyond = await candidate.get(
      `/api/opportunities/search?q=rotisseur&per_page=50&page=${SEARCH_RESULT_WINDOW / 50 + 1}`,
    );
    expect(beyond.json().data).toEqual([]);
  });

  it('treats search syntax as words, never as an error', async () => {
    for (const q of ['"unterminated', 'a & | ! (', 'or or -', "'; drop table opportunities; --"]) {
      const response = await candidate.get(`/api/opportunities/search?q=${encodeURIComponent(q)}`);
      expect(response.statusCode, q).toBe(200);
    }
  });
});

describe('GET /api/opportunities/{id}/public', () => {
  it('shows a published opportunity without internals or knockout answers', async () => {
    const { opportunity: posted } = await opportunity({
      title: 'Bartender',
      screeningQuestions: [
        { id: 'q1', type: 'yes_no', question: 'Over 21?', knockout_answer: 'no' },
        {
          id: 'q2',
          type: 'single_choice',
          question: 'Shift?',
          options: ['Day', 'Night'],
          knockout_answer: null,
        },
      ],
    });
    const response = await candidate.get(`/api/opportunities/${posted.id}/public`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: posted.id,
      title: 'Bartender',
      company: { id: company.id, name: 'Bistro Nord' },
      applied: false,
    });
    expect(body.screening_questions).toEqual([
      { id: 'q1', type: 'yes_no', question: 'Over 21?' },
      { id: 'q2', type: 'single_choice', question: 'Shift?', options: ['Day', 'Night'] },
    ]);
    expect(JSON.stringify(body)).not.toMatch(/knockout|status|company_id|template_id|abilities|applicant/);
  });

  it('answers 404 for anything not published', async () => {
    for (const status of ['draft', 'paused', 'closed'] as const) {
      const { opportunity: hidden } = await opportunity({ status });
      expect((await candidate.get(`/api/opportunities/${hidden.id}/public`)).statusCode).toBe(404);
    }
    expect((await candidate.get('/api/opportunities/999999999/public')).statusCode).toBe(404);
  });
});

describe('parseHeadline', () => {
  it('turns markers into ranges over plain text and collapses whitespace', () => {
    expect(parseHeadline('We  bake\n\u0001bread\u0002 and \u0001rolls\u0002.', false)).toEqual({
      text: 'We bake bread and rolls.',
      highlights: [
        [8, 13],
        [18, 23],
      ],
    });
  });
});
