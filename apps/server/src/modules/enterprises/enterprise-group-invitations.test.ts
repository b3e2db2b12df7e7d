// Group invitations (decision 103): inviting a person into one enterprise group, and the link
// GET /api/enterprise-group-invitations/{token} (no login) with accepting it.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enterpriseMemberships, invitations } from '#server/db/schema.ts';
import {
  createUser,
  latestMessageTo,
  signedInClient,
  uniqueEmail,
  uniqueIp,
} from '#server-test/factories.ts';
import { appForThisFile } from '#server-test/file-app.ts';
import { TestClient } from '#server-test/http-client.ts';
import {
  createTestCompany,
  createTestFranchise,
  inviteToEnterpriseAndAccept,
} from '#server-test/tenancy-factories.ts';

const ctx = await appForThisFile();
/** Anyone holding the link: no session, an address of its own (lookups are rate-limited per IP). */
const visitor = () => new TestClient(ctx.app, uniqueIp());

async function invite(client: TestClient, groupId: number, email: string, role = 'Enterprise Viewer') {
  const invited = await client.post(`/api/enterprise-groups/${groupId}/invitations`, { email, role });
  expect(invited.statusCode, invited.body).toBe(201);
  const mail = await latestMessageTo(ctx, email);
  const token = mail!.text.match(/\/enterprise-group-invitations\/([\w-]+)/)![1]!;
  return { id: invited.json().id as number, token, mail: mail! };
}

async function groupIdsOf(client: TestClient) {
  return (await client.get('/api/enterprise-groups')).json().data.map((g: { id: number }) => g.id);
}

describe('inviting into an enterprise group', () => {
  it('mails a link to the group page; the invitee reads it signed out and accepts signed in', async () => {
    const { owner, enterprise, group } = await createTestFranchise(ctx);
    const invitee = await createUser(ctx, { email: uniqueEmail('group') });
    const { id, token, mail } = await invite(owner, group.id, invitee.email);
    expect(mail.subject).toMatch(
      /invited you to join the Northside Franchisee group of Harbour Bakery Group/,
    );

    const open = (await owner.get(`/api/enterprise-groups/${group.id}/invitations`)).json();
    expect(open.data).toEqual([expect.objectContaining({ id, email: invitee.email, status: 'pending' })]);
    expect(open.meta.total).toBe(1);

    const details = await visitor().get(`/api/enterprise-group-invitations/${token}`);
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({
      email: invitee.email,
      role: 'Enterprise Viewer',
      status: 'pending',
      enterprise: { id: enterprise.id, name: 'Harbour Bakery Group', type: 'franchise', avatar: null },
      group: { id: group.id, name: 'Northside Franchisee' },
      invited_by: { first_name: expect.any(String), last_name: expect.any(String) },
    });
    // Not an enterprise invitation's door.
    expect((await visitor().get(`/api/enterprise-invitations/${token}`)).statusCode).toBe(404);

    expect((await visitor().post(`/api/enterprise-group-invitations/${token}/accept`)).statusCode).toBe(401);
    const client = await signedInClient(ctx, invitee);
    const accepted = await client.post(`/api/enterprise-group-invitations/${token}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ success: true, enterprise_id: enterprise.id });
    expect((await client.get('/api/users/self')).json().active_enterprise.id).toBe(enterprise.id);
    expect(await groupIdsOf(client)).toEqual([group.id]);

    expect((await visitor().get(`/api/enterprise-group-invitations/${token}`)).json().status).toBe(
      'accepted',
    );
    expect((await owner.get(`/api/enterprise-groups/${group.id}/invitations`)).json().data).toEqual([]);
    const again = await client.post(`/api/enterprise-group-invitations/${token}/accept`);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.token).toEqual(['This invitation was already accepted.']);
  });

  it('a member keeps their groups, gains this one, and their role never falls', async () => {
    const { owner, firstGroup, group } = await createTestFranchise(ctx, 'Keep Bakery');
    const member = await inviteToEnterpriseAndAccept(ctx, owner, 'Enterprise Admin', [firstGroup.id]);
    const { token } = await invite(owner, group.id, member.user.email, 'Enterprise Viewer');
    const accepted = await member.client.post(`/api/enterprise-group-invitations/${token}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await groupIdsOf(member.client)).sort()).toEqual([firstGroup.id, group.id].sort());
    const [row] = await ctx.database.db
      .select({ role: enterpriseMemberships.role })
      .from(enterpriseMemberships)
      .where(eq(enterpriseMemberships.userId, member.user.id));
    expect(row!.role).toBe('Enterprise Admin');

    // Already in the group, or an Owner (who sees every group): nothing to invite to.
    const inGroup = await owner.post(`/api/enterprise-groups/${group.id}/invitations`, {
      email: member.user.email,
      role: 'Enterprise Viewer',
    });
    expect(inGroup.statusCode).toBe(422);
    const self = (await owner.get('/api/users/self')).json();
    const ownerAgain = await owner.post(`/api/enterprise-groups/${group.id}/invitations`, {
      email: self.email,
      role: 'Enterprise Admin',
    });
    expect(ownerAgain.statusCode).toBe(422);
    expect(ownerAgain.json().errors.email).toEqual(['This person already has access to this group.']);
  });

  it('role matrix: Owner and the group’s Admin invite; a Viewer may not; another enterprise gets 404', async () => {
    const { owner, firstGroup, group } = await createTestFranchise(ctx, 'Matrix Bakery');
    const admin = (await inviteToEnterpriseAndAccept(ctx, owner, 'Enterprise Admin', [group.id])).client;
    const viewer = (await inviteToEnterpriseAndAccept(ctx, owner, 'Enterprise Viewer', [group.id])).client;
    const body = (role: string) => ({ email: uniqueEmail('matrix'), role });

    expect(
      (await owner.post(`/api/enterprise-groups/${group.id}/invitations`, body('Enterprise Admin')))
        .statusCode,
    ).toBe(201);
    expect(
      (await admin.post(`/api/enterprise-groups/${group.id}/invitations`, body('Enterprise Admin')))
        .statusCode,
    ).toBe(201);
    expect(
      (await admin.post(`/api/enterprise-groups/${group.id}/invitations`, body('Enterprise Viewer')))
        .statusCode,
    ).toBe(201);
    // The Admin does not see the first group: it does not exist for them.
    expect(
      (await admin.post(`/api/enterprise-groups/${firstGroup.id}/invitations`, body('Enterprise Viewer')))
        .statusCode,
    ).toBe(404);
    expect((await admin.get(`/api/enterprise-groups/${firstGroup.id}/invitations`)).statusCode).toBe(404);
    expect(
      (await viewer.post(`/api/enterprise-groups/${group.id}/invitations`, body('Enterprise Viewer')))
        .statusCode,
    ).toBe(403);
    expect((await viewer.get(`/api/enterprise-groups/${group.id}/invitations`)).json().meta.total).toBe(3);

    const other = await createTestFranchise(ctx, 'Other Bakery');
    expect(
      (await other.owner.post(`/api/enterprise-groups/${group.id}/invitations`, body('Enterprise Viewer')))
        .statusCode,
    ).toBe(404);
    expect((await other.owner.get(`/api/enterprise-groups/${group.id}/invitations`)).statusCode).toBe(404);
    const standalone = (await createTestCompany(ctx, 'Standalone')).members['Company Admin'].client;
    expect(
      (await standalone.post(`/api/enterprise-groups/${group.id}/invitations`, body('Enterprise Viewer')))
        .statusCode,
    ).toBe(403);
  });

  it('refuses bad input with field errors', async () => {
    const { owner, group } = await createTestFranchise(ctx, 'Input Bakery');
    const cases: [object, string][] = [
      [{ email: 'not-an-email', role: 'Enterprise Viewer' }, 'email'],
      [{ email: `a\u0000b@example.com`, role: 'Enterprise Viewer' }, 'email'],
      [{ email: uniqueEmail('x'), role: 'Enterprise Owner' }, 'role'],
      [{ email: uniqueEmail('x') }, 'role'],
      [{ email: `${'a'.repeat(300)}@example.com`, role: 'Enterprise Viewer' }, 'email'],
    ];
    for (const [body, field] of cases) {
      const response = await owner.post(`/api/enterprise-groups/${group.id}/invitations`, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 60)).toBe(422);
      expect(Object.keys(response.json().errors)).toContain(field);
    }
    for (const id of ['0', 'abc', '%00'])
      expect((await owner.post(`/api/enterprise-groups/${id}/invitations`, cases[0]![0])).statusCode).toBe(
        422,
      );
  });
});

describe('the group invitation link refuses', () => {
  it('another address, an expired link, a withdrawn link', async () => {
    const { owner, group } = await createTestFranchise(ctx, 'Refusing Bakery');
    const { token } = await invite(owner, group.id, uniqueEmail('meant'));
    const stranger = await createUser(ctx, { email: uniqueEmail('stranger') });
    const wrong = await (await signedInClient(ctx, stranger)).post(
      `/api/enterprise-group-invitations/${token}/accept`,
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.email[0]).toMatch(/^This invitation was sent to /);
    expect((await visitor().get(`/api/enterprise-group-invitations/${token}`)).json().status).toBe('pending');

    const late = await createUser(ctx, { email: uniqueEmail('late') });
    const expired = await invite(owner, group.id, late.email);
    await ctx.database.db
      .update(invitations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(invitations.id, expired.id));
    expect((await visitor().get(`/api/enterprise-group-invitations/${expired.token}`)).json().status).toBe(
      'expired',
    );
    const lateTry = await (await signedInClient(ctx, late)).post(
      `/api/enterprise-group-invitations/${expired.token}/accept`,
    );
    expect(lateTry.statusCode).toBe(422);
    expect(lateTry.json().errors.token).toEqual(['This invitation has expired. Ask for a new one.']);

    const withdrawnUser = await createUser(ctx, { email: uniqueEmail('withdrawn') });
    const withdrawn = await invite(owner, group.id, withdrawnUser.email);
    expect((await owner.delete(`/api/enterprise-invitations/${withdrawn.id}`)).statusCode).toBe(204);
    expect((await visitor().get(`/api/enterprise-group-invitations/${withdrawn.token}`)).json().status).toBe(
      'revoked',
    );
    const withdrawnTry = await (await signedInClient(ctx, withdrawnUser)).post(
      `/api/enterprise-group-invitations/${withdrawn.token}/accept`,
    );
    expect(withdrawnTry.json().errors.token).toEqual(['This invitation was withdrawn.']);
    for (const userId of [stranger.id, late.id, withdrawnUser.id]) {
      const rows = await ctx.database.db
        .select()
        .from(enterpriseMemberships)
        .where(eq(enterpriseMemberships.userId, userId));
      expect(rows).toEqual([]);
    }
  });

  it('a tampered token or an enterprise invitation’s token (404), a malformed one (422)', async () => {
    const { owner, group } = await createTestFranchise(ctx, 'Tamper Bakery');
    const invitee = await createUser(ctx, { email: uniqueEmail('tampered') });
    const { token } = await invite(owner, group.id, invitee.email);
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const client = await signedInClient(ctx, invitee);
    expect((await visitor().get(`/api/enterprise-group-invitations/${tampered}`)).statusCode).toBe(404);
    expect((await client.post(`/api/enterprise-group-invitations/${tampered}/accept`)).statusCode).toBe(404);

    const enterpriseInvitee = uniqueEmail('whole');
    await owner.post('/api/enterprise-invitations', {
      email: enterpriseInvitee,
      role: 'Enterprise Viewer',
      group_ids: [group.id],
    });
    const wholeToken = (await latestMessageTo(ctx, enterpriseInvitee))!.text.match(
      /\/enterprise-invitations\/([\w-]+)/,
    )![1];
    expect((await visitor().get(`/api/enterprise-group-invitations/${wholeToken}`)).statusCode).toBe(404);

    for (const bad of ['short', '%00'.repeat(30), `${token}%E2%82%AC`]) {
      const response = await visitor().get(`/api/enterprise-group-invitations/${bad}`);
      expect(response.statusCode, bad).toBe(422);
      expect(response.json().errors.token).toBeDefined();
    }
    expect((await visitor().get(`/api/enterprise-group-invitations/${token}`)).json().status).toBe('pending');
  });

  it('accepting through the older /accept-invitation door joins the group the same way', async () => {
    const { owner, firstGroup, group } = await createTestFranchise(ctx, 'Older Bakery');
    const member = await inviteToEnterpriseAndAccept(ctx, owner, 'Enterprise Viewer', [firstGroup.id]);
    const { token } = await invite(owner, group.id, member.user.email);
    const accepted = await member.client.post(`/api/invitations/token/${token}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await groupIdsOf(member.client)).sort()).toEqual([firstGroup.id, group.id].sort());
  });
});
