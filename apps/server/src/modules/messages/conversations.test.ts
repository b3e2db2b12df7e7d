// Conversations: who may see and start them, reuse per pair, the list shape, search and order.
import { COMPANY_ROLES } from '@hireloop/shared/roles';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, conversations, messages } from '#server/db/schema.ts';
import { appForThisFile } from '#server-test/file-app.ts';
import {
  createMessagingScene,
  createTestApplication,
  createTestCandidate,
  startTestConversation,
} from '#server-test/messaging-factories.ts';
import { createTestCompany } from '#server-test/tenancy-factories.ts';

const ctx = await appForThisFile();

async function messageCount(conversationUuid: string) {
  const [row] = await ctx.database.db
    .select({ n: count() })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(eq(conversations.uuid, conversationUuid));
  return row?.n ?? 0;
}

describe('starting a conversation', () => {
  it.each(COMPANY_ROLES)('as %s', async (role) => {
    const { company, candidate } = await createMessagingScene(ctx);
    const response = await company.members[role].client.post('/api/company-conversations', {
      candidate_user_id: candidate.user.id,
      content: '  Thanks for applying!  ',
    });
    if (role === 'Team Member') {
      expect(response.statusCode).toBe(403);
      const [row] = await ctx.database.db
        .select({ n: count() })
        .from(conversations)
        .where(eq(conversations.companyId, company.id));
      expect(row?.n).toBe(0);
      return;
    }
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      company_id: company.id,
      company_name: 'Acme Bakery',
      company_avatar: null,
      candidate: { id: candidate.user.id, first_name: 'Casey', last_name: 'Candidate', avatar: null },
      unread_count: 0,
      abilities: { send: true },
      last_message: {
        type: 'text',
        content: 'Thanks for applying!',
        side: 'company',
        sender: { id: company.members[role].user.id },
        attachments: [],
      },
    });
    expect(body.uuid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('needs an application (not a draft) to the active company', async () => {
    const company = await createTestCompany(ctx);
    const stranger = await createTestCandidate(ctx);
    const drafter = await createTestCandidate(ctx);
    await createTestApplication(ctx, company.id, drafter.user.id, { status: 'draft' });
    // An application to another company does not count either.
    const other = await createTestCompany(ctx, 'Other Co');
    await createTestApplication(ctx, other.id, stranger.user.id);

    for (const candidateId of [stranger.user.id, drafter.user.id, 987654321]) {
      const response = await company.members.Recruiter.client.post('/api/company-conversations', {
        candidate_user_id: candidateId,
        content: 'Hello',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'This candidate has not applied to your company.',
        errors: { candidate_user_id: ['This candidate has not applied to your company.'] },
      });
    }
    const [row] = await ctx.database.db
      .select({ n: count() })
      .from(conversations)
      .where(eq(conversations.companyId, company.id));
    expect(row?.n).toBe(0);
  });

  it('accepts candidates whose application was withdrawn, disqualified or hired', async () => {
    const company = await createTestCompany(ctx);
    for (const status of ['withdrawn', 'disqualified', 'hired'] as const) {
      const candidate = await createTestCandidate(ctx);
      await createTestApplication(ctx, company.id, candidate.user.id, { status });
      const response = await company.members.Manager.client.post('/api/company-conversations', {
        candidate_user_id: candidate.user.id,
        content: 'Hello',
      });
      expect(response.statusCode, status).toBe(201);
    }
  });

  it('reuses the conversation of the pair', async () => {
    const { company, candidate } = await createMessagingScene(ctx);
    const first = await company.members.Recruiter.client.post('/api/company-conversations', {
      candidate_user_id: candidate.user.id,
      content: 'First',
    });
    const second = await company.members['Company Admin'].client.post('/api/company-conversations', {
      candidate_user_id: candidate.user.id,
      content: 'Second',
    });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().uuid).toBe(first.json().uuid);
    expect(second.json().last_message.content).toBe('Second');
    expect(await messageCount(first.json().uuid)).toBe(2);
  });

  it('validates the body and needs an active company', async () => {
    const { company, candidate } = await createMessagingScene(ctx);
    const empty = await company.members.Recruiter.client.post('/api/company-conversations', {
      candidate_user_id: candidate.user.id,
      content: '   ',
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ content: ['The content field is required.'] });
    const missing = await company.members.Recruiter.client.post('/api/company-conversations', {});
    expect(Object.keys(missing.json().errors).sort()).toEqual(['candidate_user_id', 'content']);

    const noCompany = await candidate.client.post('/api/company-conversations', {
      candidate_user_id: candidate.user.id,
      content: 'Hi',
    });
    expect(noCompany.statusCode).toBe(403);
    expect(noCompany.json().message).toBe('Choose a company to continue.');
  });
});

describe('seeing a conversation', () => {
  it('shows it to the candidate and every company role, never to another company or candidate', async () => {
    const { company, candidate } = await createMessagingScene(ctx);
    const uuid = await startTestConversation(company.members.Recruiter.client, candidate.user.id);

    const candidateView = await candidate.client.get(`/api/conversations/${uuid}`);
    expect(candidateView.statusCode).toBe(200);
    expect(candidateView.json()).toMatchObject({ uuid, unread_count: 1, abilities: { send: true } });
    for (const role of COMPANY_ROLES) {
      const response = await company.members[role].client.get(`/api/conversations/${uuid}`);
      expect(response.statusCode, role).toBe(200);
      expect(response.json().abilities.send, role).toBe(role !== 'Team Member');
      const thread = await company.members[role].client.get(`/api/conversations/${uuid}/messages`);
      expect(thread.statusCode, role).toBe(200);
    }

    const otherCompany = await createTestCompany(ctx, 'Rival');
    const otherCandidate = await createTestCandidate(ctx);
    for (const client of [otherCompany.members['Company Admin'].client, otherCandidate.client]) {
      for (const path of [`/api/conversations/${uuid}`, `/api/conversations/${uuid}/messages`]) {
        expect((await client.get(path)).statusCode).toBe(404);
      }
      expect((await client.post(`/api/conversations/${uuid}/messages`, { content: 'Hi' })).statusCode).toBe(
        404,
      );
      expect((await client.post(`/api/conversations/${uuid}/read`)).statusCode).toBe(404);
    }
    expect((await candidate.client.get('/api/conversations/not-a-uuid')).statusCode).toBe(404);
    expect(
      (await candidate.client.get('/api/conversations/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
  });

  it('lists the opportunity titles the candidate applied to, without drafts or other companies', async () => {
    const { company, candidate, opportunity } = await createMessagingScene(ctx, { title: 'Head Baker' });
    await createTestApplication(ctx, company.id, candidate.user.id, { title: 'Pastry Chef' });
    await createTestApplication(ctx, company.id, candidate.user.id, { title: 'Draft Role', status: 'draft' });
    const other = await createTestCompany(ctx, 'Other');
    await createTestApplication(ctx, other.id, candidate.user.id, { title: 'Elsewhere' });
    await ctx.database.db
      .update(companies)
      .set({ avatarPath: 'avatars/x.png' })
      .where(eq(companies.id, company.id));

    await startTestConversation(company.members.Recruiter.client, candidate.user.id);
    const list = (await company.members['Team Member'].client.get('/api/company-conversations')).json();
    expect(list.data).toHaveLength(1);
    expect(list.data[0].conversation_users).toEqual([
      { user_id: candidate.user.id, opportunity_titles: [opportunity.title, 'Pastry Chef'] },
    ]);
    expect(list.data[0].company_avatar).toMatch(new RegExp(`^/api/companies/${company.id}/avatar\\?v=`));
    expect(list.data[0].abilities).toEqual({ send: false });
  });
});

describe('lists', () => {
  it('orders by newest activity, paginates and keeps each side to its own', async () => {
    const company = await createTestCompany(ctx, 'Listing Co');
    const candidates = [];
    for (const firstName of ['Ada', 'Brook', 'Cyd']) {
      const candidate = await createTestCandidate(ctx, { firstName, lastName: 'Lister' });
      await createTestApplication(ctx, company.id, candidate.user.id);
      await startTestConversation(company.members.Recruiter.client, candidate.user.id, `Hi ${firstName}`);
      candidates.push(candidate);
    }
    // Ada replies last, so her conversation moves to the top.
    const adaUuid = (await candidates[0]!.client.get('/api/conversations')).json().data[0].uuid;
    await candidates[0]!.client.post(`/api/conversations/${adaUuid}/messages`, { content: 'Hello back' });

    const client = company.members.Manager.client;
    const page1 = (await client.get('/api/company-conversations?per_page=2')).json();
    expect(page1.meta).toEqual({ current_page: 1, per_page: 2, total: 3, last_page: 2 });
    expect(page1.data.map((c: { candidate: { first_name: string } }) => c.candidate.first_name)).toEqual([
      'Ada',
      'Cyd',
    ]);
    expect(page1.data[0].last_message).toMatchObject({ content: 'Hello back', side: 'candidate' });
    const page2 = (await client.get('/api/company-conversations?per_page=2&page=2')).json();
    expect(page2.data.map((c: { candidate: { first_name: string } }) => c.candidate.first_name)).toEqual([
      'Brook',
    ]);

    // Each candidate sees exactly their one conversation.
    const own = (await candidates[1]!.client.get('/api/conversations')).json();
    expect(own.meta.total).toBe(1);
    expect(own.data[0]).toMatchObject({ company_name: 'Listing Co', candidate: { first_name: 'Brook' } });

    // Another company sees none of them.
    const rival = await createTestCompany(ctx, 'Rival Listing');
    expect(
      (await rival.members['Company Admin'].client.get('/api/company-conversations')).json().meta.total,
    ).toBe(0);
  });

  it('searches the other side’s name case-insensitively', async () => {
    const company = await createTestCompany(ctx, 'Sunrise Bakery');
    const grace = await createTestCandidate(ctx, {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: `grace-${Date.now()}@navy.example`,
    });
    const alan = await createTestCandidate(ctx, { firstName: 'Alan', lastName: 'Turing' });
    for (const candidate of [grace, alan]) {
      await createTestApplication(ctx, company.id, candidate.user.id);
      await startTestConversation(company.members.Recruiter.client, candidate.user.id);
    }
    const client = company.members.Recruiter.client;
    const names = async (search: string) =>
      (await client.get(`/api/company-conversations?search=${encodeURIComponent(search)}`))
        .json()
        .data.map((c: { candidate: { first_name: string } }) => c.candidate.first_name);
    expect(await names('grace')).toEqual(['Grace']);
    expect(await names('TURING')).toEqual(['Alan']);
    expect(await names('grace hop')).toEqual(['Grace']);
    expect(await names('NAVY.example')).toEqual(['Grace']);
    expect(await names('%')).toEqual([]);
    expect((await names('')).sort()).toEqual(['Alan', 'Grace']);

    // The candidate searches company names.
    const other = await createTestCompany(ctx, 'Moonlight Diner');
    await createTestApplication(ctx, other.id, grace.user.id);
    await startTestConversation(other.members.Recruiter.client, grace.user.id);
    const companyNames = async (search: string) =>
      (await grace.client.get(`/api/conversations?search=${encodeURIComponent(search)}`))
        .json()
        .data.map((c: { company_name: string }) => c.company_name);
    expect(await companyNames('sunrise')).toEqual(['Sunrise Bakery']);
    expect(await companyNames('DINER')).toEqual(['Moonlight Diner']);
    expect((await companyNames('')).sort()).toEqual(['Moonlight Diner', 'Sunrise Bakery']);
  });
});
