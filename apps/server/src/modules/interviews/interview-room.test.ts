// The interview room (issue 19): the presence channel for participants only (others 403), the
// joining facts, the persisted chat pushed to the room through the outbox, and the company side's
// autosaved notes; every endpoint against every role and against bad input.
import {
  type ChatMessage,
  INTERVIEW_CHAT_EVENT,
  interviewChannelName,
} from '@hireloop/shared/interview-room';
import { count, eq } from 'drizzle-orm';
import PusherJs from 'pusher-js';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { interviewChatMessages, interviewNotes } from '#server/db/schema.ts';
import type { TestClient } from '#server-test/http-client.ts';
import {
  INTERVIEW_ACTORS,
  type InterviewActor,
  interviewAppForThisFile,
} from '#server-test/interview-actors.ts';
import { scheduleTestInterview } from '#server-test/interview-factories.ts';

const { ctx, company, candidate, interviewer, clientOf } = await interviewAppForThisFile();
let interview: { id: number; uuid: string };
let inPersonId: number;
let port: number;

const ACTORS = INTERVIEW_ACTORS;
type ActorName = InterviewActor;

const expectFor = (actor: ActorName, table: Record<ActorName, number>) => table[actor];

const schedule = (location: 'web_conference' | 'in_person') =>
  scheduleTestInterview(ctx, company, {
    candidateUserId: candidate.user.id,
    interviewerIds: [interviewer.user.id],
    location,
  });

beforeAll(async () => {
  interview = await schedule('web_conference');
  inPersonId = (await schedule('in_person')).id;
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as { port: number }).port;
});

const channel = () => interviewChannelName(interview.uuid);
const auth = (client: TestClient, channelName: string) =>
  client.post('/broadcasting/auth', { socket_id: '123.456', channel_name: channelName });

const PARTICIPANTS_ONLY: Record<ActorName, number> = {
  'Company Admin': 403,
  Manager: 403,
  'Recruiter (organizer)': 200,
  'Team Member': 403,
  'Team Member (interviewer)': 200,
  candidate: 200,
  'another candidate': 403,
  'other company': 403,
};

describe.each(ACTORS)('as %s', (actor) => {
  it('joins the presence channel only as a participant', async () => {
    const response = await auth(clientOf(actor), channel());
    expect(response.statusCode).toBe(expectFor(actor, PARTICIPANTS_ONLY));
    if (response.statusCode === 200) {
      const channelData = JSON.parse(response.json().channel_data);
      expect(typeof channelData.user_id).toBe('string');
      expect(response.json().auth).toMatch(/^[^:]+:[0-9a-f]{64}$/);
    }
  });

  it('opens the room only as a participant', async () => {
    const response = await clientOf(actor).get(`/api/interviews/${interview.id}/room`);
    const expected = { ...PARTICIPANTS_ONLY, 'other company': 404, 'another candidate': 404 };
    expect(response.statusCode).toBe(expectFor(actor, expected));
    if (response.statusCode === 200) {
      expect(response.json()).toMatchObject({
        uuid: interview.uuid,
        channel: `presence-interview.${interview.uuid}`,
        ice_servers: [],
        max_peers: 4,
      });
    }
  });

  it('reads the chat when it may see the interview; posts only as a participant', async () => {
    const read = await clientOf(actor).get(`/api/interviews/${interview.id}/chat`);
    expect(read.statusCode).toBe(
      expectFor(actor, {
        'Company Admin': 200,
        Manager: 200,
        'Recruiter (organizer)': 200,
        'Team Member': 403,
        'Team Member (interviewer)': 200,
        candidate: 200,
        'another candidate': 404,
        'other company': 404,
      }),
    );
    const posted = await clientOf(actor).post(`/api/interviews/${interview.id}/chat`, {
      body: `Hello from ${actor}`,
    });
    expect(posted.statusCode).toBe(
      expectFor(actor, {
        'Company Admin': 403,
        Manager: 403,
        'Recruiter (organizer)': 201,
        'Team Member': 403,
        'Team Member (interviewer)': 201,
        candidate: 201,
        'another candidate': 404,
        'other company': 404,
      }),
    );
  });

  it('keeps notes for the company side only', async () => {
    const read = await clientOf(actor).get(`/api/interviews/${interview.uuid}/notes`);
    const companySide: Record<ActorName, number> = {
      'Company Admin': 200,
      Manager: 200,
      'Recruiter (organizer)': 200,
      'Team Member': 403,
      'Team Member (interviewer)': 200,
      candidate: 403,
      'another candidate': 404,
      'other company': 404,
    };
    expect(read.statusCode).toBe(companySide[actor]);
    const saved = await clientOf(actor).put(`/api/interviews/${interview.uuid}/notes`, {
      body: `Notes of ${actor}`,
      version: read.statusCode === 200 ? read.json().version : 0,
    });
    expect(saved.statusCode).toBe(companySide[actor]);
  });
});

describe('the presence channel', () => {
  it('refuses unknown and malformed interview channels', async () => {
    const unknown = await auth(
      candidate.client,
      interviewChannelName('00000000-0000-4000-8000-000000000000'),
    );
    expect(unknown.statusCode).toBe(403);
    const malformed = await auth(candidate.client, 'presence-interview.12');
    expect(malformed.statusCode).toBe(403);
  });

  it('carries signalling between participants and the chat to everyone in the room', async () => {
    const connect = async (client: TestClient) => {
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
      const room = pusher.subscribe(channel());
      await new Promise<void>((resolve, reject) => {
        room.bind('pusher:subscription_succeeded', () => resolve());
        room.bind('pusher:subscription_error', reject);
      });
      return room;
    };
    const candidateRoom = await connect(candidate.client);
    const joined = new Promise<{ id: string }>((resolve) =>
      candidateRoom.bind('pusher:member_added', resolve),
    );
    const interviewerRoom = await connect(interviewer.client);
    expect((await joined).id).toBe(String(interviewer.user.id));

    const signal = new Promise<unknown>((resolve) => candidateRoom.bind('client-signal', resolve));
    interviewerRoom.trigger('client-signal', {
      to: String(candidate.user.id),
      description: { type: 'offer' },
    });
    expect(await signal).toEqual({ to: String(candidate.user.id), description: { type: 'offer' } });

    const chat = new Promise<ChatMessage>((resolve) => candidateRoom.bind(INTERVIEW_CHAT_EVENT, resolve));
    const posted = await interviewer.client.post(`/api/interviews/${interview.id}/chat`, {
      body: 'Can you hear me?',
    });
    expect(posted.statusCode).toBe(201);
    await ctx.runJobs();
    const received = await chat;
    expect(received).toMatchObject({ id: posted.json().id, body: 'Can you hear me?' });
    expect(received.author).toMatchObject({ id: interviewer.user.id, side: 'company' });
  });
});

describe('chat', () => {
  const chatUrl = () => `/api/interviews/${interview.id}/chat`;

  it('lists oldest first, paginated, and catches up after an id', async () => {
    const first = await candidate.client.post(chatUrl(), { body: '  Hi there  ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ body: 'Hi there', author: { side: 'candidate' } });
    const second = await interviewer.client.post(chatUrl(), { body: 'Welcome!' });
    const all = await candidate.client.get(`${chatUrl()}?per_page=100`);
    const ids = all.json().data.map((message: ChatMessage) => message.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const after = await candidate.client.get(`${chatUrl()}?after_id=${first.json().id}`);
    expect(after.json().data.map((message: ChatMessage) => message.id)).toEqual([second.json().id]);
    const paged = await candidate.client.get(`${chatUrl()}?per_page=1&page=2`);
    expect(paged.json().meta).toMatchObject({ current_page: 2, per_page: 1, total: ids.length });
    expect(paged.json().data).toHaveLength(1);
  });

  it('refuses bad messages with field errors and writes nothing', async () => {
    const before = await chatCount();
    for (const body of [
      {},
      { body: '' },
      { body: '   ' },
      { body: 'a\u0000b' },
      { body: 'x'.repeat(2001) },
      { body: 12 },
    ]) {
      const response = await candidate.client.post(chatUrl(), body);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.body).toBeDefined();
    }
    for (const query of ['per_page=1000', 'page=0', 'after_id=-1', 'after_id=abc']) {
      expect((await candidate.client.get(`${chatUrl()}?${query}`)).statusCode).toBe(422);
    }
    expect(await chatCount()).toBe(before);
  });

  it('has no room for an in-person interview', async () => {
    const room = await candidate.client.get(`/api/interviews/${inPersonId}/room`);
    expect(room.statusCode).toBe(409);
    expect((await candidate.client.get('/api/interviews/not-a-key/chat')).statusCode).toBe(404);
  });
});

async function chatCount() {
  const [row] = await ctx.database.db
    .select({ n: count() })
    .from(interviewChatMessages)
    .where(eq(interviewChatMessages.interviewId, interview.id));
  return row?.n ?? 0;
}

describe('notes', () => {
  it('autosaves with versions: a stale save is refused and changes nothing', async () => {
    const url = `/api/interviews/${interview.id}/notes`;
    const manager = company.members.Manager.client;
    const start = (await manager.get(url)).json();
    const saved = await manager.put(url, { body: 'Strong on customer service.', version: start.version });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ body: 'Strong on customer service.', version: start.version + 1 });
    const stale = await manager.put(url, { body: 'Overwrite from an old tab', version: start.version });
    expect(stale.statusCode).toBe(409);
    expect((await manager.get(url)).json().body).toBe('Strong on customer service.');
    // Each person's notes are their own.
    expect((await interviewer.client.get(url)).json().body).toBe('Notes of Team Member (interviewer)');
  });

  it('refuses bad notes with field errors', async () => {
    const url = `/api/interviews/${interview.id}/notes`;
    const [before] = await ctx.database.db.select({ n: count() }).from(interviewNotes);
    for (const body of [
      { body: 'x' },
      { body: 'a\u0000b', version: 0 },
      { body: 'x'.repeat(20_001), version: 0 },
      { body: 'x', version: -1 },
      { body: 'x', version: 1e12 },
    ]) {
      const response = await interviewer.client.put(url, body);
      expect(response.statusCode).toBe(422);
    }
    const [after] = await ctx.database.db.select({ n: count() }).from(interviewNotes);
    expect(after?.n).toBe(before?.n);
  });
});
