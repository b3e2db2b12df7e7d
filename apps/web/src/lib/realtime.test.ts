import type { ChannelAuthorizationCallback, Options, UserAuthenticationCallback } from 'pusher-js';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteCookie } from './cookies.ts';
import { resetCsrfHandshake } from './csrf.ts';
import { configureHttpClient, resetHttpClient } from './http.ts';
import { startTestServer, type TestServer } from './http-test-server.ts';
import {
  CHANNEL_AUTH_PATH,
  connectRealtime,
  disconnectRealtime,
  pusherOptions,
  REALTIME_CONFIG_PATH,
  realtimeUserId,
  subscribeToUserEvent,
  USER_AUTH_PATH,
} from './realtime.ts';

/** Stands in for pusher-js (the network side of a socket is the realtime server's own tests). */
class FakePusher {
  static instances: FakePusher[] = [];
  readonly subscribed: string[] = [];
  readonly unsubscribed: string[] = [];
  disconnected = false;
  globalCallback: ((event: string, data: unknown) => void) | null = null;

  constructor(
    readonly key: string,
    readonly options: Options,
  ) {
    FakePusher.instances.push(this);
  }

  subscribe(channel: string) {
    this.subscribed.push(channel);
    return {
      bind_global: (callback: (event: string, data: unknown) => void) => {
        this.globalCallback = callback;
      },
    };
  }

  unsubscribe(channel: string) {
    this.unsubscribed.push(channel);
  }

  disconnect() {
    this.disconnected = true;
  }

  /** An event arriving on the subscribed channel. */
  emit(event: string, data: unknown) {
    this.globalCallback?.(event, data);
  }
}

vi.mock('pusher-js', () => ({ default: FakePusher }));

const wireConfig = { key: 'app-key', cluster: 'mt1', host: 'rt.example.test', port: 60022, force_tls: true };

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  FakePusher.instances = [];
  server.requests.length = 0;
  server.respondWith({ status: 200, body: wireConfig });
  configureHttpClient({ baseUrl: server.url });
  resetCsrfHandshake();
});

afterEach(() => {
  disconnectRealtime();
  resetHttpClient();
  deleteCookie('XSRF-TOKEN');
  document.head.innerHTML = '';
  vi.restoreAllMocks();
});

function onlyPusher(): FakePusher {
  expect(FakePusher.instances).toHaveLength(1);
  return FakePusher.instances[0] as FakePusher;
}

describe('pusherOptions', () => {
  it('follows SPEC.md §7: server host and port, TLS as configured, ws only, no stats', () => {
    const options = pusherOptions({ key: 'k', cluster: 'mt1', host: 'h', port: 60022, forceTls: true });
    expect(options).toMatchObject({
      cluster: 'mt1',
      wsHost: 'h',
      wsPort: 60022,
      wssPort: 60022,
      forceTLS: true,
      enabledTransports: ['ws', 'wss'],
      disableStats: true,
    });
  });
});

describe('connectRealtime', () => {
  it('reads the server settings and joins the user’s private channel', async () => {
    await connectRealtime(7);
    const pusher = onlyPusher();
    expect(server.lastRequest().url).toBe(REALTIME_CONFIG_PATH);
    expect(pusher.key).toBe('app-key');
    expect(pusher.options).toMatchObject({ wsHost: 'rt.example.test', wsPort: 60022, forceTLS: true });
    expect(pusher.subscribed).toEqual(['private-App.Models.User.7']);
    expect(realtimeUserId()).toBe(7);
  });

  it('does nothing more when the same user connects again', async () => {
    await connectRealtime(7);
    await connectRealtime(7);
    expect(FakePusher.instances).toHaveLength(1);
  });

  it('leaves the previous user’s channel when another user signs in', async () => {
    await connectRealtime(7);
    await connectRealtime(8);
    const [first, second] = FakePusher.instances;
    expect(first?.unsubscribed).toEqual(['private-App.Models.User.7']);
    expect(first?.disconnected).toBe(true);
    expect(second?.subscribed).toEqual(['private-App.Models.User.8']);
  });

  it('never connects when signed out before the settings arrived', async () => {
    const starting = connectRealtime(7);
    disconnectRealtime();
    await starting;
    expect(FakePusher.instances).toHaveLength(0);
    expect(realtimeUserId()).toBeNull();
  });

  it('logs, and stays usable, when the settings cannot be loaded', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.respondWith({ status: 500, body: { message: 'Server Error' } });
    await connectRealtime(7);
    expect(FakePusher.instances).toHaveLength(0);
    expect(logged).toHaveBeenCalledWith('The realtime connection could not start', expect.anything());
  });
});

describe('disconnectRealtime', () => {
  it('leaves the channel and closes the connection', async () => {
    await connectRealtime(7);
    disconnectRealtime();
    const pusher = onlyPusher();
    expect(pusher.unsubscribed).toEqual(['private-App.Models.User.7']);
    expect(pusher.disconnected).toBe(true);
    expect(realtimeUserId()).toBeNull();
  });
});

describe('subscribeToUserEvent', () => {
  it('delivers events of the channel with camelCased keys until unsubscribed', async () => {
    const received: unknown[] = [];
    const unsubscribe = subscribeToUserEvent('message.created', (payload) => received.push(payload));
    await connectRealtime(7);
    const pusher = onlyPusher();

    pusher.emit('message.created', { conversation_uuid: 'u-1', set_company_id: null });
    pusher.emit('notification.created', { id: 1 });
    unsubscribe();
    pusher.emit('message.created', { conversation_uuid: 'u-2', set_company_id: null });

    expect(received).toEqual([{ conversationUuid: 'u-1', setCompanyId: null }]);
  });

  it('keeps other handlers running when one throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const received: unknown[] = [];
    const unsubscribeFailing = subscribeToUserEvent('notification.created', () => {
      throw new Error('boom');
    });
    const unsubscribe = subscribeToUserEvent('notification.created', (payload) => received.push(payload));
    await connectRealtime(7);
    onlyPusher().emit('notification.created', { id: 3 });
    unsubscribeFailing();
    unsubscribe();
    expect(received).toEqual([{ id: 3 }]);
  });
});

describe('authorization', () => {
  async function authorizeChannel(): Promise<Parameters<ChannelAuthorizationCallback>> {
    await connectRealtime(7);
    const { channelAuthorization } = onlyPusher().options;
    if (!channelAuthorization || !('customHandler' in channelAuthorization)) throw new Error('no handler');
    server.respondWith({ status: 200, body: { auth: 'app-key:signature' } });
    return new Promise((resolve) => {
      channelAuthorization.customHandler(
        { socketId: '123.456', channelName: 'private-App.Models.User.7' },
        (...result) => resolve(result),
      );
    });
  }

  it('posts the socket and channel to /broadcasting/auth with the XSRF cookie echoed', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: stands in for the server's Set-Cookie.
    document.cookie = 'XSRF-TOKEN=cookie-token; Path=/';
    const [error, data] = await authorizeChannel();
    expect(error).toBeNull();
    expect(data).toEqual({ auth: 'app-key:signature', channel_data: undefined });
    const request = server.lastRequest();
    expect(request.method).toBe('POST');
    expect(request.url).toBe(CHANNEL_AUTH_PATH);
    expect(JSON.parse(request.body)).toEqual({
      socket_id: '123.456',
      channel_name: 'private-App.Models.User.7',
    });
    expect(request.headers['x-xsrf-token']).toBe('cookie-token');
    expect(request.headers['x-requested-with']).toBe('XMLHttpRequest');
  });

  it('sends the page’s csrf-token meta tag when there is one', async () => {
    document.head.innerHTML = '<meta name="csrf-token" content="meta-token">';
    await authorizeChannel();
    expect(server.lastRequest().headers['x-csrf-token']).toBe('meta-token');
  });

  it('hands a refusal to pusher-js as an error', async () => {
    await connectRealtime(7);
    const { channelAuthorization } = onlyPusher().options;
    if (!channelAuthorization || !('customHandler' in channelAuthorization)) throw new Error('no handler');
    server.respondWith({ status: 403, body: { message: 'You may not join this channel.' } });
    const [error, data] = await new Promise<Parameters<ChannelAuthorizationCallback>>((resolve) => {
      channelAuthorization.customHandler(
        { socketId: '1.2', channelName: 'private-App.Models.User.8' },
        (...result) => resolve(result),
      );
    });
    expect(error).toBeInstanceOf(Error);
    expect(data).toBeNull();
  });

  it('signs the user in through /broadcasting/user-auth', async () => {
    await connectRealtime(7);
    const { userAuthentication } = onlyPusher().options;
    if (!userAuthentication || !('customHandler' in userAuthentication)) throw new Error('no handler');
    server.respondWith({ status: 200, body: { auth: 'k:sig', user_data: '{"id":"7"}' } });
    const [error, data] = await new Promise<Parameters<UserAuthenticationCallback>>((resolve) => {
      userAuthentication.customHandler({ socketId: '1.2' }, (...result) => resolve(result));
    });
    expect(error).toBeNull();
    expect(data).toEqual({ auth: 'k:sig', user_data: '{"id":"7"}' });
    expect(server.lastRequest().url).toBe(USER_AUTH_PATH);
    expect(JSON.parse(server.lastRequest().body)).toEqual({ socket_id: '1.2' });
  });
});
