// A message's realtime events and notifications are queued in the transaction that saves it
// (decision 036): a message that rolls back is never announced, a message whose delivery cannot be
// queued is not saved (the sender sees an error and may send again, instead of a message nobody
// hears about), and a saved one is announced exactly once.
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversations, messages } from '#server/db/schema.ts';
import { mailsTo, notificationsOf } from '#server-test/application-factories.ts';
import { appForThisFile } from '#server-test/file-app.ts';
import { createMessagingScene, startTestConversation } from '#server-test/messaging-factories.ts';
import { refuseCommits, refuseJobs } from '#server-test/outbox-faults.ts';

// Workers off: the test decides when queued deliveries run.
const ctx = await appForThisFile({ jobs: { workers: false } });
const db = ctx.database.db;

async function messageCount(uuid: string) {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(eq(conversations.uuid, uuid));
  return row?.n ?? 0;
}

/** A candidate's reply in a conversation the company started (the company side is notified). */
async function replyScene() {
  const scene = await createMessagingScene(ctx, { companyName: 'Outbox Bakery' });
  const recruiter = scene.company.members.Recruiter;
  const uuid = await startTestConversation(recruiter.client, scene.candidate.user.id);
  await ctx.runJobs();
  const reply = (content: string) =>
    scene.candidate.client.post(`/api/conversations/${uuid}/messages`, { content });
  const told = async () =>
    (await notificationsOf(ctx, recruiter.user.id, 'new_message')).filter((row) =>
      row.body.includes('Are you hiring'),
    );
  const mailed = async () =>
    (await mailsTo(ctx, recruiter.user.email)).filter((mail) => mail.text.includes('Are you hiring'));
  return { ...scene, uuid, reply, told, mailed };
}

describe('message delivery in the message’s transaction', () => {
  it('announces nothing for a message that rolls back, and once for the one that commits', async () => {
    const scene = await replyScene();
    const fault = await refuseCommits(db, 'messages', `new.content = 'Are you hiring bakers?'`);
    try {
      expect((await scene.reply('Are you hiring bakers?')).statusCode).toBe(500);
    } finally {
      await fault.lift();
    }
    await ctx.runJobs();
    expect(await messageCount(scene.uuid)).toBe(1);
    expect(await scene.told()).toEqual([]);
    expect(await scene.mailed()).toEqual([]);

    expect((await scene.reply('Are you hiring bakers?')).statusCode).toBe(201);
    await ctx.runJobs();
    await ctx.runJobs();
    expect(await messageCount(scene.uuid)).toBe(2);
    expect(await scene.told()).toHaveLength(1);
    expect(await scene.mailed()).toHaveLength(1);
  });

  it('does not save a message whose realtime event cannot be queued', async () => {
    const scene = await replyScene();
    const fault = await refuseJobs(db, 'outbox-realtime');
    try {
      expect((await scene.reply('Are you hiring pastry chefs?')).statusCode).toBe(500);
    } finally {
      await fault.lift();
    }
    await ctx.runJobs();
    expect(await messageCount(scene.uuid)).toBe(1);
    expect(await scene.told()).toEqual([]);
    // Sent again once the queue takes jobs: saved and announced once.
    expect((await scene.reply('Are you hiring pastry chefs?')).statusCode).toBe(201);
    expect(await scene.told()).toHaveLength(1);
  });
});
