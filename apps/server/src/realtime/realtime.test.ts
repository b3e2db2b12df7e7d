// The Pusher protocol against real clients: raw websockets, pusher-js and the official pusher SDK.
import Pusher from 'pusher';
import PusherJs from 'pusher-js';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import WebSocket from 'ws';
import { createUser, signedInClient } from '#server-test/factories.ts';
import { appForThisFile } from '#server-test/file-app.ts';
import type { TestClient } from '#server-test/http-client.ts';
import { signChannel, signUser } from './signatures.ts';

const ctx = await appForThisFile();
let port: number;

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as { port: number }).port;
});

interface Frame {
  event: string;
  channel?: string;
  data?: unknown;
  user_id?: string;
}

/** A raw protocol client that records every frame it receives. */
async function rawClient(key = ctx.app.realtime.credentials.key) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/app/${key}?protocol=7&client=js&version=8.4.0`);
  const frames: Frame[] = [];
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  ws.on('message', (raw) => frames.push(JSON.parse(raw.toString()) as Frame));
  const waitFor = async (predicate: (frame: Frame) => boolean, timeoutMs = 3000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = frames.find(predicate);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no matching frame; got ${JSON.stringify(frames)}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  const established = await waitFor(
    (f) => f.event === 'pusher:connection_established' || f.event === 'pusher:error',
  );
  const socketId =
    established.event === 'pusher:connection_established'
      ? (JSON.parse(established.data as string) as { socket_id: string }).socket_id
      : '';
  const send = (event: string, data: unknown, channel?: string) =>
    ws.send(JSON.stringify({ event, data, ...(channel ? { channel } : {}) }));
  /** Waits until `count` frames match (an event that comes more than once). */
  const waitForCount = async (predicate: (frame: Frame) => boolean, count: number) => {
    await waitFor(() => frames.filter(predicate).length >= count);
    return frames.filter(predicate);
  };
  /**
   * A ping answered: the server handles a socket's frames in order and writes to a socket in order,
   * so whatever it was going to send this client before the pong has arrived by now. That is how a
   * test proves something was NOT sent, without sleeping.
   */
  const roundTrip = async () => {
    const pongs = frames.filter((f) => f.event === 'pusher:pong').length;
    send('pusher:ping', {});
    await waitForCount((f) => f.event === 'pusher:pong', pongs + 1);
  };
  return { ws, frames, waitFor, waitForCount, roundTrip, socketId, send, closed, established };
}

const parse = (frame: Frame) => (typeof frame.data === 'string' ? JSON.parse(frame.data) : frame.data);

describe('connection', () => {
  it('establishes with a socket id and an activity timeout of 30', async () => {
    const client = await rawClient();
    expect(client.socketId).toMatch(/^\d+\.\d+$/);
    expect(parse(client.established).activity_timeout).toBe(30);
    client.send('pusher:ping', {});
    expect((await client.waitFor((f) => f.event === 'pusher:pong')).event).toBe('pusher:pong');
    client.ws.close();
  });

  it('refuses an unknown app key with 4001', async () => {
    const client = await rawClient('not-our-key');
    expect(parse(client.established)).toMatchObject({ code: 4001 });
    expect(await client.closed).toBe(4001);
  });
});

describe('subscriptions', () => {
  it('joins public channels without auth and private ones only with a valid signature', async () => {
    const client = await rawClient();
    client.send('pusher:subscribe', { channel: 'news' });
    await client.waitFor((f) => f.event === 'pusher_internal:subscription_succeeded' && f.channel === 'news');

    client.send('pusher:subscribe', {
      channel: 'private-orders',
      auth: `${ctx.app.realtime.credentials.key}:forged`,
    });
    const error = await client.waitFor((f) => f.event === 'pusher:subscription_error');
    expect(error).toMatchObject({ channel: 'private-orders', data: { type: 'AuthError', status: 401 } });

    // A signature made for another socket does not work either.
    client.send('pusher:subscribe', {
      channel: 'private-orders',
      auth: signChannel(ctx.app.realtime.credentials, '1.2', 'private-orders'),
    });
    await client.waitForCount((f) => f.event === 'pusher:subscription_error', 2);
    await client.roundTrip();
    expect(client.frames.filter((f) => f.event === 'pusher:subscription_error')).toHaveLength(2);

    client.send('pusher:subscribe', {
      channel: 'private-orders',
      auth: signChannel(ctx.app.realtime.credentials, client.socketId, 'private-orders'),
    });
    await client.waitFor(
      (f) => f.event === 'pusher_internal:subscription_succeeded' && f.channel === 'private-orders',
    );
    client.ws.close();
  });

  it('rejects invalid channel names', async () => {
    const client = await rawClient();
    client.send('pusher:subscribe', { channel: 'bad channel!' });
    expect(parse(await client.waitFor((f) => f.event === 'pusher:error')).message).toBe(
      'Invalid channel name.',
    );
    client.send('pusher:subscribe', { channel: 'x'.repeat(165) });
    await client.waitForCount((f) => f.event === 'pusher:error', 2);
    await client.roundTrip();
    expect(client.frames.filter((f) => f.event === 'pusher:error')).toHaveLength(2);
    client.ws.close();
  });

  it('tracks presence members with member_added and member_removed', async () => {
    const credentials = ctx.app.realtime.credentials;
    const channel = 'presence-room';
    const join = async (userId: string, name: string) => {
      const client = await rawClient();
      const channelData = JSON.stringify({ user_id: userId, user_info: { name } });
      client.send('pusher:subscribe', {
        channel,
        auth: signChannel(credentials, client.socketId, channel, channelData),
        channel_data: channelData,
      });
      return client;
    };
    const alice = await join('1', 'Alice');
    const aliceJoined = parse(
      await alice.waitFor((f) => f.event === 'pusher_internal:subscription_succeeded'),
    );
    expect(aliceJoined.presence).toEqual({ ids: ['1'], hash: { '1': { name: 'Alice' } }, count: 1 });

    const bob = await join('2', 'Bob');
    expect(
      parse(await bob.waitFor((f) => f.event === 'pusher_internal:subscription_succeeded')).presence.count,
    ).toBe(2);
    expect(parse(await alice.waitFor((f) => f.event === 'pusher_internal:member_added'))).toEqual({
      user_id: '2',
      user_info: { name: 'Bob' },
    });

    // Forged channel data (claiming to be Alice) is refused.
    const mallory = await rawClient();
    mallory.send('pusher:subscribe', {
      channel,
      auth: signChannel(credentials, mallory.socketId, channel, JSON.stringify({ user_id: '3' })),
      channel_data: JSON.stringify({ user_id: '1' }),
    });
    await mallory.waitFor((f) => f.event === 'pusher:subscription_error');

    bob.ws.close();
    expect(parse(await alice.waitFor((f) => f.event === 'pusher_internal:member_removed'))).toEqual({
      user_id: '2',
    });
    alice.ws.close();
    mallory.ws.close();
  });
});

describe('client events', () => {
  async function twoOnPrivateChannel(channel: string) {
    const credentials = ctx.app.realtime.credentials;
    const [a, b] = [await rawClient(), await rawClient()];
    for (const client of [a, b]) {
      client.send('pusher:subscribe', { channel, auth: signChannel(credentials, client.socketId, channel) });
      await client.waitFor((f) => f.event === 'pusher_internal:subscription_succeeded');
    }
    return { a, b };
  }

  it('reach the other subscribers but never echo to the sender', async () => {
    const { a, b } = await twoOnPrivateChannel('private-chat-1');
    a.send('client-typing', { typing: true }, 'private-chat-1');
    const received = await b.waitFor((f) => f.event === 'client-typing');
    expect(parse(received)).toEqual({ typing: true });
    await a.roundTrip();
    expect(a.frames.some((f) => f.event === 'client-typing')).toBe(false);
    a.ws.close();
    b.ws.close();
  });

  it('are refused on public channels and past 10 a second (4301)', async () => {
    const { a, b } = await twoOnPrivateChannel('private-chat-2');
    a.send('pusher:subscribe', { channel: 'public-lobby' });
    await a.waitFor((f) => f.channel === 'public-lobby');
    a.send('client-hello', {}, 'public-lobby');
    expect(parse(await a.waitFor((f) => f.event === 'pusher:error')).message).toMatch(/private and presence/);

    for (let i = 0; i < 11; i += 1) a.send('client-burst', { i }, 'private-chat-2');
    expect(parse(await a.waitFor((f) => f.event === 'pusher:error' && parse(f).code === 4301)).message).toBe(
      'Client event rejected due to rate limit.',
    );
    // a's rejection came after its first ten were delivered; b's pong comes after all of them.
    await b.roundTrip();
    expect(b.frames.filter((f) => f.event === 'client-burst')).toHaveLength(10);
    a.ws.close();
    b.ws.close();
  });
});

describe('signin', () => {
  it('accepts a valid user signature and closes with 4009 on a forged one', async () => {
    const credentials = ctx.app.realtime.credentials;
    const good = await rawClient();
    const userData = JSON.stringify({ id: '7', user_info: { name: 'Grace' } });
    good.send('pusher:signin', { auth: signUser(credentials, good.socketId, userData), user_data: userData });
    expect(parse(await good.waitFor((f) => f.event === 'pusher:signin_success')).user_data).toBe(userData);
    good.ws.close();

    const bad = await rawClient();
    bad.send('pusher:signin', { auth: signUser(credentials, '1.1', userData), user_data: userData });
    expect(await bad.closed).toBe(4009);
  });
});

describe('with pusher-js and the official pusher SDK', () => {
  function pusherJsFor(client: TestClient) {
    const handler =
      (path: string) =>
      async (
        params: { socketId: string; channelName?: string },
        callback: (error: Error | null, data: unknown) => void,
      ) => {
        const response = await client.post(path, {
          socket_id: params.socketId,
          ...(params.channelName ? { channel_name: params.channelName } : {}),
        });
        if (response.statusCode === 200) callback(null, response.json());
        else callback(new Error(`${response.statusCode}`), null);
      };
    return new PusherJs(ctx.app.realtime.credentials.key, {
      cluster: 'mt1',
      wsHost: '127.0.0.1',
      wsPort: port,
      forceTLS: false,
      enabledTransports: ['ws'],
      disableStats: true,
      channelAuthorization: { customHandler: handler('/broadcasting/auth') } as never,
      userAuthentication: { customHandler: handler('/broadcasting/user-auth') } as never,
    });
  }

  it('authorizes the user’s own private channel, refuses another’s, and delivers SDK-triggered events', async () => {
    const user = await createUser(ctx);
    const other = await createUser(ctx);
    const client = await signedInClient(ctx, user);
    const pusherClient = pusherJsFor(client);
    onTestFinished(() => pusherClient.disconnect());
    const own = pusherClient.subscribe(`private-App.Models.User.${user.id}`);
    await new Promise<void>((resolve, reject) => {
      own.bind('pusher:subscription_succeeded', () => resolve());
      own.bind('pusher:subscription_error', reject);
    });
    const foreign = pusherClient.subscribe(`private-App.Models.User.${other.id}`);
    // The authorizer surfaces our 403 as the error of the subscription.
    const refusal = await new Promise<{ type: string; error: string }>((resolve) =>
      foreign.bind('pusher:subscription_error', resolve),
    );
    expect(refusal).toMatchObject({ type: 'AuthError', error: '403' });

    const received = new Promise<unknown>((resolve) => own.bind('message.created', resolve));
    const { credentials } = ctx.app.realtime;
    const sdk = new Pusher({
      appId: credentials.appId,
      key: credentials.key,
      secret: credentials.secret,
      host: '127.0.0.1',
      port: String(port),
      useTLS: false,
    });
    await sdk.trigger(`private-App.Models.User.${user.id}`, 'message.created', { id: 42, content: 'Hello' });
    expect(await received).toEqual({ id: 42, content: 'Hello' });

    const channels = await (
      await sdk.get({ path: '/channels', params: { filter_by_prefix: 'private-App' } })
    ).json();
    expect(Object.keys(channels.channels)).toContain(`private-App.Models.User.${user.id}`);

    pusherClient.signin();
    await pusherClient.user.signinDonePromise;
    expect(pusherClient.user.user_data).toMatchObject({ id: String(user.id) });
  });

  it('refuses HTTP API calls with a bad signature', async () => {
    const { credentials } = ctx.app.realtime;
    const sdk = new Pusher({
      appId: credentials.appId,
      key: credentials.key,
      secret: 'wrong-secret',
      host: '127.0.0.1',
      port: String(port),
      useTLS: false,
    });
    await expect(sdk.trigger('news', 'update', {})).rejects.toMatchObject({ status: 401 });
  });

  it('needs a signed-in user to authorize channels', async () => {
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/broadcasting/auth',
      payload: { socket_id: '1.1', channel_name: 'private-x' },
    });
    expect(anonymous.statusCode).toBe(419);
  });
});
