// What an interview change announces (notifications, calendar mails, the link's system message,
// reminders) is queued in the change's own transaction (decision 036): a change that rolls back
// tells no one, one whose notification cannot be queued does not happen, and one that commits is
// told exactly once.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { conversations, interviews } from '#server/db/schema.ts';
import {
  createCandidate,
  mailsTo,
  notificationsOf,
  placeApplication,
} from '#server-test/application-factories.ts';
import { companyAppForThisFile } from '#server-test/file-app.ts';
import { createTestOpportunity } from '#server-test/opportunity-factories.ts';
import { refuseCommits, refuseJobs } from '#server-test/outbox-faults.ts';

const {
  ctx,
  companies: [company],
} = await companyAppForThisFile('Acme Bakery');
const recruiter = company.members.Recruiter;
const manager = company.members.Manager;
const db = ctx.database.db;
const HOUR = 3_600_000;
let posted: Awaited<ReturnType<typeof createTestOpportunity>>;
let hours = 40;

async function newApplication() {
  const candidate = await createCandidate(ctx, { timezone: 'Europe/Berlin' });
  const application = await placeApplication(ctx, posted, candidate.user.id, { step: 1 });
  return { candidate, application };
}

/** A fixed time of its own for each call, so no two interviews of the file overlap. */
function fixedBody(applicationId: number) {
  hours += 2;
  return {
    application_id: applicationId,
    interviewer_ids: [manager.user.id],
    location: 'web_conference',
    duration_minutes: 45,
    scheduling: 'fixed',
    start_time: new Date(Math.ceil(Date.now() / HOUR) * HOUR + hours * HOUR).toISOString(),
    timezone: 'UTC',
  };
}

async function interviewsOf(applicationId: number) {
  return db.select().from(interviews).where(eq(interviews.applicationId, applicationId));
}

const mailsAbout = async (to: string, subject: string) =>
  (await mailsTo(ctx, to)).filter((mail) => mail.subject.startsWith(subject));

const titled = async (userId: number, title: string) =>
  (await notificationsOf(ctx, userId, 'interview_scheduled')).filter((row) => row.title.startsWith(title));

beforeAll(async () => {
  posted = await createTestOpportunity(db, company.id);
});

describe('interview announcements', () => {
  it('a schedule that rolls back tells no one; the one that commits tells each side once', async () => {
    const { candidate, application } = await newApplication();
    const fault = await refuseCommits(db, 'interviews', `new.application_id = ${application.id}`);
    try {
      const refused = await recruiter.client.post('/api/interviews', fixedBody(application.id));
      expect(refused.statusCode).toBe(500);
    } finally {
      await fault.lift();
    }
    await ctx.runJobs();
    expect(await interviewsOf(application.id)).toEqual([]);
    expect(await titled(candidate.user.id, 'Interview scheduled')).toEqual([]);
    expect(await mailsAbout(candidate.user.email, 'Interview scheduled')).toEqual([]);

    const before = (await titled(manager.user.id, 'Interview scheduled')).length;
    const created = await recruiter.client.post('/api/interviews', fixedBody(application.id));
    expect(created.statusCode).toBe(201);
    await ctx.runJobs();
    await ctx.runJobs();
    expect(await titled(candidate.user.id, 'Interview scheduled')).toHaveLength(1);
    expect(await titled(manager.user.id, 'Interview scheduled')).toHaveLength(before + 1);
    const mails = await mailsAbout(candidate.user.email, 'Interview scheduled');
    expect(mails).toHaveLength(1);
  });

  it('a cancel that rolls back tells no one and leaves the interview scheduled', async () => {
    const { candidate, application } = await newApplication();
    const created = await recruiter.client.post('/api/interviews', fixedBody(application.id));
    const interview = created.json() as { id: number };
    const fault = await refuseCommits(
      db,
      'interviews',
      `new.id = ${interview.id} and new.status = 'cancelled'`,
    );
    try {
      const refused = await recruiter.client.post(`/api/interviews/${interview.id}/cancel`, {});
      expect(refused.statusCode).toBe(500);
    } finally {
      await fault.lift();
    }
    await ctx.runJobs();
    expect((await interviewsOf(application.id))[0]?.status).toBe('scheduled');
    expect(await titled(candidate.user.id, 'Interview cancelled')).toEqual([]);
    expect(await mailsAbout(candidate.user.email, 'Interview cancelled')).toEqual([]);

    expect((await recruiter.client.post(`/api/interviews/${interview.id}/cancel`, {})).statusCode).toBe(200);
    expect(await titled(candidate.user.id, 'Interview cancelled')).toHaveLength(1);
    expect(await mailsAbout(candidate.user.email, 'Interview cancelled')).toHaveLength(1);
  });

  it('an invitation whose notification cannot be queued is not made (no interview, no link message)', async () => {
    const { candidate, application } = await newApplication();
    const fault = await refuseJobs(db, 'notify-users');
    try {
      const refused = await recruiter.client.post('/api/interviews', {
        ...fixedBody(application.id),
        scheduling: 'candidate_chooses',
        start_time: null,
      });
      expect(refused.statusCode).toBe(500);
    } finally {
      await fault.lift();
    }
    await ctx.runJobs();
    expect(await interviewsOf(application.id)).toEqual([]);
    // The link's system message would have opened the conversation.
    expect(
      await db.select().from(conversations).where(eq(conversations.candidateUserId, candidate.user.id)),
    ).toEqual([]);
    expect(await titled(candidate.user.id, 'Pick a time')).toEqual([]);
  });
});
