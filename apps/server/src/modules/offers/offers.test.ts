// Offers end to end over HTTP: drafting, approval, sending (mail, system message), the public page,
// acceptance (record, hash, hire through the pipeline rule, onboarding), declining, withdrawing,
// expiry, roles, tenants, bad input and the public rate limit.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversations, messages, offers, onboardings } from '#server/db/schema.ts';
import {
  createCandidate,
  eventsOf,
  mailsTo,
  notificationsOf,
  placeApplication,
  profileOf,
  reloadApplication,
} from '#server-test/application-factories.ts';
import { uniqueIp } from '#server-test/factories.ts';
import { companyAppForThisFile } from '#server-test/file-app.ts';
import { TestClient } from '#server-test/http-client.ts';
import { createTestOpportunity } from '#server-test/opportunity-factories.ts';

const {
  ctx,
  companies: [company, rival],
} = await companyAppForThisFile('Acme Bakery', 'Rival Rolls');

const recruiter = () => company.members.Recruiter.client;
const manager = () => company.members.Manager.client;
const DAY_MS = 86_400_000;
const dateIn = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

async function defaultTemplateId(): Promise<number> {
  return (await recruiter().get('/api/offer-templates')).json().data[0].id;
}

async function candidateApplication() {
  const candidate = await createCandidate(
    ctx,
    { firstName: 'Hana', lastName: 'Baker' },
    { headline: 'Baker' },
  );
  const posted = await createTestOpportunity(ctx.database.db, company.id, { title: 'Pastry Chef' });
  const application = await placeApplication(ctx, posted, candidate.user.id, { step: 3 });
  return { candidate, application, steps: posted.steps };
}

async function offerBody(applicationId: number) {
  return {
    application_id: applicationId,
    template_id: await defaultTemplateId(),
    pay_amount_cents: 2150,
    pay_period: 'hour',
    start_date: dateIn(30),
    expires_on: dateIn(7),
    location: 'Portland, OR',
    manager_name: 'Morgan Manager',
  };
}

async function sentOffer() {
  const placed = await candidateApplication();
  const created = await recruiter().post('/api/offers', await offerBody(placed.application.id));
  expect(created.statusCode).toBe(201);
  const sent = await recruiter().post(`/api/offers/${created.json().id}/send`);
  expect(sent.statusCode).toBe(200);
  return { ...placed, offer: sent.json().offer };
}

/** A signed-out visitor of the public page, from an address of their own. */
const visitor = () => new TestClient(ctx.app, uniqueIp());

describe('offers', () => {
  it('drafts with the real values, sends by mail and a system message, and is accepted into a hire', async () => {
    const { candidate, application, steps } = await candidateApplication();
    const body = await offerBody(application.id);

    const preview = await recruiter().post('/api/offers/preview', body);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().letter_html).toContain('Dear Hana Baker,');
    expect(preview.json().letter_html).toContain('$21.50 per hour');

    const created = await recruiter().post('/api/offers', body);
    expect(created.statusCode).toBe(201);
    const draft = created.json();
    expect(draft).toMatchObject({
      status: 'draft',
      pay_text: '$21.50 per hour',
      candidate: { first_name: 'Hana' },
      opportunity: { title: 'Pastry Chef' },
      abilities: { update: true, send: true, approve: false, withdraw: true },
    });
    expect(draft.letter_html).toContain('Morgan Manager');
    // Not visible to the candidate until sent.
    expect((await visitor().get(`/api/public-offers/${draft.uuid}`)).statusCode).toBe(404);

    const sent = await recruiter().post(`/api/offers/${draft.id}/send`);
    expect(sent.json()).toMatchObject({ message: 'The offer was sent.', offer: { status: 'sent' } });
    const mail = (await mailsTo(ctx, candidate.user.email))[0]!;
    expect(mail.subject).toContain('Offer letter from Acme Bakery');
    expect(mail.text).toContain(`/offers/${draft.uuid}`);
    const [conversation] = await ctx.database.db
      .select()
      .from(conversations)
      .where(
        and(eq(conversations.companyId, company.id), eq(conversations.candidateUserId, candidate.user.id)),
      );
    const [system] = await ctx.database.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, conversation!.id));
    expect(system).toMatchObject({ type: 'system', senderSide: 'system' });
    expect(system!.content).toContain(`/offers/${draft.uuid}`);

    const page = visitor();
    const shown = (await page.get(`/api/public-offers/${draft.uuid}`)).json();
    expect(shown).toMatchObject({ status: 'sent', candidate_name: 'Hana Baker', closed_message: null });
    expect(shown.document_hash).toBe(createHash('sha256').update(shown.letter_html).digest('hex'));

    const accepted = await page.post(
      `/api/public-offers/${draft.uuid}/accept`,
      { full_name: 'Hana Baker', consent: true, document_hash: shown.document_hash },
      { headers: { 'user-agent': 'OfferTest/1.0' } },
    );
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      status: 'accepted',
      acceptance: { full_name: 'Hana Baker' },
      closed_message: 'You accepted this offer.',
      pdf_url: `/api/public-offers/${draft.uuid}/pdf`,
    });
    const [row] = await ctx.database.db.select().from(offers).where(eq(offers.id, draft.id));
    expect(row).toMatchObject({
      status: 'accepted',
      acceptedName: 'Hana Baker',
      acceptedUserAgent: 'OfferTest/1.0',
      documentHash: shown.document_hash,
    });
    expect(row!.acceptedIp).toMatch(/^10\./);
    expect(row!.respondedAt).toBeInstanceOf(Date);

    // Hired on the last step through the pipeline's rule: status, step, snooze, timeline.
    const hired = await reloadApplication(ctx, application.id);
    expect(hired).toMatchObject({ status: 'hired', currentStepId: steps.at(-1)!.id });
    expect((await profileOf(ctx, candidate.user.id))?.snoozedUntil).toBeInstanceOf(Date);
    const events = await eventsOf(ctx, application.id);
    expect(events.map((event) => [event.kind, event.data.status ?? null])).toEqual([
      ['offer', 'draft'],
      ['offer', 'sent'],
      ['offer', 'accepted'],
      ['hired', null],
    ]);
    // The company hears it; onboarding starts.
    const told = await notificationsOf(ctx, company.members.Recruiter.user.id, 'offer');
    expect(told.at(-1)?.title).toBe('Hana Baker accepted the offer');
    const [onboarding] = await ctx.database.db
      .select()
      .from(onboardings)
      .where(eq(onboardings.offerId, draft.id));
    expect(onboarding).toMatchObject({ status: 'in_progress', candidateUserId: candidate.user.id });
    expect((await recruiter().get(`/api/offers/${draft.id}`)).json().onboarding_id).toBe(onboarding!.id);

    const again = await page.post(`/api/public-offers/${draft.uuid}/accept`, {
      full_name: 'Hana Baker',
      consent: true,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This offer was already accepted.');
  });

  it('needs a Manager to approve offers Recruiters send when the company asks for it', async () => {
    expect((await recruiter().put('/api/offer-settings', { require_approval: true })).statusCode).toBe(403);
    const setting = await manager().put('/api/offer-settings', { require_approval: true });
    expect(setting.json()).toMatchObject({ require_approval: true });
    try {
      const { application } = await candidateApplication();
      const created = (await recruiter().post('/api/offers', await offerBody(application.id))).json();
      const sent = await recruiter().post(`/api/offers/${created.id}/send`);
      expect(sent.json()).toMatchObject({
        message: 'The offer was sent to a Manager for approval.',
        offer: { status: 'pending_approval' },
      });
      const ownApproval = await recruiter().post(`/api/offers/${created.id}/approve`);
      expect(ownApproval.statusCode).toBe(403);
      expect((await visitor().get(`/api/public-offers/${created.uuid}`)).statusCode).toBe(404);
      const approvers = await notificationsOf(ctx, company.members.Manager.user.id, 'offer');
      expect(approvers.at(-1)?.title).toBe('An offer awaits your approval');

      const approved = await manager().post(`/api/offers/${created.id}/approve`);
      expect(approved.json()).toMatchObject({
        message: 'The offer was approved and sent.',
        offer: { status: 'sent' },
      });
      expect(approved.json().offer.approved_at).toEqual(expect.any(String));
      expect((await manager().post(`/api/offers/${created.id}/approve`)).statusCode).toBe(409);

      // A Manager's own offer goes straight out.
      const second = await candidateApplication();
      const own = (await manager().post('/api/offers', await offerBody(second.application.id))).json();
      expect((await manager().post(`/api/offers/${own.id}/send`)).json().offer.status).toBe('sent');
    } finally {
      await manager().put('/api/offer-settings', { require_approval: false });
    }
  });

  it('declines with a reason and tells the offer maker', async () => {
    const { offer, application } = await sentOffer();
    const declined = await visitor().post(`/api/public-offers/${offer.uuid}/decline`, {
      reason: 'Took another job',
    });
    expect(declined.json()).toMatchObject({ status: 'declined', closed_message: 'You declined this offer.' });
    expect((await reloadApplication(ctx, application.id)).status).toBe('active');
    const told = await notificationsOf(ctx, company.members.Recruiter.user.id, 'offer');
    expect(told.at(-1)?.body).toContain('Reason: Took another job');
    const accept = await visitor().post(`/api/public-offers/${offer.uuid}/accept`, {
      full_name: 'X',
      consent: true,
    });
    expect(accept.statusCode).toBe(409);
  });

  it('cannot be accepted once withdrawn or expired (410), nor changed once sent (409)', async () => {
    const withdrawn = await sentOffer();
    expect(
      (await recruiter().put(`/api/offers/${withdrawn.offer.id}`, { manager_name: 'X' })).statusCode,
    ).toBe(409);
    expect((await recruiter().post(`/api/offers/${withdrawn.offer.id}/send`)).statusCode).toBe(409);
    const done = await recruiter().post(`/api/offers/${withdrawn.offer.id}/withdraw`);
    expect(done.json().offer.status).toBe('withdrawn');
    const late = await visitor().post(`/api/public-offers/${withdrawn.offer.uuid}/accept`, {
      full_name: 'Hana Baker',
      consent: true,
    });
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toBe('This offer was withdrawn and can no longer be answered.');
    expect((await visitor().get(`/api/public-offers/${withdrawn.offer.uuid}`)).json().closed_message).toBe(
      'Acme Bakery withdrew this offer.',
    );

    const expiring = await sentOffer();
    const yesterday = dateIn(-1);
    await ctx.database.db
      .update(offers)
      .set({ expiresOn: yesterday })
      .where(eq(offers.id, expiring.offer.id));
    const page = (await visitor().get(`/api/public-offers/${expiring.offer.uuid}`)).json();
    expect(page).toMatchObject({ status: 'expired', closed_message: `This offer expired on ${yesterday}.` });
    const expired = await visitor().post(`/api/public-offers/${expiring.offer.uuid}/accept`, {
      full_name: 'Hana Baker',
      consent: true,
    });
    expect(expired.statusCode).toBe(410);
    const events = await eventsOf(ctx, expiring.application.id);
    expect(events.at(-1)).toMatchObject({ kind: 'offer', data: { status: 'expired' } });
  });

  it('answers 4xx for bad input and writes nothing', async () => {
    const { application } = await candidateApplication();
    const body = await offerBody(application.id);
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { ...body, pay_amount_cents: undefined },
        'pay_amount_cents',
        'The pay amount cents field is required.',
      ],
      [
        { ...body, start_date: '2026-02-30' },
        'start_date',
        'The start date must be a valid date in the format YYYY-MM-DD.',
      ],
      [
        { ...body, expires_on: dateIn(-2) },
        'expires_on',
        'The expires on must be a date after or equal to today.',
      ],
      [{ ...body, pay_period: 'fortnight' }, 'pay_period', ''],
    ];
    for (const [input, field, message] of cases) {
      const response = await recruiter().post('/api/offers', input);
      expect(response.statusCode, field).toBe(422);
      if (message) expect(response.json().errors[field]).toContain(message);
      else expect(response.json().errors[field]).toBeDefined();
    }
    const accept = await visitor().post(`/api/public-offers/${crypto.randomUUID()}/accept`, {
      full_name: 'X',
    });
    expect(accept.statusCode).toBe(422);
    expect(accept.json().errors.consent).toBeDefined();
    expect((await visitor().get('/api/public-offers/not-a-uuid')).statusCode).toBe(404);
    const list = (await recruiter().get(`/api/offers?application_id=${application.id}`)).json();
    expect(list.meta.total).toBe(0);
    // A second open offer for the same application is refused.
    expect((await recruiter().post('/api/offers', body)).statusCode).toBe(201);
    const twice = await recruiter().post('/api/offers', body);
    expect(twice.json().errors.application_id).toEqual(['This candidate already has an open offer.']);
  });

  it('keeps Team Members out and other companies at 404', async () => {
    const { offer, application } = await sentOffer();
    const member = company.members['Team Member'].client;
    expect((await member.post('/api/offers', await offerBody(application.id))).statusCode).toBe(403);
    expect((await member.get('/api/offers')).statusCode).toBe(403);
    expect((await member.get(`/api/offers/${offer.id}`)).statusCode).toBe(403);
    for (const role of ['Company Admin', 'Manager', 'Recruiter'] as const) {
      expect((await company.members[role].client.get(`/api/offers/${offer.id}`)).statusCode).toBe(200);
    }
    const other = rival.members['Company Admin'].client;
    expect((await other.get(`/api/offers/${offer.id}`)).statusCode).toBe(404);
    expect((await other.put(`/api/offers/${offer.id}`, { manager_name: 'X' })).statusCode).toBe(404);
    expect((await other.post(`/api/offers/${offer.id}/withdraw`)).statusCode).toBe(404);
    expect((await other.get(`/api/offers/${offer.id}/pdf`)).statusCode).toBe(404);
    expect(
      (await other.get('/api/offers')).json().data.some((row: { id: number }) => row.id === offer.id),
    ).toBe(false);
    const foreign = await other.post('/api/offers', { ...(await offerBody(application.id)), template_id: 1 });
    expect(foreign.statusCode).toBe(404);
  });

  it('rate-limits answers on the public page per address', async () => {
    const page = visitor();
    const uuid = crypto.randomUUID();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await page.post(`/api/public-offers/${uuid}/decline`, {})).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 404)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
