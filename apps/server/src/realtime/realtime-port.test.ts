// REALTIME_PORT: a second listener for websockets only, bound when the app is ready and closed with it.
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp } from '#server-test/test-app.ts';
import { ConfigError, loadConfig } from '../config.ts';

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

describe('REALTIME_PORT', () => {
  it('serves websockets at /app/{key}, answers 404 to plain requests and closes with the app', async () => {
    const port = await freePort();
    const ctx = await createTestApp({ env: { REALTIME_PORT: String(port), HOST: '127.0.0.1' } });
    let closed = false;
    try {
      expect(ctx.app.realtime.realtimePort?.port()).toBe(port);

      const plain = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(plain.status).toBe(404);

      const { key } = ctx.app.realtime.credentials;
      const ws = new WebSocket(`ws://127.0.0.1:${port}/app/${key}?protocol=7`);
      const frames: { event: string; channel?: string; data?: string }[] = [];
      ws.on('message', (raw) => frames.push(JSON.parse(raw.toString())));
      const waitFor = async (event: string) => {
        for (let i = 0; i < 300 && !frames.some((f) => f.event === event); i += 1)
          await new Promise((resolve) => setTimeout(resolve, 10));
        const found = frames.find((f) => f.event === event);
        if (!found) throw new Error(`${event} never arrived; got ${JSON.stringify(frames)}`);
        return found;
      };
      await waitFor('pusher:connection_established');
      ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'news' } }));
      await waitFor('pusher_internal:subscription_succeeded');
      await ctx.app.realtime.broadcaster.publish(['news'], 'headline', '{"title":"Hi"}');
      expect(await waitFor('headline')).toEqual({
        event: 'headline',
        channel: 'news',
        data: '{"title":"Hi"}',
      });

      // Upgrades elsewhere are refused.
      const stray = new WebSocket(`ws://127.0.0.1:${port}/elsewhere`);
      await new Promise((resolve) => stray.on('error', resolve));

      const closeCode = new Promise<number>((resolve) => ws.on('close', resolve));
      await ctx.close();
      closed = true;
      expect(await closeCode).toBe(4200);
      expect(await refused(port)).toBe(true);
    } finally {
      if (!closed) await ctx.close();
    }
  });

  it('must be a port number when set', () => {
    expect(loadConfig({ REALTIME_PORT: '60022' }).REALTIME_PORT).toBe(60022);
    expect(loadConfig({ REALTIME_PORT: '' }).REALTIME_PORT).toBeUndefined();
    for (const bad of ['0', '-1', 'abc', '70000', '1.5'])
      expect(() => loadConfig({ REALTIME_PORT: bad })).toThrow(ConfigError);
  });

  it('is off unless configured', async () => {
    const ctx = await createTestApp();
    expect(ctx.app.realtime.realtimePort).toBeUndefined();
    await ctx.close();
  });
});
