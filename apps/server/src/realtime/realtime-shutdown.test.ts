// Closing the app with websocket clients connected: Fastify's server.close() waits for every
// connection, so the sockets must be closed first (preClose) or shutdown never finishes.
import { expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp } from '#server-test/test-app.ts';

it('app.close() with connected clients finishes and tells them to reconnect (4200)', async () => {
  const ctx = await createTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = ctx.app.server.address() as { port: number };
  const clients = await Promise.all(
    [1, 2].map(async () => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/app/${ctx.app.realtime.credentials.key}?protocol=7`);
      await new Promise((resolve) => ws.once('message', resolve));
      // Wrapped: an async function returning the promise itself would wait for the close.
      return { closed: new Promise<number>((resolve) => ws.on('close', resolve)) };
    }),
  );
  const started = Date.now();
  await ctx.close();
  expect(Date.now() - started).toBeLessThan(5_000);
  expect(await Promise.all(clients.map((client) => client.closed))).toEqual([4200, 4200]);
});
