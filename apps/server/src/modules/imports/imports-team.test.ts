// Team-member imports: a CSV of addresses and roles becomes team invitations (the invitations
// module's rows and mails); each row's role must be one the importer may give; members and open
// invitations are left alone, so re-running the file invites nobody twice. Who may, another
// company (404), bad input (422).
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invitations } from '#server/db/schema.ts';
import { mailsTo } from '#server-test/application-factories.ts';
import { uniqueEmail } from '#server-test/factories.ts';
import { companyAppForThisFile } from '#server-test/file-app.ts';
import { multipartFile, type TestClient } from '#server-test/http-client.ts';

const {
  ctx,
  companies: [company, other],
} = await companyAppForThisFile('Team Bakery', 'Other Bakery');
const db = ctx.database.db;
const admin = company.members['Company Admin'].client;
const recruiter = company.members.Recruiter.client;

function upload(client: TestClient, csv: string, kind = 'team') {
  const { body, contentType } = multipartFile('file', 'team.csv', Buffer.from(csv), 'text/csv');
  return client.post(`/api/user-imports?kind=${kind}`, body, { headers: { 'content-type': contentType } });
}

async function run(client: TestClient, csv: string) {
  const uploaded = await upload(client, csv);
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const { id } = uploaded.json();
  expect((await client.post(`/api/user-imports/${id}/start`)).statusCode).toBe(200);
  await ctx.runJobs();
  return (await client.get(`/api/user-imports/${id}`)).json();
}

const openInvitations = (email: string) =>
  db
    .select()
    .from(invitations)
    .where(
      and(eq(invitations.companyId, company.id), eq(invitations.email, email), isNull(invitations.revokedAt)),
    );

describe('team-member imports', () => {
  it('invites each new address with its role, reports bad rows, and a re-run invites nobody twice', async () => {
    const manager = uniqueEmail('manager');
    const member = uniqueEmail('member');
    const csv = [
      'Email,Role',
      `${manager},manager`,
      `${member},`,
      'not-an-email,Recruiter',
      `${uniqueEmail('wizard')},Wizard`,
      `${manager.toUpperCase()},Recruiter`,
      `${company.members.Recruiter.user.email},Recruiter`,
    ].join('\n');
    const uploaded = (await upload(admin, csv)).json();
    expect(uploaded).toMatchObject({
      kind: 'team',
      mapping: { email: 0, role: 1, first_name: null },
      total_rows: 6,
      invalid_rows: 3,
      abilities: { start: true, request_confirmation: false },
    });

    const first = await run(admin, csv);
    expect(first).toMatchObject({ status: 'completed', created_count: 2, existing_count: 1, error_count: 3 });
    expect(await openInvitations(manager)).toMatchObject([{ role: 'Manager' }]);
    expect(await openInvitations(member)).toMatchObject([{ role: 'Team Member' }]);
    expect((await mailsTo(ctx, manager))[0]!.subject).toMatch(/invited you to join Team Bakery/);
    const errors = (await admin.get(`/api/user-imports/${first.id}/errors.csv`)).body;
    expect(errors).toContain('4,email,The email is not a valid address.');
    expect(errors).toContain(
      '5,role,"The role must be one of Company Admin, Manager, Recruiter, Team Member."',
    );
    expect(errors).toContain('6,email,The same email is on row 2.');

    const again = await run(admin, csv);
    expect(again).toMatchObject({ created_count: 0, existing_count: 3, error_count: 3 });
    expect(await openInvitations(manager)).toHaveLength(1);
    expect(await mailsTo(ctx, manager)).toHaveLength(1);
  });

  it('gives only the roles the importer may give', async () => {
    const csv = [
      'email,role',
      `${uniqueEmail('boss')},Company Admin`,
      `${uniqueEmail('peer')},Recruiter`,
    ].join('\n');
    const uploaded = (await upload(recruiter, csv)).json();
    expect(uploaded.invalid_rows).toBe(1);
    const done = await run(recruiter, csv);
    expect(done).toMatchObject({ created_count: 1, error_count: 1 });
    expect((await recruiter.get(`/api/user-imports/${done.id}/errors.csv`)).body).toContain(
      '2,role,You may not invite someone as Company Admin.',
    );
  });

  it('Team Members may not, another company sees 404, bad input is 422', async () => {
    const csv = `email,role\n${uniqueEmail()},Recruiter`;
    expect((await upload(company.members['Team Member'].client, csv)).statusCode).toBe(403);
    expect((await upload(company.members.Manager.client, csv)).statusCode).toBe(201);
    expect((await upload(admin, csv, 'robots')).statusCode).toBe(422);
    const { id } = (await upload(admin, csv)).json();
    expect((await other.members['Company Admin'].client.get(`/api/user-imports/${id}`)).statusCode).toBe(404);
    expect(
      (await other.members['Company Admin'].client.post(`/api/user-imports/${id}/start`)).statusCode,
    ).toBe(404);
    const unmapped = await admin.put(`/api/user-imports/${id}`, { mapping: { email: null, role: 1 } });
    expect(unmapped.statusCode).toBe(422);
    expect(Object.keys(unmapped.json().errors)).toEqual(['mapping.email']);
    const remapped = await admin.put(`/api/user-imports/${id}`, {
      mapping: { email: 0, role: null, notes: 1 },
    });
    expect(remapped.json().mapping).toMatchObject({ email: 0, role: null, notes: null });
    expect((await admin.post(`/api/user-imports/${id}/confirm-requests`)).statusCode).toBe(422);
  });
});
