// Read positions and unread counts: per person, only the other side's messages, never system ones.
import { describe, expect, it } from 'vitest';
import { appForThisFile } from '#server-test/file-app.ts';
import type { TestClient } from '#server-test/http-client.ts';
import {
  createMessagingScene,
  createTestApplication,
  startTestConversation,
} from '#server-test/messaging-factories.ts';
import { createTestCompany } from '#server-test/tenancy-factories.ts';
import { notifyContextOf } from '../notifications/notify.ts';
import { sendCompanyMessage } from './messages.service.ts';

const ctx = await appForThisFile();

async function unreadIn(client: TestClient, list: '/api/conversations' | '/api/company-conversations') {
  const body = (await client.get(list)).json();
  return body.data.map((conversation: { unread_count: number }) => conversation.unread_count);
}

async function badge(client: TestClient) {
  const response = await client.get('/api/messages/unread-count');
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('read state', () => {
  it('counts the other side’s messages past each person’s read position', async () => {
    const { company, candidate } = await createMessagingScene(ctx);
    const recruiter = company.members.Recruiter.client;
    const manager = company.members.Manager.client;
    const uuid = await startTestConversation(recruiter, candidate.user.id, 'Hello');

    expect(await unreadIn(candidate.client, '/api/conversations')).toEqual([1]);
    expect(await badge(candidate.client)).toEqual({ candidate: 1, company: 0 });
    // The company's own messages are never unread for the company.
    expect(await unreadIn(recruiter, '/api/company-conversations')).toEqual([0]);
    expect(await badge(manager)).toEqual({ candidate: 0, company: 0 });

    // Replying marks everything before the reply as read for the candidate.
    await candidate.client.post(`/api/conversations/${uuid}/messages`, { content: 'Hi!' });
    const reply = await candidate.client.post(`/api/conversations/${uuid}/messages`, { content: 'When?' });
    expect(await unreadIn(candidate.client, '/api/conversations')).toEqual([0]);
    expect(await badge(candidate.client)).toEqual({ candidate: 0, company: 0 });
    expect(await unreadIn(manager, '/api/company-conversations')).toEqual([2]);
    expect(await badge(manager)).toEqual({ candidate: 0, company: 1 });

    // Reading is per person: the Manager reads, the Recruiter still has two unread.
    const read = await manager.post(`/api/conversations/${uuid}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ last_read_message_id: reply.json().id });
    expect(await unreadIn(manager, '/api/company-conversations')).toEqual([0]);
    expect((await manager.get(`/api/conversations/${uuid}`)).json().unread_count).toBe(0);
    expect(await badge(manager)).toEqual({ candidate: 0, company: 0 });
    expect(await unreadIn(recruiter, '/api/company-conversations')).toEqual([2]);

    // Team Members only read, and reading is allowed.
    const teamMember = company.members['Team Member'].client;
    expect(await badge(teamMember)).toEqual({ candidate: 0, company: 1 });
    expect((await teamMember.post(`/api/conversations/${uuid}/read`)).statusCode).toBe(200);
    expect(await badge(teamMember)).toEqual({ candidate: 0, company: 0 });

    // Reading again changes nothing.
    expect((await manager.post(`/api/conversations/${uuid}/read`)).json()).toEqual({
      last_read_message_id: reply.json().id,
    });
  });

  it('counts conversations, not messages, in the badge; per company', async () => {
    const { company, candidate } = await createMessagingScene(ctx);
    const other = await createTestCompany(ctx, 'Second Co');
    await createTestApplication(ctx, other.id, candidate.user.id);
    await startTestConversation(company.members.Recruiter.client, candidate.user.id, 'One');
    await startTestConversation(company.members.Recruiter.client, candidate.user.id, 'Two');
    await startTestConversation(other.members.Recruiter.client, candidate.user.id, 'Three');
    expect(await badge(candidate.client)).toEqual({ candidate: 2, company: 0 });
    expect((await unreadIn(candidate.client, '/api/conversations')).sort()).toEqual([1, 2]);
  });

  it('never counts system messages as unread', async () => {
    const { company, candidate } = await createMessagingScene(ctx);
    const uuid = await startTestConversation(company.members.Recruiter.client, candidate.user.id, 'Hello');
    await candidate.client.post(`/api/conversations/${uuid}/read`);
    await company.members.Recruiter.client.post(`/api/conversations/${uuid}/read`);

    const sent = await sendCompanyMessage(notifyContextOf(ctx.app, ctx.deps), {
      companyId: company.id,
      candidateUserId: candidate.user.id,
      senderUserId: null,
      content: 'Your application moved to Interview.',
      type: 'system',
    });
    expect(sent.conversationUuid).toBe(uuid);

    const view = (await candidate.client.get(`/api/conversations/${uuid}`)).json();
    expect(view.unread_count).toBe(0);
    expect(view.last_message).toMatchObject({
      id: sent.messageId,
      type: 'system',
      side: 'system',
      sender: null,
      content: 'Your application moved to Interview.',
    });
    expect(await badge(candidate.client)).toEqual({ candidate: 0, company: 0 });
    expect(await badge(company.members.Recruiter.client)).toEqual({ candidate: 0, company: 0 });
  });
});
