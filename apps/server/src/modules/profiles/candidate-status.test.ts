import { describe, expect, it } from 'vitest';
import { placeApplication, reloadApplication } from '#server-test/application-factories.ts';
import { createUser, signedInClient } from '#server-test/factories.ts';
import { appForThisFile } from '#server-test/file-app.ts';
import { TestClient } from '#server-test/http-client.ts';
import { createTestOpportunity } from '#server-test/opportunity-factories.ts';
import { createTestCompany } from '#server-test/tenancy-factories.ts';
import { autoSnoozeCandidate, autoSnoozeCandidates } from './candidate-status.service.ts';
import { searchMatch, storedProfile } from './profile-test-helpers.ts';
import { NOT_YOUR_ACCOUNT } from './profiles.policy.ts';

const ctx = await appForThisFile();
const DAY_MS = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS);

describe('POST /api/users/{id}/snooze and /unsnooze', () => {
  it('hides the candidate until a future date, then unsnoozes', async () => {
    const user = await createUser(ctx);
    const client = await signedInClient(ctx, user);
    const until = inDays(30).toISOString();
    const snoozed = await client.post(`/api/users/${user.id}/snooze`, { until });
    expect(snoozed.statusCode).toBe(200);
    expect(snoozed.json()).toMatchObject({ user_id: user.id, snoozed_until: until, is_snoozed: true });
    expect(snoozed.json().message).toBe(
      'Your profile is hidden from company searches until the date you chose.',
    );
    expect((await storedProfile(ctx, user.id))?.snoozedUntil?.toISOString()).toBe(until);

    const unsnoozed = await client.post(`/api/users/${user.id}/unsnooze`);
    expect(unsnoozed.statusCode).toBe(200);
    expect(unsnoozed.json()).toMatchObject({ snoozed_until: null, is_snoozed: false });
  });

  it('reads a calendar date as that day at midnight UTC', async () => {
    const user = await createUser(ctx);
    const client = await signedInClient(ctx, user);
    const day = inDays(10).toISOString().slice(0, 10);
    const response = await client.post(`/api/users/${user.id}/snooze`, { until: day });
    expect(response.json().snoozed_until).toBe(`${day}T00:00:00.000Z`);
  });

  it.each([
    ['a past date', () => inDays(-1).toISOString(), 'The snooze must end at a future date.'],
    ['more than a year away', () => inDays(367).toISOString(), 'You can snooze for at most one year.'],
    ['something that is not a date', () => 'next spring', 'The until must be a valid date.'],
    ['nothing', () => undefined, 'The until field is required.'],
  ])('answers 422 for %s and changes nothing', async (_case, until, message) => {
    const user = await createUser(ctx);
    const client = await signedInClient(ctx, user);
    const response = await client.post(
      `/api/users/${user.id}/snooze`,
      until() === undefined ? {} : { until: until() },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ until: [message] });
    expect(await storedProfile(ctx, user.id)).toBeUndefined();
  });

  it('answers 403 for another user id on every call, changing nothing', async () => {
    const victim = await createUser(ctx);
    const attacker = await signedInClient(ctx, await createUser(ctx));
    for (const action of ['snooze', 'unsnooze', 'opt-out-of-auto-snooze', 'withdraw-applications']) {
      const response = await attacker.post(`/api/users/${victim.id}/${action}`, {
        until: inDays(5).toISOString(),
      });
      expect(response.statusCode, action).toBe(403);
      expect(response.json()).toEqual({ message: NOT_YOUR_ACCOUNT });
    }
    expect(await storedProfile(ctx, victim.id)).toBeUndefined();
    // An id nobody has is refused the same way: the answer never tells which ids exist.
    expect((await attacker.post('/api/users/99999999/unsnooze')).statusCode).toBe(403);
  });

  it('answers 401 when signed out', async () => {
    const user = await createUser(ctx);
    expect((await new TestClient(ctx.app).post(`/api/users/${user.id}/unsnooze`)).statusCode).toBe(401);
  });
});

describe('automatic snooze', () => {
  it('opting out is stored, and the automatic snooze then leaves the profile visible', async () => {
    const user = await createUser(ctx);
    const client = await signedInClient(ctx, user);
    const response = await client.post(`/api/users/${user.id}/opt-out-of-auto-snooze`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      auto_snooze_opt_out: true,
      message: 'Your profile will not be snoozed automatically.',
    });
    expect(await autoSnoozeCandidate(ctx.database.db, { userId: user.id })).toBeNull();
    expect((await client.get('/api/profile')).json().is_snoozed).toBe(false);

    // Opting back in goes through the profile.
    await client.put('/api/profile', { auto_snooze_opt_out: false });
    expect(await autoSnoozeCandidate(ctx.database.db, { userId: user.id })).toBeInstanceOf(Date);
    expect((await client.get('/api/profile')).json().is_snoozed).toBe(true);
  });

  it('snoozes for 90 days but never shortens a longer snooze', async () => {
    const user = await createUser(ctx);
    const client = await signedInClient(ctx, user);
    const answered = await autoSnoozeCandidate(ctx.database.db, { userId: user.id });
    const auto = (await storedProfile(ctx, user.id))!.snoozedUntil!.getTime();
    expect(answered?.getTime()).toBe(auto);
    expect(Math.abs(auto - inDays(90).getTime())).toBeLessThan(60_000);

    const longer = inDays(200).toISOString();
    await client.post(`/api/users/${user.id}/snooze`, { until: longer });
    expect((await autoSnoozeCandidate(ctx.database.db, { userId: user.id }))?.toISOString()).toBe(longer);
    expect((await storedProfile(ctx, user.id))!.snoozedUntil!.toISOString()).toBe(longer);
  });
});

describe('automatic snooze of several candidates', () => {
  it('gives a candidate without a profile a row with the search document, and skips those who opted out', async () => {
    const fresh = await createUser(ctx, { firstName: 'Octavia', lastName: 'Fresh' });
    const optedOut = await createUser(ctx);
    await (await signedInClient(ctx, optedOut)).post(`/api/users/${optedOut.id}/opt-out-of-auto-snooze`);
    expect(await storedProfile(ctx, fresh.id)).toBeUndefined();

    const snoozed = await ctx.database.db.transaction((tx) =>
      autoSnoozeCandidates(tx, [{ userId: fresh.id }, { userId: optedOut.id }, { userId: fresh.id }]),
    );
    expect([...snoozed.keys()]).toEqual([fresh.id]);
    expect(Math.abs(snoozed.get(fresh.id)!.getTime() - inDays(90).getTime())).toBeLessThan(60_000);
    expect((await storedProfile(ctx, optedOut.id))!.snoozedUntil).toBeNull();
    expect((await searchMatch(ctx, fresh.id, 'Octavia')).matches).toBe(true);
  });
});

describe('POST /api/users/{id}/withdraw-applications', () => {
  it('withdraws every draft and active application, and leaves decided ones alone', async () => {
    const company = await createTestCompany(ctx, 'Withdraw Co');
    const user = await createUser(ctx);
    const client = await signedInClient(ctx, user);
    const placed = await Promise.all(
      (['draft', 'active', 'hired', 'disqualified'] as const).map(async (status) =>
        placeApplication(ctx, await createTestOpportunity(ctx.database.db, company.id), user.id, { status }),
      ),
    );
    const someoneElse = await createUser(ctx);
    const theirs = await placeApplication(
      ctx,
      await createTestOpportunity(ctx.database.db, company.id),
      someoneElse.id,
    );

    const response = await client.post(`/api/users/${user.id}/withdraw-applications`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      user_id: user.id,
      withdrawn_count: 2,
      message: 'Withdrew 2 applications.',
    });
    const statuses = await Promise.all(
      placed.map(async (row) => (await reloadApplication(ctx, row.id)).status),
    );
    expect(statuses).toEqual(['withdrawn', 'withdrawn', 'hired', 'disqualified']);
    expect((await reloadApplication(ctx, theirs.id)).status).toBe('active');

    const again = await client.post(`/api/users/${user.id}/withdraw-applications`);
    expect(again.json()).toMatchObject({
      withdrawn_count: 0,
      message: 'You have no open applications to withdraw.',
    });
  });

  it('answers 403 for another user id and withdraws nothing', async () => {
    const company = await createTestCompany(ctx, 'Untouched Co');
    const victim = await createUser(ctx);
    const application = await placeApplication(
      ctx,
      await createTestOpportunity(ctx.database.db, company.id),
      victim.id,
    );
    const attacker = await signedInClient(ctx, await createUser(ctx));
    expect((await attacker.post(`/api/users/${victim.id}/withdraw-applications`)).statusCode).toBe(403);
    expect((await reloadApplication(ctx, application.id)).status).toBe('active');
  });
});
