// Bulk move, disqualify and message: all or nothing, within the active company only.
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversations, messages } from '#server/db/schema.ts';
import {
  createCandidate,
  eventsOf,
  notificationsOf,
  placeApplication,
  recordBroadcasts,
  reloadApplication,
} from '#server-test/application-factories.ts';
import { companyAppForThisFile } from '#server-test/file-app.ts';
import { createTestOpportunity } from '#server-test/opportunity-factories.ts';

const {
  ctx,
  companies: [company, other],
} = await companyAppForThisFile('Acme Bakery', 'Rival Rolls');

const bulk = (body: Record<string, unknown>, client = company.members.Recruiter.client) =>
  client.post('/api/company-candidates/bulk', body);

async function applicants(count: number, options: Parameters<typeof placeApplication>[3] = {}) {
  const posted = await createTestOpportunity(ctx.database.db, company.id, { title: 'Cook' });
  const rows = [];
  for (let i = 0; i < count; i += 1) {
    const candidate = await createCandidate(ctx, { firstName: `Cook${i}` });
    rows.push(await placeApplication(ctx, posted, candidate.user.id, options));
  }
  return { ...posted, rows, ids: rows.map((row) => row.id) };
}

describe('move', () => {
  it('moves every selected candidate to the step, with an event, a notification and a push each', async () => {
    const { ids, steps, rows } = await applicants(3);
    const broadcasts = recordBroadcasts(ctx);
    const response = await bulk({ action: 'move', application_ids: ids, to_step_id: steps[2]!.id });
    await broadcasts.restore();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ affected: 3, message: '3 candidates were moved.' });
    for (const row of rows) {
      expect((await reloadApplication(ctx, row.id)).currentStepId).toBe(steps[2]!.id);
      expect((await eventsOf(ctx, row.id)).map((e) => e.kind)).toEqual(['moved']);
      const [notification] = await notificationsOf(ctx, row.candidateUserId, 'application_update');
      expect(notification?.body).toContain('to Interview');
    }
    expect(broadcasts.of('application.updated')).toHaveLength(3);
  });

  it('hires when the step is the last one', async () => {
    const { ids, steps } = await applicants(2);
    await bulk({ action: 'move', application_ids: ids, to_step_id: steps[4]!.id });
    expect((await reloadApplication(ctx, ids[0]!)).status).toBe('hired');
  });

  it('changes nothing when one id belongs to another company (404)', async () => {
    const { ids, steps } = await applicants(2);
    const theirs = await createTestOpportunity(ctx.database.db, other.id);
    const stranger = await createCandidate(ctx);
    const foreign = await placeApplication(ctx, theirs, stranger.user.id);
    const response = await bulk({
      action: 'move',
      application_ids: [...ids, foreign.id],
      to_step_id: steps[1]!.id,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Some of the selected candidates were not found.');
    for (const id of [...ids, foreign.id]) expect(await eventsOf(ctx, id)).toEqual([]);
    expect((await reloadApplication(ctx, ids[0]!)).currentStepId).toBe(steps[0]!.id);
  });

  it('refuses a step of another opportunity and withdrawn candidates (422), changing nothing', async () => {
    const first = await applicants(1);
    const second = await applicants(1);
    const mixed = await bulk({
      action: 'move',
      application_ids: [first.ids[0], second.ids[0]],
      to_step_id: first.steps[1]!.id,
    });
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json().errors.to_step_id).toBeDefined();
    const withdrawn = await applicants(2, { status: 'withdrawn' });
    const refused = await bulk({
      action: 'move',
      application_ids: withdrawn.ids,
      to_step_id: withdrawn.steps[1]!.id,
    });
    expect(refused.statusCode).toBe(422);
    expect((await reloadApplication(ctx, first.ids[0]!)).currentStepId).toBe(first.steps[0]!.id);
  });

  it('validates the payload: at most 100 ids, a known action', async () => {
    const tooMany = await bulk({
      action: 'move',
      application_ids: Array.from({ length: 101 }, (_, i) => i + 1),
      to_step_id: 1,
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.application_ids).toEqual([
      'The application ids may not have more than 100 items.',
    ]);
    expect((await bulk({ action: 'archive', application_ids: [1] })).statusCode).toBe(422);
    expect((await bulk({ action: 'disqualify', application_ids: [1] })).json().errors.reason).toBeDefined();
  });
});

describe('disqualify', () => {
  it('disqualifies the rest, leaves the already disqualified alone, and messages each person once', async () => {
    const live = await applicants(2);
    const candidate = await createCandidate(ctx);
    const already = await placeApplication(
      ctx,
      { opportunity: live.opportunity, steps: live.steps },
      candidate.user.id,
      {
        status: 'disqualified',
        disqualifyReason: 'earlier',
      },
    );
    const response = await bulk({
      action: 'disqualify',
      application_ids: [...live.ids, already.id],
      reason: 'Position filled',
      message: 'We filled the position. Thank you!',
    });
    expect(response.json()).toEqual({ affected: 2, message: '2 candidates were disqualified.' });
    for (const id of live.ids) {
      expect(await reloadApplication(ctx, id)).toMatchObject({
        status: 'disqualified',
        disqualifyReason: 'Position filled',
      });
    }
    expect((await reloadApplication(ctx, already.id)).disqualifyReason).toBe('earlier');
    expect(await eventsOf(ctx, already.id)).toEqual([]);
    const sent = await ctx.database.db
      .select({ content: messages.content, candidate: conversations.candidateUserId })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(
        inArray(conversations.candidateUserId, [
          ...live.rows.map((r) => r.candidateUserId),
          candidate.user.id,
        ]),
      );
    expect(sent).toHaveLength(2);
    expect(new Set(sent.map((m) => m.content))).toEqual(new Set(['We filled the position. Thank you!']));
  });

  it('is for Recruiter and above', async () => {
    const { ids } = await applicants(1);
    const response = await bulk(
      { action: 'disqualify', application_ids: ids, reason: 'No' },
      company.members['Team Member'].client,
    );
    expect(response.statusCode).toBe(403);
    expect((await reloadApplication(ctx, ids[0]!)).status).toBe('active');
  });
});

describe('message', () => {
  it('sends the message to every selected candidate and records it on each timeline', async () => {
    const { ids, rows } = await applicants(2);
    const response = await bulk({ action: 'message', application_ids: ids, content: 'Open day on Friday!' });
    expect(response.json()).toEqual({ affected: 2, message: 'Your message was sent to 2 candidates.' });
    for (const row of rows) {
      expect((await eventsOf(ctx, row.id)).map((e) => e.kind)).toEqual(['message_sent']);
      const [conversation] = await ctx.database.db
        .select()
        .from(conversations)
        .where(eq(conversations.candidateUserId, row.candidateUserId));
      const [message] = await ctx.database.db
        .select()
        .from(messages)
        .where(eq(messages.conversationId, conversation!.id));
      expect(message?.content).toBe('Open day on Friday!');
    }
    const empty = await bulk({ action: 'message', application_ids: ids, content: '   ' });
    expect(empty.statusCode).toBe(422);
  });
});
