// Enterprise templates (decision 101): the enterprise writes them and pushes them to groups or all
// locations; a location uses them read-only. Role matrix, another tenant, bad input.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { opportunities } from '#server/db/schema.ts';
import { appForThisFile } from '#server-test/file-app.ts';
import type { TestClient } from '#server-test/http-client.ts';
import {
  createTestCompany,
  createTestFranchise,
  inviteToEnterpriseAndAccept,
} from '#server-test/tenancy-factories.ts';

const ctx = await appForThisFile();

const templateBody = (name: string, targets: { push_all?: boolean; group_ids?: number[] }) => ({
  name,
  title: 'Shift Lead',
  description: '<p>Open and close the store.</p><script>alert(1)</script>',
  location: 'Denver, CO',
  employment_type: 'full_time',
  pay_min: 18,
  pay_max: 22,
  pay_period: 'hour',
  pipeline_steps: ['Applied', 'Trial shift', 'Hired'],
  ...targets,
});

/** A franchise: Downtown (the upgraded company, first group) and Riverside (second group). */
async function franchise(name = 'Downtown Bakery') {
  const { company, owner, enterprise, firstGroup, group } = await createTestFranchise(
    ctx,
    name,
    'Riverside Franchisee',
  );
  await owner.post('/api/enterprise-companies', { name: 'Riverside Bakery', group_ids: [group.id] });
  return { company, owner, enterprise, firstGroup, secondGroup: group };
}

async function create(client: TestClient, body: object) {
  const response = await client.post('/api/enterprise-templates', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const idsOf = (list: { data: { id: number }[] }) => list.data.map((item) => item.id).sort();

describe('/api/enterprise-templates', () => {
  it('pushes a template to a group: its locations use it read-only, others never see it', async () => {
    const { company, owner, enterprise, firstGroup, secondGroup } = await franchise();
    const pushed = await create(owner, templateBody('Shift lead', { group_ids: [firstGroup.id] }));
    expect(pushed).toMatchObject({
      name: 'Shift lead',
      description: '<p>Open and close the store.</p>',
      push_all: false,
      groups: [{ id: firstGroup.id, name: firstGroup.name }],
      pipeline_steps: ['Applied', 'Trial shift', 'Hired'],
      abilities: { update: true, delete: true },
    });
    const elsewhere = await create(owner, templateBody('Riverside only', { group_ids: [secondGroup.id] }));

    // Downtown (in the first group) sees the pushed one, marked as the enterprise's, not the other.
    const recruiter = company.members.Recruiter.client;
    const list = (await recruiter.get('/api/opportunity-templates')).json();
    expect(idsOf(list)).toEqual([pushed.id]);
    expect(list.data[0].enterprise).toEqual({ id: enterprise.id, name: enterprise.name });
    expect((await recruiter.get(`/api/opportunity-templates/${elsewhere.id}`)).statusCode).toBe(404);
    const teamList = (await company.members['Team Member'].client.get('/api/opportunity-templates')).json();
    expect(idsOf(teamList)).toEqual([pushed.id]);

    // It starts an opportunity, but the location cannot change or delete it.
    const opportunity = await recruiter.post('/api/opportunities', { template_id: pushed.id });
    expect(opportunity.statusCode, opportunity.body).toBe(201);
    expect(opportunity.json()).toMatchObject({ title: 'Shift Lead', template_id: pushed.id });
    const edit = await recruiter.put(`/api/opportunity-templates/${pushed.id}`, { name: 'Mine now' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toMatch(/only the enterprise can change it/);
    expect((await recruiter.delete(`/api/opportunity-templates/${pushed.id}`)).statusCode).toBe(403);
    const notUsable = await recruiter.post('/api/opportunities', { template_id: elsewhere.id });
    expect(notUsable.statusCode).toBe(404);

    // Pushed to all locations instead: Downtown sees that one too.
    const everywhere = await create(owner, templateBody('Everyone', { push_all: true, group_ids: [] }));
    expect(everywhere).toMatchObject({ push_all: true, groups: [] });
    expect(idsOf((await recruiter.get('/api/opportunity-templates')).json())).toEqual(
      [pushed.id, everywhere.id].sort(),
    );

    // Moving it to the second group takes it away from Downtown.
    const moved = await owner.put(`/api/enterprise-templates/${pushed.id}`, { group_ids: [secondGroup.id] });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().groups).toEqual([{ id: secondGroup.id, name: 'Riverside Franchisee' }]);
    expect((await recruiter.get(`/api/opportunity-templates/${pushed.id}`)).statusCode).toBe(404);

    // Deleting it leaves the opportunity made from it as it was.
    expect((await owner.delete(`/api/enterprise-templates/${pushed.id}`)).statusCode).toBe(204);
    expect((await owner.get(`/api/enterprise-templates/${pushed.id}`)).statusCode).toBe(404);
    const [kept] = await ctx.database.db
      .select({ title: opportunities.title, templateId: opportunities.templateId })
      .from(opportunities)
      .where(eq(opportunities.id, opportunity.json().id));
    expect(kept).toEqual({ title: 'Shift Lead', templateId: null });
  });

  it('role matrix: Owner everything; Admin within its groups; Viewer reads', async () => {
    const { owner, firstGroup, secondGroup } = await franchise('Matrix Bakery');
    const admin = (await inviteToEnterpriseAndAccept(ctx, owner, 'Enterprise Admin', [secondGroup.id]))
      .client;
    const viewer = (await inviteToEnterpriseAndAccept(ctx, owner, 'Enterprise Viewer', [secondGroup.id]))
      .client;
    const firstOnly = await create(owner, templateBody('First only', { group_ids: [firstGroup.id] }));
    const all = await create(owner, templateBody('All', { push_all: true }));
    const both = await create(owner, templateBody('Both', { group_ids: [firstGroup.id, secondGroup.id] }));

    // Reading: the Owner sees all; others what reaches their groups.
    const ownerList = (await owner.get('/api/enterprise-templates')).json();
    expect(idsOf(ownerList)).toEqual([firstOnly.id, all.id, both.id].sort());
    expect(ownerList.abilities).toEqual({ create: true, push_all: true });
    for (const client of [admin, viewer]) {
      expect(idsOf((await client.get('/api/enterprise-templates')).json())).toEqual([all.id, both.id].sort());
      expect((await client.get(`/api/enterprise-templates/${firstOnly.id}`)).statusCode).toBe(404);
    }
    const adminList = (await admin.get('/api/enterprise-templates')).json();
    expect(adminList.abilities).toEqual({ create: true, push_all: false });
    // An Admin may not change what also reaches groups it does not manage.
    expect(adminList.data.every((t: { abilities: { update: boolean } }) => !t.abilities.update)).toBe(true);
    expect((await admin.put(`/api/enterprise-templates/${all.id}`, { name: 'x' })).statusCode).toBe(403);
    expect((await admin.delete(`/api/enterprise-templates/${both.id}`)).statusCode).toBe(403);

    // An Admin writes within its own groups only.
    const adminOwn = await create(admin, templateBody('Riverside', { group_ids: [secondGroup.id] }));
    expect(adminOwn.abilities).toEqual({ update: true, delete: true });
    expect(
      (await admin.put(`/api/enterprise-templates/${adminOwn.id}`, { name: 'Riverside 2' })).json().name,
    ).toBe('Riverside 2');
    const toAll = await admin.post('/api/enterprise-templates', templateBody('x', { push_all: true }));
    expect(toAll.statusCode).toBe(403);
    const widen = await admin.put(`/api/enterprise-templates/${adminOwn.id}`, { push_all: true });
    expect(widen.statusCode).toBe(403);
    const foreignGroup = await admin.post(
      '/api/enterprise-templates',
      templateBody('x', { group_ids: [firstGroup.id] }),
    );
    expect(foreignGroup.statusCode).toBe(422);
    expect(foreignGroup.json().errors.group_ids).toBeDefined();
    expect((await admin.delete(`/api/enterprise-templates/${adminOwn.id}`)).statusCode).toBe(204);

    // A Viewer reads only.
    const viewerList = (await viewer.get('/api/enterprise-templates')).json();
    expect(viewerList.abilities).toEqual({ create: false, push_all: false });
    expect(
      (await viewer.post('/api/enterprise-templates', templateBody('x', { group_ids: [secondGroup.id] })))
        .statusCode,
    ).toBe(403);
    expect((await viewer.put(`/api/enterprise-templates/${both.id}`, { name: 'x' })).statusCode).toBe(403);
    expect((await viewer.delete(`/api/enterprise-templates/${both.id}`)).statusCode).toBe(403);
    expect((await viewer.get(`/api/enterprise-templates/${both.id}`)).json().abilities).toEqual({
      update: false,
      delete: false,
    });
  });

  it('another enterprise’s template is 404; without an active enterprise 403', async () => {
    const mine = await franchise('Mine Bakery');
    const theirs = await franchise('Their Bakery');
    const template = await create(theirs.owner, templateBody('Theirs', { push_all: true }));
    for (const response of [
      await mine.owner.get(`/api/enterprise-templates/${template.id}`),
      await mine.owner.put(`/api/enterprise-templates/${template.id}`, { name: 'x' }),
      await mine.owner.delete(`/api/enterprise-templates/${template.id}`),
    ])
      expect(response.statusCode).toBe(404);
    expect(idsOf((await mine.owner.get('/api/enterprise-templates')).json())).toEqual([]);
    // Another enterprise's groups are unknown groups.
    const foreign = await mine.owner.post(
      '/api/enterprise-templates',
      templateBody('x', { group_ids: [theirs.firstGroup.id] }),
    );
    expect(foreign.statusCode).toBe(422);
    // A location of another enterprise, and a standalone company, cannot use it.
    const recruiter = mine.company.members.Recruiter.client;
    expect((await recruiter.get(`/api/opportunity-templates/${template.id}`)).statusCode).toBe(404);
    const standalone = await createTestCompany(ctx, 'Standalone Cafe');
    const lone = standalone.members.Recruiter.client;
    expect((await lone.post('/api/opportunities', { template_id: template.id })).statusCode).toBe(404);
    expect((await lone.get('/api/enterprise-templates')).statusCode).toBe(403);
  });

  it('refuses bad input with field errors, never a 500', async () => {
    const { owner, firstGroup } = await franchise('Input Bakery');
    const cases: [object, string][] = [
      [{ ...templateBody('x', { group_ids: [firstGroup.id] }), name: '' }, 'name'],
      [templateBody('x', {}), 'group_ids'],
      [templateBody('x', { push_all: false, group_ids: [] }), 'group_ids'],
      [templateBody('x', { group_ids: [9_007_199_254_740_991] }), 'group_ids'],
      [templateBody('x', { group_ids: [1e300] }), 'group_ids.0'],
      [templateBody('x', { group_ids: ['one'] as unknown as number[] }), 'group_ids.0'],
      [templateBody('x', { group_ids: Array.from({ length: 201 }, (_, i) => i + 1) }), 'group_ids'],
      [{ ...templateBody('x', { group_ids: [firstGroup.id] }), name: 'a\u0000b' }, 'name'],
      [{ ...templateBody('x', { group_ids: [firstGroup.id] }), pay_min: 30, pay_max: 20 }, 'pay_max'],
      [{ ...templateBody('x', { push_all: true }), push_all: 'yes' }, 'push_all'],
    ];
    for (const [body, field] of cases) {
      const response = await owner.post('/api/enterprise-templates', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(Object.keys(response.json().errors), field).toContain(field);
    }
    const template = await create(owner, templateBody('Ok', { group_ids: [firstGroup.id] }));
    const emptied = await owner.put(`/api/enterprise-templates/${template.id}`, { group_ids: [] });
    expect(emptied.statusCode).toBe(422);
    const unpushed = await owner.put(`/api/enterprise-templates/${template.id}`, { push_all: false });
    expect(unpushed.statusCode).toBe(200);
    for (const id of ['0', '-1', 'abc', '%00', '99999999999999999999'])
      expect((await owner.get(`/api/enterprise-templates/${id}`)).statusCode, id).toBe(422);
  });
});
