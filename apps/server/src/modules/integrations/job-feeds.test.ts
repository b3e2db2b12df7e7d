// Job board feeds: the Indeed XML (parsed back) and JSON feeds of a company and of an enterprise;
// companies in their free trial are never in them; unpublished pages are not found; text that
// could break the XML stays inside its CDATA.
import { eq } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { billableEntities, careerPages, companies, enterprises } from '#server/db/schema.ts';
import { appForThisFile } from '#server-test/file-app.ts';
import { createTestOpportunity } from '#server-test/opportunity-factories.ts';
import { createTestCompany } from '#server-test/tenancy-factories.ts';
import { cdata } from './indeed-feed.ts';

const ctx = await appForThisFile();
const db = ctx.database.db;
const appUrl = ctx.config.appUrl;

async function company(
  name: string,
  slug: string,
  options: { trial: boolean; published?: boolean; enterpriseId?: number },
) {
  const created = await createTestCompany(ctx, name);
  await db
    .update(billableEntities)
    .set({
      trialEndsAt: options.trial ? new Date(Date.now() + 7 * 86_400_000) : new Date(Date.now() - 86_400_000),
    })
    .where(eq(billableEntities.companyId, created.id));
  await db
    .update(companies)
    .set({
      city: 'Portland',
      region: 'OR',
      country: 'US',
      postalCode: '97201',
      enterpriseId: options.enterpriseId ?? null,
    })
    .where(eq(companies.id, created.id));
  await db.insert(careerPages).values({
    companyId: created.id,
    slug,
    primaryColor: '#1d4ed8',
    accentColor: '#f59e0b',
    publishedAt: options.published === false ? null : new Date(),
  });
  return created;
}

const [enterprise] = await db
  .insert(enterprises)
  .values({ name: 'Feed Chain', type: 'franchise' })
  .returning();
const paid = await company('Paid Bakery', 'paid-bakery', { trial: false, enterpriseId: enterprise!.id });
const trial = await company('Trial Bakery', 'trial-bakery', { trial: true, enterpriseId: enterprise!.id });
await company('Quiet Bakery', 'quiet-bakery', { trial: false, published: false });
const { opportunity: baker } = await createTestOpportunity(db, paid.id, {
  title: 'Night Baker ]]> <b>&</b>',
  description: '<p>Bake <strong>bread</strong>. Contains ]]&gt; too.</p>',
  payMin: 20,
  payMax: 28,
  payPeriod: 'hour',
});
await createTestOpportunity(db, paid.id, {
  title: 'Remote Writer',
  remote: true,
  employmentType: 'contract',
  location: '',
});
await createTestOpportunity(db, paid.id, { title: 'Draft', status: 'draft' });
await createTestOpportunity(db, trial.id, { title: 'Trial job' });

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'job' });

function parseFeed(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  return parser.parse(xml).source as { publisher: string; job?: Array<Record<string, unknown>> };
}

describe('Indeed XML feed', () => {
  it('lists the company’s published jobs in Indeed’s format', async () => {
    const response = await get('/feeds/paid-bakery/indeed.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.headers['set-cookie']).toBeUndefined();
    const feed = parseFeed(response.body);
    expect(feed.publisher).toBe('Hireloop');
    const titles = feed.job!.map((job) => job.title);
    expect(titles.sort()).toEqual(['Night Baker ]]> <b>&</b>', 'Remote Writer']);
    const night = feed.job!.find((job) => job.referencenumber === baker.id)!;
    expect(night).toMatchObject({
      url: `${appUrl}/careers/paid-bakery/jobs/${baker.id}`,
      company: 'Paid Bakery',
      city: 'Portland, OR',
      state: 'OR',
      country: 'US',
      postalcode: 97201,
      salary: '$20 - $28 per hour',
      jobtype: 'fulltime',
    });
    expect(String(night.description)).toContain('<strong>bread</strong>');
    expect(Number.isNaN(Date.parse(String(night.date)))).toBe(false);
    const writer = feed.job!.find((job) => job.title === 'Remote Writer')!;
    expect(writer).toMatchObject({ jobtype: 'contract', remotetype: 'Fully remote' });
  });

  it('never lists a company in its free trial', async () => {
    const feed = parseFeed((await get('/feeds/trial-bakery/indeed.xml')).body);
    expect(feed.job ?? []).toEqual([]);
    const chain = parseFeed((await get(`/feeds/enterprises/${enterprise!.id}/indeed.xml`)).body);
    expect(chain.job!.map((job) => job.company)).not.toContain('Trial Bakery');
    expect(chain.job).toHaveLength(2);
  });

  it('answers 404 for pages nobody published and 422 for a bad enterprise id', async () => {
    expect((await get('/feeds/quiet-bakery/indeed.xml')).statusCode).toBe(404);
    expect((await get('/feeds/nobody/indeed.xml')).statusCode).toBe(404);
    expect((await get('/feeds/enterprises/999999/indeed.xml')).statusCode).toBe(404);
    expect((await get('/feeds/enterprises/abc/indeed.xml')).statusCode).toBe(422);
  });

  it('keeps text that ends CDATA inside it', () => {
    const parsed = parser.parse(`<a>${cdata('x ]]> y\u0001')}</a>`);
    expect(parsed.a).toBe('x ]]> y');
  });
});

describe('JSON feed', () => {
  it('lists the same jobs, trials left out', async () => {
    const response = await get('/feeds/paid-bakery/jobs.json');
    expect(response.statusCode).toBe(200);
    const feed = response.json();
    expect(feed.jobs).toHaveLength(2);
    expect(feed.jobs.find((job: { id: number }) => job.id === baker.id)).toMatchObject({
      company: 'Paid Bakery',
      pay: { min: 20, max: 28, period: 'hour', currency: 'USD' },
    });
    expect((await get('/feeds/trial-bakery/jobs.json')).json().jobs).toEqual([]);
    expect((await get(`/feeds/enterprises/${enterprise!.id}/jobs.json`)).json().jobs).toHaveLength(2);
  });
});
