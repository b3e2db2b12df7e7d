// A hire snoozes the candidate's profile (AUTO_SNOOZE_DAYS) in the same transaction, unless they
// opted out, and the hire notification (in the app and by email) says until when and how to undo it.
// Decisions and bulk moves both.
import { AUTO_SNOOZE_DAYS } from '@hireloop/shared/profiles';
import { formatDateInZone } from '@hireloop/shared/time';
import { describe, expect, it } from 'vitest';
import {
  type Candidate,
  createCandidate,
  mailsTo,
  notificationsOf,
  placeApplication,
  profileOf,
  reloadApplication,
} from '#server-test/application-factories.ts';
import { companyAppForThisFile } from '#server-test/file-app.ts';
import { createTestOpportunity } from '#server-test/opportunity-factories.ts';

const {
  ctx,
  companies: [company],
} = await companyAppForThisFile('Acme Bakery');

const DAY_MS = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS);

const recruiter = () => company.members.Recruiter.client;

async function candidate(options: { optOut?: boolean; timezone?: string } = {}): Promise<Candidate> {
  const created = await createCandidate(
    ctx,
    { firstName: 'Hana', lastName: 'Hired', timezone: options.timezone ?? null },
    { headline: 'Pastry chef', location: 'Portland, OR', autoSnoozeOptOut: options.optOut ?? false },
  );
  return created;
}

async function applicationOf(person: Candidate, options: Parameters<typeof placeApplication>[3]) {
  const posted = await createTestOpportunity(ctx.database.db, company.id, { title: 'Pastry Chef' });
  return { ...posted, application: await placeApplication(ctx, posted, person.user.id, options) };
}

async function hireNotification(userId: number) {
  const rows = await notificationsOf(ctx, userId, 'application_update');
  return rows.at(-1);
}

describe('hiring with a decision', () => {
  it('snoozes the profile for 90 days and tells the candidate until when (their time zone) and how to undo it', async () => {
    const person = await candidate({ timezone: 'Asia/Tokyo' });
    const { application } = await applicationOf(person, { step: 3 });
    const response = await recruiter().post(`/api/applications/${application.id}/decision`, {
      decision: 'next-step-immediately',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('hired');

    const until = (await profileOf(ctx, person.user.id))!.snoozedUntil!;
    expect(Math.abs(until.getTime() - inDays(AUTO_SNOOZE_DAYS).getTime())).toBeLessThan(60_000);
    const shown = formatDateInZone(until, 'Asia/Tokyo');
    const notice = `Your profile is snoozed until ${shown}, so companies searching Hireloop will not find you. To be found sooner, unsnooze it on your profile: /profile.`;

    const notification = await hireNotification(person.user.id);
    expect(notification).toMatchObject({ title: 'Congratulations!', link: '/applications' });
    expect(notification!.body).toBe(`Acme Bakery marked you as hired for Pastry Chef. ${notice}`);
    expect(notification!.data).toMatchObject({ status: 'hired', snoozed_until: until.toISOString() });
    const [mail] = await mailsTo(ctx, person.user.email);
    expect(mail?.subject).toBe('Congratulations!');
    expect(mail?.text).toContain(notice);
    expect((await person.client.get('/api/profile')).json()).toMatchObject({ is_snoozed: true });
  });

  it('leaves a candidate who opted out visible, and says nothing of a snooze', async () => {
    const person = await candidate({ optOut: true });
    const { application } = await applicationOf(person, { step: 3 });
    const response = await recruiter().post(`/api/applications/${application.id}/decision`, {
      decision: 'next-step',
    });
    expect(response.json().status).toBe('hired');
    expect((await profileOf(ctx, person.user.id))!.snoozedUntil).toBeNull();
    const notification = await hireNotification(person.user.id);
    expect(notification!.body).toBe('Acme Bakery marked you as hired for Pastry Chef.');
    expect(notification!.data).not.toHaveProperty('snoozed_until');
  });

  it('keeps a longer snooze the candidate chose, and names that date (UTC without a time zone)', async () => {
    const person = await candidate();
    const longer = inDays(200);
    await person.client.post(`/api/users/${person.user.id}/snooze`, { until: longer.toISOString() });
    const { application } = await applicationOf(person, { step: 3 });
    await recruiter().post(`/api/applications/${application.id}/decision`, { decision: 'next-step' });
    expect((await profileOf(ctx, person.user.id))!.snoozedUntil!.toISOString()).toBe(longer.toISOString());
    expect((await hireNotification(person.user.id))!.body).toContain(
      `snoozed until ${formatDateInZone(longer, 'UTC')},`,
    );
  });

  it('snoozes when reinstating a disqualified candidate who was on the last step (hired again)', async () => {
    const person = await candidate();
    const { application } = await applicationOf(person, {
      status: 'disqualified',
      step: 4,
      disqualifyReason: 'Mistake',
    });
    const response = await recruiter().post(`/api/applications/${application.id}/decision`, {
      decision: 'previous-step',
    });
    expect(response.json().status).toBe('hired');
    expect((await profileOf(ctx, person.user.id))!.snoozedUntil).not.toBeNull();
    expect((await hireNotification(person.user.id))!.body).toContain('Your profile is snoozed until');
  });

  it('does not snooze on moves that do not hire, or on refused decisions', async () => {
    const moved = await candidate();
    const early = await applicationOf(moved, { step: 0 });
    await recruiter().post(`/api/applications/${early.application.id}/decision`, { decision: 'next-step' });
    expect((await profileOf(ctx, moved.user.id))!.snoozedUntil).toBeNull();

    const refused = await candidate();
    const last = await applicationOf(refused, { step: 3 });
    const teamMember = await company.members['Team Member'].client.post(
      `/api/applications/${last.application.id}/decision`,
      { decision: 'next-step' },
    );
    expect(teamMember.statusCode).toBe(403);
    expect((await reloadApplication(ctx, last.application.id)).status).toBe('active');
    expect((await profileOf(ctx, refused.user.id))!.snoozedUntil).toBeNull();
  });
});

describe('hiring with a bulk move', () => {
  it('snoozes everyone it hires except those who opted out, each told accordingly', async () => {
    const posted = await createTestOpportunity(ctx.database.db, company.id, { title: 'Pastry Chef' });
    const willing = await candidate({ timezone: 'America/Los_Angeles' });
    const optedOut = await candidate({ optOut: true });
    const ids = [
      (await placeApplication(ctx, posted, willing.user.id, { step: 2 })).id,
      (await placeApplication(ctx, posted, optedOut.user.id, { step: 1 })).id,
    ];
    const response = await recruiter().post('/api/company-candidates/bulk', {
      action: 'move',
      application_ids: ids,
      to_step_id: posted.steps[4]!.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().affected).toBe(2);

    const until = (await profileOf(ctx, willing.user.id))!.snoozedUntil!;
    expect(Math.abs(until.getTime() - inDays(AUTO_SNOOZE_DAYS).getTime())).toBeLessThan(60_000);
    expect((await hireNotification(willing.user.id))!.body).toContain(
      `Your profile is snoozed until ${formatDateInZone(until, 'America/Los_Angeles')},`,
    );
    expect((await profileOf(ctx, optedOut.user.id))!.snoozedUntil).toBeNull();
    expect((await hireNotification(optedOut.user.id))!.body).toBe(
      'Acme Bakery marked you as hired for Pastry Chef.',
    );
  });

  it('does not snooze on a bulk move to an earlier step', async () => {
    const posted = await createTestOpportunity(ctx.database.db, company.id);
    const person = await candidate();
    const row = await placeApplication(ctx, posted, person.user.id, { step: 0 });
    const response = await recruiter().post('/api/company-candidates/bulk', {
      action: 'move',
      application_ids: [row.id],
      to_step_id: posted.steps[3]!.id,
    });
    expect(response.statusCode).toBe(200);
    expect((await profileOf(ctx, person.user.id))!.snoozedUntil).toBeNull();
  });
});

describe('undoing a hire', () => {
  const decide = (applicationId: number, body: Record<string, unknown>) =>
    recruiter().post(`/api/applications/${applicationId}/decision`, body);
  const hire = async (applicationId: number) => {
    const response = await decide(applicationId, { decision: 'next-step-immediately' });
    expect(response.json().status).toBe('hired');
  };
  const snoozedUntil = async (person: Candidate) => (await profileOf(ctx, person.user.id))!.snoozedUntil;

  it('moving the hire back puts back the snooze the candidate had before (none here)', async () => {
    const person = await candidate();
    const { application } = await applicationOf(person, { step: 3 });
    await hire(application.id);
    expect(await snoozedUntil(person)).not.toBeNull();
    const back = await decide(application.id, { decision: 'previous-step' });
    expect(back.statusCode).toBe(200);
    expect(back.json().status).toBe('active');
    expect(await snoozedUntil(person)).toBeNull();
    expect((await person.client.get('/api/profile')).json()).toMatchObject({ is_snoozed: false });
  });

  it('disqualifying the hire puts back a shorter snooze of the candidate’s own', async () => {
    const person = await candidate();
    const own = inDays(5);
    await person.client.post(`/api/users/${person.user.id}/snooze`, { until: own.toISOString() });
    const before = await snoozedUntil(person);
    const { application } = await applicationOf(person, { step: 3 });
    await hire(application.id);
    expect((await snoozedUntil(person))!.getTime()).toBeGreaterThan(before!.getTime());
    const disqualified = await decide(application.id, { decision: 'disqualify', reason: 'Offer withdrawn' });
    expect(disqualified.statusCode).toBe(200);
    expect(await snoozedUntil(person)).toEqual(before);
  });

  it('leaves the candidate’s own choice made after the hire alone', async () => {
    const person = await candidate();
    const { application } = await applicationOf(person, { step: 3 });
    await hire(application.id);
    await person.client.post(`/api/users/${person.user.id}/unsnooze`);
    const chosen = inDays(200);
    await person.client.post(`/api/users/${person.user.id}/snooze`, { until: chosen.toISOString() });
    const theirs = await snoozedUntil(person);
    await decide(application.id, { decision: 'previous-step' });
    expect(await snoozedUntil(person)).toEqual(theirs);
  });

  it('bulk moves back and bulk disqualifications undo the snooze of each hire', async () => {
    const posted = await createTestOpportunity(ctx.database.db, company.id, { title: 'Pastry Chef' });
    const [movedBack, disqualified, neverHired] = [await candidate(), await candidate(), await candidate()];
    const rows = [
      await placeApplication(ctx, posted, movedBack.user.id, { step: 3 }),
      await placeApplication(ctx, posted, disqualified.user.id, { step: 3 }),
    ];
    const bulk = (body: Record<string, unknown>) => recruiter().post('/api/company-candidates/bulk', body);
    const hired = await bulk({
      action: 'move',
      application_ids: rows.map((row) => row.id),
      to_step_id: posted.steps[4]!.id,
    });
    expect(hired.json().affected).toBe(2);
    // Someone else snoozed by hand is not touched by either.
    await neverHired.client.post(`/api/users/${neverHired.user.id}/snooze`, {
      until: inDays(30).toISOString(),
    });
    const untouched = await snoozedUntil(neverHired);

    const back = await bulk({
      action: 'move',
      application_ids: [rows[0]!.id],
      to_step_id: posted.steps[2]!.id,
    });
    expect(back.statusCode).toBe(200);
    expect(await snoozedUntil(movedBack)).toBeNull();
    expect(await snoozedUntil(disqualified)).not.toBeNull();

    const out = await bulk({
      action: 'disqualify',
      application_ids: [rows[1]!.id],
      reason: 'Offer withdrawn',
    });
    expect(out.statusCode).toBe(200);
    expect(await snoozedUntil(disqualified)).toBeNull();
    expect(await snoozedUntil(neverHired)).toEqual(untouched);
  });
});
