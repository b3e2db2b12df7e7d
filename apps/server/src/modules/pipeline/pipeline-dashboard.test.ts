// The hiring figures in GET /api/company-dashboard.
import { describe, expect, it } from 'vitest';
import { createCandidate, placeApplication } from '#server-test/application-factories.ts';
import { appForThisFile } from '#server-test/file-app.ts';
import { createTestOpportunity } from '#server-test/opportunity-factories.ts';
import { createTestCompany } from '#server-test/tenancy-factories.ts';

const ctx = await appForThisFile();

describe('GET /api/company-dashboard hiring figures', () => {
  it('starts at zero', async () => {
    const company = await createTestCompany(ctx);
    const response = await company.members['Team Member'].client.get('/api/company-dashboard');
    expect(response.statusCode).toBe(200);
    expect(response.json().hiring).toEqual({
      open_opportunities: 0,
      new_applicants_this_week: 0,
      candidates_per_step: [],
      last_activity_at: null,
    });
  });

  it('counts open opportunities, this week’s applicants, candidates per step and the last activity', async () => {
    const company = await createTestCompany(ctx);
    const rival = await createTestCompany(ctx, 'Rival Rolls');
    const open = await createTestOpportunity(ctx.database.db, company.id);
    const alsoOpen = await createTestOpportunity(ctx.database.db, company.id, {
      steps: ['Applied', 'Trial Shift', 'Hired'],
    });
    const closed = await createTestOpportunity(ctx.database.db, company.id, { status: 'closed' });
    await createTestOpportunity(ctx.database.db, company.id, { status: 'draft' });
    const rivalOpen = await createTestOpportunity(ctx.database.db, rival.id);

    const people = await Promise.all(
      Array.from({ length: 7 }, (_, i) => createCandidate(ctx, { firstName: `P${i}` })),
    );
    const ids = people.map((p) => p.user.id);
    const longAgo = new Date(Date.now() - 30 * 86_400_000);
    const latest = new Date(Date.now() - 60_000);
    await placeApplication(ctx, open, ids[0]!, { step: 0 });
    await placeApplication(ctx, open, ids[1]!, { step: 1, submittedAt: longAgo, lastActivityAt: latest });
    await placeApplication(ctx, open, ids[2]!, { step: 1, status: 'disqualified', submittedAt: longAgo });
    await placeApplication(ctx, alsoOpen, ids[3]!, { step: 0, submittedAt: longAgo });
    await placeApplication(ctx, alsoOpen, ids[4]!, { step: 2, status: 'hired', submittedAt: longAgo });
    await placeApplication(ctx, alsoOpen, ids[5]!, { status: 'draft' });
    await placeApplication(ctx, closed, ids[6]!, { step: 1 });
    await placeApplication(ctx, rivalOpen, ids[0]!, { step: 3 });

    const hiring = (await company.members.Recruiter.client.get('/api/company-dashboard')).json().hiring;
    expect(hiring.open_opportunities).toBe(2);
    // ids[0] on the open one and ids[6] on the closed one applied this week (drafts never count).
    expect(hiring.new_applicants_this_week).toBe(2);
    expect(hiring.candidates_per_step).toEqual([
      { name: 'Applied', count: 2 },
      { name: 'Phone Screen', count: 1 },
      { name: 'Trial Shift', count: 0 },
      { name: 'Interview', count: 0 },
      { name: 'Offer', count: 0 },
      { name: 'Hired', count: 1 },
    ]);
    expect(new Date(hiring.last_activity_at).getTime()).toBeGreaterThan(Date.now() - 5 * 60_000);
  });
});
