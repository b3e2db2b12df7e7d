// Reminders: `interview.starting.soon` to the candidate (10 minutes) and the company side (5 minutes)
// with the SPEC.md §3 metadata, the 24-hour email, and nothing for an old time or a cancelled
// interview. Time is a parameter: no sleeps.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createCandidate,
  mailsTo,
  notificationsOf,
  placeApplication,
  recordBroadcasts,
} from '#server-test/application-factories.ts';
import { companyAppForThisFile } from '#server-test/file-app.ts';
import { createTestOpportunity } from '#server-test/opportunity-factories.ts';
import { notifyContextOf } from '../notifications/notify.ts';
import { reminderDueAt, sendInterviewReminder } from './interview-reminders.ts';

const {
  ctx,
  companies: [company],
} = await companyAppForThisFile('Acme Bakery');
const recruiter = company.members.Recruiter;
const interviewer = company.members.Manager;
const HOUR = 3_600_000;
let posted: Awaited<ReturnType<typeof createTestOpportunity>>;
let hours = 20;

async function schedule() {
  const candidate = await createCandidate(ctx);
  const application = await placeApplication(ctx, posted, candidate.user.id, { step: 1 });
  hours += 3;
  const start = new Date(Math.ceil(Date.now() / HOUR) * HOUR + hours * HOUR);
  const response = await recruiter.client.post('/api/interviews', {
    application_id: application.id,
    interviewer_ids: [interviewer.user.id],
    location: 'web_conference',
    duration_minutes: 30,
    scheduling: 'fixed',
    start_time: start.toISOString(),
    timezone: 'UTC',
  });
  expect(response.statusCode).toBe(201);
  return { candidate, interview: response.json(), start };
}

beforeAll(async () => {
  posted = await createTestOpportunity(ctx.database.db, company.id);
});

describe('interview reminders', () => {
  it('are due 10 minutes, 5 minutes and a day before the start', () => {
    const start = new Date('2026-03-09T13:00:00Z');
    expect(reminderDueAt('candidate-soon', start).toISOString()).toBe('2026-03-09T12:50:00.000Z');
    expect(reminderDueAt('company-soon', start).toISOString()).toBe('2026-03-09T12:55:00.000Z');
    expect(reminderDueAt('day-before', start).toISOString()).toBe('2026-03-08T13:00:00.000Z');
  });

  it('push interview.starting.soon with the interview metadata to each side and store the toast', async () => {
    const notify = notifyContextOf(ctx.app, ctx.deps);
    const { candidate, interview, start } = await schedule();
    const broadcasts = recordBroadcasts(ctx);
    try {
      const at = reminderDueAt('candidate-soon', start);
      expect(
        await sendInterviewReminder(
          notify,
          { interviewId: interview.id, kind: 'candidate-soon', sequence: 0 },
          at,
        ),
      ).toBe(true);
      expect(
        await sendInterviewReminder(
          notify,
          { interviewId: interview.id, kind: 'company-soon', sequence: 0 },
          reminderDueAt('company-soon', start),
        ),
      ).toBe(true);
      const events = broadcasts.of('interview.starting.soon');
      expect(events.map((event) => event.channels)).toEqual([
        [`private-App.Models.User.${candidate.user.id}`],
        [`private-App.Models.User.${interviewer.user.id}`],
      ]);
      expect(events[0]?.payload).toEqual({
        id: interview.id,
        uuid: interview.uuid,
        company: { id: company.id, name: 'Acme Bakery', nickname: null, avatar: null },
        interviewee: { id: candidate.user.id, first_name: 'Casey', last_name: 'Candidate', avatar: null },
        location: 'web_conference',
        duration_minutes: 30,
        start_time: start.toISOString(),
      });
    } finally {
      await broadcasts.restore();
    }
    expect(await notificationsOf(ctx, candidate.user.id, 'interview_starting_soon')).toHaveLength(1);
    expect(await notificationsOf(ctx, interviewer.user.id, 'interview_starting_soon')).toHaveLength(1);
  });

  it('send nothing for the old time after a reschedule, nor after a cancel, nor too late', async () => {
    const notify = notifyContextOf(ctx.app, ctx.deps);
    const { candidate, interview, start } = await schedule();
    const later = new Date(start.getTime() + HOUR);
    expect(
      (await recruiter.client.put(`/api/interviews/${interview.id}`, { start_time: later.toISOString() }))
        .statusCode,
    ).toBe(200);
    const old = { interviewId: interview.id, kind: 'candidate-soon' as const, sequence: 0 };
    expect(await sendInterviewReminder(notify, old, reminderDueAt('candidate-soon', start))).toBe(false);
    const current = { ...old, sequence: 1 };
    expect(await sendInterviewReminder(notify, current, new Date(later.getTime() + 11 * 60_000))).toBe(false);
    await recruiter.client.post(`/api/interviews/${interview.id}/cancel`, {});
    expect(
      await sendInterviewReminder(
        notify,
        { ...current, sequence: 2 },
        reminderDueAt('candidate-soon', later),
      ),
    ).toBe(false);
    expect(await notificationsOf(ctx, candidate.user.id, 'interview_starting_soon')).toEqual([]);
  });

  it('email both sides a day before', async () => {
    const notify = notifyContextOf(ctx.app, ctx.deps);
    const { candidate, interview, start } = await schedule();
    const sent = await sendInterviewReminder(
      notify,
      { interviewId: interview.id, kind: 'day-before', sequence: 0 },
      reminderDueAt('day-before', start),
    );
    expect(sent).toBe(true);
    // Mail leaves through the outbox: deliver what is due before reading the mailbox. The
    // scheduling mail's delivery job may store it before or after the reminder: found by subject.
    await ctx.runJobs();
    const reminderTo = async (email: string) =>
      (await mailsTo(ctx, email)).filter((mail) => mail.subject.startsWith('Reminder: interview tomorrow'));
    expect(await reminderTo(candidate.user.email)).toHaveLength(1);
    const [forInterviewer, ...more] = await reminderTo(interviewer.user.email);
    expect(forInterviewer?.subject).toMatch(/^Reminder: interview tomorrow with Casey Candidate/);
    expect(more.filter((mail) => mail.subject === forInterviewer?.subject)).toEqual([]);
  });

  it('run as jobs at their time, once, and only for the current time', async () => {
    const { candidate, interview, start } = await schedule();
    const later = new Date(start.getTime() + HOUR);
    expect(
      (await recruiter.client.put(`/api/interviews/${interview.id}`, { start_time: later.toISOString() }))
        .statusCode,
    ).toBe(200);
    // The old time's reminders were cancelled with the reschedule: nothing is sent for it.
    await ctx.runJobs(new Date(reminderDueAt('candidate-soon', start).getTime() + 1000));
    expect(await notificationsOf(ctx, candidate.user.id, 'interview_starting_soon')).toEqual([]);
    // The new time's reminders run at their time, and running again sends nothing twice.
    const due = new Date(reminderDueAt('company-soon', later).getTime() + 1000);
    await ctx.runJobs(due);
    await ctx.runJobs(due);
    const aboutThis = async (userId: number) =>
      (await notificationsOf(ctx, userId, 'interview_starting_soon')).filter(
        (row) => (row.data as { id?: number } | null)?.id === interview.id,
      );
    expect((await aboutThis(candidate.user.id)).map((row) => row.title)).toEqual([
      'Your interview with Acme Bakery starts soon',
    ]);
    expect((await aboutThis(interviewer.user.id)).map((row) => row.title)).toEqual([
      'Interview with Casey Candidate starts soon',
    ]);
    expect((await aboutThis(candidate.user.id))[0]?.data).toMatchObject({ start_time: later.toISOString() });
    const [mail] = await mailsTo(ctx, candidate.user.email);
    expect(mail?.subject).toMatch(/^Reminder: interview tomorrow/);
  });
});
