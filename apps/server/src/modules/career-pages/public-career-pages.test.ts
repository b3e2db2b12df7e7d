// The public career pages: server-rendered HTML with title, Open Graph tags and one valid JobPosting
// JSON-LD per published opportunity (parsed back), search and filters, the job page, images, the
// sitemap, and applying without an account (account created, verification mail, same screening
// and knockout rules; nothing written on a refusal).
import { KNOCKOUT_MESSAGE } from '@hireloop/shared/applications';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, companies, users } from '#server/db/schema.ts';
import { PNG } from '#server-test/avatar-fixtures.ts';
import { latestMessageTo, uniqueEmail } from '#server-test/factories.ts';
import { companyAppForThisFile } from '#server-test/file-app.ts';
import { multipartFile, TestClient } from '#server-test/http-client.ts';
import { createTestOpportunity } from '#server-test/opportunity-factories.ts';

const {
  ctx,
  companies: [company, other],
} = await companyAppForThisFile('Acme Bakery', 'Rival Rolls');
const db = ctx.database.db;
const admin = company.members['Company Admin'].client;
const appUrl = ctx.config.appUrl;

await db
  .update(companies)
  .set({ website: 'https://acme.example', city: 'Portland', region: 'OR', country: 'US' })
  .where(eq(companies.id, company.id));

const { body: imageBody, contentType } = multipartFile('image', 'cover.png', PNG, 'image/png');
const cover = (
  await admin.post('/api/career-page/images', imageBody, { headers: { 'content-type': contentType } })
).json().name as string;

const questions = [
  {
    id: 'licence',
    type: 'yes_no' as const,
    question: 'Do you hold a food handler licence?',
    knockout_answer: 'no',
  },
];
const { opportunity: baker } = await createTestOpportunity(db, company.id, {
  title: 'Head Baker',
  description: '<p>Lead the <em>night</em> shift.</p>',
  payMin: 20,
  payMax: 28,
  payPeriod: 'hour',
  screeningQuestions: questions,
});
const { opportunity: remote } = await createTestOpportunity(db, company.id, {
  title: 'Remote Recipe Writer',
  employmentType: 'contract',
  remote: true,
  location: '',
});
const { opportunity: draft } = await createTestOpportunity(db, company.id, {
  title: 'Secret',
  status: 'draft',
});
const { opportunity: theirs } = await createTestOpportunity(db, other.id, { title: 'Their job' });

const guest = () => new TestClient(ctx.app);

// biome-ignore lint/suspicious/noExplicitAny: parsed JSON-LD is checked field by field below
type JsonLd = Record<string, any>;

function jsonLd(html: string): JsonLd[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) =>
    JSON.parse(match[1]!),
  );
}

function meta(html: string, property: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];
}

describe('public career page', () => {
  it('is not found until published, then renders title, Open Graph and one JobPosting per job', async () => {
    expect((await guest().get('/careers/acme-bakery')).statusCode).toBe(404);
    await admin.put('/api/career-page', {
      slug: 'acme-bakery',
      headline: 'Bake with us <3',
      about: '<p>Fresh bread since 1990.</p>',
      primary_color: '#1d4ed8',
      accent_color: '#f59e0b',
      cover_image: cover,
      sections: [{ kind: 'values', title: 'Our values', items: ['Flour & <honesty>'] }],
    });
    const hidden = await guest().get('/careers/acme-bakery');
    expect(hidden.statusCode).toBe(404);
    expect(hidden.headers['content-type']).toContain('text/html');
    expect(hidden.body).toContain('Page Not Found');
    await admin.post('/api/career-page/publish');

    const response = await guest().get('/careers/acme-bakery');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['set-cookie']).toBeUndefined();
    const html = response.body;
    expect(html).toContain('<title>Careers at Acme Bakery – Hireloop</title>');
    expect(html).toContain('<h1>Bake with us &lt;3</h1>');
    expect(html).toContain('<li>Flour &amp; &lt;honesty&gt;</li>');
    expect(meta(html, 'description')).toBe('Fresh bread since 1990.');
    expect(meta(html, 'og:title')).toBe('Careers at Acme Bakery – Hireloop');
    expect(meta(html, 'og:url')).toBe(`${appUrl}/careers/acme-bakery`);
    expect(meta(html, 'og:image')).toBe(`${appUrl}/careers/acme-bakery/images/${cover}`);
    expect(html).not.toContain('Secret');
    expect(html).not.toContain('Their job');

    const postings = jsonLd(html);
    expect(postings.map((posting) => posting.title).sort()).toEqual(['Head Baker', 'Remote Recipe Writer']);
    for (const posting of postings) {
      // Google for Jobs: required properties.
      expect(posting['@context']).toBe('https://schema.org/');
      expect(posting['@type']).toBe('JobPosting');
      expect(posting.description).toEqual(expect.any(String));
      expect(Number.isNaN(Date.parse(posting.datePosted))).toBe(false);
      expect(Date.parse(posting.validThrough)).toBeGreaterThan(Date.now());
      expect(posting.hiringOrganization).toMatchObject({
        '@type': 'Organization',
        name: 'Acme Bakery',
        sameAs: 'https://acme.example',
      });
      expect(posting.jobLocation ?? posting.applicantLocationRequirements).toBeDefined();
    }
    const head = postings.find((posting) => posting.title === 'Head Baker')!;
    expect(head).toMatchObject({
      employmentType: 'FULL_TIME',
      jobLocation: { '@type': 'Place', address: { addressLocality: 'Portland, OR', addressCountry: 'US' } },
      baseSalary: { currency: 'USD', value: { minValue: 20, maxValue: 28, unitText: 'HOUR' } },
      identifier: { value: String(baker.id) },
      url: `${appUrl}/careers/acme-bakery/jobs/${baker.id}`,
    });
    const writer = postings.find((posting) => posting.title === 'Remote Recipe Writer')!;
    expect(writer).toMatchObject({
      employmentType: 'CONTRACTOR',
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'US' },
    });
  });

  it('filters by search words, type and location', async () => {
    const titles = async (query: string) =>
      jsonLd((await guest().get(`/careers/acme-bakery?${query}`)).body).map((p) => p.title);
    expect(await titles('q=recipe')).toEqual(['Remote Recipe Writer']);
    expect(await titles('type=full_time')).toEqual(['Head Baker']);
    expect(await titles('location=portland')).toEqual(['Head Baker']);
    expect((await titles('type=nonsense')).length).toBe(2);
    const none = await guest().get('/careers/acme-bakery?q=astronaut');
    expect(none.body).toContain('No open positions match your search.');
  });

  it('renders a job page with its JSON-LD; drafts and other companies’ jobs are not found', async () => {
    const response = await guest().get(`/careers/acme-bakery/jobs/${baker.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Head Baker at Acme Bakery – Hireloop</title>');
    expect(response.body).toContain('<p>Lead the <em>night</em> shift.</p>');
    expect(response.body).toContain(`href="/careers/acme-bakery/jobs/${baker.id}/apply"`);
    expect(jsonLd(response.body)).toHaveLength(1);
    for (const id of [draft.id, theirs.id, 999999999]) {
      expect((await guest().get(`/careers/acme-bakery/jobs/${id}`)).statusCode).toBe(404);
    }
    expect((await guest().get('/careers/acme-bakery/jobs/abc')).statusCode).not.toBe(500);
  });

  it('serves images of published pages only', async () => {
    const image = await guest().get(`/careers/acme-bakery/images/${cover}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect((await guest().get(`/careers/acme-bakery/images/AAAAAAAAAAAAAAAA.png`)).statusCode).toBe(404);
    expect((await guest().get(`/careers/rival-rolls/images/${cover}`)).statusCode).toBe(404);
  });

  it('lists published pages and their jobs in the sitemap', async () => {
    const response = await guest().get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toContain(`${appUrl}/careers/acme-bakery`);
    expect(locations).toContain(`${appUrl}/careers/acme-bakery/jobs/${baker.id}`);
    expect(locations).not.toContain(`${appUrl}/careers/acme-bakery/jobs/${draft.id}`);
  });
});

describe('applying from a career page', () => {
  const applyUrl = (id: number) => `/api/careers/acme-bakery/jobs/${id}/apply`;
  const person = (email: string, answers: unknown[] = [{ question_id: 'licence', answer: true }]) => ({
    first_name: 'Robin',
    last_name: 'Rye',
    email,
    password: 'a long enough password',
    password_confirmation: 'a long enough password',
    answers,
  });

  async function userCount(email: string) {
    const [row] = await db.select({ n: count() }).from(users).where(eq(users.email, email));
    return row?.n ?? 0;
  }

  it('shows the posting without its knockout answers to a guest', async () => {
    const response = await guest().get(`/api/careers/acme-bakery/jobs/${baker.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ title: 'Head Baker', applied: false });
    expect(response.json().screening_questions[0]).not.toHaveProperty('knockout_answer');
    expect((await guest().get(`/api/careers/acme-bakery/jobs/${theirs.id}`)).statusCode).toBe(404);
  });

  it('creates the account, signs it in, sends the verification mail and the application', async () => {
    const email = uniqueEmail('robin');
    const client = guest();
    const response = await client.post(applyUrl(baker.id), person(email));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ status: 'active', message: 'Your application was sent.' });
    const me = await client.get('/api/users/self');
    expect(me.json()).toMatchObject({ email });
    const [user] = await db.select().from(users).where(eq(users.email, email));
    expect(user!.emailVerifiedAt).toBeNull();
    const mail = await latestMessageTo(ctx, email);
    expect(mail?.text).toContain('/email/verify/');
    const [application] = await db
      .select()
      .from(applications)
      .where(and(eq(applications.candidateUserId, user!.id), eq(applications.opportunityId, baker.id)));
    expect(application).toMatchObject({ status: 'active', companyId: company.id });
    const mine = await client.get(`/api/careers/acme-bakery/jobs/${baker.id}`);
    expect(mine.json().applied).toBe(true);
  });

  it('applies the knockout rules of the posting', async () => {
    const response = await guest().post(
      applyUrl(baker.id),
      person(uniqueEmail('knocked'), [{ question_id: 'licence', answer: false }]),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ status: 'disqualified', message: KNOCKOUT_MESSAGE });
  });

  it.each([
    ['a missing answer', person('missing@example.com', []), 'answers.licence'],
    [
      'mismatched passwords',
      { ...person('mismatch@example.com'), password_confirmation: 'other' },
      'password',
    ],
    ['a bad email', person('not-an-email'), 'email'],
    ['a NUL byte', { ...person('nul@example.com'), first_name: 'Ro\u0000bin' }, 'first_name'],
  ])('answers 422 for %s, creating no account', async (_title, body, field) => {
    const response = await guest().post(applyUrl(baker.id), body);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toContain(field);
    if (typeof body.email === 'string') expect(await userCount(body.email)).toBe(0);
  });

  it('refuses a taken email and jobs the page does not list', async () => {
    const taken = await guest().post(applyUrl(baker.id), person(company.members.Recruiter.user.email));
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.email).toEqual(['The email has already been taken.']);
    for (const id of [draft.id, theirs.id]) {
      const email = uniqueEmail('nowhere');
      expect((await guest().post(applyUrl(id), person(email))).statusCode).toBe(404);
      expect(await userCount(email)).toBe(0);
    }
    await admin.post('/api/career-page/unpublish');
    const email = uniqueEmail('late');
    expect((await guest().post(applyUrl(remote.id), person(email, []))).statusCode).toBe(404);
    expect(await userCount(email)).toBe(0);
    await admin.post('/api/career-page/publish');
  });
});
