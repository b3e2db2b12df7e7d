// Decisions (SPEC.md §3): each one's effect and boundaries, hiring on the last step, and how the
// candidate is told (notification, realtime event, email per preferences, company message).
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversations, messages } from '#server/db/schema.ts';
import {
  createCandidate,
  eventsOf,
  mailsTo,
  notificationsOf,
  placeApplication,
  recordBroadcasts,
  reloadApplication,
} from '#server-test/application-factories.ts';
import { companyAppForThisFile } from '#server-test/file-app.ts';
import { createTestOpportunity } from '#server-test/opportunity-factories.ts';

const {
  ctx,
  companies: [company],
} = await companyAppForThisFile('Acme Bakery');

const recruiter = () => company.members.Recruiter;

async function setup(options: Parameters<typeof placeApplication>[3] = {}) {
  const posted = await createTestOpportunity(ctx.database.db, company.id, { title: 'Pastry Chef' });
  const candidate = await createCandidate(ctx, { firstName: 'Nia' });
  const application = await placeApplication(ctx, posted, candidate.user.id, options);
  return { ...posted, candidate, application };
}

const decide = (id: number, body: Record<string, unknown>, client = recruiter().client) =>
  client.post(`/api/applications/${id}/decision`, body);

describe('next-step', () => {
  it('moves to the following step, records it, and tells the candidate in the app only', async () => {
    const { application, steps, candidate } = await setup();
    const before = application.lastActivityAt;
    const broadcasts = recordBroadcasts(ctx);
    const response = await decide(application.id, { decision: 'next-step' });
    await broadcasts.restore();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      application_id: application.id,
      status: 'active',
      step: { id: steps[1]!.id, name: 'Phone Screen' },
      message: 'The candidate was moved to the next step.',
    });
    const stored = await reloadApplication(ctx, application.id);
    expect(stored.currentStepId).toBe(steps[1]!.id);
    expect(stored.lastActivityAt.getTime()).toBeGreaterThan(before.getTime());
    const [event] = await eventsOf(ctx, application.id);
    expect(event).toMatchObject({
      kind: 'moved',
      actorUserId: recruiter().user.id,
      fromStepId: steps[0]!.id,
      toStepId: steps[1]!.id,
      data: { decision: 'next-step' },
    });
    const [notification] = await notificationsOf(ctx, candidate.user.id, 'application_update');
    expect(notification).toMatchObject({
      companyId: null,
      title: 'Your application moved forward',
      body: 'Acme Bakery moved your application for Pastry Chef to Phone Screen.',
      link: '/applications',
    });
    expect(broadcasts.of('application.updated')).toEqual([
      {
        channels: [`private-App.Models.User.${candidate.user.id}`],
        event: 'application.updated',
        payload: { application_id: application.id, status: 'active', step_name: 'Phone Screen' },
      },
    ]);
    expect(broadcasts.of('notification.created')).toHaveLength(1);
    expect(await mailsTo(ctx, candidate.user.email)).toEqual([]);
  });

  it('next-step-immediately also emails the candidate, unless they turned those emails off', async () => {
    const { application, candidate } = await setup();
    expect((await decide(application.id, { decision: 'next-step-immediately' })).statusCode).toBe(200);
    const [mail] = await mailsTo(ctx, candidate.user.email);
    expect(mail?.subject).toBe('Your application moved forward');
    expect(mail?.text).toContain('to Phone Screen');

    const quiet = await setup();
    const off = await quiet.candidate.client.put('/api/notification-preferences', {
      scope: 'candidate',
      preferences: [{ type: 'application_update', channel: 'email', enabled: false }],
    });
    expect(off.statusCode).toBe(200);
    expect((await decide(quiet.application.id, { decision: 'next-step-immediately' })).statusCode).toBe(200);
    expect(await mailsTo(ctx, quiet.candidate.user.email)).toEqual([]);
    expect(await notificationsOf(ctx, quiet.candidate.user.id, 'application_update')).toHaveLength(1);
  });

  it('hires on the last step, and refuses to go past it', async () => {
    const { application, steps, candidate } = await setup({ step: 3 });
    const hired = await decide(application.id, { decision: 'next-step' });
    expect(hired.json()).toMatchObject({ status: 'hired', step: { name: 'Hired' } });
    expect(await reloadApplication(ctx, application.id)).toMatchObject({
      status: 'hired',
      currentStepId: steps[4]!.id,
    });
    expect((await eventsOf(ctx, application.id))[0]?.kind).toBe('hired');
    const [notification] = await notificationsOf(ctx, candidate.user.id, 'application_update');
    expect(notification?.title).toBe('Congratulations!');

    const past = await decide(application.id, { decision: 'next-step' });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors.decision).toEqual(['This candidate is already at the last step.']);
    expect(await eventsOf(ctx, application.id)).toHaveLength(1);
  });
});

describe('previous-step', () => {
  it('moves back, and a hired candidate moved back is in progress again', async () => {
    const { application, steps } = await setup({ status: 'hired', step: 4 });
    const response = await decide(application.id, { decision: 'previous-step' });
    expect(response.json()).toMatchObject({ status: 'active', step: { id: steps[3]!.id, name: 'Offer' } });
  });

  it('refuses at the first step', async () => {
    const { application } = await setup();
    const response = await decide(application.id, { decision: 'previous-step' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.decision).toEqual(['This candidate is already at the first step.']);
  });

  it('reinstates a disqualified candidate on the step they were on', async () => {
    const { application, steps, candidate } = await setup({
      status: 'disqualified',
      step: 2,
      disqualifyReason: 'x',
    });
    const response = await decide(application.id, { decision: 'previous-step' });
    expect(response.json()).toMatchObject({ status: 'active', step: { id: steps[2]!.id } });
    expect(await reloadApplication(ctx, application.id)).toMatchObject({
      status: 'active',
      disqualifyReason: null,
    });
    expect((await eventsOf(ctx, application.id))[0]?.kind).toBe('reinstated');
    const [notification] = await notificationsOf(ctx, candidate.user.id, 'application_update');
    expect(notification?.title).toBe('Your application is back in progress');
  });

  it('reinstating someone disqualified on the last step hires them, and says so', async () => {
    const { application, steps, candidate } = await setup({
      status: 'disqualified',
      step: 4,
      disqualifyReason: 'x',
    });
    const response = await decide(application.id, { decision: 'previous-step' });
    expect(response.json()).toMatchObject({ status: 'hired', step: { id: steps[4]!.id } });
    expect((await eventsOf(ctx, application.id))[0]?.kind).toBe('reinstated');
    const [notification] = await notificationsOf(ctx, candidate.user.id, 'application_update');
    expect(notification?.title).toBe('Congratulations!');
  });
});

describe('disqualify', () => {
  it('needs a reason of at most 500 characters', async () => {
    const { application } = await setup();
    const missing = await decide(application.id, { decision: 'disqualify' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ reason: ['The reason field is required.'] });
    const long = await decide(application.id, { decision: 'disqualify', reason: 'x'.repeat(501) });
    expect(long.json().errors.reason).toEqual(['The reason may not be greater than 500 characters.']);
    expect((await reloadApplication(ctx, application.id)).status).toBe('active');
  });

  it('disqualifies with the reason, tells the candidate, and sends the optional message', async () => {
    const { application, candidate } = await setup({ step: 1 });
    const broadcasts = recordBroadcasts(ctx);
    const response = await decide(application.id, {
      decision: 'disqualify',
      reason: 'Needs weekend availability',
      message: 'Thanks for your time, we went another way.',
    });
    await broadcasts.restore();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'disqualified',
      message: 'The candidate was disqualified.',
    });
    expect(await reloadApplication(ctx, application.id)).toMatchObject({
      status: 'disqualified',
      disqualifyReason: 'Needs weekend availability',
    });
    const [event] = await eventsOf(ctx, application.id);
    expect(event).toMatchObject({ kind: 'disqualified', data: { reason: 'Needs weekend availability' } });
    expect(broadcasts.of('application.updated')[0]?.payload).toEqual({
      application_id: application.id,
      status: 'disqualified',
      step_name: 'Not selected',
    });
    const [notification] = await notificationsOf(ctx, candidate.user.id, 'application_update');
    expect(notification?.body).toContain('decided not to move forward');
    expect(notification?.body).not.toContain('weekend');
    const [conversation] = await ctx.database.db
      .select()
      .from(conversations)
      .where(
        and(eq(conversations.companyId, company.id), eq(conversations.candidateUserId, candidate.user.id)),
      );
    const sent = await ctx.database.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, conversation!.id));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      content: 'Thanks for your time, we went another way.',
      senderUserId: recruiter().user.id,
    });
  });

  it('refuses to disqualify twice and to move a disqualified candidate forward', async () => {
    const { application } = await setup({ status: 'disqualified' });
    expect((await decide(application.id, { decision: 'disqualify', reason: 'again' })).statusCode).toBe(422);
    expect((await decide(application.id, { decision: 'next-step' })).statusCode).toBe(422);
    expect((await decide(application.id, { decision: 'next-step-immediately' })).statusCode).toBe(422);
  });
});

describe('no-decision and the states no decision applies to', () => {
  it('no-decision records an event and moves nothing', async () => {
    const { application, candidate } = await setup({ step: 2 });
    const response = await decide(application.id, {
      decision: 'no-decision',
      reason: 'Waiting on references',
    });
    expect(response.json()).toMatchObject({ status: 'active', step: { name: 'Interview' } });
    const [event] = await eventsOf(ctx, application.id);
    expect(event).toMatchObject({ kind: 'no_decision', data: { reason: 'Waiting on references' } });
    expect(await notificationsOf(ctx, candidate.user.id)).toEqual([]);
  });

  it('answers 422 for a withdrawn application and 404 for a draft', async () => {
    const withdrawn = await setup({ status: 'withdrawn' });
    const refused = await decide(withdrawn.application.id, { decision: 'next-step' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.decision).toEqual(['This candidate withdrew their application.']);
    const draft = await setup({ status: 'draft' });
    expect((await decide(draft.application.id, { decision: 'next-step' })).statusCode).toBe(404);
  });

  it('rejects an unknown decision', async () => {
    const { application } = await setup();
    const response = await decide(application.id, { decision: 'promote' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.decision).toEqual(['The selected decision is invalid.']);
  });
});
