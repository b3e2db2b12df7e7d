// Signalling for the mesh over the interview's presence channel, as client events: the server
// relays them to the other members and never reads them. The channel allows 10 events a second and
// 10 KB per event (realtime/protocol.ts), so messages go out through a queue that keeps under the
// rate, and anything longer than one event (an SDP offer is often 6–9 KB once escaped) is split
// into parts and joined again on arrival.
//
// The server counts the rate by when it reads the events, so a server (or browser) busy for a
// moment reads several seconds' worth at once and rejects some (`pusher:error` 4301) although we
// kept under the rate. It does not say which: we pause for the server's window to clear and tell
// the room (`onLoss`), which sends again whatever has not visibly arrived (mesh-room.ts).
import { ROOM_SIGNAL_EVENT } from '@hireloop/shared/interview-room';
import type { PresenceChannelHandle } from '#web/lib/realtime.ts';
import type { MediaState } from './room-transport.ts';

export type Signal =
  | { kind: 'hello'; from: string; media: MediaState }
  | { kind: 'welcome'; from: string; to: string }
  | { kind: 'description'; from: string; to: string; description: RTCSessionDescriptionInit }
  | { kind: 'candidates'; from: string; to: string; candidates: RTCIceCandidateInit[] }
  | { kind: 'media'; from: string; media: MediaState }
  | { kind: 'bye'; from: string };

interface Part {
  /** Message id, part index, part count, the part's text. */
  m: string;
  i: number;
  n: number;
  d: string;
}

const PART_LENGTH = 3500;
const EVENTS_PER_SECOND = 8;
/** After a rejection: the server's one-second window, and a margin. */
export const REJECTION_PAUSE_MS = 1200;

export interface Signalling {
  send(signal: Signal): void;
  onSignal(handler: (signal: Signal, userId: string) => void): void;
  /** Some signal sent lately was rejected by the server; called once sending may resume. */
  onLoss(handler: () => void): void;
  close(): void;
}

export function createSignalling(channel: PresenceChannelHandle): Signalling {
  const queue: Part[] = [];
  const sentAt: number[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let closed = false;
  const partial = new Map<string, { parts: string[]; received: number; at: number }>();
  let handler: (signal: Signal, userId: string) => void = () => {};
  let lossHandler: () => void = () => {};
  let pausedUntil = 0;
  let lossTimer: ReturnType<typeof setTimeout> | null = null;

  const pump = () => {
    timer = null;
    while (queue.length > 0 && !closed) {
      const now = Date.now();
      if (now < pausedUntil) {
        timer = setTimeout(pump, pausedUntil - now);
        return;
      }
      while (sentAt.length > 0 && now - (sentAt[0] ?? 0) >= 1000) sentAt.shift();
      if (sentAt.length >= EVENTS_PER_SECOND) {
        timer = setTimeout(pump, 1000 - (now - (sentAt[0] ?? now)) + 5);
        return;
      }
      const part = queue[0]!;
      // Not subscribed (reconnecting): keep it and try again shortly.
      if (!channel.trigger(ROOM_SIGNAL_EVENT, part)) {
        timer = setTimeout(pump, 250);
        return;
      }
      queue.shift();
      sentAt.push(now);
    }
  };

  const stopRejections = channel.onClientEventRejected(() => {
    if (closed) return;
    // Several rejections in a burst make one loss, reported once the pause is over.
    pausedUntil = Date.now() + REJECTION_PAUSE_MS;
    if (lossTimer) clearTimeout(lossTimer);
    lossTimer = setTimeout(() => {
      lossTimer = null;
      if (!closed) lossHandler();
    }, REJECTION_PAUSE_MS);
  });

  channel.bind(ROOM_SIGNAL_EVENT, (data, meta) => {
    const part = data as Part;
    const userId = meta?.user_id ?? '';
    if (typeof part?.m !== 'string' || typeof part.d !== 'string') return;
    const key = `${userId}:${part.m}`;
    const entry = partial.get(key) ?? { parts: new Array<string>(part.n), received: 0, at: Date.now() };
    if (entry.parts[part.i] === undefined) entry.received += 1;
    entry.parts[part.i] = part.d;
    if (entry.received < part.n) {
      partial.set(key, entry);
      return;
    }
    partial.delete(key);
    try {
      handler(JSON.parse(entry.parts.join('')) as Signal, userId);
    } catch (error) {
      console.error('A room signal could not be read', error);
    }
    // Forget halves of messages that never completed (a sender that left mid-message).
    for (const [staleKey, stale] of partial) if (Date.now() - stale.at > 30_000) partial.delete(staleKey);
  });

  return {
    send(signal) {
      const text = JSON.stringify(signal);
      const id = Math.random().toString(36).slice(2, 10);
      const count = Math.max(1, Math.ceil(text.length / PART_LENGTH));
      for (let i = 0; i < count; i += 1) {
        queue.push({ m: id, i, n: count, d: text.slice(i * PART_LENGTH, (i + 1) * PART_LENGTH) });
      }
      if (!timer) pump();
    },
    onSignal(next) {
      handler = next;
    },
    onLoss(next) {
      lossHandler = next;
    },
    close() {
      // A last `bye` still leaves (within the rate), the rest is dropped.
      if (timer) clearTimeout(timer);
      pausedUntil = 0;
      pump();
      closed = true;
      if (timer) clearTimeout(timer);
      if (lossTimer) clearTimeout(lossTimer);
      stopRejections();
    },
  };
}
