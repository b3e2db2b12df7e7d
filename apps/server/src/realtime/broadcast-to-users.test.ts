// broadcastToUsers: channel names, one publish per 100 channels, and no publish for nobody.
import { describe, expect, it } from 'vitest';
import { broadcastToUsers } from './broadcast-to-users.ts';
import type { Broadcaster } from './broadcaster.ts';

function recordingBroadcaster() {
  const calls: { channels: string[]; event: string; data: string }[] = [];
  const broadcaster: Broadcaster = {
    driver: 'local',
    async publish(channels, event, data) {
      calls.push({ channels: [...channels], event, data });
    },
    async close() {},
  };
  return { broadcaster, calls };
}

describe('broadcastToUsers', () => {
  it('publishes the JSON payload once to every user’s private channel', async () => {
    const { broadcaster, calls } = recordingBroadcaster();
    await broadcastToUsers(broadcaster, [3, 5, 3], 'message.created', { id: 1, content: 'Hi' });
    expect(calls).toEqual([
      {
        channels: ['private-App.Models.User.3', 'private-App.Models.User.5'],
        event: 'message.created',
        data: '{"id":1,"content":"Hi"}',
      },
    ]);
  });

  it('splits more than 100 users into publishes of at most 100 channels', async () => {
    const { broadcaster, calls } = recordingBroadcaster();
    const ids = Array.from({ length: 250 }, (_, i) => i + 1);
    await broadcastToUsers(broadcaster, ids, 'notification.created', {});
    expect(calls.map((call) => call.channels.length)).toEqual([100, 100, 50]);
    expect(calls.flatMap((call) => call.channels)).toEqual(ids.map((id) => `private-App.Models.User.${id}`));
  });

  it('publishes nothing for no users', async () => {
    const { broadcaster, calls } = recordingBroadcaster();
    await broadcastToUsers(broadcaster, [], 'message.created', {});
    expect(calls).toEqual([]);
  });
});
