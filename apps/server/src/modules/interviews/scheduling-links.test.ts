// Availability, free slots, self-scheduling links (booking once, racing for one slot), the
// iCalendar invitations (parsed back with ical.js) and the private calendar feed.

import { and, desc, eq, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { outboundMessages } from '#server/db/schema.ts';
import { createCandidate, placeApplication } from '#server-test/application-factories.ts';
import { createUser } from '#server-test/factories.ts';
import { companyAppForThisFile } from '#server-test/file-app.ts';
import { TestClient } from '#server-test/http-client.ts';
import { freeInterviewer as freeInterviewerOf } from '#server-test/interview-factories.ts';
import { createTestOpportunity } from '#server-test/opportunity-factories.ts';
import { addMember } from '#server-test/tenancy-factories.ts';

const {
  ctx,
  companies: [company],
} = await companyAppForThisFile('Acme Bakery');
const recruiter = company.members.Recruiter;
let posted: Awaited<ReturnType<typeof createTestOpportunity>>;

const publicClient = () =>
  new TestClient(ctx.app, `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`);

const freeInterviewer = () => freeInterviewerOf(ctx, company.id);

async function invite(interviewerIds: number[], duration = 60) {
  const candidate = await createCandidate(ctx, { timezone: 'Asia/Tokyo' });
  const application = await placeApplication(ctx, posted, candidate.user.id, { step: 1 });
  const response = await recruiter.client.post('/api/interviews', {
    application_id: application.id,
    interviewer_ids: interviewerIds,
    location: 'web_conference',
    duration_minutes: duration,
    scheduling: 'candidate_chooses',
    timezone: 'America/New_York',
  });
  expect(response.statusCode).toBe(201);
  return { candidate, interview: response.json(), linkUuid: response.json().scheduling_link.uuid as string };
}

/**
 * The calendar parts mailed to `email`, once `expected` of them have arrived. Invitations leave
 * through the outbox (notify-users, then deliver-mail jobs): deliver what is due, and again while
 * a delivery is still on its way (a worker may hold a job when the test asks; seen once on CI).
 */
async function calendarPartsTo(email: string, expected = 1) {
  const read = () =>
    ctx.database.db
      .select({ metadata: outboundMessages.metadata })
      .from(outboundMessages)
      .where(and(eq(outboundMessages.toAddress, email), sql`${outboundMessages.metadata} ? 'calendar'`))
      .orderBy(desc(outboundMessages.createdAt), desc(outboundMessages.sequence));
  const rows = await vi.waitFor(
    async () => {
      await ctx.runJobs();
      const found = await read();
      if (found.length < expected)
        throw new Error(`${found.length} of ${expected} calendar mails to ${email}`);
      return found;
    },
    { timeout: 10_000, interval: 100 },
  );
  return rows.map((row) => {
    const calendar = row.metadata.calendar as { method: string; content: string };
    const component = new ICAL.Component(ICAL.parse(calendar.content));
    const event = component.getFirstSubcomponent('vevent')!;
    return {
      method: component.getFirstPropertyValue('method'),
      uid: event.getFirstPropertyValue('uid'),
      sequence: Number(event.getFirstPropertyValue('sequence') ?? 0),
      start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
      status: event.getFirstPropertyValue('status'),
    };
  });
}

beforeAll(async () => {
  posted = await createTestOpportunity(ctx.database.db, company.id);
});

describe('availability', () => {
  it('starts from Mon–Fri 9–17 in the user’s zone and keeps what they save', async () => {
    const user = await createUser(ctx, { timezone: 'Europe/Paris' });
    const member = await addMember(ctx, company.id, 'Team Member', user);
    const initial = (await member.client.get('/api/users/self/availability')).json();
    expect(initial).toMatchObject({ timezone: 'Europe/Paris', customized: false });
    expect(initial.weekly_hours).toHaveLength(5);
    const bad = await member.client.put('/api/users/self/availability', {
      timezone: 'Nowhere/Else',
      weekly_hours: [{ weekday: 8, start: '10:00', end: '09:00' }],
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(
      expect.arrayContaining(['timezone', 'weekly_hours.0.weekday']),
    );
    const saved = await member.client.put('/api/users/self/availability', {
      timezone: 'America/New_York',
      weekly_hours: [{ weekday: 1, start: '09:00', end: '10:00' }],
    });
    expect(saved.json()).toEqual({
      timezone: 'America/New_York',
      weekly_hours: [{ weekday: 1, start: '09:00', end: '10:00' }],
      customized: true,
    });
  });
});

describe('GET /api/interviews/slots', () => {
  it('offers only times when every interviewer is free', async () => {
    const first = await freeInterviewer();
    const second = await freeInterviewer();
    const from = new Date(Math.ceil(Date.now() / 86_400_000) * 86_400_000 + 2 * 86_400_000);
    const to = new Date(from.getTime() + 4 * 3_600_000);
    const query = (ids: number[]) =>
      `/api/interviews/slots?${ids.map((id) => `interviewer_ids[]=${id}`).join('&')}&duration_minutes=60&from=${from.toISOString()}&to=${to.toISOString()}`;
    const before = (await recruiter.client.get(query([first.user.id, second.user.id]))).json().data;
    expect(before.map((slot: { start_time: string }) => slot.start_time)).toHaveLength(7);
    // The second interviewer takes the first hour elsewhere.
    const { application } = await (async () => {
      const candidate = await createCandidate(ctx);
      return { application: await placeApplication(ctx, posted, candidate.user.id, { step: 1 }) };
    })();
    const taken = await recruiter.client.post('/api/interviews', {
      application_id: application.id,
      interviewer_ids: [second.user.id],
      location: 'web_conference',
      duration_minutes: 60,
      scheduling: 'fixed',
      start_time: from.toISOString(),
      timezone: 'UTC',
    });
    expect(taken.statusCode).toBe(201);
    const after = (await recruiter.client.get(query([first.user.id, second.user.id]))).json().data;
    expect(after[0].start_time).toBe(new Date(from.getTime() + 3_600_000).toISOString());
    expect(after).toHaveLength(5);
    // Either spelling of the list works; other checks are 422 / 403.
    expect(
      (await recruiter.client.get(query([first.user.id]).replaceAll('[]', ''))).json().data,
    ).toHaveLength(7);
    expect((await recruiter.client.get('/api/interviews/slots?duration_minutes=60')).statusCode).toBe(422);
    expect((await company.members['Team Member'].client.get(query([first.user.id]))).statusCode).toBe(403);
  });
});

describe('self-scheduling links', () => {
  it('shows free slots without login, books one, and says so afterwards', async () => {
    const interviewer = await freeInterviewer();
    const { candidate, interview, linkUuid } = await invite([interviewer.user.id]);
    const visitor = publicClient();
    const link = await visitor.get(`/api/scheduling-links/${linkUuid}`);
    expect(link.statusCode).toBe(200);
    expect(link.json()).toMatchObject({
      state: 'open',
      company: { name: 'Acme Bakery' },
      duration_minutes: 60,
    });
    const slot = link.json().slots[3].start_time;
    expect(link.json().slots.length).toBeGreaterThan(100);

    const booked = await visitor.post(`/api/scheduling-links/${linkUuid}/book`, {
      start_time: slot,
      timezone: 'Asia/Tokyo',
    });
    expect(booked.statusCode).toBe(201);
    expect(booked.json()).toMatchObject({
      interview_uuid: interview.uuid,
      start_time: slot,
      timezone: 'Asia/Tokyo',
    });
    const ics = await visitor.get(booked.json().calendar_url);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');

    const again = await visitor.get(`/api/scheduling-links/${linkUuid}`);
    expect(again.json()).toMatchObject({ state: 'used', start_time: slot, slots: [] });
    const twice = await visitor.post(`/api/scheduling-links/${linkUuid}/book`, {
      start_time: slot,
      timezone: 'UTC',
    });
    expect(twice.statusCode).toBe(409);
    const seen = (await candidate.client.get(`/api/interviews/${interview.uuid}`)).json();
    expect(seen).toMatchObject({ status: 'scheduled', start_time: slot });
    // The invitation is a METHOD:REQUEST for the candidate and the interviewer, one UID.
    const [invitation] = await calendarPartsTo(candidate.user.email);
    expect(invitation).toMatchObject({
      method: 'REQUEST',
      start: new Date(slot).toISOString(),
      status: 'CONFIRMED',
    });
    const [interviewerCopy] = await calendarPartsTo(interviewer.user.email);
    expect(interviewerCopy?.uid).toBe(invitation?.uid);
  });

  it('gives one of two racing bookings the slot and the other 409', async () => {
    const interviewer = await freeInterviewer();
    const a = await invite([interviewer.user.id]);
    const b = await invite([interviewer.user.id]);
    const slot = (await publicClient().get(`/api/scheduling-links/${a.linkUuid}`)).json().slots[5].start_time;
    const results = await Promise.all([
      publicClient().post(`/api/scheduling-links/${a.linkUuid}/book`, { start_time: slot, timezone: 'UTC' }),
      publicClient().post(`/api/scheduling-links/${b.linkUuid}/book`, { start_time: slot, timezone: 'UTC' }),
    ]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const loser = results.find((response) => response.statusCode === 409)!;
    expect(loser.json().message).toBe('That time was just taken. Pick another one.');
    // The same link twice at once: one booking.
    const c = await invite([interviewer.user.id]);
    const other = (await publicClient().get(`/api/scheduling-links/${c.linkUuid}`)).json().slots[8]
      .start_time;
    const same = await Promise.all([
      publicClient().post(`/api/scheduling-links/${c.linkUuid}/book`, { start_time: other, timezone: 'UTC' }),
      publicClient().post(`/api/scheduling-links/${c.linkUuid}/book`, { start_time: other, timezone: 'UTC' }),
    ]);
    expect(same.map((response) => response.statusCode).sort()).toEqual([201, 409]);
  });

  it('refuses times that are not offered, and says when a link was cancelled', async () => {
    const interviewer = await freeInterviewer();
    const { interview, linkUuid } = await invite([interviewer.user.id]);
    const visitor = publicClient();
    const past = await visitor.post(`/api/scheduling-links/${linkUuid}/book`, {
      start_time: new Date(Date.now() - 3_600_000).toISOString(),
      timezone: 'UTC',
    });
    expect(past.statusCode).toBe(422);
    const odd = await visitor.post(`/api/scheduling-links/${linkUuid}/book`, {
      start_time: new Date(
        Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 5 * 3_600_000 + 7 * 60_000,
      ).toISOString(),
      timezone: 'UTC',
    });
    expect(odd.statusCode).toBe(422);
    const badZone = await visitor.post(`/api/scheduling-links/${linkUuid}/book`, {
      start_time: new Date().toISOString(),
      timezone: 'Bad/Zone',
    });
    expect(badZone.statusCode).toBe(422);
    await recruiter.client.post(`/api/interviews/${interview.id}/cancel`, {});
    expect((await visitor.get(`/api/scheduling-links/${linkUuid}`)).json().state).toBe('cancelled');
    expect((await visitor.get('/api/scheduling-links/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
  });
});

describe('calendar invitations and feed', () => {
  it('keeps the UID, raises SEQUENCE on reschedule, and sends METHOD:CANCEL on cancel', async () => {
    const interviewer = await freeInterviewer();
    const candidate = await createCandidate(ctx);
    const application = await placeApplication(ctx, posted, candidate.user.id, { step: 1 });
    const start = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 48 * 3_600_000);
    const created = (
      await recruiter.client.post('/api/interviews', {
        application_id: application.id,
        interviewer_ids: [interviewer.user.id],
        location: 'phone',
        location_details: '+1 555 0100',
        duration_minutes: 30,
        scheduling: 'fixed',
        start_time: start.toISOString(),
        timezone: 'UTC',
      })
    ).json();
    const later = new Date(start.getTime() + 3_600_000).toISOString();
    expect(
      (await recruiter.client.put(`/api/interviews/${created.id}`, { start_time: later })).statusCode,
    ).toBe(200);
    expect(
      (await recruiter.client.post(`/api/interviews/${created.id}/cancel`, { message: 'Sorry' })).statusCode,
    ).toBe(200);
    // Delivery jobs may store the three mails in any order: read them in calendar order.
    const parts = await calendarPartsTo(candidate.user.email, 3);
    const [first, moved, cancel] = parts.sort((x, y) => x.sequence - y.sequence);
    expect(parts).toHaveLength(3);
    expect(first).toMatchObject({ method: 'REQUEST', sequence: 0, start: start.toISOString() });
    expect(moved).toMatchObject({ method: 'REQUEST', sequence: 1, start: later, uid: first?.uid });
    expect(cancel).toMatchObject({ method: 'CANCEL', sequence: 2, status: 'CANCELLED', uid: first?.uid });
  });

  it('serves a private feed that a reset invalidates', async () => {
    const interviewer = await freeInterviewer();
    const { linkUuid } = await invite([interviewer.user.id]);
    const slot = (await publicClient().get(`/api/scheduling-links/${linkUuid}`)).json().slots[0].start_time;
    await publicClient().post(`/api/scheduling-links/${linkUuid}/book`, {
      start_time: slot,
      timezone: 'UTC',
    });
    const { url } = (await interviewer.client.get('/api/users/self/calendar-feed')).json();
    const path = new URL(url).pathname;
    const feed = await publicClient().get(path);
    expect(feed.statusCode).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(feed.body));
    const events = calendar.getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    expect((events[0]!.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString()).toBe(slot);
    const reset = (await interviewer.client.post('/api/users/self/calendar-feed/reset', {})).json();
    expect(reset.url).not.toBe(url);
    expect((await publicClient().get(path)).statusCode).toBe(404);
    expect((await publicClient().get(new URL(reset.url).pathname)).statusCode).toBe(200);
    expect((await publicClient().get('/api/calendar-feed/1-1-0000.ics')).statusCode).toBe(404);
  });
});
