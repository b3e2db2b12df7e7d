// Every company role against every opportunity and template action, another tenant (404), and a
// signed-in user without a company (403).
import { COMPANY_ROLES, type CompanyRole } from '@hireloop/shared/roles';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { opportunities, opportunityTemplates } from '#server/db/schema.ts';
import { createUser, signedInClient } from '#server-test/factories.ts';
import { companyAppForThisFile } from '#server-test/file-app.ts';
import type { TestClient } from '#server-test/http-client.ts';
import { createTestOpportunity } from '#server-test/opportunity-factories.ts';

const {
  ctx,
  companies: [company, other],
} = await companyAppForThisFile('Acme Bakery', 'Rival Bakery');

const mayWrite = (role: CompanyRole) => role !== 'Team Member';

async function newTemplate(companyId: number) {
  const [row] = await ctx.database.db
    .insert(opportunityTemplates)
    .values({ companyId, name: 'Cook template', title: 'Cook', pipelineSteps: ['Applied', 'Hired'] })
    .returning();
  return row!;
}

async function opportunityCount(companyId: number) {
  const [row] = await ctx.database.db
    .select({ total: count() })
    .from(opportunities)
    .where(eq(opportunities.companyId, companyId));
  return row!.total;
}

/** Each write with the status a role that may not write gets, on the given ids. */
function writes(client: TestClient, opportunityId: number, templateId: number) {
  return {
    'create an opportunity': () => client.post('/api/opportunities', { title: 'Waiter' }),
    'update an opportunity': () => client.put(`/api/opportunities/${opportunityId}`, { title: 'Renamed' }),
    'publish an opportunity': () =>
      client.put(`/api/opportunities/${opportunityId}`, { status: 'published' }),
    'delete an opportunity': () => client.delete(`/api/opportunities/${opportunityId}`),
    'create a template': () => client.post('/api/opportunity-templates', { name: 'T', title: 'Waiter' }),
    'update a template': () => client.put(`/api/opportunity-templates/${templateId}`, { name: 'Renamed' }),
    'delete a template': () => client.delete(`/api/opportunity-templates/${templateId}`),
  };
}

describe.each(COMPANY_ROLES)('as %s', (role) => {
  it('reads the list, one opportunity, templates and one template', async () => {
    const { opportunity } = await createTestOpportunity(ctx.database.db, company.id);
    const template = await newTemplate(company.id);
    const { client } = company.members[role];
    const list = await client.get('/api/opportunities');
    expect(list.statusCode).toBe(200);
    expect(list.json().abilities).toEqual({ create: mayWrite(role) });
    expect((await client.get(`/api/opportunities/${opportunity.id}`)).json().abilities.update).toBe(
      mayWrite(role),
    );
    expect((await client.get('/api/opportunity-templates')).statusCode).toBe(200);
    expect((await client.get(`/api/opportunity-templates/${template.id}`)).statusCode).toBe(200);
  });

  it(`${mayWrite(role) ? 'may' : 'may not'} write`, async () => {
    const draft = await createTestOpportunity(ctx.database.db, company.id, {
      status: 'draft',
      description: '<p>Serve</p>',
    });
    const template = await newTemplate(company.id);
    const before = await opportunityCount(company.id);
    const actions = writes(company.members[role].client, draft.opportunity.id, template.id);
    const expected: Record<keyof typeof actions, number> = {
      'create an opportunity': 201,
      'update an opportunity': 200,
      'publish an opportunity': 200,
      'delete an opportunity': 204,
      'create a template': 201,
      'update a template': 200,
      'delete a template': 204,
    };
    for (const [action, run] of Object.entries(actions)) {
      const response = await run();
      expect(response.statusCode, action).toBe(
        mayWrite(role) ? expected[action as keyof typeof actions] : 403,
      );
      if (!mayWrite(role)) {
        expect(response.json().message, action).toBe('You do not have permission to manage opportunities.');
      }
    }
    // Created one and deleted one, or changed nothing.
    expect(await opportunityCount(company.id)).toBe(before);
    const [stored] = await ctx.database.db
      .select()
      .from(opportunities)
      .where(eq(opportunities.id, draft.opportunity.id));
    if (!mayWrite(role)) expect(stored).toMatchObject({ title: draft.opportunity.title, status: 'draft' });
  });

  it('gets 404 for another company’s opportunity and template on every action', async () => {
    const { opportunity } = await createTestOpportunity(ctx.database.db, other.id, { status: 'draft' });
    const template = await newTemplate(other.id);
    const { client } = company.members[role];
    expect((await client.get(`/api/opportunities/${opportunity.id}`)).statusCode).toBe(404);
    expect((await client.get(`/api/opportunity-templates/${template.id}`)).statusCode).toBe(404);
    const actions = writes(client, opportunity.id, template.id);
    for (const [action, run] of Object.entries(actions)) {
      if (action.startsWith('create')) continue;
      expect((await run()).statusCode, action).toBe(mayWrite(role) ? 404 : 403);
    }
    if (mayWrite(role)) {
      const fromTheirTemplate = await client.post('/api/opportunities', {
        title: 'X',
        template_id: template.id,
      });
      expect(fromTheirTemplate.statusCode).toBe(404);
    }
    const [stored] = await ctx.database.db
      .select()
      .from(opportunities)
      .where(eq(opportunities.id, opportunity.id));
    expect(stored).toMatchObject({ title: opportunity.title, status: 'draft' });
    const theirs = await client.get('/api/opportunities?per_page=100');
    expect(theirs.json().data.map((row: { id: number }) => row.id)).not.toContain(opportunity.id);
  });
});

describe('without an active company', () => {
  it('answers 403 "Choose a company to continue." on every company endpoint', async () => {
    const candidate = await signedInClient(ctx, await createUser(ctx));
    const { opportunity } = await createTestOpportunity(ctx.database.db, company.id);
    const template = await newTemplate(company.id);
    const responses = [
      await candidate.get('/api/opportunities'),
      await candidate.get(`/api/opportunities/${opportunity.id}`),
      await candidate.get('/api/opportunity-templates'),
      await candidate.get(`/api/opportunity-templates/${template.id}`),
      ...(await Promise.all(
        Object.values(writes(candidate, opportunity.id, template.id)).map((run) => run()),
      )),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Choose a company to continue.');
    }
  });

  it('answers 401 when signed out', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/opportunities/search' });
    expect(response.statusCode).toBe(401);
  });
});
