// Fastify's trustProxy from TRUST_PROXY (config.ts). With the default (no proxy), request.ip is the
// socket's peer and X-Forwarded-For is ignored, so no client can pick the address that per-address
// rate limits and the dev mailbox's loopback check see.
import type { FastifyServerOptions } from 'fastify';
import type { TrustProxy } from '../config.ts';

export function trustProxyOption(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (trust === false) return false;
  if ('proxies' in trust) return trust.proxies;
  // Fastify reads a bare number as "trust nothing"; a hop count trusts the nearest N hops whatever
  // their address (Express's semantics), for setups where only the proxies can reach the server.
  const { hops } = trust;
  return (_address: string, hop: number) => hop < hops;
}
