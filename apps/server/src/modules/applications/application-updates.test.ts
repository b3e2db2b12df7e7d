// What an application change announces (the candidate's `application_update` with its mail and
// `application.updated`, the team's `application_received`) is queued in the change's transaction
// (decisions 029, 036): a change that rolls back tells no one, one whose announcement cannot be
// queued does not happen, and one that commits is told exactly once.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications } from '#server/db/schema.ts';
import {
  createCandidate,
  mailsTo,
  notificationsOf,
  placeApplication,
  reloadApplication,
} from '#server-test/application-factories.ts';
import { companyAppForThisFile } from '#server-test/file-app.ts';
import { createTestOpportunity } from '#server-test/opportunity-factories.ts';
import { refuseCommits, refuseJobs } from '#server-test/outbox-faults.ts';

const {
  ctx,
  companies: [company],
} = await companyAppForThisFile('Acme Bakery');
const db = ctx.database.db;
const recruiter = () => company.members.Recruiter.client;

async function placed() {
  const candidate = await createCandidate(ctx, { firstName: 'Dana', lastName: 'Dough' });
  const posted = await createTestOpportunity(db, company.id, { title: 'Bread Baker' });
  const application = await placeApplication(ctx, posted, candidate.user.id, { step: 1 });
  return { candidate, posted, application };
}

const updateMails = async (to: string) =>
  (await mailsTo(ctx, to)).filter((mail) => mail.subject === 'Update on your application');

const disqualifiedNews = async (userId: number) =>
  (await notificationsOf(ctx, userId, 'application_update')).filter(
    (row) => row.data.status === 'disqualified',
  );

describe('application announcements', () => {
  it('a decision that rolls back tells the candidate nothing; the one that commits tells them once', async () => {
    const { candidate, application } = await placed();
    const decide = () =>
      recruiter().post(`/api/applications/${application.id}/decision`, {
        decision: 'disqualify',
        reason: 'Not a fit',
      });
    const fault = await refuseCommits(
      db,
      'applications',
      `new.id = ${application.id} and new.status = 'disqualified'`,
    );
    try {
      expect((await decide()).statusCode).toBe(500);
    } finally {
      await fault.lift();
    }
    expect((await reloadApplication(ctx, application.id)).status).toBe('active');
    expect(await disqualifiedNews(candidate.user.id)).toEqual([]);
    expect(await updateMails(candidate.user.email)).toEqual([]);

    expect((await decide()).statusCode).toBe(200);
    await ctx.runJobs();
    expect(await disqualifiedNews(candidate.user.id)).toHaveLength(1);
    expect(await updateMails(candidate.user.email)).toHaveLength(1);
  });

  it('a decision whose realtime event cannot be queued is not taken (both or neither)', async () => {
    const { candidate, application } = await placed();
    const fault = await refuseJobs(db, 'outbox-realtime');
    try {
      const refused = await recruiter().post(`/api/applications/${application.id}/decision`, {
        decision: 'disqualify',
        reason: 'Not a fit',
      });
      expect(refused.statusCode).toBe(500);
    } finally {
      await fault.lift();
    }
    expect((await reloadApplication(ctx, application.id)).status).toBe('active');
    expect(await disqualifiedNews(candidate.user.id)).toEqual([]);
  });

  it('applying that rolls back tells the team nothing; applying that commits tells it once', async () => {
    const candidate = await createCandidate(ctx, { firstName: 'Ari', lastName: 'Applicant' });
    const { opportunity } = await createTestOpportunity(db, company.id, { title: 'Night Baker' });
    const apply = () =>
      candidate.client.post('/api/applications', { opportunity_id: opportunity.id, submit: true });
    const team = company.members.Recruiter.user.id;
    const received = async () =>
      (await notificationsOf(ctx, team, 'application_received')).filter((row) =>
        row.body.startsWith('Ari Applicant applied to Night Baker'),
      );

    const fault = await refuseCommits(db, 'applications', `new.candidate_user_id = ${candidate.user.id}`);
    try {
      expect((await apply()).statusCode).toBe(500);
    } finally {
      await fault.lift();
    }
    expect(
      await db.select().from(applications).where(eq(applications.candidateUserId, candidate.user.id)),
    ).toEqual([]);
    expect(await received()).toEqual([]);

    expect((await apply()).statusCode).toBe(201);
    await ctx.runJobs();
    expect(await received()).toHaveLength(1);
  });
});
