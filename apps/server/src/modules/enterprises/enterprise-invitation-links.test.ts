// The enterprise invitation link: GET /api/enterprise-invitations/{token} (no login) and accepting.
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
import { createTestCompany, createTestFranchise } from '#server-test/tenancy-factories.ts';

const ctx = await appForThisFile();
/** Anyone holding the link: no session, an address of its own (lookups are rate-limited per IP). */
const visitor = () => new TestClient(ctx.app, uniqueIp());

async function invite(owner: TestClient, email: string, groupIds: number[], role = 'Enterprise Viewer') {
  const invited = await owner.post('/api/enterprise-invitations', { email, role, group_ids: groupIds });
  expect(invited.statusCode).toBe(201);
  const mail = await latestMessageTo(ctx, email);
  const token = mail!.text.match(/\/enterprise-invitations\/([\w-]+)/)![1]!;
  return { id: invited.json().id as number, token };
}

async function membershipsOf(userId: number) {
  return ctx.database.db
    .select({ enterpriseId: enterpriseMemberships.enterpriseId })
    .from(enterpriseMemberships)
    .where(eq(enterpriseMemberships.userId, userId));
}

describe('an enterprise invitation opened by its link', () => {
  it('shows who invites whom to what without a login, and the invitee accepts signed in', async () => {
    const { owner, enterprise, group } = await createTestFranchise(ctx);
    const invitee = await createUser(ctx, { email: uniqueEmail('viewer') });
    const { token } = await invite(owner, invitee.email, [group.id]);

    const details = await visitor().get(`/api/enterprise-invitations/${token}`);
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({
      email: invitee.email,
      role: 'Enterprise Viewer',
      status: 'pending',
      enterprise: { id: enterprise.id, name: 'Harbour Bakery Group', type: 'franchise', avatar: null },
      groups: [{ id: group.id, name: 'Northside Franchisee' }],
      invited_by: { first_name: expect.any(String), last_name: expect.any(String) },
    });

    // Accepting needs a session.
    expect((await visitor().post(`/api/enterprise-invitations/${token}/accept`)).statusCode).toBe(401);
    const client = await signedInClient(ctx, invitee);
    const accepted = await client.post(`/api/enterprise-invitations/${token}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ success: true, enterprise_id: enterprise.id });
    const self = (await client.get('/api/users/self')).json();
    expect(self.active_enterprise.id).toBe(enterprise.id);
    const groups = (await client.get('/api/enterprise-groups')).json().data;
    expect(groups.map((g: { id: number }) => g.id)).toEqual([group.id]);

    // The link is spent: it says so, and a second accept is refused.
    expect((await visitor().get(`/api/enterprise-invitations/${token}`)).json().status).toBe('accepted');
    const again = await client.post(`/api/enterprise-invitations/${token}/accept`);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.token).toEqual(['This invitation was already accepted.']);
  });

  it('refuses another address, leaving the invitation open and nothing joined', async () => {
    const { owner, group } = await createTestFranchise(ctx);
    const { token } = await invite(owner, uniqueEmail('meant'), [group.id]);
    const stranger = await createUser(ctx, { email: uniqueEmail('stranger') });
    const response = await (await signedInClient(ctx, stranger)).post(
      `/api/enterprise-invitations/${token}/accept`,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.email[0]).toMatch(/^This invitation was sent to /);
    expect(await membershipsOf(stranger.id)).toEqual([]);
    expect((await visitor().get(`/api/enterprise-invitations/${token}`)).json().status).toBe('pending');
  });

  it('says when the link expired or was withdrawn, and refuses to accept either', async () => {
    const { owner, group } = await createTestFranchise(ctx);
    const late = await createUser(ctx, { email: uniqueEmail('late') });
    const expired = await invite(owner, late.email, [group.id]);
    await ctx.database.db
      .update(invitations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(invitations.id, expired.id));
    expect((await visitor().get(`/api/enterprise-invitations/${expired.token}`)).json().status).toBe(
      'expired',
    );
    const lateTry = await (await signedInClient(ctx, late)).post(
      `/api/enterprise-invitations/${expired.token}/accept`,
    );
    expect(lateTry.statusCode).toBe(422);
    expect(lateTry.json().errors.token).toEqual(['This invitation has expired. Ask for a new one.']);

    const withdrawnUser = await createUser(ctx, { email: uniqueEmail('withdrawn') });
    const withdrawn = await invite(owner, withdrawnUser.email, [group.id]);
    expect((await owner.delete(`/api/enterprise-invitations/${withdrawn.id}`)).statusCode).toBe(204);
    expect((await visitor().get(`/api/enterprise-invitations/${withdrawn.token}`)).json().status).toBe(
      'revoked',
    );
    const withdrawnTry = await (await signedInClient(ctx, withdrawnUser)).post(
      `/api/enterprise-invitations/${withdrawn.token}/accept`,
    );
    expect(withdrawnTry.json().errors.token).toEqual(['This invitation was withdrawn.']);
    expect(await membershipsOf(late.id)).toEqual([]);
    expect(await membershipsOf(withdrawnUser.id)).toEqual([]);
  });

  it('answers 404 for a tampered token and for a company invitation’s token; 422 for a malformed one', async () => {
    const { owner, group } = await createTestFranchise(ctx);
    const invitee = await createUser(ctx, { email: uniqueEmail('tampered') });
    const { token } = await invite(owner, invitee.email, [group.id]);
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const client = await signedInClient(ctx, invitee);
    expect((await visitor().get(`/api/enterprise-invitations/${tampered}`)).statusCode).toBe(404);
    expect((await client.post(`/api/enterprise-invitations/${tampered}/accept`)).statusCode).toBe(404);

    // A company (team) invitation is not an enterprise invitation, even for its invitee.
    const company = await createTestCompany(ctx);
    const teamInvitee = await createUser(ctx, { email: uniqueEmail('team') });
    await company.members['Company Admin'].client.post('/api/invitations', {
      email: teamInvitee.email,
      role: 'Recruiter',
    });
    const teamToken = (await latestMessageTo(ctx, teamInvitee.email))!.text.match(
      /\/accept-invitation\/([\w-]+)/,
    )![1];
    expect((await visitor().get(`/api/enterprise-invitations/${teamToken}`)).statusCode).toBe(404);
    const teamTry = await (await signedInClient(ctx, teamInvitee)).post(
      `/api/enterprise-invitations/${teamToken}/accept`,
    );
    expect(teamTry.statusCode).toBe(404);

    for (const bad of ['short', 'x'.repeat(100).replace(/x$/, '!'), '%00'.repeat(30), `${token}%E2%82%AC`]) {
      const response = await visitor().get(`/api/enterprise-invitations/${bad}`);
      expect(response.statusCode, bad).toBe(422);
      expect(response.json().errors.token).toBeDefined();
    }
    // Longer than any route parameter (Fastify's maxParamLength): no such page.
    expect((await visitor().get(`/api/enterprise-invitations/${'x'.repeat(101)}`)).statusCode).toBe(404);
    expect((await client.post(`/api/enterprise-invitations/${'%00'.repeat(30)}/accept`)).statusCode).toBe(
      422,
    );
    // Nothing accepted on the way.
    expect((await visitor().get(`/api/enterprise-invitations/${token}`)).json().status).toBe('pending');
  });

  it('still opens from the older /accept-invitation link', async () => {
    const { owner, enterprise, group } = await createTestFranchise(ctx);
    const invitee = await createUser(ctx, { email: uniqueEmail('older') });
    const { token } = await invite(owner, invitee.email, [group.id], 'Enterprise Admin');
    expect((await visitor().get(`/api/invitations/token/${token}`)).json().enterprise.id).toBe(enterprise.id);
    const accepted = await (await signedInClient(ctx, invitee)).post(
      `/api/invitations/token/${token}/accept`,
    );
    expect(accepted.json()).toMatchObject({ success: true, enterprise_id: enterprise.id });
  });
});
