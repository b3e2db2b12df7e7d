// The slot search's busy-time cache (decision 125): reused while the interviewers' busy versions
// stand, and fresh after every booking, reschedule, cancel, self-scheduled booking, write behind the
// server's back and availability change.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema.ts';
import { createCandidate, placeApplication } from '#server-test/application-factories.ts';
import { companyAppForThisFile } from '#server-test/file-app.ts';
import { TestClient } from '#server-test/http-client.ts';
import { freeInterviewer as freeInterviewerOf } from '#server-test/interview-factories.ts';
import { createTestOpportunity } from '#server-test/opportunity-factories.ts';

const {
  ctx,
  companies: [company],
} = await companyAppForThisFile('Acme Bakery');
const recruiter = company.members.Recruiter;
const HOUR = 3_600_000;
let posted: Awaited<ReturnType<typeof createTestOpportunity>>;

beforeAll(async () => {
  posted = await createTestOpportunity(ctx.database.db, company.id);
});

const freeInterviewer = () => freeInterviewerOf(ctx, company.id);

/** Six hours on a day ahead: eleven one-hour slots, half an hour apart, while nobody is busy. */
function sixHours(daysAhead: number) {
  const from = new Date(Math.ceil(Date.now() / 86_400_000) * 86_400_000 + daysAhead * 86_400_000);
  return {
    from,
    to: new Date(from.getTime() + 6 * HOUR),
    at: (hours: number) => new Date(from.getTime() + hours * HOUR),
  };
}

async function slotStarts(ids: number[], window: { from: Date; to: Date }) {
  const query = `/api/interviews/slots?${ids.map((id) => `interviewer_ids[]=${id}`).join('&')}&duration_minutes=60&from=${window.from.toISOString()}&to=${window.to.toISOString()}`;
  const response = await recruiter.client.get(query);
  expect(response.statusCode).toBe(200);
  return response.json().data.map((slot: { start_time: string }) => slot.start_time) as string[];
}

async function schedule(interviewerIds: number[], start: Date | null) {
  const candidate = await createCandidate(ctx);
  const application = await placeApplication(ctx, posted, candidate.user.id, { step: 1 });
  const response = await recruiter.client.post('/api/interviews', {
    application_id: application.id,
    interviewer_ids: interviewerIds,
    location: 'web_conference',
    duration_minutes: 60,
    timezone: 'UTC',
    ...(start
      ? { scheduling: 'fixed', start_time: start.toISOString() }
      : { scheduling: 'candidate_chooses' }),
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

/** Slot starts of the window, as ISO strings, leaving out those overlapping the given hours. */
const expected = (window: ReturnType<typeof sixHours>, takenHours: number[] = []) =>
  Array.from({ length: 11 }, (_, index) => index / 2)
    .filter((hour) => takenHours.every((taken) => hour + 1 <= taken || hour >= taken + 1))
    .map((hour) => window.at(hour).toISOString());

describe('GET /api/interviews/slots reuses busy time only while it stands', () => {
  it('serves the stored busy time until a booking moves the versions', async () => {
    const first = await freeInterviewer();
    const second = await freeInterviewer();
    const window = sixHours(3);
    const ids = [first.user.id, second.user.id];
    expect(await slotStarts(ids, window)).toEqual(expected(window));
    // A busy row written with triggers off (no version moves): the stored busy time is still served,
    // which shows the second search was a reuse and not a read.
    const elsewhere = await schedule([recruiter.user.id], window.at(30));
    await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`insert into interview_interviewers (interview_id, user_id, company_id, busy, start_time, end_time)
        values (${elsewhere.id}, ${first.user.id}, ${company.id}, true, ${window.at(0).toISOString()}, ${window.at(1).toISOString()})`);
    });
    expect(await slotStarts(ids, window)).toEqual(expected(window));
    // A booking raises the second interviewer's version: both busy hours show at once.
    await schedule([second.user.id], window.at(4));
    expect(await slotStarts(ids, window)).toEqual(expected(window, [0, 4]));
    // A narrower search inside the stored range (off the half-hour grid) gets exactly its own slots.
    const inner = { from: window.at(1.25), to: window.at(5.5) };
    expect(await slotStarts(ids, inner)).toEqual(
      expected(window, [0, 4]).filter((start) => {
        const at = Date.parse(start);
        return at >= inner.from.getTime() && at + HOUR <= inner.to.getTime();
      }),
    );
  });

  it('follows a reschedule and a cancel', async () => {
    const interviewer = await freeInterviewer();
    const window = sixHours(4);
    const ids = [interviewer.user.id];
    expect(await slotStarts(ids, window)).toEqual(expected(window));
    const interview = await schedule(ids, window.at(1));
    expect(await slotStarts(ids, window)).toEqual(expected(window, [1]));
    const moved = await recruiter.client.put(`/api/interviews/${interview.id}`, {
      start_time: window.at(3).toISOString(),
    });
    expect(moved.statusCode).toBe(200);
    expect(await slotStarts(ids, window)).toEqual(expected(window, [3]));
    // Rescheduling this interview searches without it.
    const ownTime = await recruiter.client.get(
      `/api/interviews/slots?interviewer_ids[]=${interviewer.user.id}&duration_minutes=60&from=${window.from.toISOString()}&to=${window.to.toISOString()}&interview_id=${interview.id}`,
    );
    expect(ownTime.json().data).toHaveLength(11);
    const cancelled = await recruiter.client.post(`/api/interviews/${interview.id}/cancel`, {});
    expect(cancelled.statusCode).toBe(200);
    expect(await slotStarts(ids, window)).toEqual(expected(window));
  });

  it('reads hours and zones every time: an availability change shows at once', async () => {
    const interviewer = await freeInterviewer();
    const window = sixHours(5);
    const ids = [interviewer.user.id];
    await schedule(ids, window.at(0));
    expect(await slotStarts(ids, window)).toEqual(expected(window, [0]));
    const weekday = ((window.from.getUTCDay() + 6) % 7) + 1;
    const saved = await interviewer.client.put('/api/users/self/availability', {
      timezone: 'UTC',
      weekly_hours: [{ weekday, start: '02:00', end: '04:00' }],
    });
    expect(saved.statusCode).toBe(200);
    expect(await slotStarts(ids, window)).toEqual(
      expected(window, [0]).filter((start) => {
        const hour = (Date.parse(start) - window.from.getTime()) / HOUR;
        return hour >= 2 && hour + 1 <= 4;
      }),
    );
  });

  it('shows a self-scheduled booking on the next search, and a write behind the server’s back', async () => {
    const interviewer = await freeInterviewer();
    const ids = [interviewer.user.id];
    const link = await schedule(ids, null);
    const visitor = new TestClient(ctx.app, '10.77.1.2');
    const page = (await visitor.get(`/api/scheduling-links/${link.scheduling_link.uuid}`)).json();
    const slot = page.slots[4].start_time as string;
    const window = { from: new Date(slot), to: new Date(Date.parse(slot) + 2 * HOUR) };
    expect(await slotStarts(ids, window)).toEqual([
      slot,
      new Date(Date.parse(slot) + HOUR / 2).toISOString(),
      new Date(Date.parse(slot) + HOUR).toISOString(),
    ]);
    const booked = await visitor.post(`/api/scheduling-links/${link.scheduling_link.uuid}/book`, {
      start_time: slot,
      timezone: 'UTC',
    });
    expect(booked.statusCode).toBe(201);
    expect(await slotStarts(ids, window)).toEqual([new Date(Date.parse(slot) + HOUR).toISOString()]);
    // Another link of the same interviewer no longer offers it either.
    const next = await schedule(ids, null);
    const offered = (await visitor.get(`/api/scheduling-links/${next.scheduling_link.uuid}`)).json().slots;
    expect(offered.map((entry: { start_time: string }) => entry.start_time)).not.toContain(slot);
    // Freed by plain SQL (an operator, a script): the trigger still moves the version.
    await ctx.database.db.execute(
      sql`delete from interview_interviewers where user_id = ${interviewer.user.id}`,
    );
    expect(await slotStarts(ids, window)).toHaveLength(3);
    await schedule(ids, new Date(Date.parse(slot) + 3 * HOUR));
    // Deleting an interviewer with interviews works (their cascaded rows bump no calendar).
    await ctx.database.db.delete(users).where(eq(users.id, interviewer.user.id));
    expect(
      (
        await recruiter.client.get(
          `/api/interviews/slots?interviewer_ids[]=${interviewer.user.id}&duration_minutes=60`,
        )
      ).statusCode,
    ).toBe(422);
  });
});
