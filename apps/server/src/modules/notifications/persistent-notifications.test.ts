import type { PersistentNotification } from '@hireloop/shared/notifications';
import { describe, expect, it } from 'vitest';
import {
  conversationReads,
  conversations,
  featureAnnouncements,
  featureAnnouncementViews,
  messages,
  notifications,
} from '#server/db/schema.ts';
import { createUser, signedInClient } from '#server-test/factories.ts';
import { appForThisFile } from '#server-test/file-app.ts';
import { createTestCompany } from '#server-test/tenancy-factories.ts';
import { createCompany } from '../companies/companies.service.ts';
import { upgradeToEnterprise } from '../enterprises/enterprises.service.ts';
import { presentPersistentNotifications } from './persistent-notification.presenter.ts';
import { loadPersistentNotifications } from './persistent-notifications.service.ts';

const ctx = await appForThisFile();

const MINUTE = 60_000;
const T = new Date('2031-03-04T12:00:00.000Z');
const at = (offsetMs: number) => new Date(T.getTime() + offsetMs);

async function insertNotification(userId: number, values: Partial<typeof notifications.$inferInsert>) {
  const [row] = await ctx.database.db
    .insert(notifications)
    .values({ userId, type: 'new_message', title: 'New message', body: 'Hello', ...values })
    .returning();
  return row!;
}

async function toastsAt(userId: number, now: Date): Promise<PersistentNotification[]> {
  return presentPersistentNotifications(
    await loadPersistentNotifications(ctx.database.db, userId, now, 'candidate'),
  );
}

const ids = (toasts: PersistentNotification[]) => toasts.map((toast) => toast.id);

function interviewData(intervieweeId: number, companyId: number, startTime: Date) {
  return {
    id: 41,
    uuid: '0b9d4c8e-3f0a-4d7e-9d61-2c1a6a1e5b10',
    company: { id: companyId, name: 'Reminder Co', nickname: null, avatar: '/api/companies/1/avatar' },
    interviewee: { id: intervieweeId, first_name: 'Casey', last_name: 'Candidate', avatar: null },
    location: 'web_conference',
    duration_minutes: 30,
    start_time: startTime.toISOString(),
  };
}

describe('message toasts', () => {
  it('show an unread new_message notification from its creation until 5 minutes later', async () => {
    const user = await createUser(ctx);
    const row = await insertNotification(user.id, {
      createdAt: T,
      companyId: null,
      link: '/messages/6f1c',
      data: { conversation_uuid: '6f1c', message_id: 12, sender_avatar: '/api/users/9/avatar' },
    });
    const id = `notification-${row.id}`;

    expect(ids(await toastsAt(user.id, at(-1000)))).not.toContain(id);
    const [toast] = await toastsAt(user.id, T);
    expect(toast).toEqual({
      id,
      kind: 'message',
      type: 'new_message',
      source_id: row.id,
      title: 'New message',
      description: 'Hello',
      avatar: '/api/users/9/avatar',
      icon: 'chat-bubble',
      primary_action_text: 'View message',
      secondary_action_text: null,
      color: 'info',
      link: '/messages/6f1c',
      secondary_link: null,
      valid_from: '2031-03-04T12:00:00.000Z',
      valid_to: '2031-03-04T12:05:00.000Z',
      conversation_uuid: '6f1c',
      conversation_message_id: 12,
      dismissible: true,
      set_company_id: null,
    });
    expect(ids(await toastsAt(user.id, at(5 * MINUTE - 1000)))).toContain(id);
    expect(ids(await toastsAt(user.id, at(5 * MINUTE)))).not.toContain(id);
    expect(ids(await toastsAt(user.id, at(5 * MINUTE + 1000)))).not.toContain(id);
  });

  it('leave out read notifications, other types, other users, and messages read in the conversation', async () => {
    const user = await createUser(ctx);
    const companyId = await createCompany(ctx.database.db, (await createUser(ctx)).id, { name: 'Chat Co' });
    const [conversation] = await ctx.database.db
      .insert(conversations)
      .values({ companyId, candidateUserId: user.id })
      .returning();
    const [message] = await ctx.database.db
      .insert(messages)
      .values({ conversationId: conversation!.id, senderSide: 'company', content: 'Hi' })
      .returning();
    const data = { conversation_uuid: conversation!.uuid, message_id: message!.id };
    const readInChat = await insertNotification(user.id, { createdAt: T, data });
    const read = await insertNotification(user.id, {
      createdAt: T,
      readAt: T,
      data: { ...data, message_id: 1 },
    });
    await insertNotification(user.id, { createdAt: T, type: 'offer' });
    const someoneElses = await insertNotification((await createUser(ctx)).id, { createdAt: T, data });

    expect(ids(await toastsAt(user.id, at(MINUTE)))).toEqual([`notification-${readInChat.id}`]);
    await ctx.database.db
      .insert(conversationReads)
      .values({ conversationId: conversation!.id, userId: user.id, lastReadMessageId: message!.id });
    const after = ids(await toastsAt(user.id, at(MINUTE)));
    expect(after).not.toContain(`notification-${readInChat.id}`);
    expect(after).not.toContain(`notification-${read.id}`);
    expect(after).not.toContain(`notification-${someoneElses.id}`);
    expect(after).toEqual([]);
  });

  it('carry the company to switch to for a company-side message', async () => {
    const user = await createUser(ctx);
    const companyId = await createCompany(ctx.database.db, user.id, { name: 'Side Co' });
    await insertNotification(user.id, {
      createdAt: T,
      companyId,
      data: { conversation_uuid: 'x', message_id: 1 },
    });
    const [toast] = await toastsAt(user.id, at(1000));
    expect(toast!.set_company_id).toBe(companyId);
  });
});

describe('interview reminder toasts', () => {
  it('show 10 minutes either side of the start for the interviewee, not dismissible', async () => {
    const candidate = await createUser(ctx);
    const companyId = await createCompany(ctx.database.db, (await createUser(ctx)).id, {
      name: 'Reminder Co',
    });
    const row = await insertNotification(candidate.id, {
      type: 'interview_starting_soon',
      title: 'Your interview with Reminder Co starts soon',
      link: '/interviews/0b9d4c8e',
      createdAt: at(-15 * MINUTE),
      data: interviewData(candidate.id, companyId, T),
    });
    const id = `notification-${row.id}`;

    expect(ids(await toastsAt(candidate.id, at(-10 * MINUTE - 1000)))).not.toContain(id);
    const [toast] = await toastsAt(candidate.id, at(-10 * MINUTE));
    expect(toast).toMatchObject({
      id,
      kind: 'interview_starting_soon',
      title: 'Your interview with Reminder Co starts soon',
      avatar: '/api/companies/1/avatar',
      link: '/interviews/0b9d4c8e',
      dismissible: false,
      valid_from: '2031-03-04T11:50:00.000Z',
      valid_to: '2031-03-04T12:10:00.000Z',
      set_company_id: null,
    });
    expect(ids(await toastsAt(candidate.id, at(10 * MINUTE)))).toContain(id);
    expect(ids(await toastsAt(candidate.id, at(10 * MINUTE + 1000)))).not.toContain(id);
  });

  it('show 5 minutes either side for company-side viewers, with their company to switch to', async () => {
    const interviewer = await createUser(ctx);
    const candidate = await createUser(ctx);
    const companyId = await createCompany(ctx.database.db, interviewer.id, { name: 'Reminder Co' });
    const row = await insertNotification(interviewer.id, {
      type: 'interview_starting_soon',
      title: 'Interview with Casey Candidate starts soon',
      companyId,
      createdAt: at(-10 * MINUTE),
      data: interviewData(candidate.id, companyId, T),
    });
    const id = `notification-${row.id}`;

    expect(ids(await toastsAt(interviewer.id, at(-6 * MINUTE)))).not.toContain(id);
    const [toast] = await toastsAt(interviewer.id, at(-5 * MINUTE));
    expect(toast).toMatchObject({
      id,
      avatar: null,
      valid_from: '2031-03-04T11:55:00.000Z',
      valid_to: '2031-03-04T12:05:00.000Z',
      set_company_id: companyId,
      dismissible: false,
    });
    expect(ids(await toastsAt(interviewer.id, at(5 * MINUTE)))).toContain(id);
    expect(ids(await toastsAt(interviewer.id, at(6 * MINUTE)))).not.toContain(id);
  });

  it('ignore reminders without usable interview metadata', async () => {
    const user = await createUser(ctx);
    await insertNotification(user.id, {
      type: 'interview_starting_soon',
      createdAt: T,
      data: { start_time: 'soon' },
    });
    expect(await toastsAt(user.id, T)).toEqual([]);
  });
});

describe('GET /api/persistent-notifications/ and feature announcements', () => {
  it('lists unseen published announcements until the user marks them seen', async () => {
    const user = await createUser(ctx);
    const client = await signedInClient(ctx, user);
    const [published, draft] = await ctx.database.db
      .insert(featureAnnouncements)
      .values([
        {
          title: 'Live messages',
          description: 'Messages arrive as they are sent.',
          action1Text: 'Open messages',
          action1Url: '/messages',
          action2Text: 'Learn more',
          action2Url: 'https://example.com/live',
          publishedAt: new Date(Date.now() - MINUTE),
        },
        { title: 'Draft', description: 'Not yet.', publishedAt: null },
      ])
      .returning();
    const recent = await insertNotification(user.id, {
      createdAt: new Date(Date.now() - MINUTE),
      data: { conversation_uuid: 'r', message_id: 1 },
    });
    await insertNotification(user.id, { createdAt: new Date(Date.now() - 6 * MINUTE) });

    for (const url of ['/api/persistent-notifications/', '/api/persistent-notifications']) {
      const response = await client.get(url);
      expect(response.statusCode).toBe(200);
      expect(ids(response.json().data)).toEqual([
        `notification-${recent.id}`,
        `feature-announcement-${published!.id}`,
      ]);
    }
    const announcement = (await client.get('/api/persistent-notifications/')).json().data[1];
    expect(announcement).toMatchObject({
      kind: 'feature_announcement',
      source_id: published!.id,
      title: 'Live messages',
      primary_action_text: 'Open messages',
      link: '/messages',
      secondary_action_text: 'Learn more',
      secondary_link: 'https://example.com/live',
      dismissible: true,
      valid_to: null,
    });

    expect((await client.post(`/api/feature-announcements/${published!.id}/seen`)).statusCode).toBe(204);
    expect((await client.post(`/api/feature-announcements/${published!.id}/seen`)).statusCode).toBe(204);
    expect(ids((await client.get('/api/persistent-notifications/')).json().data)).toEqual([
      `notification-${recent.id}`,
    ]);

    // Seen by one user, still shown to the next.
    const other = await signedInClient(ctx, await createUser(ctx));
    expect(ids((await other.get('/api/persistent-notifications/')).json().data)).toContain(
      `feature-announcement-${published!.id}`,
    );

    expect((await client.post(`/api/feature-announcements/${draft!.id}/seen`)).statusCode).toBe(404);
    expect((await client.post('/api/feature-announcements/999999999/seen')).statusCode).toBe(404);
    const views = await ctx.database.db.select().from(featureAnnouncementViews);
    expect(views.map((view) => [view.announcementId, view.userId])).toEqual([[published!.id, user.id]]);
  });
});

describe('announcements by audience', () => {
  it('reach only the audience of the account in use: candidate, each company role, enterprise', async () => {
    const published = new Date(Date.now() - MINUTE);
    const [forCandidates, forRecruiters, forCompanies, forEnterprises, forEveryone] = await ctx.database.db
      .insert(featureAnnouncements)
      .values([
        { title: 'Candidates', description: 'c', publishedAt: published, audiences: ['candidate'] },
        { title: 'Recruiters', description: 'r', publishedAt: published, audiences: ['recruiter'] },
        {
          title: 'Company staff',
          description: 's',
          publishedAt: published,
          audiences: ['company_admin', 'manager', 'recruiter', 'team_member'],
        },
        { title: 'Enterprises', description: 'e', publishedAt: published, audiences: ['enterprise'] },
        // Left out on insert: the column's default is every audience.
        { title: 'Everyone', description: 'a', publishedAt: published },
      ])
      .returning();
    const mine = new Set(
      [forCandidates, forRecruiters, forCompanies, forEnterprises, forEveryone].map((row) => row!.id),
    );
    const announcementIds = async (client: { get: (url: string) => Promise<{ json: () => unknown }> }) =>
      ((await client.get('/api/persistent-notifications/')).json() as { data: PersistentNotification[] }).data
        .filter((toast) => toast.kind === 'feature_announcement' && mine.has(Number(toast.source_id)))
        .map((toast) => toast.source_id);
    const sorted = (values: Array<number | undefined>) => values.map(Number).sort((a, b) => a - b);

    const candidate = await signedInClient(ctx, await createUser(ctx));
    expect(sorted(await announcementIds(candidate))).toEqual(sorted([forCandidates!.id, forEveryone!.id]));

    const company = await createTestCompany(ctx, 'Audience Co');
    expect(sorted(await announcementIds(company.members.Recruiter.client))).toEqual(
      sorted([forRecruiters!.id, forCompanies!.id, forEveryone!.id]),
    );
    expect(sorted(await announcementIds(company.members['Team Member'].client))).toEqual(
      sorted([forCompanies!.id, forEveryone!.id]),
    );

    // The Company Admin upgrades the company: acting as the enterprise, enterprise news only.
    const admin = company.members['Company Admin'];
    await upgradeToEnterprise(ctx.database.db, admin.user.id, company.id, {
      name: 'Audience Group',
      type: 'franchise',
    });
    expect(sorted(await announcementIds(admin.client))).toEqual(
      sorted([forEnterprises!.id, forEveryone!.id]),
    );
  });
});
