// Sending messages: who may, what is accepted, and keyset pagination of the thread.
import { COMPANY_ROLES } from '@hireloop/shared/roles';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversations, messages } from '#server/db/schema.ts';
import { appForThisFile } from '#server-test/file-app.ts';
import {
  createMessagingScene,
  type MessagingScene,
  startTestConversation,
} from '#server-test/messaging-factories.ts';

const ctx = await appForThisFile();

async function sceneWithConversation(): Promise<MessagingScene & { uuid: string }> {
  const scene = await createMessagingScene(ctx);
  const uuid = await startTestConversation(scene.company.members.Recruiter.client, scene.candidate.user.id);
  return { ...scene, uuid };
}

async function messageCount(uuid: string) {
  const [row] = await ctx.database.db
    .select({ n: count() })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(eq(conversations.uuid, uuid));
  return row?.n ?? 0;
}

describe('sending', () => {
  it.each(COMPANY_ROLES)('as %s', async (role) => {
    const { company, uuid } = await sceneWithConversation();
    const member = company.members[role];
    const response = await member.client.post(`/api/conversations/${uuid}/messages`, {
      content: ' When can you start? ',
    });
    if (role === 'Team Member') {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('You do not have permission to send messages for this company.');
      expect(await messageCount(uuid)).toBe(1);
      return;
    }
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      type: 'text',
      content: 'When can you start?',
      created_at: expect.any(String),
      sender: {
        id: member.user.id,
        first_name: member.user.firstName,
        last_name: member.user.lastName,
        avatar: null,
      },
      attachments: [],
      side: 'company',
    });
    expect(await messageCount(uuid)).toBe(2);
  });

  it('lets the candidate reply in their conversation', async () => {
    const { candidate, uuid } = await sceneWithConversation();
    const response = await candidate.client.post(`/api/conversations/${uuid}/messages`, {
      content: 'Monday!',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      content: 'Monday!',
      side: 'candidate',
      sender: { id: candidate.user.id, first_name: 'Casey' },
    });
  });

  it('refuses empty or too long text and writes nothing', async () => {
    const { candidate, uuid } = await sceneWithConversation();
    for (const content of ['', '   ', undefined]) {
      const response = await candidate.client.post(`/api/conversations/${uuid}/messages`, { content });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'The content field is required.',
        errors: { content: ['The content field is required.'] },
      });
    }
    const long = await candidate.client.post(`/api/conversations/${uuid}/messages`, {
      content: 'a'.repeat(5001),
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({ content: ['The content may not be greater than 5000 characters.'] });
    const wrongType = await candidate.client.post(`/api/conversations/${uuid}/messages`, { content: 42 });
    expect(wrongType.statusCode).toBe(422);
    expect(await messageCount(uuid)).toBe(1);
  });

  it('needs sign-in and the CSRF token', async () => {
    const { candidate, uuid } = await sceneWithConversation();
    const noCsrf = await candidate.client.post(
      `/api/conversations/${uuid}/messages`,
      { content: 'x' },
      { withoutCsrf: true },
    );
    expect(noCsrf.statusCode).toBe(419);
    const anonymous = await ctx.app.inject({ method: 'GET', url: `/api/conversations/${uuid}/messages` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('treats a member acting as another account as no participant', async () => {
    // A company member whose active company is another one is not a participant.
    const { company, uuid } = await sceneWithConversation();
    const member = company.members.Recruiter;
    await member.client.put('/api/companies/set/0');
    expect((await member.client.get(`/api/conversations/${uuid}`)).statusCode).toBe(404);
    await member.client.put(`/api/companies/set/${company.id}`);
    expect((await member.client.get(`/api/conversations/${uuid}`)).statusCode).toBe(200);
  });
});

describe('the thread', () => {
  it('pages newest first by before_id', async () => {
    const { company, candidate, uuid } = await sceneWithConversation();
    // 1 opening message + 6 alternating = 7 messages.
    for (let n = 1; n <= 6; n += 1) {
      const client = n % 2 ? candidate.client : company.members.Manager.client;
      const response = await client.post(`/api/conversations/${uuid}/messages`, { content: `Message ${n}` });
      expect(response.statusCode).toBe(201);
    }
    const first = (await candidate.client.get(`/api/conversations/${uuid}/messages?per_page=3`)).json();
    expect(first.data.map((m: { content: string }) => m.content)).toEqual([
      'Message 6',
      'Message 5',
      'Message 4',
    ]);
    expect(first.meta).toEqual({ per_page: 3, has_more: true, next_before_id: first.data[2].id });
    expect(first.data[0].side).toBe('company');
    expect(first.data[1].side).toBe('candidate');

    // A message arriving meanwhile does not shift the older pages.
    await candidate.client.post(`/api/conversations/${uuid}/messages`, { content: 'Late arrival' });
    const second = (
      await candidate.client.get(
        `/api/conversations/${uuid}/messages?per_page=3&before_id=${first.meta.next_before_id}`,
      )
    ).json();
    expect(second.data.map((m: { content: string }) => m.content)).toEqual([
      'Message 3',
      'Message 2',
      'Message 1',
    ]);
    expect(second.meta.has_more).toBe(true);
    const last = (
      await candidate.client.get(
        `/api/conversations/${uuid}/messages?per_page=3&before_id=${second.meta.next_before_id}`,
      )
    ).json();
    expect(last.data.map((m: { content: string }) => m.content)).toEqual(['Hello from the team!']);
    expect(last.meta).toEqual({ per_page: 3, has_more: false, next_before_id: null });

    const ids = [...first.data, ...second.data, ...last.data].map((m: { id: number }) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const bad = await candidate.client.get(`/api/conversations/${uuid}/messages?per_page=101&before_id=0`);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['before_id', 'per_page']);
  });
});
