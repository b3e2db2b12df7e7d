// Responses of the realtime endpoints (SPEC.md §7 "Realtime"): what pusher-js needs to connect and
// the signatures it asks for, and the Pusher HTTP API that server SDKs call.
import { z } from './zod.ts';

/** GET /api/realtime/config. */
export const realtimeConfigSchema = z.object({
  key: z.string(),
  cluster: z.string(),
  host: z.string(),
  port: z.number().int(),
  force_tls: z.boolean(),
});
export type RealtimeConfig = z.infer<typeof realtimeConfigSchema>;

/** POST /broadcasting/auth: a private channel's signature; presence channels add the member. */
export const channelAuthResponseSchema = z.object({ auth: z.string(), channel_data: z.string().optional() });

/** POST /broadcasting/user-auth. */
export const userAuthResponseSchema = z.object({ auth: z.string(), user_data: z.string() });

/** GET /apps/{appId}/channels (Pusher HTTP API). */
export const channelListResponseSchema = z.object({
  channels: z.record(z.string(), z.object({ user_count: z.number().int().optional() })),
});

/** GET /apps/{appId}/channels/{channel}/users (Pusher HTTP API). */
export const presenceUsersResponseSchema = z.object({ users: z.array(z.object({ id: z.string() })) });
