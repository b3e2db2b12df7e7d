// The company's demo (the dashboard's getting-started tour, docs/decisions/015): finished by
// POST /api/companies/{id}/complete-demo (Recruiter and above of that company, idempotent) or by
// publishing the first opportunity; the migration marks companies that had already published.
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '#server/db/migrate.ts';
import { companies } from '#server/db/schema.ts';
import { createUser, signedInClient } from '#server-test/factories.ts';
import { appForThisFile } from '#server-test/file-app.ts';
import { TestClient } from '#server-test/http-client.ts';
import { createTestOpportunity } from '#server-test/opportunity-factories.ts';
import { createTestCompany } from '#server-test/tenancy-factories.ts';

const ctx = await appForThisFile();

async function demoCompleted(companyId: number): Promise<boolean> {
  const [row] = await ctx.database.db
    .select({ demoCompleted: companies.demoCompleted })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row!.demoCompleted;
}

const completeDemo = (client: TestClient, companyId: number | string) =>
  client.post(`/api/companies/${companyId}/complete-demo`);

describe('POST /api/companies/{id}/complete-demo', () => {
  it.each(['Company Admin', 'Manager', 'Recruiter'] as const)('lets a %s finish the tour', async (role) => {
    const company = await createTestCompany(ctx);
    const { client } = company.members[role];
    expect(await demoCompleted(company.id)).toBe(false);

    const response = await completeDemo(client, company.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: company.id, demo_completed: true });
    expect(await demoCompleted(company.id)).toBe(true);
    // The session user the web client reads carries it.
    const self = (await client.get('/api/users/self')).json();
    expect(self.active_company).toMatchObject({ id: company.id, demo_completed: true });

    // Idempotent: again is fine and changes nothing.
    const again = await completeDemo(client, company.id);
    expect(again.statusCode).toBe(200);
    expect(await demoCompleted(company.id)).toBe(true);
  });

  it('refuses a Team Member (403) and leaves the tour open', async () => {
    const company = await createTestCompany(ctx);
    const response = await completeDemo(company.members['Team Member'].client, company.id);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'You do not have permission to finish the tour.' });
    expect(await demoCompleted(company.id)).toBe(false);
  });

  it('answers 404 for another company, a company that does not exist, and 401 signed out', async () => {
    const company = await createTestCompany(ctx);
    const other = await createTestCompany(ctx, 'Rival Rolls');
    const outsider = await completeDemo(other.members['Company Admin'].client, company.id);
    expect(outsider.statusCode).toBe(404);
    expect(
      (await completeDemo(company.members['Company Admin'].client, Number.MAX_SAFE_INTEGER)).statusCode,
    ).toBe(404);
    expect((await completeDemo(new TestClient(ctx.app), company.id)).statusCode).toBe(401);
    expect(await demoCompleted(company.id)).toBe(false);
    expect(await demoCompleted(other.id)).toBe(false);
  });

  it('answers 422 for an id that is not a number, writing nothing', async () => {
    const company = await createTestCompany(ctx);
    const response = await completeDemo(company.members['Company Admin'].client, 'first');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['id']);
    expect(await demoCompleted(company.id)).toBe(false);
  });

  it('lets an Enterprise Owner finish the tour of a location they reach through the enterprise', async () => {
    const company = await createTestCompany(ctx, 'Downtown Bakery');
    const owner = company.members['Company Admin'];
    const upgraded = await owner.client.post(`/api/enterprises/upgrade/${company.id}`, {
      name: 'Bakery Group',
      type: 'franchise',
    });
    expect(upgraded.statusCode).toBe(201);
    const group = (await owner.client.get('/api/enterprise-groups')).json().data[0];
    const location = await owner.client.post('/api/enterprise-companies', {
      name: 'Riverside Bakery',
      group_ids: [group.id],
    });
    expect(location.statusCode).toBe(201);
    const locationId = location.json().id as number;
    expect((await completeDemo(owner.client, locationId)).statusCode).toBe(200);
    expect(await demoCompleted(locationId)).toBe(true);
    // A stranger to the enterprise still cannot.
    const stranger = await signedInClient(ctx, await createUser(ctx));
    expect((await completeDemo(stranger, company.id)).statusCode).toBe(404);
  });
});

describe('publishing the first opportunity', () => {
  it('completes the demo; drafts do not', async () => {
    const company = await createTestCompany(ctx);
    const recruiter = company.members.Recruiter.client;
    const draft = await recruiter.post('/api/opportunities', {
      title: 'Line Cook',
      description: '<p>Cook on the line.</p>',
      location: 'Portland, OR',
    });
    expect(draft.statusCode).toBe(201);
    expect(await demoCompleted(company.id)).toBe(false);

    const published = await recruiter.put(`/api/opportunities/${draft.json().id}`, { status: 'published' });
    expect(published.statusCode).toBe(200);
    expect(await demoCompleted(company.id)).toBe(true);
  });

  it('completes the demo when created published', async () => {
    const company = await createTestCompany(ctx);
    const response = await company.members.Manager.client.post('/api/opportunities', {
      title: 'Barista',
      description: '<p>Pull shots.</p>',
      location: 'Salem, OR',
      status: 'published',
    });
    expect(response.statusCode).toBe(201);
    expect(await demoCompleted(company.id)).toBe(true);
  });

  it('a refused publish (422) leaves the demo open', async () => {
    const company = await createTestCompany(ctx);
    const response = await company.members.Recruiter.client.post('/api/opportunities', {
      title: 'Barista',
      status: 'published',
    });
    expect(response.statusCode).toBe(422);
    expect(await demoCompleted(company.id)).toBe(false);
  });
});

describe('migration 0004', () => {
  it('marks companies that already published an opportunity, and only those', async () => {
    const file = fs.readFileSync(path.join(migrationsFolder, '0004_candidate_sourcing_demo.sql'), 'utf8');
    const dataStep = file
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .find((statement) => statement.includes('UPDATE "companies"'));
    expect(dataStep).toBeDefined();

    const posted = await createTestCompany(ctx, 'Posted Before');
    const closed = await createTestCompany(ctx, 'Closed Before');
    const drafted = await createTestCompany(ctx, 'Drafts Only');
    const empty = await createTestCompany(ctx, 'Nothing Yet');
    await createTestOpportunity(ctx.database.db, posted.id, { status: 'published' });
    await createTestOpportunity(ctx.database.db, closed.id, { status: 'closed', publishedAt: new Date() });
    await createTestOpportunity(ctx.database.db, drafted.id, { status: 'draft' });
    // The factory inserts directly, as rows that existed before the migration would be.
    for (const id of [posted.id, closed.id, drafted.id, empty.id]) {
      expect(await demoCompleted(id)).toBe(false);
    }

    await ctx.database.db.execute(sql.raw(dataStep!));
    expect(await demoCompleted(posted.id)).toBe(true);
    expect(await demoCompleted(closed.id)).toBe(true);
    expect(await demoCompleted(drafted.id)).toBe(false);
    expect(await demoCompleted(empty.id)).toBe(false);
  });
});
