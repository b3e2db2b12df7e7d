// Every company role against every team action, and a second tenant that sees and changes nothing.
import { assignableCompanyRoles, COMPANY_ROLES, type CompanyRole } from '@hireloop/shared/roles';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '#server-test/factories.ts';
import { appForThisFile } from '#server-test/file-app.ts';
import { addMember, createTestCompany } from '#server-test/tenancy-factories.ts';
import { OWN_ROLE_MESSAGE, REMOVE_SELF_MESSAGE } from './team.service.ts';

const ctx = await appForThisFile();

const mayViewTeam = (role: CompanyRole) => role !== 'Team Member';
const mayAssign = (actor: CompanyRole, role: CompanyRole) =>
  mayViewTeam(actor) && assignableCompanyRoles(actor).includes(role);

describe.each(COMPANY_ROLES)('as %s', (actorRole) => {
  it(`${mayViewTeam(actorRole) ? 'lists' : 'may not list'} team members and invitations`, async () => {
    const company = await createTestCompany(ctx);
    const { client } = company.members[actorRole];
    const members = await client.get('/api/team-members');
    const invitations = await client.get('/api/invitations');
    if (mayViewTeam(actorRole)) {
      expect(members.statusCode).toBe(200);
      expect(
        members
          .json()
          .data.map((m: { role: string }) => m.role)
          .sort(),
      ).toEqual([...COMPANY_ROLES].sort());
      expect(members.json().meta).toMatchObject({ total: 4, current_page: 1 });
      expect(invitations.statusCode).toBe(200);
    } else {
      expect(members.statusCode).toBe(403);
      expect(invitations.statusCode).toBe(403);
    }
  });

  it.each(COMPANY_ROLES)(`invites as %s only when allowed`, async (role) => {
    const company = await createTestCompany(ctx);
    const response = await company.members[actorRole].client.post('/api/invitations', {
      email: uniqueEmail('invitee'),
      role,
    });
    expect(response.statusCode).toBe(mayAssign(actorRole, role) ? 201 : 403);
  });

  it.each(COMPANY_ROLES)('changes a %s’s role only when it may assign both roles', async (targetRole) => {
    const company = await createTestCompany(ctx);
    const target = await addMember(ctx, company.id, targetRole);
    for (const newRole of COMPANY_ROLES) {
      if (newRole === targetRole) continue;
      const response = await company.members[actorRole].client.put(`/api/team-members/${target.user.id}`, {
        role: newRole,
      });
      const allowed = mayAssign(actorRole, targetRole) && mayAssign(actorRole, newRole);
      expect(response.statusCode, `${targetRole} → ${newRole}`).toBe(allowed ? 200 : 403);
      if (allowed) {
        // Put the target back for the next case.
        await company.members['Company Admin'].client.put(`/api/team-members/${target.user.id}`, {
          role: targetRole,
        });
      }
    }
  });

  it.each(COMPANY_ROLES)(
    'revokes and resends an invitation as %s only when it may assign that role',
    async (role) => {
      const company = await createTestCompany(ctx);
      const invite = () =>
        company.members['Company Admin'].client.post('/api/invitations', {
          email: uniqueEmail('invitee'),
          role,
        });
      const allowed = mayAssign(actorRole, role);
      const client = company.members[actorRole].client;

      const toResend = (await invite()).json();
      const resent = await client.post(`/api/invitations/${toResend.id}/resend`);
      expect(resent.statusCode, 'resend').toBe(allowed ? 200 : 403);
      if (allowed) expect(resent.json()).toMatchObject({ id: toResend.id, status: 'pending' });

      const toRevoke = (await invite()).json();
      const revoked = await client.delete(`/api/invitations/${toRevoke.id}`);
      expect(revoked.statusCode, 'revoke').toBe(allowed ? 204 : 403);
      // The list shows open invitations: a revoked one leaves it, a refused revoke changes nothing.
      const listed = (await company.members['Company Admin'].client.get('/api/invitations')).json().data;
      const stillThere = listed.find((i: { id: number }) => i.id === toRevoke.id);
      if (allowed) expect(stillThere).toBeUndefined();
      else expect(stillThere).toMatchObject({ status: 'pending' });
    },
  );

  it(`${mayViewTeam(actorRole) ? 'is refused (422)' : 'may not (403)'} changing its own role or removing itself`, async () => {
    const company = await createTestCompany(ctx);
    const { client, user } = company.members[actorRole];
    for (const role of COMPANY_ROLES) {
      if (role === actorRole) continue;
      const change = await client.put(`/api/team-members/${user.id}`, { role });
      expect(change.statusCode, `→ ${role}`).toBe(
        mayViewTeam(actorRole) ? (mayAssign(actorRole, role) ? 422 : 403) : 403,
      );
      if (change.statusCode === 422) expect(change.json().errors).toEqual({ role: [OWN_ROLE_MESSAGE] });
    }
    const remove = await client.delete(`/api/team-members/${user.id}`);
    expect(remove.statusCode).toBe(mayViewTeam(actorRole) ? 422 : 403);
    const members = (await company.members['Company Admin'].client.get('/api/team-members')).json().data;
    expect(members.find((m: { user_id: number }) => m.user_id === user.id).role).toBe(actorRole);
  });

  it.each(COMPANY_ROLES)('removes a %s only when it may assign that role', async (targetRole) => {
    const company = await createTestCompany(ctx);
    const target = await addMember(ctx, company.id, targetRole);
    const response = await company.members[actorRole].client.delete(`/api/team-members/${target.user.id}`);
    expect(response.statusCode).toBe(mayAssign(actorRole, targetRole) ? 204 : 403);
  });
});

describe('keeping a Company Admin', () => {
  it('refuses to demote or remove the last Company Admin, and nobody demotes or removes themselves', async () => {
    const company = await createTestCompany(ctx);
    const admin = company.members['Company Admin'];
    const demote = await admin.client.put(`/api/team-members/${admin.user.id}`, { role: 'Manager' });
    expect(demote.statusCode).toBe(422);
    expect(demote.json().errors).toEqual({ role: [OWN_ROLE_MESSAGE] });
    const removeSelf = await admin.client.delete(`/api/team-members/${admin.user.id}`);
    expect(removeSelf.statusCode).toBe(422);
    expect(removeSelf.json().message).toBe(REMOVE_SELF_MESSAGE);

    // With a second admin, the first still cannot demote themselves; the other admin can.
    const second = await addMember(ctx, company.id, 'Company Admin');
    expect(
      (await admin.client.put(`/api/team-members/${admin.user.id}`, { role: 'Manager' })).statusCode,
    ).toBe(422);
    expect(
      (await second.client.put(`/api/team-members/${admin.user.id}`, { role: 'Manager' })).statusCode,
    ).toBe(200);
    // Now `second` is the last admin: nobody may demote or remove them.
    const managerDemotes = await admin.client.put(`/api/team-members/${second.user.id}`, {
      role: 'Manager',
    });
    expect(managerDemotes.statusCode).toBe(403);
    expect((await second.client.delete(`/api/team-members/${second.user.id}`)).statusCode).toBe(422);
    expect((await second.client.delete(`/api/team-members/${admin.user.id}`)).statusCode).toBe(204);
  });

  it('lists the own row and the last Company Admin without a role change or removal', async () => {
    const company = await createTestCompany(ctx);
    const admin = company.members['Company Admin'];
    type Row = { user_id: number; abilities: { change_role: boolean; remove: boolean } };
    const rowOf = async (client: typeof admin.client, userId: number) =>
      ((await client.get('/api/team-members')).json().data as Row[]).find((m) => m.user_id === userId);
    expect((await rowOf(admin.client, admin.user.id))?.abilities).toMatchObject({
      change_role: false,
      remove: false,
    });
    expect((await rowOf(admin.client, company.members.Manager.user.id))?.abilities).toMatchObject({
      change_role: true,
      remove: true,
      view_activity: true,
    });
    // The activity report is the Company Admin's only (SPEC.md §6).
    const managerView = await rowOf(company.members.Manager.client, company.members.Recruiter.user.id);
    expect(managerView?.abilities).toMatchObject({ view_activity: false });
    const second = await addMember(ctx, company.id, 'Company Admin');
    // Two admins: each may change the other, never themselves.
    expect((await rowOf(second.client, admin.user.id))?.abilities.change_role).toBe(true);
    expect((await rowOf(second.client, second.user.id))?.abilities.change_role).toBe(false);
  });

  it('clears the active company of a removed member', async () => {
    const company = await createTestCompany(ctx);
    const recruiter = company.members.Recruiter;
    await company.members['Company Admin'].client.delete(`/api/team-members/${recruiter.user.id}`);
    const self = (await recruiter.client.get('/api/users/self')).json();
    expect(self.active_company).toBeNull();
    expect(self.companies).toEqual([]);
    expect((await recruiter.client.put(`/api/companies/set/${company.id}`)).statusCode).toBe(403);
  });
});

describe('another tenant', () => {
  it('cannot see or touch members or invitations of a company it does not belong to', async () => {
    const mine = await createTestCompany(ctx, 'Mine');
    const theirs = await createTestCompany(ctx, 'Theirs');
    const intruder = mine.members['Company Admin'].client;
    const victim = theirs.members.Recruiter.user;
    const invitation = (
      await theirs.members['Company Admin'].client.post('/api/invitations', {
        email: uniqueEmail(),
        role: 'Recruiter',
      })
    ).json();

    expect((await intruder.put(`/api/team-members/${victim.id}`, { role: 'Team Member' })).statusCode).toBe(
      404,
    );
    expect((await intruder.delete(`/api/team-members/${victim.id}`)).statusCode).toBe(404);
    expect((await intruder.delete(`/api/invitations/${invitation.id}`)).statusCode).toBe(404);
    expect((await intruder.post(`/api/invitations/${invitation.id}/resend`)).statusCode).toBe(404);

    const listed = (await intruder.get('/api/team-members'))
      .json()
      .data.map((m: { user_id: number }) => m.user_id);
    expect(listed).not.toContain(victim.id);
    const theirMembers = (await theirs.members['Company Admin'].client.get('/api/team-members')).json();
    expect(theirMembers.data.find((m: { user_id: number }) => m.user_id === victim.id).role).toBe(
      'Recruiter',
    );
  });

  it('answers 403 to company endpoints without an active company', async () => {
    const company = await createTestCompany(ctx);
    const { client } = company.members.Manager;
    await client.put('/api/companies/set/0');
    const response = await client.get('/api/team-members');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Choose a company to continue.');
  });
});

describe('finding a member by email (the invite form asks before inviting)', () => {
  it('answers the member using the address, whatever its case, and nobody of another company', async () => {
    const mine = await createTestCompany(ctx, 'Mine');
    const theirs = await createTestCompany(ctx, 'Theirs');
    const { client } = mine.members.Recruiter;
    const colleague = mine.members.Manager.user;

    const found = await client.get(
      `/api/team-members?email=${encodeURIComponent(colleague.email.toUpperCase())}`,
    );
    expect(found.statusCode).toBe(200);
    expect(found.json().data.map((m: { user_id: number; role: string }) => [m.user_id, m.role])).toEqual([
      [colleague.id, 'Manager'],
    ]);
    expect(found.json().meta).toMatchObject({ total: 1 });

    const outsider = theirs.members.Manager.user;
    const notMine = await client.get(`/api/team-members?email=${encodeURIComponent(outsider.email)}`);
    expect(notMine.json()).toMatchObject({ data: [], meta: { total: 0 } });

    const malformed = await client.get('/api/team-members?email=not-an-email');
    expect(malformed.statusCode).toBe(422);
    expect(Object.keys(malformed.json().errors)).toEqual(['email']);
  });

  it('is refused to a Team Member like the list itself', async () => {
    const company = await createTestCompany(ctx);
    const { client } = company.members['Team Member'];
    const response = await client.get(
      `/api/team-members?email=${encodeURIComponent(company.members.Manager.user.email)}`,
    );
    expect(response.statusCode).toBe(403);
  });
});
