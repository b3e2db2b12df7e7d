// Pushes one event to the private channels of several users (Laravel Echo naming, see SPEC §7).
// Callers in the domain code use this instead of building channel names themselves.
import type { Broadcaster } from './broadcaster.ts';

/** Pusher rejects a trigger with more than 100 channels, so larger audiences are chunked. */
const MAX_CHANNELS_PER_PUBLISH = 100;

export function userChannel(userId: number): string {
  return `private-App.Models.User.${userId}`;
}

export async function broadcastToUsers(
  broadcaster: Broadcaster,
  userIds: readonly number[],
  event: string,
  payload: unknown,
): Promise<void> {
  const channels = [...new Set(userIds)].map(userChannel);
  if (channels.length === 0) return;
  const data = JSON.stringify(payload);
  for (let i = 0; i < channels.length; i += MAX_CHANNELS_PER_PUBLISH) {
    await broadcaster.publish(channels.slice(i, i + MAX_CHANNELS_PER_PUBLISH), event, data);
  }
}
