// The talent pool: adding people (unique per company), inviting them to apply by email (with a
// billable usage row and a hashed token), and the public lookup of the invitation link.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { opportunityInvites, usageEvents } from '#server/db/schema.ts';
import { sha256 } from '#server/lib/crypto.ts';
import { mailsTo } from '#server-test/application-factories.ts';
import { uniqueEmail } from '#server-test/factories.ts';
import { companyAppForThisFile } from '#server-test/file-app.ts';
import { TestClient } from '#server-test/http-client.ts';
import { createTestOpportunity } from '#server-test/opportunity-factories.ts';

const {
  ctx,
  companies: [company, other],
} = await companyAppForThisFile('Acme Bakery', 'Rival Rolls');

const recruiter = () => company.members.Recruiter.client;

async function addContact(email = uniqueEmail('contact')) {
  const response = await recruiter().post('/api/talent-pool-contacts', {
    first_name: 'Grace',
    last_name: 'Hopper',
    email: email.toUpperCase(),
    phone: '+1 503 555 0100',
    notes: 'Met at the bread fair.',
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

describe('talent pool contacts', () => {
  it('adds a contact (Recruiter and above) and lists it for every role', async () => {
    const email = uniqueEmail('grace');
    const contact = await addContact(email);
    expect(contact).toMatchObject({
      first_name: 'Grace',
      last_name: 'Hopper',
      email,
      phone: '+1 503 555 0100',
      notes: 'Met at the bread fair.',
      created_by: { id: company.members.Recruiter.user.id },
      last_invited_at: null,
    });
    const listed = await company.members['Team Member'].client.get('/api/talent-pool-contacts?search=hopp');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.map((c: { id: number }) => c.id)).toContain(contact.id);
    expect(listed.json().abilities).toEqual({ create: false, invite: false });
    const denied = await company.members['Team Member'].client.post('/api/talent-pool-contacts', {
      first_name: 'A',
      last_name: 'B',
      email: uniqueEmail(),
    });
    expect(denied.statusCode).toBe(403);
    expect(
      (await other.members['Company Admin'].client.get('/api/talent-pool-contacts')).json().data,
    ).toEqual([]);
  });

  it('refuses the same email twice in one company, but another company may add it', async () => {
    const email = uniqueEmail('twice');
    await addContact(email);
    const again = await recruiter().post('/api/talent-pool-contacts', {
      first_name: 'G',
      last_name: 'H',
      email,
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      message: 'This person is already in your talent pool.',
      errors: { email: ['This person is already in your talent pool.'] },
    });
    const elsewhere = await other.members.Recruiter.client.post('/api/talent-pool-contacts', {
      first_name: 'G',
      last_name: 'H',
      email,
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('validates names and email', async () => {
    const response = await recruiter().post('/api/talent-pool-contacts', { first_name: '', email: 'nope' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['email', 'first_name', 'last_name']);
  });

  it('deletes a contact of the company only', async () => {
    const contact = await addContact();
    expect(
      (await other.members['Company Admin'].client.delete(`/api/talent-pool-contacts/${contact.id}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await company.members['Team Member'].client.delete(`/api/talent-pool-contacts/${contact.id}`))
        .statusCode,
    ).toBe(403);
    expect((await recruiter().delete(`/api/talent-pool-contacts/${contact.id}`)).statusCode).toBe(204);
  });
});

describe('inviting a contact to apply', () => {
  it('emails a link with a token, stores only its hash, records usage, and the link prefills the page', async () => {
    const contact = await addContact();
    const { opportunity } = await createTestOpportunity(ctx.database.db, company.id, {
      title: 'Night Baker',
      location: 'Salem, OR',
    });
    const response = await recruiter().post(`/api/talent-pool-contacts/${contact.id}/invite`, {
      opportunity_id: opportunity.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(`We emailed an invitation to ${contact.email}.`);
    expect(response.json().last_invited_at).not.toBeNull();

    const [mail] = await mailsTo(ctx, contact.email);
    expect(mail?.subject).toBe('Acme Bakery invites you to apply: Night Baker');
    const link = mail?.text.match(/https?:\/\/\S+\/opportunities\?opportunity=(\d+)&invite=([\w-]+)/);
    expect(link?.[1]).toBe(String(opportunity.id));
    const token = link![2]!;

    const [invite] = await ctx.database.db
      .select()
      .from(opportunityInvites)
      .where(eq(opportunityInvites.opportunityId, opportunity.id));
    expect(invite).toMatchObject({ tokenHash: sha256(token), email: contact.email, contactId: contact.id });
    expect(invite!.tokenHash).not.toBe(token);

    const usage = await ctx.database.db
      .select()
      .from(usageEvents)
      .where(eq(usageEvents.opportunityId, opportunity.id));
    expect(usage).toEqual([
      expect.objectContaining({ itemName: 'Opportunity Invite', companyId: company.id, quantity: 1 }),
    ]);

    const visitor = new TestClient(ctx.app, '10.99.1.1');
    const lookup = await visitor.get(`/api/opportunity-invites/${token}`);
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json()).toEqual({
      opportunity: {
        id: opportunity.id,
        title: 'Night Baker',
        location: 'Salem, OR',
        remote: false,
        company: { id: company.id, name: 'Acme Bakery', avatar: null },
        accepting_applications: true,
      },
      first_name: 'Grace',
      last_name: 'Hopper',
      email: contact.email,
    });
    expect((await visitor.get(`/api/opportunity-invites/${'x'.repeat(43)}`)).statusCode).toBe(404);
  });

  it('invites only to the company’s own published opportunities, Recruiter and above', async () => {
    const contact = await addContact();
    const draft = await createTestOpportunity(ctx.database.db, company.id, { status: 'draft' });
    const theirs = await createTestOpportunity(ctx.database.db, other.id);
    const mine = await createTestOpportunity(ctx.database.db, company.id);
    const invite = (opportunityId: number, client = recruiter()) =>
      client.post(`/api/talent-pool-contacts/${contact.id}/invite`, { opportunity_id: opportunityId });
    const refused = await invite(draft.opportunity.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.opportunity_id).toEqual([
      'Only a published opportunity can receive applications.',
    ]);
    expect((await invite(theirs.opportunity.id)).statusCode).toBe(404);
    expect((await invite(mine.opportunity.id, company.members['Team Member'].client)).statusCode).toBe(403);
    const foreignContact = await other.members['Company Admin'].client.post(
      `/api/talent-pool-contacts/${contact.id}/invite`,
      { opportunity_id: theirs.opportunity.id },
    );
    expect(foreignContact.statusCode).toBe(404);
    expect(
      await ctx.database.db
        .select()
        .from(usageEvents)
        .where(eq(usageEvents.opportunityId, draft.opportunity.id)),
    ).toEqual([]);
    expect(await mailsTo(ctx, contact.email)).toEqual([]);
  });

  it('rate-limits the public lookup', async () => {
    const visitor = new TestClient(ctx.app, '10.99.2.2');
    let last = 0;
    for (let i = 0; i < 31; i += 1)
      last = (await visitor.get(`/api/opportunity-invites/${'y'.repeat(43)}`)).statusCode;
    expect(last).toBe(429);
  });
});
