// Domains own their channels: each registers who may join the channels it recognises, and
// /broadcasting/auth asks them (realtime depends on no domain module; app.ts wires them in).
import type { FastifyRequest } from 'fastify';

export interface ChannelAuthorizer {
  /** Whether this authorizer decides for the channel. */
  matches(channel: string): boolean;
  /** Whether the signed-in user of the request may join it. */
  mayJoin(request: FastifyRequest, channel: string): Promise<boolean>;
}
