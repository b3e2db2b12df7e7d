// The jobs widget: the script (small, no cookies, CORS), its public JSON (CORS *, no cookie read
// or set, pagination, trial companies listed on their own site, unpublished pages not found), the
// enterprise widget with its location filter, the iframe fallback (frameable), and /api/widgets.
import { gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billableEntities, careerPages, companies, enterprises } from '#server/db/schema.ts';
import { appForThisFile } from '#server-test/file-app.ts';
import { createTestOpportunity, type OpportunityRow } from '#server-test/opportunity-factories.ts';
import { createTestCompany } from '#server-test/tenancy-factories.ts';

const ctx = await appForThisFile();
const db = ctx.database.db;
const company = await createTestCompany(ctx, 'Widget Bakery');
const hidden = await createTestCompany(ctx, 'Hidden Bakery');

async function publishPage(companyId: number, slug: string) {
  await db.insert(careerPages).values({
    companyId,
    slug,
    primaryColor: '#1d4ed8',
    accentColor: '#f59e0b',
    publishedAt: new Date(),
  });
}

await publishPage(company.id, 'widget-bakery');
await db
  .insert(careerPages)
  .values({ companyId: hidden.id, slug: 'hidden-bakery', primaryColor: '#000000', accentColor: '#ffffff' });
const jobs: OpportunityRow[] = [];
for (let index = 0; index < 3; index += 1)
  jobs.push(
    (
      await createTestOpportunity(db, company.id, {
        title: `Baker ${index + 1}`,
        payMin: 20,
        payMax: 25,
        payPeriod: 'hour',
      })
    ).opportunity,
  );
await createTestOpportunity(db, company.id, { title: 'Draft baker', status: 'draft' });
await createTestOpportunity(db, hidden.id, { title: 'Hidden baker' });

// An enterprise with two published locations.
const [enterprise] = await db
  .insert(enterprises)
  .values({ name: 'Chain Co', type: 'corporate_chain' })
  .returning();
const north = await createTestCompany(ctx, 'Chain North');
const south = await createTestCompany(ctx, 'Chain South');
await db.update(companies).set({ enterpriseId: enterprise!.id }).where(eq(companies.id, north.id));
await db.update(companies).set({ enterpriseId: enterprise!.id }).where(eq(companies.id, south.id));
await publishPage(north.id, 'chain-north');
await publishPage(south.id, 'chain-south');
await createTestOpportunity(db, north.id, { title: 'North cook' });
await createTestOpportunity(db, south.id, { title: 'South cook' });

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('widget script', () => {
  it('is small, cross-origin, cacheable and keeps cookies out', async () => {
    const response = await get('/widget.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/javascript');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['cache-control']).toContain('max-age=');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(gzipSync(response.body).length).toBeLessThan(15 * 1024);
    expect(response.body).toContain("credentials: 'omit'");
    expect(response.body).not.toContain('document.cookie');
    expect(response.body).not.toMatch(/\bimport\b|require\(/);
  });
});

describe('public opportunities of a company', () => {
  it('lists published jobs with CORS *, no cookie read or set', async () => {
    const member = company.members['Company Admin'].client;
    const signedIn = await member.get('/api/public/companies/widget-bakery/opportunities');
    const anonymous = await get('/api/public/companies/widget-bakery/opportunities');
    for (const response of [signedIn, anonymous]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect(signedIn.body).toBe(anonymous.body);
    const body = anonymous.json();
    expect(body.meta).toMatchObject({ total: 3, current_page: 1 });
    expect(body.data.map((job: { title: string }) => job.title)).toEqual(['Baker 3', 'Baker 2', 'Baker 1']);
    expect(body.data[0]).toMatchObject({
      company_name: 'Widget Bakery',
      employment_type_label: 'Full-time',
      pay: '$20–$25 an hour',
      url: `${ctx.config.appUrl}/careers/widget-bakery/jobs/${jobs[2]!.id}`,
    });
  });

  it('paginates and validates its query', async () => {
    const page = (await get('/api/public/companies/widget-bakery/opportunities?per_page=2&page=2')).json();
    expect(page.data).toHaveLength(1);
    expect(page.meta).toMatchObject({ per_page: 2, last_page: 2 });
    for (const query of ['per_page=0', 'per_page=51', 'page=abc', 'location=-1']) {
      const response = await get(`/api/public/companies/widget-bakery/opportunities?${query}`);
      expect(response.statusCode).toBe(422);
    }
  });

  it('answers 404 for unpublished and unknown pages', async () => {
    for (const slug of ['hidden-bakery', 'nobody-here']) {
      const response = await get(`/api/public/companies/${slug}/opportunities`);
      expect(response.statusCode).toBe(404);
      expect(response.headers['access-control-allow-origin']).toBe('*');
    }
  });

  it('still lists a company in its free trial: the widget sits on its own site', async () => {
    await db
      .update(billableEntities)
      .set({ trialEndsAt: new Date(Date.now() + 5 * 86_400_000) })
      .where(eq(billableEntities.companyId, company.id));
    const body = (await get('/api/public/companies/widget-bakery/opportunities')).json();
    expect(body.meta.total).toBe(3);
  });
});

describe('enterprise widget', () => {
  it('lists every location with the locations to filter by, and filters', async () => {
    const all = (await get(`/api/public/enterprises/${enterprise!.id}/opportunities`)).json();
    expect(all.data.map((job: { title: string }) => job.title).sort()).toEqual(['North cook', 'South cook']);
    expect(all.locations).toEqual([
      { id: north.id, name: 'Chain North' },
      { id: south.id, name: 'Chain South' },
    ]);
    const filtered = (
      await get(`/api/public/enterprises/${enterprise!.id}/opportunities?location=${north.id}`)
    ).json();
    expect(filtered.data.map((job: { title: string }) => job.title)).toEqual(['North cook']);
    const foreign = (
      await get(`/api/public/enterprises/${enterprise!.id}/opportunities?location=${company.id}`)
    ).json();
    expect(foreign.data).toEqual([]);
    expect((await get('/api/public/enterprises/999999/opportunities')).statusCode).toBe(404);
  });
});

describe('iframe fallback', () => {
  it('draws the jobs with the options and may be framed anywhere', async () => {
    const response = await get('/widgets/widget-bakery?color=%23aa0000&layout=cards&limit=2');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(response.headers['content-security-policy']).not.toContain('script-src');
    expect(response.body).toContain('border-top:4px solid #aa0000');
    expect(response.body.match(/<li>/g)).toHaveLength(2);
    expect(response.body).not.toContain('<script');
    expect((await get('/widgets/widget-bakery?color=red')).statusCode).toBe(422);
    expect((await get('/widgets/hidden-bakery')).statusCode).toBe(404);
  });
});

describe('GET /api/widgets', () => {
  it('gives members the page address and enterprise; signed out is 401', async () => {
    const mine = await company.members['Team Member'].client.get('/api/widgets');
    expect(mine.json()).toEqual({
      slug: 'widget-bakery',
      published: true,
      company_name: 'Widget Bakery',
      enterprise: null,
      // The trial set above keeps it off job boards.
      on_job_boards: false,
    });
    const location = await north.members.Recruiter.client.get('/api/widgets');
    expect(location.json().enterprise).toEqual({ id: enterprise!.id, name: 'Chain Co' });
    expect((await get('/api/widgets')).statusCode).toBe(401);
  });
});
