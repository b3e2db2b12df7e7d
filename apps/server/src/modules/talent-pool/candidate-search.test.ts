// "Find people on Hireloop": GET /api/candidate-search over candidate profiles (Recruiter and above),
// hiding snoozed candidates and users without a profile and never showing an email or a phone; and
// POST /api/talent-pool-contacts/from-candidate, which adds such a person to the talent pool with
// their account's email kept private (invitations still reach it).
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { talentPoolContacts, usageEvents, users } from '#server/db/schema.ts';
import { createCandidate, mailsTo, placeApplication } from '#server-test/application-factories.ts';
import { createUser, signedInClient } from '#server-test/factories.ts';
import { companyAppForThisFile } from '#server-test/file-app.ts';
import { TestClient } from '#server-test/http-client.ts';
import { createTestOpportunity } from '#server-test/opportunity-factories.ts';
import type { ProfileValues } from '../profiles/profile-store.ts';

const {
  ctx,
  companies: [company, other],
} = await companyAppForThisFile('Acme Bakery', 'Rival Rolls');

const DAY_MS = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS);

const recruiter = () => company.members.Recruiter.client;

/** A candidate with a profile written through the profiles module (so the search document is real). */
async function person(firstName: string, lastName: string, profile: ProfileValues = {}) {
  return createCandidate(
    ctx,
    { firstName, lastName, phone: '+15035550123' },
    {
      headline: `${firstName} the baker`,
      location: 'Portland, OR',
      ...profile,
    },
  );
}

interface Found {
  id: number;
  first_name: string;
  in_talent_pool: boolean;
  application_id: number | null;
}

async function search(params: Record<string, string>, client = recruiter()) {
  const response = await client.get(`/api/candidate-search?${new URLSearchParams(params)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    data: Found[];
    meta: { total: number; current_page: number; last_page: number };
  };
}

const names = (found: { data: Found[] }) => found.data.map((row) => row.first_name);

describe('GET /api/candidate-search', () => {
  it('finds profiles by skill and shows what the profile shows, never an email or a phone', async () => {
    const found = await person('Quinn', 'Okafor', {
      skills: ['Croquembouche', 'Lamination'],
      headline: 'Pastry chef',
      location: 'Tillamook, OR',
    });
    const result = await search({ q: 'croquembouche' });
    expect(result.data).toEqual([
      {
        id: found.user.id,
        first_name: 'Quinn',
        last_name: 'Okafor',
        avatar: null,
        headline: 'Pastry chef',
        location: 'Tillamook, OR',
        skills: ['Croquembouche', 'Lamination'],
        in_talent_pool: false,
        application_id: null,
      },
    ]);
    expect(result.meta).toEqual({ current_page: 1, per_page: 20, total: 1, last_page: 1 });
    expect(JSON.stringify(result)).not.toContain(found.user.email);
    expect(JSON.stringify(result)).not.toContain('5550123');
  });

  it('hides candidates snoozed now, shows those whose snooze ended or who never snoozed', async () => {
    await person('Never', 'Snoozed', { skills: ['Kouignamann'] });
    await person('Lapsed', 'Snoozed', { skills: ['Kouignamann'], snoozedUntil: inDays(-1) });
    const hidden = await person('Hidden', 'Snoozed', { skills: ['Kouignamann'], snoozedUntil: inDays(30) });
    expect(names(await search({ q: 'kouignamann' })).sort()).toEqual(['Lapsed', 'Never']);
    // Their name does not find them either.
    expect((await search({ q: 'Hidden' })).data).toEqual([]);

    // Unsnoozing brings them back at once.
    await hidden.client.post(`/api/users/${hidden.user.id}/unsnooze`);
    expect(names(await search({ q: 'kouignamann' })).sort()).toEqual(['Hidden', 'Lapsed', 'Never']);
  });

  it('leaves out users without a candidate profile', async () => {
    await createUser(ctx, { firstName: 'Profileless', lastName: 'Zephyrine' });
    const withProfile = await person('Profiled', 'Zephyrine');
    expect((await search({ q: 'zephyrine' })).data.map((row) => row.id)).toEqual([withProfile.user.id]);
  });

  it('keeps a snoozed applicant in the pipeline while hiding them from the search', async () => {
    const applicant = await person('Applied', 'Galette', { snoozedUntil: inDays(10) });
    const posted = await createTestOpportunity(ctx.database.db, company.id);
    const application = await placeApplication(ctx, posted, applicant.user.id);
    expect((await search({ q: 'galette' })).data).toEqual([]);
    const pipeline = await recruiter().get('/api/company-candidates?search=galette');
    expect(pipeline.json().data.map((row: { id: number }) => row.id)).toEqual([application.id]);
  });

  it('shows people who already applied with their latest application here, not elsewhere or unsent', async () => {
    const applicant = await person('Twice', 'Eclair', { skills: ['Choux'] });
    const elsewhere = await person('Rival', 'Eclair', { skills: ['Choux'] });
    const unsent = await person('Draft', 'Eclair', { skills: ['Choux'] });
    const [first, second] = await Promise.all([
      createTestOpportunity(ctx.database.db, company.id),
      createTestOpportunity(ctx.database.db, company.id),
    ]);
    const rival = await createTestOpportunity(ctx.database.db, other.id);
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    await placeApplication(ctx, first!, applicant.user.id, { lastActivityAt: day(1) });
    const latest = await placeApplication(ctx, second!, applicant.user.id, { lastActivityAt: day(2) });
    await placeApplication(ctx, rival, elsewhere.user.id);
    await placeApplication(ctx, first!, unsent.user.id, { status: 'draft' });
    const found = new Map(
      (await search({ q: 'eclair' })).data.map((row) => [row.first_name, row.application_id]),
    );
    expect(Object.fromEntries(found)).toEqual({ Twice: latest.id, Rival: null, Draft: null });
    // The rival company sees its own applicant as one, and the others as people to add.
    const theirs = await search({ q: 'eclair' }, other.members.Recruiter.client);
    expect(theirs.data.find((row) => row.first_name === 'Rival')?.application_id).not.toBeNull();
    expect(theirs.data.find((row) => row.first_name === 'Twice')?.application_id).toBeNull();
  });

  it('a hire snoozes the candidate, so they leave the search unless they opted out', async () => {
    const hired = await person('Hired', 'Brioche');
    const optedOut = await person('Stays', 'Brioche', { autoSnoozeOptOut: true });
    const posted = await createTestOpportunity(ctx.database.db, company.id);
    for (const candidate of [hired, optedOut]) {
      const application = await placeApplication(ctx, posted, candidate.user.id, { step: 3 });
      const decided = await recruiter().post(`/api/applications/${application.id}/decision`, {
        decision: 'next-step',
      });
      expect(decided.json().status).toBe('hired');
    }
    expect(names(await search({ q: 'brioche' }))).toEqual(['Stays']);
  });

  it('matches each location word as the start of a word of the profile location', async () => {
    await person('Astoria', 'Local', { skills: ['Focaccia'], location: 'Astoria, OR' });
    await person('Salem', 'Local', { skills: ['Focaccia'], location: 'Salem, OR' });
    await person('Salem', 'Mass', { skills: ['Focaccia'], location: 'Salem, MA' });
    expect(names(await search({ location: 'astor' }))).toEqual(['Astoria']);
    expect((await search({ location: 'salem or' })).data.map((row) => row.first_name)).toEqual(['Salem']);
    expect((await search({ location: 'Salem, OR', q: 'focaccia' })).meta.total).toBe(1);
    expect((await search({ location: 'toria' })).data).toEqual([]);
    expect((await search({ location: 'salem' })).meta.total).toBe(2);
  });

  it('ranks skills above résumé text and pages the results', async () => {
    await person('Resume', 'Mention', { resumeText: 'Once baked a pumpernickel for a wedding.' });
    await person('Skilled', 'Baker', { skills: ['Pumpernickel'] });
    expect(names(await search({ q: 'pumpernickel' }))).toEqual(['Skilled', 'Resume']);
    const second = await search({ q: 'pumpernickel', per_page: '1', page: '2' });
    expect(names(second)).toEqual(['Resume']);
    expect(second.meta).toMatchObject({ current_page: 2, total: 2, last_page: 2 });
  });

  it('answers 422 without anything to look for or with bad paging', async () => {
    for (const query of ['', '?q=%20%20', '?q=!!&location=,', '?q=x&per_page=500', '?q=x&page=0']) {
      const response = await recruiter().get(`/api/candidate-search${query}`);
      expect(response.statusCode).toBe(422);
    }
    const empty = await recruiter().get('/api/candidate-search?q=');
    expect(empty.json()).toEqual({
      message: 'Enter a name, skill or keyword, or a location.',
      errors: { q: ['Enter a name, skill or keyword, or a location.'] },
    });
  });

  it('is for Recruiter and above of the active company; Team Member 403, signed out 401', async () => {
    await person('Roles', 'Panettone', { skills: ['Panettone'] });
    for (const role of ['Company Admin', 'Manager', 'Recruiter'] as const) {
      expect(names(await search({ q: 'panettone' }, company.members[role].client))).toEqual(['Roles']);
    }
    const member = await company.members['Team Member'].client.get('/api/candidate-search?q=panettone');
    expect(member.statusCode).toBe(403);
    expect(member.json().message).toBe('You do not have permission to search for candidates.');
    expect((await new TestClient(ctx.app).get('/api/candidate-search?q=panettone')).statusCode).toBe(401);
    const candidateOnly = await signedInClient(ctx, await createUser(ctx));
    const noCompany = await candidateOnly.get('/api/candidate-search?q=panettone');
    expect(noCompany.statusCode).toBe(403);
    expect(noCompany.json().message).toBe('Choose a company to continue.');
  });
});

describe('POST /api/talent-pool-contacts/from-candidate', () => {
  it('adds the person with their account name, keeps the email and phone private, and marks them in the search', async () => {
    const found = await person('Dana', 'Strudel', { skills: ['Strudel'] });
    const response = await recruiter().post('/api/talent-pool-contacts/from-candidate', {
      candidate_user_id: found.user.id,
      notes: 'Found on Hireloop',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      first_name: 'Dana',
      last_name: 'Strudel',
      email: null,
      phone: null,
      candidate_user_id: found.user.id,
      notes: 'Found on Hireloop',
      created_by: { id: company.members.Recruiter.user.id },
    });
    const [stored] = await ctx.database.db
      .select()
      .from(talentPoolContacts)
      .where(eq(talentPoolContacts.id, response.json().id));
    expect(stored).toMatchObject({ email: found.user.email, phone: null, candidateUserId: found.user.id });

    const listed = await company.members['Team Member'].client.get('/api/talent-pool-contacts');
    const row = listed.json().data.find((c: { id: number }) => c.id === response.json().id);
    expect(row).toMatchObject({ email: null, candidate_user_id: found.user.id });
    // The private address cannot be confirmed by searching the pool for it.
    const byEmail = await recruiter().get(
      `/api/talent-pool-contacts?search=${encodeURIComponent(found.user.email)}`,
    );
    expect(byEmail.json().data).toEqual([]);

    expect((await search({ q: 'strudel' })).data).toEqual([
      expect.objectContaining({ id: found.user.id, in_talent_pool: true }),
    ]);
    // Another company's pool is its own.
    expect((await search({ q: 'strudel' }, other.members.Recruiter.client)).data).toEqual([
      expect.objectContaining({ id: found.user.id, in_talent_pool: false }),
    ]);
  });

  it('refuses the same person twice, and someone already added by hand with the same email', async () => {
    const found = await person('Twice', 'Stollen');
    const add = (client = recruiter()) =>
      client.post('/api/talent-pool-contacts/from-candidate', { candidate_user_id: found.user.id });
    expect((await add()).statusCode).toBe(201);
    const again = await add();
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({
      candidate_user_id: ['This person is already in your talent pool.'],
    });

    const byHand = await person('Manual', 'Stollen');
    const manual = await other.members.Recruiter.client.post('/api/talent-pool-contacts', {
      first_name: 'Manual',
      last_name: 'Stollen',
      email: byHand.user.email,
    });
    expect(manual.statusCode).toBe(201);
    expect((await search({ q: 'stollen' }, other.members.Recruiter.client)).data).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: byHand.user.id, in_talent_pool: true })]),
    );
    const duplicate = await other.members.Recruiter.client.post('/api/talent-pool-contacts/from-candidate', {
      candidate_user_id: byHand.user.id,
    });
    expect(duplicate.statusCode).toBe(422);
    const count = await ctx.database.db
      .select()
      .from(talentPoolContacts)
      .where(
        and(eq(talentPoolContacts.companyId, other.id), eq(talentPoolContacts.email, byHand.user.email)),
      );
    expect(count).toHaveLength(1);
  });

  it('answers 404 for people the search does not show (snoozed, no profile, unknown), writing nothing', async () => {
    const snoozed = await person('Sleepy', 'Kringle', { snoozedUntil: inDays(5) });
    const noProfile = await createUser(ctx);
    for (const id of [snoozed.user.id, noProfile.id, Number.MAX_SAFE_INTEGER]) {
      const response = await recruiter().post('/api/talent-pool-contacts/from-candidate', {
        candidate_user_id: id,
      });
      expect(response.statusCode).toBe(404);
    }
    expect(
      await ctx.database.db
        .select()
        .from(talentPoolContacts)
        .where(eq(talentPoolContacts.candidateUserId, snoozed.user.id)),
    ).toEqual([]);
  });

  it('answers 422 for a bad body, 403 for a Team Member and 401 signed out, writing nothing', async () => {
    const found = await person('Guarded', 'Babka');
    const bad = await recruiter().post('/api/talent-pool-contacts/from-candidate', {
      candidate_user_id: 'someone',
      notes: 'x'.repeat(2001),
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['candidate_user_id', 'notes']);
    const member = await company.members['Team Member'].client.post(
      '/api/talent-pool-contacts/from-candidate',
      {
        candidate_user_id: found.user.id,
      },
    );
    expect(member.statusCode).toBe(403);
    const visitor = await new TestClient(ctx.app).post('/api/talent-pool-contacts/from-candidate', {
      candidate_user_id: found.user.id,
    });
    expect(visitor.statusCode).toBe(401);
    expect(
      await ctx.database.db
        .select()
        .from(talentPoolContacts)
        .where(eq(talentPoolContacts.candidateUserId, found.user.id)),
    ).toEqual([]);
  });

  it('invites the person at their account’s current email, without telling the team the address', async () => {
    const found = await person('Invited', 'Kolache');
    const contact = (
      await recruiter().post('/api/talent-pool-contacts/from-candidate', { candidate_user_id: found.user.id })
    ).json();
    // The person changes their email after being added: the invitation follows the account.
    const newEmail = `kolache-${Date.now()}@example.com`;
    await ctx.database.db.update(users).set({ email: newEmail }).where(eq(users.id, found.user.id));
    const { opportunity } = await createTestOpportunity(ctx.database.db, company.id, {
      title: 'Night Baker',
    });

    const response = await recruiter().post(`/api/talent-pool-contacts/${contact.id}/invite`, {
      opportunity_id: opportunity.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: null,
      message: 'We emailed an invitation to Invited Kolache.',
    });
    const [mail] = await mailsTo(ctx, newEmail);
    expect(mail?.subject).toBe('Acme Bakery invites you to apply: Night Baker');
    expect(await mailsTo(ctx, found.user.email)).toEqual([]);
    const usage = await ctx.database.db
      .select()
      .from(usageEvents)
      .where(eq(usageEvents.opportunityId, opportunity.id));
    expect(usage).toHaveLength(1);
    expect(JSON.stringify(usage[0]!.detail)).not.toContain('@');
    expect(usage[0]!.detail).toMatchObject({ candidate_user_id: found.user.id, contact_id: contact.id });
  });
});
