// The mesh over a channel that loses signals (as the server does when it reads a burst of client
// events and rejects some for the rate): four tabs joining at once all end up connected to each
// other whatever is lost — an offer, an answer, a welcome, candidates, a third of everything —
// the offer goes again at once when the server reports the rejection, and a connection whose
// person left without a `bye` is closed.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeChannel, FakePeerConnection, installFakePeerConnection } from './mesh-room.fakes.ts';
import { createMeshRoom } from './mesh-room.ts';
import { NO_MEDIA } from './room-transport.ts';
import type { Signal } from './signalling.ts';

type Mesh = ReturnType<typeof createMeshRoom>;

let meshes: Mesh[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  installFakePeerConnection();
  meshes = [];
});

afterEach(() => {
  for (const mesh of meshes) mesh.leave();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Tabs `a` < `b` < `c` < `d` (session ids), of users 1…4, in one room. */
function room(count: number) {
  const channel = createFakeChannel();
  const tabs = ['a', 'b', 'c', 'd'].slice(0, count).map((sessionId, index) => {
    const userId = String(index + 1);
    const signalling = channel.signallingFor(userId);
    const mesh = createMeshRoom({
      signalling,
      iceServers: [],
      sessionId,
      presentUsers: () => channel.presentOtherThan(userId),
    });
    meshes.push(mesh);
    return { mesh, tab: signalling.tab };
  });
  const joinAll = () => {
    for (const { mesh } of tabs) mesh.join(null, NO_MEDIA);
  };
  /** For each tab, how many of its peers are connected. */
  const connected = () =>
    tabs.map(({ mesh }) => mesh.peers().filter((peer) => peer.state === 'connected').length);
  return { channel, tabs, joinAll, connected };
}

const isOffer = (
  signal: Signal,
  from: string,
  to: string,
): signal is Extract<Signal, { kind: 'description' }> =>
  signal.kind === 'description' &&
  signal.description.type === 'offer' &&
  signal.from === from &&
  signal.to === to;

/** Loses the first signal that matches, and only that one. */
function once(predicate: (signal: Signal) => boolean) {
  let lost = false;
  return (signal: Signal) => {
    if (lost || !predicate(signal)) return false;
    lost = true;
    return true;
  };
}

describe('the mesh room', () => {
  it('connects four tabs joining at once, the larger session of each pair offering', async () => {
    const { channel, joinAll, connected } = room(4);
    joinAll();
    await vi.advanceTimersByTimeAsync(1000);
    expect(connected()).toEqual([3, 3, 3, 3]);
    const offers = channel.sent.filter(
      (signal) => signal.kind === 'description' && signal.description.type === 'offer',
    );
    expect(offers.map((signal) => `${signal.from}>${'to' in signal ? signal.to : ''}`).sort()).toEqual([
      'b>a',
      'c>a',
      'c>b',
      'd>a',
      'd>b',
      'd>c',
    ]);
  });

  it('sends a lost offer again, and the pair connects', async () => {
    const { channel, joinAll, connected } = room(2);
    channel.loseWhen(once((signal) => isOffer(signal, 'b', 'a')));
    joinAll();
    await vi.advanceTimersByTimeAsync(2000);
    expect(connected()).toEqual([0, 0]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(connected()).toEqual([1, 1]);
  });

  it('sends everything not yet through again as soon as the server reports a rejection', async () => {
    const { channel, tabs, joinAll, connected } = room(2);
    channel.loseWhen(once((signal) => isOffer(signal, 'b', 'a')));
    joinAll();
    await vi.advanceTimersByTimeAsync(200);
    tabs[1]?.tab.onLoss();
    await vi.advanceTimersByTimeAsync(200);
    expect(connected()).toEqual([1, 1]);
  });

  it('sends a lost answer again (the answerer on its own, and to the offer sent again)', async () => {
    const { channel, joinAll, connected } = room(2);
    channel.loseWhen(once((signal) => signal.kind === 'description' && signal.description.type === 'answer'));
    joinAll();
    await vi.advanceTimersByTimeAsync(7000);
    expect(connected()).toEqual([1, 1]);
    const answers = channel.sent.filter(
      (signal) => signal.kind === 'description' && signal.description.type === 'answer',
    );
    expect(answers.length).toBeGreaterThanOrEqual(2);
    // The offer that came again was answered with the answer made already, not negotiated again.
    const answerer = FakePeerConnection.all.find((pc) => pc.localDescription?.type === 'answer');
    expect(answerer?.negotiations).toBe(1);
  });

  it('says hello again to someone on the channel it has no connection with (a lost welcome)', async () => {
    const { channel, tabs, connected } = room(2);
    const [first, newcomer] = tabs;
    if (!first || !newcomer) throw new Error('two tabs');
    newcomer.tab.present = false;
    first.mesh.join(null, NO_MEDIA);
    await vi.advanceTimersByTimeAsync(100);
    channel.loseWhen(once((signal) => signal.kind === 'welcome'));
    newcomer.tab.present = true;
    newcomer.mesh.join(null, NO_MEDIA);
    await vi.advanceTimersByTimeAsync(2000);
    expect(connected()).toEqual([0, 0]);
    await vi.advanceTimersByTimeAsync(6000);
    expect(connected()).toEqual([1, 1]);
  });

  it('connects everyone although a third of all signals are lost', async () => {
    const { channel, joinAll, connected } = room(4);
    let seed = 7;
    channel.loseWhen(() => {
      seed = (seed * 48_271) % 2_147_483_647;
      return seed % 3 === 0;
    });
    joinAll();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(connected()).toEqual([3, 3, 3, 3]);
  });

  it('restarts ICE when descriptions went both ways but no candidate ever arrived', async () => {
    const { channel, joinAll, connected } = room(2);
    let restarted = false;
    channel.loseWhen((signal) => {
      if (isOffer(signal, 'b', 'a') && signal.description.sdp?.includes('generation 1')) restarted = true;
      return signal.kind === 'candidates' && !restarted;
    });
    joinAll();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(restarted).toBe(true);
    expect(connected()).toEqual([1, 1]);
  });

  it('closes the connection of someone who left the channel without a bye once it drops', async () => {
    const { channel, tabs, joinAll, connected } = room(2);
    joinAll();
    await vi.advanceTimersByTimeAsync(1000);
    expect(connected()).toEqual([1, 1]);
    // Tab a's browser is gone: off the channel, and its connection drops.
    const [left, stays] = tabs;
    if (!left || !stays) throw new Error('two tabs');
    left.tab.present = false;
    channel.loseWhen((signal) => signal.from === 'a');
    const pcOfB = FakePeerConnection.all.find((pc) => pc.localDescription?.type === 'offer');
    pcOfB?.drop();
    await vi.advanceTimersByTimeAsync(7000);
    expect(stays.mesh.peers()).toEqual([]);
  });
});
