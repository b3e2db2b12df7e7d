// GET /api/opportunities/recommended: matching the profile's roles and place, leaving out what the
// candidate applied to, falling back to the newest, and who may ask.
import { describe, expect, it } from 'vitest';
import { createCandidate, placeApplication } from '#server-test/application-factories.ts';
import { companyAppForThisFile } from '#server-test/file-app.ts';
import { TestClient } from '#server-test/http-client.ts';
import { createTestOpportunity, type OpportunityOverrides } from '#server-test/opportunity-factories.ts';
import { matchCriteria } from './recommendations.service.ts';

const {
  ctx,
  companies: [company],
} = await companyAppForThisFile('Copper Kettle');

/** Published `hoursAgo` hours ago, so the expected order never depends on insert timing. */
const opportunity = (hoursAgo: number, overrides: OpportunityOverrides) =>
  createTestOpportunity(ctx.database.db, company.id, {
    publishedAt: new Date(Date.now() - hoursAgo * 3_600_000),
    ...overrides,
  });

interface Body {
  data: Array<{ id: number; title: string; applied: boolean }>;
  basis: 'profile' | 'newest';
}

async function recommended(client: TestClient, query = ''): Promise<Body> {
  const response = await client.get(`/api/opportunities/recommended${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('GET /api/opportunities/recommended', () => {
  it('matches any desired role by full text and the profile place or remote, newest first', async () => {
    const pastryPortland = await opportunity(5, {
      title: 'Chocolatier',
      location: 'Portland, OR',
      description: '<p>Temper chocolate and fill bonbons.</p>',
      payMin: 20,
      payMax: 24,
      payPeriod: 'hour',
    });
    const remoteRole = await opportunity(3, {
      title: 'Senior Chocolatier',
      location: 'Austin, TX',
      remote: true,
    });
    const inDescription = await opportunity(4, {
      title: 'Kitchen Helper',
      location: 'Portland, Oregon',
      description: '<p>Assist our confectioner with seasonal boxes.</p>',
    });
    // Elsewhere and not remote; another role; not published.
    await opportunity(1, { title: 'Chocolatier', location: 'Boston, MA' });
    await opportunity(1, { title: 'Dishwasher', location: 'Portland, OR' });
    await opportunity(1, { title: 'Chocolatier', location: 'Portland, OR', status: 'draft' });
    await opportunity(1, { title: 'Chocolatier', location: 'Portland, OR', status: 'closed' });
    await opportunity(1, { title: 'Chocolatier', location: 'Portland, OR', status: 'paused' });

    const { client } = await createCandidate(
      ctx,
      {},
      {
        desiredRoles: ['Chocolatier', 'Confectioner'],
        location: 'Portland, OR',
      },
    );
    const body = await recommended(client);
    expect(body.basis).toBe('profile');
    expect(body.data.map((card) => card.id)).toEqual([
      remoteRole.opportunity.id,
      inDescription.opportunity.id,
      pastryPortland.opportunity.id,
    ]);
    expect(body.data[2]).toEqual({
      id: pastryPortland.opportunity.id,
      title: 'Chocolatier',
      company: { id: company.id, name: 'Copper Kettle', avatar: null },
      location: 'Portland, OR',
      remote: false,
      employment_type: 'full_time',
      pay_min: 20,
      pay_max: 24,
      pay_period: 'hour',
      published_at: pastryPortland.opportunity.publishedAt!.toISOString(),
      snippet: 'Temper chocolate and fill bonbons.',
      snippet_highlights: [],
      applied: false,
    });
  });

  it('matches roles anywhere when the profile has no location, and place alone without roles', async () => {
    const boston = await opportunity(2, { title: 'Fishmonger', location: 'Boston, MA' });
    const rolesOnly = await createCandidate(ctx, {}, { desiredRoles: ['fishmonger'] });
    expect((await recommended(rolesOnly.client)).data.map((card) => card.id)).toEqual([
      boston.opportunity.id,
    ]);

    const salem = await opportunity(2, { title: 'Night Porter', location: 'Salem, MA' });
    const remote = await opportunity(3, { title: 'Night Porter', location: '', remote: true });
    const placeOnly = await createCandidate(ctx, {}, { location: 'salem' });
    const body = await recommended(placeOnly.client);
    expect(body.basis).toBe('profile');
    const ids = body.data.map((card) => card.id);
    expect(ids).toContain(salem.opportunity.id);
    expect(ids).toContain(remote.opportunity.id);
    expect(ids).not.toContain(boston.opportunity.id);
  });

  it('leaves out opportunities the candidate applied to, drafts and withdrawn ones included', async () => {
    const first = await opportunity(6, { title: 'Cheesemonger', location: 'Denver, CO' });
    const drafted = await opportunity(7, { title: 'Cheesemonger', location: 'Denver, CO' });
    const withdrawn = await opportunity(8, { title: 'Cheesemonger', location: 'Denver, CO' });
    const open = await opportunity(9, { title: 'Cheesemonger', location: 'Denver, CO' });
    const profile = { desiredRoles: ['Cheesemonger'], location: 'Denver, CO' };
    const candidate = await createCandidate(ctx, {}, profile);
    await placeApplication(ctx, first, candidate.user.id);
    await placeApplication(ctx, drafted, candidate.user.id, { status: 'draft' });
    await placeApplication(ctx, withdrawn, candidate.user.id, { status: 'withdrawn' });

    expect((await recommended(candidate.client)).data.map((card) => card.id)).toEqual([open.opportunity.id]);
    // Another candidate with the same profile still sees all four.
    const other = await createCandidate(ctx, {}, profile);
    expect((await recommended(other.client)).data).toHaveLength(4);
  });

  it('falls back to the newest published opportunities without a profile or any match', async () => {
    // Published "in the future" so they are the newest rows of this test database.
    const newer = await opportunity(-2, { title: 'Sous Chef' });
    const newest = await opportunity(-3, { title: 'Line Cook' });
    await opportunity(-4, { title: 'Pastry Cook', status: 'draft' });

    const noProfile = await createCandidate(ctx);
    const body = await recommended(noProfile.client, '?limit=2');
    expect(body).toMatchObject({ basis: 'newest' });
    expect(body.data.map((card) => card.id)).toEqual([newest.opportunity.id, newer.opportunity.id]);

    const emptyProfile = await createCandidate(ctx, {}, { desiredRoles: [], location: '  ' });
    expect((await recommended(emptyProfile.client, '?limit=2')).basis).toBe('newest');

    const noMatch = await createCandidate(ctx, {}, { desiredRoles: ['Astronaut'], location: 'Tycho Base' });
    const fallback = await recommended(noMatch.client, '?limit=2');
    expect(fallback.basis).toBe('newest');
    expect(fallback.data.map((card) => card.id)).toEqual([newest.opportunity.id, newer.opportunity.id]);

    // The fallback also leaves out what the candidate applied to.
    await placeApplication(ctx, newest, noProfile.user.id);
    const afterApplying = await recommended(noProfile.client, '?limit=1');
    expect(afterApplying.data.map((card) => card.id)).toEqual([newer.opportunity.id]);
  });

  it('returns at most ten, and 422 for a limit outside 1–10', async () => {
    for (let index = 0; index < 11; index += 1) await opportunity(-10 - index, { title: 'Runner' });
    const { client } = await createCandidate(ctx);
    expect((await recommended(client)).data).toHaveLength(10);
    for (const limit of ['0', '11', 'many']) {
      const response = await client.get(`/api/opportunities/recommended?limit=${limit}`);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.limit).toHaveLength(1);
    }
  });

  it('needs a signed-in user', async () => {
    const visitor = new TestClient(ctx.app);
    const response = await visitor.get('/api/opportunities/recommended');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated.' });
  });
});

describe('matchCriteria', () => {
  it('keeps distinct non-blank roles and the place before the first comma', () => {
    expect(
      matchCriteria({ desiredRoles: [' Barista ', 'Barista', '', 'Pastry Chef'], location: 'Portland, OR' }),
    ).toEqual({ roles: ['Barista', 'Pastry Chef'], place: 'Portland' });
    expect(matchCriteria({ desiredRoles: [], location: ', OR' })).toEqual({ roles: [], place: null });
    expect(matchCriteria(undefined)).toEqual({ roles: [], place: null });
  });
});
