import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invitations } from '#server/db/schema.ts';
import { createUser, latestMessageTo, signedInClient, uniqueEmail } from '#server-test/factories.ts';
import { appForThisFile } from '#server-test/file-app.ts';
import { TestClient } from '#server-test/http-client.ts';
import { createTestCompany } from '#server-test/tenancy-factories.ts';

const ctx = await appForThisFile();

async function tokenMailedTo(email: string): Promise<string> {
  const mail = await latestMessageTo(ctx, email);
  const token = mail?.text.match(/\/accept-invitation\/([\w-]+)/)?.[1];
  if (!token) throw new Error(`no invitation link mailed to ${email}`);
  return token;
}

describe('company invitations', () => {
  it('invites by email; the invitee sees the details and accepts into the company', async () => {
    const company = await createTestCompany(ctx, 'Invite Co');
    const admin = company.members['Company Admin'];
    const invitee = await createUser(ctx, { email: uniqueEmail('invitee') });

    const created = await admin.client.post('/api/invitations', {
      email: invitee.email.toUpperCase(),
      role: 'Recruiter',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ email: invitee.email, role: 'Recruiter', status: 'pending' });
    const expiresInDays = (new Date(created.json().expires_at).getTime() - Date.now()) / 86_400_000;
    expect(Math.round(expiresInDays)).toBe(7);

    const mail = await latestMessageTo(ctx, invitee.email);
    expect(mail?.subject).toBe(`${admin.user.firstName} User invited you to join Invite Co on Hireloop`);
    const token = await tokenMailedTo(invitee.email);

    const details = await new TestClient(ctx.app).get(`/api/invitations/token/${token}`);
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({
      email: invitee.email,
      role: 'Recruiter',
      status: 'pending',
      company: { id: company.id, name: 'Invite Co' },
      invited_by: { first_name: admin.user.firstName },
    });

    const listed = (await admin.client.get('/api/invitations')).json();
    expect(listed.data.map((i: { email: string }) => i.email)).toContain(invitee.email);

    const inviteeClient = await signedInClient(ctx, invitee);
    const accepted = await inviteeClient.post(`/api/invitations/token/${token}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ success: true, company_id: company.id, enterprise_id: null });
    const self = (await inviteeClient.get('/api/users/self')).json();
    expect(self.active_company).toMatchObject({ id: company.id, role: 'Recruiter' });

    // Used once; no longer listed as open.
    const again = await inviteeClient.post(`/api/invitations/token/${token}/accept`);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.token).toEqual(['This invitation was already accepted.']);
    expect(
      (await admin.client.get('/api/invitations')).json().data.map((i: { email: string }) => i.email),
    ).not.toContain(invitee.email);
  });

  it('must be accepted by the invited address', async () => {
    const company = await createTestCompany(ctx);
    const email = uniqueEmail('intended');
    await company.members.Manager.client.post('/api/invitations', { email, role: 'Team Member' });
    const token = await tokenMailedTo(email);
    const someoneElse = await signedInClient(ctx, await createUser(ctx));
    const response = await someoneElse.post(`/api/invitations/token/${token}/accept`);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.email[0]).toContain(email);
    expect((await someoneElse.get('/api/users/self')).json().companies).toEqual([]);
  });

  it('expires after 7 days', async () => {
    const company = await createTestCompany(ctx);
    const invitee = await createUser(ctx);
    await company.members['Company Admin'].client.post('/api/invitations', {
      email: invitee.email,
      role: 'Manager',
    });
    const token = await tokenMailedTo(invitee.email);
    await ctx.database.db
      .update(invitations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(invitations.email, invitee.email));
    const details = await new TestClient(ctx.app).get(`/api/invitations/token/${token}`);
    expect(details.json().status).toBe('expired');
    const response = await (await signedInClient(ctx, invitee)).post(
      `/api/invitations/token/${token}/accept`,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.token).toEqual(['This invitation has expired. Ask for a new one.']);
  });

  it('resend sends a new link and the old one stops working; revoke withdraws it', async () => {
    const company = await createTestCompany(ctx);
    const admin = company.members['Company Admin'].client;
    const invitee = await createUser(ctx);
    const { id } = (await admin.post('/api/invitations', { email: invitee.email, role: 'Recruiter' })).json();
    const firstToken = await tokenMailedTo(invitee.email);

    const resent = await admin.post(`/api/invitations/${id}/resend`);
    expect(resent.statusCode).toBe(200);
    expect(resent.json().message).toBe(`We sent the invitation to ${invitee.email} again.`);
    const secondToken = await tokenMailedTo(invitee.email);
    expect(secondToken).not.toBe(firstToken);
    expect((await new TestClient(ctx.app).get(`/api/invitations/token/${firstToken}`)).statusCode).toBe(404);

    expect((await admin.delete(`/api/invitations/${id}`)).statusCode).toBe(204);
    const response = await (await signedInClient(ctx, invitee)).post(
      `/api/invitations/token/${secondToken}/accept`,
    );
    expect(response.json().errors.token).toEqual(['This invitation was withdrawn.']);
  });

  it('refuses to invite an existing member and validates input', async () => {
    const company = await createTestCompany(ctx);
    const admin = company.members['Company Admin'].client;
    const member = await admin.post('/api/invitations', {
      email: company.members.Recruiter.user.email,
      role: 'Manager',
    });
    expect(member.statusCode).toBe(422);
    expect(member.json().errors.email).toEqual(['This person is already a member of the company.']);
    const bad = await admin.post('/api/invitations', { email: 'nope', role: 'Boss' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'role']);
  });

  it('answers 404 for an unknown token', async () => {
    const response = await new TestClient(ctx.app).get(`/api/invitations/token/${'x'.repeat(43)}`);
    expect(response.statusCode).toBe(404);
  });
});
