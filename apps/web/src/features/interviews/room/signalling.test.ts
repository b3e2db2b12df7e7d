// Room signalling over a fake presence channel: long signals go in parts and are joined again,
// sending keeps under 8 events a second, and a burst of rejections by the server pauses sending
// and is reported once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PresenceChannelHandle } from '#web/lib/realtime.ts';
import { createSignalling, REJECTION_PAUSE_MS, type Signal } from './signalling.ts';

function fakeChannel() {
  const triggered: unknown[] = [];
  const handlers = new Map<string, (data: unknown, meta?: { user_id?: string }) => void>();
  let rejected = () => {};
  let subscribed = true;
  const channel: PresenceChannelHandle = {
    myId: () => '1',
    memberIds: () => ['1', '2'],
    bind: (event, handler) => handlers.set(event, handler),
    trigger: (_event, data) => {
      if (!subscribed) return false;
      triggered.push(data);
      return true;
    },
    onConnectionState: () => () => {},
    onClientEventRejected: (handler) => {
      rejected = handler;
      return () => {};
    },
    leave: () => {},
  };
  return {
    channel,
    triggered,
    /** An event from user `userId` arriving on the channel. */
    deliver: (data: unknown, userId = '2') => handlers.get('client-signal')?.(data, { user_id: userId }),
    reject: () => rejected(),
    setSubscribed: (value: boolean) => {
      subscribed = value;
    },
  };
}

const media = { audioMuted: false, videoOff: false, sharingScreen: false, listener: false };
const hello = (from: string): Signal => ({ kind: 'hello', from, media });

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('room signalling', () => {
  it('sends a long signal in parts that the receiver joins again', () => {
    const sender = fakeChannel();
    const receiver = fakeChannel();
    const received: [Signal, string][] = [];
    createSignalling(receiver.channel).onSignal((signal, userId) => received.push([signal, userId]));
    const offer: Signal = {
      kind: 'description',
      from: 'b',
      to: 'a',
      description: {
        type: 'offer',
        sdp: 'a=candidate:1 udp 2122260223 10.0.0.1 54321 typ host\r\n'.repeat(200),
      },
    };
    createSignalling(sender.channel).send(offer);
    expect(sender.triggered.length).toBeGreaterThan(1);
    for (const part of sender.triggered) expect(JSON.stringify(part).length).toBeLessThan(10 * 1024);
    // Parts arriving out of order are joined all the same.
    for (const part of [...sender.triggered].reverse()) receiver.deliver(part, '7');
    expect(received).toEqual([[offer, '7']]);
  });

  it('keeps under 8 events a second', async () => {
    const { channel, triggered } = fakeChannel();
    const signalling = createSignalling(channel);
    for (let index = 0; index < 20; index += 1) signalling.send(hello(`s${index}`));
    expect(triggered).toHaveLength(8);
    await vi.advanceTimersByTimeAsync(1010);
    expect(triggered).toHaveLength(16);
    await vi.advanceTimersByTimeAsync(1010);
    expect(triggered).toHaveLength(20);
  });

  it('keeps signals while not subscribed and sends them once subscribed again', async () => {
    const fake = fakeChannel();
    const signalling = createSignalling(fake.channel);
    fake.setSubscribed(false);
    signalling.send(hello('a'));
    expect(fake.triggered).toHaveLength(0);
    fake.setSubscribed(true);
    await vi.advanceTimersByTimeAsync(300);
    expect(fake.triggered).toHaveLength(1);
  });

  it('pauses after the server rejects events and reports the loss once', async () => {
    const fake = fakeChannel();
    const signalling = createSignalling(fake.channel);
    const losses = vi.fn();
    signalling.onLoss(losses);
    signalling.send(hello('a'));
    fake.reject();
    fake.reject();
    fake.reject();
    signalling.send(hello('b'));
    expect(fake.triggered).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(REJECTION_PAUSE_MS - 100);
    expect(losses).not.toHaveBeenCalled();
    expect(fake.triggered).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(losses).toHaveBeenCalledTimes(1);
    expect(fake.triggered).toHaveLength(2);
  });
});
