// The enterprise inbox (decision 035): notifications belong to the account in use, so an
// enterprise session reads the active enterprise's inbox, and its owners hear when someone joins
// (queued with the joining, so a joining that rolls back tells no one).
import { describe, expect, it } from 'vitest';
import { notifications } from '#server/db/schema.ts';
import { createUser, latestMessageTo, signedInClient, uniqueEmail } from '#server-test/factories.ts';
import { appForThisFile } from '#server-test/file-app.ts';
import { refuseCommits } from '#server-test/outbox-faults.ts';
import { createTestCompany } from '#server-test/tenancy-factories.ts';

const ctx = await appForThisFile();

async function createEnterprise(name: string) {
  const company = await createTestCompany(ctx, `${name} Location`);
  const owner = company.members['Company Admin'];
  const upgraded = await owner.client.post(`/api/enterprises/upgrade/${company.id}`, {
    name,
    type: 'franchise',
  });
  expect(upgraded.statusCode).toBe(201);
  return { company, owner, enterpriseId: upgraded.json().id as number };
}

const ids = (response: { json: () => { data: Array<{ id: number }> } }) =>
  response.json().data.map((item) => item.id);

describe('the enterprise inbox', () => {
  it('lists the active enterprise’s notifications only, apart from the personal inbox', async () => {
    const { owner, enterpriseId } = await createEnterprise('Inbox Group');
    const other = await createEnterprise('Other Group');
    const [mine, elsewhere, personal] = await ctx.database.db
      .insert(notifications)
      .values([
        { userId: owner.user.id, enterpriseId, type: 'team_member_joined', title: 'Joined' },
        { userId: owner.user.id, enterpriseId: other.enterpriseId, type: 'team_member_joined', title: 'No' },
        { userId: owner.user.id, type: 'offer', title: 'Personal' },
      ])
      .returning();

    const inbox = await owner.client.get('/api/notifications?scope=enterprise');
    expect(inbox.statusCode).toBe(200);
    expect(ids(inbox)).toEqual([mine!.id]);
    expect(inbox.json().data[0]).toMatchObject({ enterprise_id: enterpriseId, company_id: null });
    expect(inbox.json().meta.unread_count).toBe(1);
    // The personal inbox keeps enterprise news out.
    const own = await owner.client.get('/api/notifications?scope=candidate');
    expect(ids(own)).toContain(personal!.id);
    expect(ids(own)).not.toContain(mine!.id);
    expect(ids(own)).not.toContain(elsewhere!.id);

    const read = await owner.client.post('/api/notifications/read-all', { scope: 'enterprise' });
    expect(read.json()).toEqual({ marked_read: 1, unread_count: 0 });
    const personalAfter = await owner.client.get('/api/notifications?scope=candidate');
    expect(personalAfter.json().meta.unread_count).toBeGreaterThan(0);

    // Its preferences list the enterprise's kinds of notification.
    const preferences = await owner.client.get('/api/notification-preferences?scope=enterprise');
    expect(preferences.statusCode).toBe(200);
    expect(JSON.stringify(preferences.json())).toContain('team_member_joined');
  });

  it('is refused without an active enterprise (403) and to another tenant’s staff', async () => {
    const candidate = await signedInClient(ctx, await createUser(ctx));
    const refused = await candidate.get('/api/notifications?scope=enterprise');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Choose an enterprise to continue.');
    expect((await candidate.post('/api/notifications/read-all', { scope: 'enterprise' })).statusCode).toBe(
      403,
    );

    const company = await createTestCompany(ctx, 'Plain Co');
    const manager = company.members.Manager.client;
    expect((await manager.get('/api/notifications?scope=enterprise')).statusCode).toBe(403);
  });

  it('tells the owners when someone accepts an invitation to the enterprise', async () => {
    const { owner, enterpriseId } = await createEnterprise('Joining Group');
    const invitee = await createUser(ctx, {
      email: uniqueEmail('joiner'),
      firstName: 'Jo',
      lastName: 'Joiner',
    });
    const group = (await owner.client.get('/api/enterprise-groups')).json().data[0];
    const invited = await owner.client.post('/api/enterprise-invitations', {
      email: invitee.email,
      role: 'Enterprise Admin',
      group_ids: [group.id],
    });
    expect(invited.statusCode).toBe(201);
    const token = (await latestMessageTo(ctx, invitee.email))!.text.match(
      /\/enterprise-invitations\/([\w-]+)/,
    )![1];
    const inviteeClient = await signedInClient(ctx, invitee);
    const accept = () => inviteeClient.post(`/api/invitations/token/${token}/accept`);
    const joinedNews = async () => {
      await ctx.runJobs(); // notifications are stored by their job
      const inbox = (await owner.client.get('/api/notifications?scope=enterprise')).json();
      return inbox.data.filter((item: { type: string }) => item.type === 'team_member_joined');
    };

    // Joining that rolls back (decision 036): no membership, and the owners hear nothing.
    const fault = await refuseCommits(
      ctx.database.db,
      'enterprise_memberships',
      `new.user_id = ${invitee.id} and new.enterprise_id = ${enterpriseId}`,
    );
    try {
      expect((await accept()).statusCode).toBe(500);
    } finally {
      await fault.lift();
    }
    expect(await joinedNews()).toEqual([]);

    const accepted = await accept();
    expect(accepted.statusCode).toBe(200);
    const news = await joinedNews();
    expect(news).toHaveLength(1);
    expect(news[0]).toMatchObject({
      type: 'team_member_joined',
      enterprise_id: enterpriseId,
      title: 'Jo Joiner joined Joining Group',
      body: 'They accepted your invitation and joined as Enterprise Admin.',
      link: '/enterprise-access-manager',
    });
  });
});
