import { describe, expect, it } from 'vitest';
import { createUser, latestMessageTo, signedInClient, uniqueEmail } from '#server-test/factories.ts';
import { appForThisFile } from '#server-test/file-app.ts';
import type { TestClient } from '#server-test/http-client.ts';
import { createTestCompany, inviteToEnterpriseAndAccept } from '#server-test/tenancy-factories.ts';

const ctx = await appForThisFile();

/** A franchise made from a company, with a second franchisee group holding a second location. */
async function createFranchise() {
  const company = await createTestCompany(ctx, 'Downtown Bakery');
  const owner = company.members['Company Admin'];
  const upgraded = await owner.client.post(`/api/enterprises/upgrade/${company.id}`, {
    name: 'Bakery Group',
    type: 'franchise',
  });
  expect(upgraded.statusCode).toBe(201);
  const firstGroup = (await owner.client.get('/api/enterprise-groups')).json().data[0];
  const secondGroup = (
    await owner.client.post('/api/enterprise-groups', { name: 'Riverside Franchisee' })
  ).json();
  const secondLocation = (
    await owner.client.post('/api/enterprise-companies', {
      name: 'Riverside Bakery',
      group_ids: [secondGroup.id],
    })
  ).json();
  return { company, owner, enterprise: upgraded.json(), firstGroup, secondGroup, secondLocation };
}

const inviteAndAccept = (inviter: TestClient, role: string, groupIds: number[]) =>
  inviteToEnterpriseAndAccept(ctx, inviter, role, groupIds);

describe('upgrading a company to an enterprise', () => {
  it('makes the company the first location and the caller Enterprise Owner, with the enterprise active', async () => {
    const { owner, enterprise, company, firstGroup } = await createFranchise();
    expect(enterprise).toMatchObject({ name: 'Bakery Group', type: 'franchise', role: 'Enterprise Owner' });
    const self = (await owner.client.get('/api/users/self')).json();
    expect(self.active_enterprise.id).toBe(enterprise.id);
    expect(self.active_company).toBeNull();
    expect(self.companies.find((c: { id: number }) => c.id === company.id).enterprise).toEqual({
      id: enterprise.id,
      type: 'franchise',
    });
    expect(firstGroup).toMatchObject({ name: 'Downtown Bakery', company_count: 1 });
  });

  it('is for Company Admins only and only once', async () => {
    const company = await createTestCompany(ctx);
    const manager = await company.members.Manager.client.post(`/api/enterprises/upgrade/${company.id}`, {
      name: 'X',
      type: 'franchise',
    });
    expect(manager.statusCode).toBe(403);
    const admin = company.members['Company Admin'].client;
    expect(
      (await admin.post(`/api/enterprises/upgrade/${company.id}`, { name: 'X', type: 'franchise' }))
        .statusCode,
    ).toBe(201);
    const again = await admin.post(`/api/enterprises/upgrade/${company.id}`, {
      name: 'Y',
      type: 'franchise',
    });
    expect(again.statusCode).toBe(422);
    const bad = await admin.post(`/api/enterprises/upgrade/${company.id}`, { name: '', type: 'cooperative' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['name', 'type']);
  });

  it('answers 404 for a company the caller does not belong to', async () => {
    const theirs = await createTestCompany(ctx);
    const outsider = await signedInClient(ctx, await createUser(ctx));
    expect(
      (await outsider.post(`/api/enterprises/upgrade/${theirs.id}`, { name: 'Z', type: 'corporate_chain' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('group scopes', () => {
  it('an Enterprise Viewer limited to one group sees only that group and its location', async () => {
    const { owner, secondGroup, secondLocation, firstGroup } = await createFranchise();
    const viewer = await inviteAndAccept(owner.client, 'Enterprise Viewer', [secondGroup.id]);

    const groups = (await viewer.client.get('/api/enterprise-groups')).json();
    expect(groups.data.map((g: { id: number }) => g.id)).toEqual([secondGroup.id]);
    expect(groups.data[0].abilities.update).toBe(false);
    const locations = (await viewer.client.get('/api/enterprise-companies')).json();
    expect(locations.data.map((c: { id: number }) => c.id)).toEqual([secondLocation.id]);
    expect((await viewer.client.get(`/api/enterprise-groups/${firstGroup.id}`)).statusCode).toBe(404);

    // Viewers look; they do not change.
    expect(
      (await viewer.client.put(`/api/enterprise-groups/${secondGroup.id}`, { name: 'Renamed' })).statusCode,
    ).toBe(403);
    expect((await viewer.client.post('/api/enterprise-groups', { name: 'Mine' })).statusCode).toBe(403);
    expect(
      (await viewer.client.post('/api/enterprise-companies', { name: 'New', group_ids: [secondGroup.id] }))
        .statusCode,
    ).toBe(403);

    // Opening the location works read-only (as a Team Member); the other location is out of reach.
    expect((await viewer.client.put(`/api/companies/set/${secondLocation.id}`)).json()).toEqual({
      success: true,
    });
    expect((await viewer.client.get('/api/users/self')).json().active_company).toMatchObject({
      id: secondLocation.id,
      role: 'Team Member',
    });
    expect((await viewer.client.get('/api/team-members')).statusCode).toBe(403);
  });

  it('an Enterprise Admin manages only assigned groups and cannot grant more than it has', async () => {
    const { owner, firstGroup, secondGroup, secondLocation, company } = await createFranchise();
    const admin = await inviteAndAccept(owner.client, 'Enterprise Admin', [secondGroup.id]);

    expect(
      (await admin.client.put(`/api/enterprise-groups/${secondGroup.id}`, { name: 'Riverside East' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await admin.client.put(`/api/enterprise-groups/${firstGroup.id}`, { name: 'Mine now' })).statusCode,
    ).toBe(404);
    const created = await admin.client.post('/api/enterprise-companies', {
      name: 'Riverside Two',
      group_ids: [secondGroup.id],
    });
    expect(created.statusCode).toBe(201);
    expect(
      (
        await admin.client.post('/api/enterprise-companies', {
          name: 'Elsewhere',
          group_ids: [firstGroup.id],
        })
      ).statusCode,
    ).toBe(404);

    const owner2 = await admin.client.post('/api/enterprise-invitations', {
      email: uniqueEmail(),
      role: 'Enterprise Owner',
    });
    expect(owner2.statusCode).toBe(403);
    const outside = await admin.client.post('/api/enterprise-invitations', {
      email: uniqueEmail(),
      role: 'Enterprise Viewer',
      group_ids: [firstGroup.id],
    });
    expect(outside.statusCode).toBe(403);

    // Acts as Company Admin of the locations in its groups, not of the others.
    expect((await admin.client.put(`/api/companies/set/${secondLocation.id}`)).statusCode).toBe(200);
    expect((await admin.client.get('/api/users/self')).json().active_company.role).toBe('Company Admin');
    expect((await admin.client.get('/api/team-members')).statusCode).toBe(200);
    expect((await admin.client.put(`/api/companies/set/${company.id}`)).statusCode).toBe(403);
  });

  it('invitations to admin or viewer need at least one group', async () => {
    const { owner } = await createFranchise();
    const response = await owner.client.post('/api/enterprise-invitations', {
      email: uniqueEmail(),
      role: 'Enterprise Viewer',
      group_ids: [],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.group_ids).toEqual(['Choose at least one group for this role.']);
  });
});

describe('revoking an enterprise invitation', () => {
  it('the Owner revokes one; the link then stops working', async () => {
    const { owner, secondGroup } = await createFranchise();
    const email = uniqueEmail('revoked');
    const invited = await owner.client.post('/api/enterprise-invitations', {
      email,
      role: 'Enterprise Viewer',
      group_ids: [secondGroup.id],
    });
    const revoked = await owner.client.delete(`/api/enterprise-invitations/${invited.json().id}`);
    expect(revoked.statusCode).toBe(204);
    const listed = (await owner.client.get('/api/enterprise-invitations')).json().data;
    expect(listed.find((i: { id: number }) => i.id === invited.json().id)).toBeUndefined();
    const token = (await latestMessageTo(ctx, email))!.text.match(/\/enterprise-invitations\/([\w-]+)/)![1];
    const invitee = await signedInClient(ctx, await createUser(ctx, { email }));
    expect((await invitee.post(`/api/invitations/token/${token}/accept`)).statusCode).toBe(422);
  });

  it('revoking follows the roles one may grant, within one’s groups; another enterprise gets 404', async () => {
    const { owner, firstGroup, secondGroup } = await createFranchise();
    const admin = await inviteAndAccept(owner.client, 'Enterprise Admin', [secondGroup.id]);
    const viewer = await inviteAndAccept(owner.client, 'Enterprise Viewer', [secondGroup.id]);
    const invite = async (role: string, groupIds: number[]) =>
      (
        await owner.client.post('/api/enterprise-invitations', {
          email: uniqueEmail(),
          role,
          group_ids: groupIds,
        })
      ).json().id as number;

    // A Viewer may grant (and so revoke) Viewer access only, never Admin access.
    const inOwnGroup = await invite('Enterprise Admin', [secondGroup.id]);
    expect((await viewer.client.delete(`/api/enterprise-invitations/${inOwnGroup}`)).statusCode).toBe(403);
    // Another group's invitation is not the Admin's to see.
    const elsewhere = await invite('Enterprise Viewer', [firstGroup.id]);
    expect((await admin.client.delete(`/api/enterprise-invitations/${elsewhere}`)).statusCode).toBe(404);
    // An owner invitation (no groups: it sees it) is above what the Admin may grant.
    const ownerInvite = await invite('Enterprise Owner', []);
    expect((await admin.client.delete(`/api/enterprise-invitations/${ownerInvite}`)).statusCode).toBe(403);
    expect((await admin.client.delete(`/api/enterprise-invitations/${inOwnGroup}`)).statusCode).toBe(204);

    const rival = await createFranchise();
    const theirs = await invite('Enterprise Viewer', [secondGroup.id]);
    expect((await rival.owner.client.delete(`/api/enterprise-invitations/${theirs}`)).statusCode).toBe(404);
    expect((await owner.client.delete('/api/enterprise-invitations/999999999')).statusCode).toBe(404);
    // Still pending after every refusal.
    const listed = (await owner.client.get('/api/enterprise-invitations')).json().data;
    expect(listed.find((i: { id: number }) => i.id === theirs)).toMatchObject({ status: 'pending' });
  });
});

describe('access manager', () => {
  it('changes role and groups, and keeps at least one owner', async () => {
    const { owner, firstGroup, secondGroup } = await createFranchise();
    const viewer = await inviteAndAccept(owner.client, 'Enterprise Viewer', [secondGroup.id]);

    const members = (await owner.client.get('/api/enterprise-users')).json().data;
    expect(members.map((m: { role: string }) => m.role).sort()).toEqual([
      'Enterprise Owner',
      'Enterprise Viewer',
    ]);

    const promoted = await owner.client.put(`/api/enterprise-users/${viewer.user.id}`, {
      role: 'Enterprise Admin',
      group_ids: [firstGroup.id, secondGroup.id],
    });
    expect(promoted.statusCode).toBe(200);
    expect((await viewer.client.get('/api/enterprise-groups')).json().data).toHaveLength(2);

    const ownerId = (await owner.client.get('/api/users/self')).json().id;
    const demoteSelf = await owner.client.put(`/api/enterprise-users/${ownerId}`, {
      role: 'Enterprise Viewer',
      group_ids: [firstGroup.id],
    });
    expect(demoteSelf.statusCode).toBe(422);
    expect(demoteSelf.json().errors.role).toEqual(['An enterprise must keep at least one Enterprise Owner.']);

    expect((await owner.client.delete(`/api/enterprise-users/${viewer.user.id}`)).statusCode).toBe(204);
    expect((await viewer.client.get('/api/enterprise-groups')).statusCode).toBe(403);
  });

  it('another enterprise sees none of it', async () => {
    const first = await createFranchise();
    const second = await createFranchise();
    const intruder = second.owner.client;
    expect((await intruder.get(`/api/enterprise-groups/${first.firstGroup.id}`)).statusCode).toBe(404);
    expect((await intruder.get(`/api/enterprise-companies/${first.secondLocation.id}`)).statusCode).toBe(404);
    const firstOwnerId = (await first.owner.client.get('/api/users/self')).json().id;
    expect(
      (
        await intruder.put(`/api/enterprise-users/${firstOwnerId}`, {
          role: 'Enterprise Viewer',
          group_ids: [second.firstGroup.id],
        })
      ).statusCode,
    ).toBe(404);
    expect((await intruder.put(`/api/enterprises/set/${first.enterprise.id}`)).statusCode).toBe(403);
  });

  it('profile: Owner and Admin edit the name; settings (the type): Owner only', async () => {
    const { owner, secondGroup } = await createFranchise();
    const admin = await inviteAndAccept(owner.client, 'Enterprise Admin', [secondGroup.id]);
    const viewer = await inviteAndAccept(owner.client, 'Enterprise Viewer', [secondGroup.id]);
    expect((await admin.client.put('/api/enterprises/current', { name: 'Bakery Partners' })).statusCode).toBe(
      200,
    );
    expect((await viewer.client.put('/api/enterprises/current', { name: 'Nope' })).statusCode).toBe(403);
    expect((await owner.client.get('/api/enterprises/current')).json()).toMatchObject({
      name: 'Bakery Partners',
      abilities: { settings: true, create_group: true },
    });
    expect(
      (await admin.client.put('/api/enterprises/current/settings', { type: 'corporate_chain' })).statusCode,
    ).toBe(403);
    expect(
      (await owner.client.put('/api/enterprises/current/settings', { type: 'corporate_chain' })).statusCode,
    ).toBe(200);
    expect((await viewer.client.get('/api/users/self')).json().active_enterprise.type).toBe(
      'corporate_chain',
    );
    const invalid = await owner.client.put('/api/enterprises/current/settings', { type: 'guild' });
    expect(invalid.statusCode).toBe(422);
  });

  it('enterprise endpoints need an active enterprise', async () => {
    const company = await createTestCompany(ctx);
    const response = await company.members['Company Admin'].client.get('/api/enterprise-groups');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Choose an enterprise to continue.');
  });
});
