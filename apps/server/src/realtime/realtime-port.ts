// The optional REALTIME_PORT listener: websockets at /app/{key} on a port of their own (SPEC.md §7
// has clients connect on 60022), answering 404 to anything that is not an upgrade.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SocketServer } from './socket-server.ts';

export interface RealtimePortServer {
  port(): number;
  close(): Promise<void>;
}

export async function listenRealtimePort(
  sockets: SocketServer,
  port: number,
  host: string,
): Promise<RealtimePortServer> {
  const server = http.createServer((_request, response) => {
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ message: 'Not Found' }));
  });
  server.on('upgrade', (request, socket, head) => {
    if (!sockets.handleUpgrade(request, socket, head)) socket.destroy();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: () => (server.address() as AddressInfo).port,
    async close() {
      // Sockets are closed by the socket server; idle keep-alive HTTP connections go with this.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
