// What offers announce is queued in the offer's own transaction (decision 036): a send, withdrawal
// or answer that rolls back tells no one, one whose announcement cannot be queued does not happen,
// and one that commits is told exactly once, however often the jobs run.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversations, offers } from '#server/db/schema.ts';
import {
  createCandidate,
  mailsTo,
  notificationsOf,
  placeApplication,
} from '#server-test/application-factories.ts';
import { uniqueIp } from '#server-test/factories.ts';
import { companyAppForThisFile } from '#server-test/file-app.ts';
import { TestClient } from '#server-test/http-client.ts';
import { createTestOpportunity } from '#server-test/opportunity-factories.ts';
import { refuseCommits, refuseJobs } from '#server-test/outbox-faults.ts';

const {
  ctx,
  companies: [company],
} = await companyAppForThisFile('Acme Bakery');
const recruiter = () => company.members.Recruiter.client;
const db = ctx.database.db;
const dateIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function draftOffer() {
  const candidate = await createCandidate(ctx, { firstName: 'Hana', lastName: 'Baker' });
  const posted = await createTestOpportunity(db, company.id, { title: 'Pastry Chef' });
  const application = await placeApplication(ctx, posted, candidate.user.id, { step: 3 });
  const templateId = (await recruiter().get('/api/offer-templates')).json().data[0].id;
  const created = await recruiter().post('/api/offers', {
    application_id: application.id,
    template_id: templateId,
    pay_amount_cents: 2150,
    pay_period: 'hour',
    start_date: dateIn(30),
    expires_on: dateIn(7),
    location: 'Portland, OR',
    manager_name: 'Morgan Manager',
  });
  expect(created.statusCode).toBe(201);
  return { candidate, offer: created.json() as { id: number; uuid: string } };
}

async function statusOf(id: number) {
  const [row] = await db.select({ status: offers.status }).from(offers).where(eq(offers.id, id));
  return row!.status;
}

async function conversationsOf(candidateUserId: number) {
  return db
    .select()
    .from(conversations)
    .where(and(eq(conversations.companyId, company.id), eq(conversations.candidateUserId, candidateUserId)));
}

const offerMails = async (to: string) =>
  (await mailsTo(ctx, to)).filter((mail) => mail.subject.includes('Offer letter from Acme Bakery'));

describe('offer announcements', () => {
  it('a send that rolls back tells the candidate nothing; the send that commits tells them once', async () => {
    const { candidate, offer } = await draftOffer();
    const fault = await refuseCommits(db, 'offers', `new.id = ${offer.id} and new.status = 'sent'`);
    try {
      expect((await recruiter().post(`/api/offers/${offer.id}/send`)).statusCode).toBe(500);
    } finally {
      await fault.lift();
    }
    await ctx.runJobs();
    expect(await statusOf(offer.id)).toBe('draft');
    expect(await notificationsOf(ctx, candidate.user.id, 'offer')).toEqual([]);
    expect(await offerMails(candidate.user.email)).toEqual([]);
    // The system message was part of the same transaction.
    expect(await conversationsOf(candidate.user.id)).toEqual([]);

    expect((await recruiter().post(`/api/offers/${offer.id}/send`)).statusCode).toBe(200);
    await ctx.runJobs();
    await ctx.runJobs();
    expect(await notificationsOf(ctx, candidate.user.id, 'offer')).toHaveLength(1);
    expect(await offerMails(candidate.user.email)).toHaveLength(1);
    expect(await conversationsOf(candidate.user.id)).toHaveLength(1);
  });

  it('an offer whose notification cannot be queued is not sent (both or neither)', async () => {
    const { candidate, offer } = await draftOffer();
    const fault = await refuseJobs(db, 'notify-users');
    try {
      expect((await recruiter().post(`/api/offers/${offer.id}/send`)).statusCode).toBe(500);
    } finally {
      await fault.lift();
    }
    await ctx.runJobs();
    expect(await statusOf(offer.id)).toBe('draft');
    expect(await notificationsOf(ctx, candidate.user.id, 'offer')).toEqual([]);
    expect(await conversationsOf(candidate.user.id)).toEqual([]);
  });

  it('an acceptance that rolls back tells the team nothing; the one that commits tells it once', async () => {
    const { offer } = await draftOffer();
    expect((await recruiter().post(`/api/offers/${offer.id}/send`)).statusCode).toBe(200);
    const team = company.members.Recruiter.user.id;
    const acceptedNews = async () =>
      (await notificationsOf(ctx, team, 'offer')).filter(
        (row) => row.title === 'Hana Baker accepted the offer' && row.data.offer_id === offer.id,
      );
    const page = new TestClient(ctx.app, uniqueIp());
    const accept = () =>
      page.post(`/api/public-offers/${offer.uuid}/accept`, { full_name: 'Hana Baker', consent: true });

    const fault = await refuseCommits(db, 'offers', `new.id = ${offer.id} and new.status = 'accepted'`);
    try {
      expect((await accept()).statusCode).toBe(500);
    } finally {
      await fault.lift();
    }
    expect(await statusOf(offer.id)).toBe('sent');
    expect(await acceptedNews()).toEqual([]);

    expect((await accept()).statusCode).toBe(200);
    await ctx.runJobs();
    expect(await acceptedNews()).toHaveLength(1);
  });
});
