// After a message: `message.created` on the recipients' private channels (received by pusher-js
// over the real websocket), notifications and email, without flooding, never to the sender.
import { MESSAGE_CREATED_EVENT, type MessageCreatedEvent } from '@hireloop/shared/messages';
import { and, count, eq } from 'drizzle-orm';
import PusherJs from 'pusher-js';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  companies,
  enterpriseGroupCompanies,
  enterpriseGroups,
  enterpriseMembershipGroups,
  enterpriseMemberships,
  enterprises,
  notifications,
  outboundMessages,
} from '#server/db/schema.ts';
import { createUser, latestMessageTo } from '#server-test/factories.ts';
import { appForThisFile } from '#server-test/file-app.ts';
import type { TestClient } from '#server-test/http-client.ts';
import {
  createMessagingScene,
  createTestApplication,
  startTestConversation,
} from '#server-test/messaging-factories.ts';
import { createTestCompany } from '#server-test/tenancy-factories.ts';
import { notifyContextOf } from '../notifications/notify.ts';
import { companyAudience } from './message-delivery.ts';
import { sendCompanyMessage } from './messages.service.ts';

const ctx = await appForThisFile();
let port: number;

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as { port: number }).port;
});

/** A pusher-js client of the signed-in user, subscribed to their private channel; records events. */
async function listen(client: TestClient, userId: number) {
  const pusher = new PusherJs(ctx.app.realtime.credentials.key, {
    cluster: 'mt1',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      customHandler: async (
        params: { socketId: string; channelName: string },
        callback: (error: Error | null, data: unknown) => void,
      ) => {
        const response = await client.post('/broadcasting/auth', {
          socket_id: params.socketId,
          channel_name: params.channelName,
        });
        if (response.statusCode === 200) callback(null, response.json());
        else callback(new Error(String(response.statusCode)), null);
      },
    } as never,
  });
  onTestFinished(() => pusher.disconnect());
  const channel = pusher.subscribe(`private-App.Models.User.${userId}`);
  await new Promise<void>((resolve, reject) => {
    channel.bind('pusher:subscription_succeeded', () => resolve());
    channel.bind('pusher:subscription_error', reject);
  });
  const events: MessageCreatedEvent[] = [];
  channel.bind(MESSAGE_CREATED_EVENT, (event: MessageCreatedEvent) => events.push(event));
  let consumed = 0;
  /** The next event not yet returned, waiting for it when it has not arrived. */
  const next = async (timeoutMs = 5000) => {
    const deadline = Date.now() + timeoutMs;
    while (events.length <= consumed) {
      if (Date.now() > deadline) throw new Error('no message.created arrived');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    consumed += 1;
    return events[consumed - 1]!;
  };
  return { events, next };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

async function newMessageNotifications(userId: number) {
  await ctx.runJobs();
  return ctx.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'new_message')));
}

async function mailsTo(email: string) {
  await ctx.runJobs();
  const [row] = await ctx.database.db
    .select({ n: count() })
    .from(outboundMessages)
    .where(and(eq(outboundMessages.toAddress, email), eq(outboundMessages.channel, 'mail')));
  return row?.n ?? 0;
}

describe('a company message', () => {
  it('reaches the candidate’s private channel with the contract payload, and by email', async () => {
    const { company, candidate } = await createMessagingScene(ctx, { companyName: 'Realtime Bakery' });
    const recruiter = company.members.Recruiter;
    const candidateInbox = await listen(candidate.client, candidate.user.id);
    const recruiterInbox = await listen(recruiter.client, recruiter.user.id);

    const response = await recruiter.client.post('/api/company-conversations', {
      candidate_user_id: candidate.user.id,
      content: 'Can you come in on Monday?',
    });
    const conversation = response.json();
    const event = await candidateInbox.next();
    expect(event).toEqual({
      conversation_uuid: conversation.uuid,
      company_id: company.id,
      company_name: 'Realtime Bakery',
      message: {
        id: conversation.last_message.id,
        type: 'text',
        content: 'Can you come in on Monday?',
        created_at: conversation.last_message.created_at,
        sender: {
          id: recruiter.user.id,
          first_name: recruiter.user.firstName,
          last_name: recruiter.user.lastName,
          avatar: null,
        },
        attachments: [],
        side: 'company',
      },
      set_company_id: null,
    });
    await settle();
    expect(recruiterInbox.events).toEqual([]);

    const mail = await latestMessageTo(ctx, candidate.user.email);
    expect(mail?.subject).toBe('New message from Realtime Bakery');
    expect(mail?.text).toContain('Can you come in on Monday?');
    expect(mail?.text).toContain(`/messages?conversation=${conversation.uuid}`);

    const [notification] = await newMessageNotifications(candidate.user.id);
    expect(notification).toMatchObject({
      companyId: null,
      title: 'New message from Realtime Bakery',
      link: `/messages?conversation=${conversation.uuid}`,
      data: {
        conversation_uuid: conversation.uuid,
        message_id: conversation.last_message.id,
        set_company_id: null,
      },
    });
  });

  it('notifies once per conversation while the last notification is unread and recent', async () => {
    const { company, candidate } = await createMessagingScene(ctx);
    const client = company.members.Recruiter.client;
    const uuid = await startTestConversation(client, candidate.user.id, 'First');
    await client.post(`/api/conversations/${uuid}/messages`, { content: 'Second' });
    await client.post(`/api/conversations/${uuid}/messages`, { content: 'Third' });
    expect(await newMessageNotifications(candidate.user.id)).toHaveLength(1);
    expect(await mailsTo(candidate.user.email)).toBe(1);

    // Once read, the next message notifies again.
    await ctx.database.db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(eq(notifications.userId, candidate.user.id));
    await client.post(`/api/conversations/${uuid}/messages`, { content: 'Fourth' });
    expect(await newMessageNotifications(candidate.user.id)).toHaveLength(2);
    expect(await mailsTo(candidate.user.email)).toBe(2);

    // An unread one older than 10 minutes does not hold the next one back either.
    await ctx.database.db
      .update(notifications)
      .set({ readAt: null, createdAt: new Date(Date.now() - 11 * 60 * 1000) })
      .where(eq(notifications.userId, candidate.user.id));
    await client.post(`/api/conversations/${uuid}/messages`, { content: 'Fifth' });
    expect(await newMessageNotifications(candidate.user.id)).toHaveLength(3);

    // Another conversation of the same person has its own window.
    const other = await createTestCompany(ctx, 'Elsewhere');
    await createTestApplication(ctx, other.id, candidate.user.id);
    await startTestConversation(other.members.Recruiter.client, candidate.user.id, 'Hi from elsewhere');
    expect(await newMessageNotifications(candidate.user.id)).toHaveLength(4);
  });
});

describe('a candidate message', () => {
  it('reaches every company member (Team Members too) with set_company_id, never the candidate', async () => {
    const { company, candidate } = await createMessagingScene(ctx, { companyName: 'Team Inbox Co' });
    const uuid = await startTestConversation(company.members.Recruiter.client, candidate.user.id);
    await ctx.runJobs(); // the opening message's events are out before anyone listens
    const teamMember = company.members['Team Member'];
    const teamInbox = await listen(teamMember.client, teamMember.user.id);
    const candidateInbox = await listen(candidate.client, candidate.user.id);

    const sent = (
      await candidate.client.post(`/api/conversations/${uuid}/messages`, { content: 'Thanks!' })
    ).json();
    const event = await teamInbox.next();
    expect(event).toMatchObject({
      conversation_uuid: uuid,
      company_id: company.id,
      company_name: 'Team Inbox Co',
      set_company_id: company.id,
      message: { id: sent.id, side: 'candidate', sender: { id: candidate.user.id } },
    });
    await ctx.runJobs();
    await settle();
    expect(candidateInbox.events).toEqual([]);

    for (const member of Object.values(company.members)) {
      const rows = await newMessageNotifications(member.user.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        companyId: company.id,
        title: 'New message from Casey Candidate',
        link: `/company-messages?conversation=${uuid}`,
        data: { conversation_uuid: uuid, set_company_id: company.id },
      });
    }
    const mail = await latestMessageTo(ctx, teamMember.user.email);
    expect(mail?.subject).toBe('New message from Casey Candidate');
  });
});

describe('a system message', () => {
  it('is broadcast to both sides without notifications', async () => {
    const { company, candidate } = await createMessagingScene(ctx);
    const uuid = await startTestConversation(company.members.Recruiter.client, candidate.user.id);
    await ctx.runJobs(); // the opening message's events are out before anyone listens
    const admin = company.members['Company Admin'];
    const candidateInbox = await listen(candidate.client, candidate.user.id);
    const adminInbox = await listen(admin.client, admin.user.id);
    const before = (await newMessageNotifications(candidate.user.id)).length;

    const sent = await sendCompanyMessage(notifyContextOf(ctx.app, ctx.deps), {
      companyId: company.id,
      candidateUserId: candidate.user.id,
      senderUserId: admin.user.id,
      content: 'Moved to Interview.',
      type: 'system',
    });
    expect(sent).toEqual({ conversationUuid: uuid, messageId: expect.any(Number) });
    for (const inbox of [candidateInbox, adminInbox]) {
      expect((await inbox.next()).message).toMatchObject({
        id: sent.messageId,
        type: 'system',
        sender: null,
        side: 'system',
      });
    }
    expect(await newMessageNotifications(candidate.user.id)).toHaveLength(before);
    expect(await newMessageNotifications(admin.user.id)).toHaveLength(0);
  });

  it('creates the conversation when missing', async () => {
    const company = await createTestCompany(ctx);
    const candidate = await createUser(ctx);
    const sent = await sendCompanyMessage(notifyContextOf(ctx.app, ctx.deps), {
      companyId: company.id,
      candidateUserId: candidate.id,
      senderUserId: null,
      content: 'Welcome!',
      type: 'system',
    });
    const list = (await company.members['Company Admin'].client.get('/api/company-conversations')).json();
    expect(list.data.map((c: { uuid: string }) => c.uuid)).toEqual([sent.conversationUuid]);
  });
});

describe('the company audience', () => {
  it('adds enterprise staff who act as the location', async () => {
    const company = await createTestCompany(ctx);
    const db = ctx.database.db;
    const [enterprise] = await db
      .insert(enterprises)
      .values({ name: 'Chain', type: 'franchise' })
      .returning();
    await db.update(companies).set({ enterpriseId: enterprise!.id }).where(eq(companies.id, company.id));
    const [group] = await db
      .insert(enterpriseGroups)
      .values({ enterpriseId: enterprise!.id, name: 'West' })
      .returning();
    const [otherGroup] = await db
      .insert(enterpriseGroups)
      .values({ enterpriseId: enterprise!.id, name: 'East' })
      .returning();
    await db.insert(enterpriseGroupCompanies).values({ groupId: group!.id, companyId: company.id });

    const owner = await createUser(ctx);
    const admin = await createUser(ctx);
    const viewer = await createUser(ctx);
    const outsider = await createUser(ctx);
    await db.insert(enterpriseMemberships).values([
      { enterpriseId: enterprise!.id, userId: owner.id, role: 'Enterprise Owner' },
      { enterpriseId: enterprise!.id, userId: admin.id, role: 'Enterprise Admin' },
      { enterpriseId: enterprise!.id, userId: viewer.id, role: 'Enterprise Viewer' },
      { enterpriseId: enterprise!.id, userId: outsider.id, role: 'Enterprise Admin' },
    ]);
    await db.insert(enterpriseMembershipGroups).values([
      { enterpriseId: enterprise!.id, userId: admin.id, groupId: group!.id },
      { enterpriseId: enterprise!.id, userId: viewer.id, groupId: group!.id },
      { enterpriseId: enterprise!.id, userId: outsider.id, groupId: otherGroup!.id },
    ]);

    const audience = await companyAudience(db, company.id);
    const members = Object.values(company.members).map((member) => member.user.id);
    expect(audience.sort((a, b) => a - b)).toEqual(
      [...members, owner.id, admin.id, viewer.id].sort((a, b) => a - b),
    );
  });
});
