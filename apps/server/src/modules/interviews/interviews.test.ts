// Scheduling interviews: fixed times and "let the candidate choose", the 422s (past times,
// overlapping interviewers, bad zones), reschedule / cancel / outcome, timeline and notifications.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { interviews } from '#server/db/schema.ts';
import {
  createCandidate,
  eventsOf,
  notificationsOf,
  placeApplication,
} from '#server-test/application-factories.ts';
import { companyAppForThisFile } from '#server-test/file-app.ts';
import { createTestOpportunity } from '#server-test/opportunity-factories.ts';

const {
  ctx,
  companies: [company, other],
} = await companyAppForThisFile('Acme Bakery', 'Rival Rolls');
const recruiter = company.members.Recruiter;
const manager = company.members.Manager;
const HOUR = 3_600_000;
let posted: Awaited<ReturnType<typeof createTestOpportunity>>;

/** Whole hours from now, on the hour: clear of any other test's interview when `hours` differ. */
const inHours = (hours: number) => new Date(Math.ceil(Date.now() / HOUR) * HOUR + hours * HOUR).toISOString();

async function newApplication() {
  const candidate = await createCandidate(ctx, { timezone: 'Europe/Berlin' });
  const application = await placeApplication(ctx, posted, candidate.user.id, { step: 1 });
  return { candidate, application };
}

const fixedBody = (applicationId: number, start: string, interviewerIds = [manager.user.id]) => ({
  application_id: applicationId,
  interviewer_ids: interviewerIds,
  location: 'web_conference',
  duration_minutes: 45,
  scheduling: 'fixed',
  start_time: start,
  timezone: 'America/New_York',
});

beforeAll(async () => {
  posted = await createTestOpportunity(ctx.database.db, company.id);
});

describe('POST /api/interviews', () => {
  it('schedules at a fixed time: Scheduled, on the timeline, and everyone is told', async () => {
    const { candidate, application } = await newApplication();
    const start = inHours(30);
    const response = await recruiter.client.post('/api/interviews', fixedBody(application.id, start));
    expect(response.statusCode).toBe(201);
    const interview = response.json();
    expect(interview).toMatchObject({
      status: 'scheduled',
      status_label: 'Scheduled',
      start_time: start,
      duration_minutes: 45,
      timezone: 'America/New_York',
      recording_preference: 'ask',
      rating_state: 'unknown',
      application_id: application.id,
      interviewee: { id: candidate.user.id },
      interviewers: [{ id: manager.user.id }],
      join_url: `/company-interviews/${interview.uuid}`,
      scheduling_link: null,
    });
    expect(interview.end_time).toBe(new Date(Date.parse(start) + 45 * 60_000).toISOString());
    expect((await eventsOf(ctx, application.id)).map((event) => event.kind)).toContain('interview_scheduled');
    expect(await notificationsOf(ctx, candidate.user.id, 'interview_scheduled')).toHaveLength(1);
    expect(await notificationsOf(ctx, manager.user.id, 'interview_scheduled')).toHaveLength(1);
  });

  it('offers a self-scheduling link when the candidate chooses', async () => {
    const { candidate, application } = await newApplication();
    const response = await recruiter.client.post('/api/interviews', {
      ...fixedBody(application.id, inHours(31)),
      scheduling: 'candidate_chooses',
      start_time: null,
      location: 'phone',
      location_details: '+1 555 0100',
    });
    expect(response.statusCode).toBe(201);
    const interview = response.json();
    expect(interview).toMatchObject({
      status: 'not_scheduled',
      status_label: 'Not Scheduled',
      start_time: null,
    });
    expect(interview.scheduling_link).toMatchObject({ state: 'open' });
    expect(interview.scheduling_link.url).toContain(`/schedule-interview/${interview.scheduling_link.uuid}`);
    const [notification] = await notificationsOf(ctx, candidate.user.id, 'interview_scheduled');
    expect(notification?.link).toBe(`/schedule-interview/${interview.scheduling_link.uuid}`);
    // The candidate sees the interview but not the company's link details.
    const own = await candidate.client.get(`/api/interviews/${interview.uuid}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().scheduling_link).toBeNull();
  });

  it('refuses past times, overlapping interviewers, bad zones and missing details with 422', async () => {
    const { application } = await newApplication();
    const past = await recruiter.client.post(
      '/api/interviews',
      fixedBody(application.id, new Date(Date.now() - HOUR).toISOString()),
    );
    expect(past.statusCode).toBe(422);
    expect(past.json().errors.start_time).toEqual(['The start time must be in the future.']);

    const start = inHours(40);
    expect(
      (await recruiter.client.post('/api/interviews', fixedBody(application.id, start))).statusCode,
    ).toBe(201);
    const second = await newApplication();
    // 30 minutes into the first interview, with the same interviewer.
    const overlapping = await recruiter.client.post(
      '/api/interviews',
      fixedBody(second.application.id, new Date(Date.parse(start) + 30 * 60_000).toISOString()),
    );
    expect(overlapping.statusCode).toBe(422);
    expect(overlapping.json().errors.interviewer_ids[0]).toMatch(/already has an interview at that time/);
    // Right after it ends is fine.
    const after = await recruiter.client.post(
      '/api/interviews',
      fixedBody(second.application.id, new Date(Date.parse(start) + 45 * 60_000).toISOString()),
    );
    expect(after.statusCode).toBe(201);

    const zone = await recruiter.client.post('/api/interviews', {
      ...fixedBody(application.id, inHours(50)),
      timezone: 'Mars/Olympus',
    });
    expect(zone.statusCode).toBe(422);
    expect(zone.json().errors.timezone).toEqual(['The timezone must be a valid time zone.']);

    const inPerson = await recruiter.client.post('/api/interviews', {
      ...fixedBody(application.id, inHours(51)),
      location: 'in_person',
    });
    expect(inPerson.statusCode).toBe(422);
    expect(inPerson.json().errors.location_details).toBeDefined();

    const outsider = await recruiter.client.post(
      '/api/interviews',
      fixedBody(application.id, inHours(52), [other.members.Manager.user.id]),
    );
    expect(outsider.statusCode).toBe(422);
    expect(outsider.json().errors.interviewer_ids).toBeDefined();

    const tooLong = await recruiter.client.post('/api/interviews', {
      ...fixedBody(application.id, inHours(53)),
      duration_minutes: 300,
    });
    expect(tooLong.statusCode).toBe(422);
  });

  it('answers 422 for another company’s application and 403 for a Team Member', async () => {
    const { application } = await newApplication();
    const foreign = await other.members['Company Admin'].client.post(
      '/api/interviews',
      fixedBody(application.id, inHours(60), [other.members['Company Admin'].user.id]),
    );
    expect(foreign.statusCode).toBe(422);
    const member = await company.members['Team Member'].client.post(
      '/api/interviews',
      fixedBody(application.id, inHours(61)),
    );
    expect(member.statusCode).toBe(403);
  });
});

describe('changing an interview', () => {
  it('reschedules (a new time is checked for overlaps) and records it', async () => {
    const { application } = await newApplication();
    const created = (
      await recruiter.client.post('/api/interviews', fixedBody(application.id, inHours(70)))
    ).json();
    const moved = await recruiter.client.put(`/api/interviews/${created.id}`, { start_time: inHours(71) });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().start_time).toBe(inHours(71));
    expect((await eventsOf(ctx, application.id)).map((event) => event.kind)).toContain(
      'interview_rescheduled',
    );
    const past = await recruiter.client.put(`/api/interviews/${created.id}`, {
      start_time: new Date(Date.now() - HOUR).toISOString(),
    });
    expect(past.statusCode).toBe(422);
  });

  it('cancels with a message, frees the time, and cannot change it afterwards', async () => {
    const { application } = await newApplication();
    const start = inHours(80);
    const created = (await recruiter.client.post('/api/interviews', fixedBody(application.id, start))).json();
    const cancelled = await recruiter.client.post(`/api/interviews/${created.id}/cancel`, {
      message: 'The role was filled.',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      status: 'cancelled',
      status_label: 'Cancelled',
      cancel_message: 'The role was filled.',
    });
    // The interviewer is free again at that time.
    const { application: next } = await newApplication();
    expect((await recruiter.client.post('/api/interviews', fixedBody(next.id, start))).statusCode).toBe(201);
    expect(
      (await recruiter.client.put(`/api/interviews/${created.id}`, { duration_minutes: 30 })).statusCode,
    ).toBe(422);
    expect((await recruiter.client.post(`/api/interviews/${created.id}/cancel`, {})).statusCode).toBe(422);
  });

  it('marks completed or no-show only once it started', async () => {
    const { application } = await newApplication();
    const created = (
      await recruiter.client.post('/api/interviews', fixedBody(application.id, inHours(90)))
    ).json();
    const early = await manager.client.post(`/api/interviews/${created.id}/status`, { status: 'completed' });
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe('The interview has not started yet.');
    // Time-shift the interview into the past (tests control time through the data).
    await ctx.database.db
      .update(interviews)
      .set({ startTime: new Date(Date.now() - HOUR), endTime: new Date(Date.now() - HOUR / 4) })
      .where(eq(interviews.id, created.id));
    const done = await manager.client.post(`/api/interviews/${created.id}/status`, { status: 'no_show' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'no_show', status_label: 'No Show' });
    const bad = await manager.client.post(`/api/interviews/${created.id}/status`, { status: 'cancelled' });
    expect(bad.statusCode).toBe(422);
  });
});

describe('a disqualified application', () => {
  it('turns its open interviews Disqualified and frees the interviewers', async () => {
    const { application } = await newApplication();
    const start = inHours(110);
    const created = (await recruiter.client.post('/api/interviews', fixedBody(application.id, start))).json();
    const decided = await recruiter.client.post(`/api/applications/${application.id}/decision`, {
      decision: 'disqualify',
      reason: 'Not a fit',
    });
    expect(decided.statusCode).toBe(200);
    const after = (await manager.client.get(`/api/interviews/${created.id}`)).json();
    expect(after).toMatchObject({ status: 'disqualified', status_label: 'Disqualified' });
    const { application: next } = await newApplication();
    expect((await recruiter.client.post('/api/interviews', fixedBody(next.id, start))).statusCode).toBe(201);
  });
});

describe('GET /api/interviews', () => {
  it('lists the company’s interviews for a Manager, only their own for a Team Member, and the candidate’s own', async () => {
    const { candidate, application } = await newApplication();
    const created = (
      await recruiter.client.post('/api/interviews', fixedBody(application.id, inHours(100)))
    ).json();
    const managerList = await manager.client.get('/api/interviews?when=upcoming&per_page=100');
    expect(managerList.statusCode).toBe(200);
    expect(managerList.json().data.map((row: { id: number }) => row.id)).toContain(created.id);
    expect(managerList.json().abilities.create).toBe(true);
    const memberList = await company.members['Team Member'].client.get('/api/interviews?per_page=100');
    expect(memberList.json().data.map((row: { id: number }) => row.id)).not.toContain(created.id);
    expect(memberList.json().abilities.create).toBe(false);
    const own = await candidate.client.get('/api/interviews');
    expect(own.json().data.map((row: { id: number }) => row.id)).toEqual([created.id]);
    const filtered = await manager.client.get(
      `/api/interviews?application_id=${application.id}&status=cancelled`,
    );
    expect(filtered.json().data).toEqual([]);
    const otherList = await other.members['Company Admin'].client.get('/api/interviews?per_page=100');
    expect(otherList.json().data.map((row: { id: number }) => row.id)).not.toContain(created.id);
  });
});
