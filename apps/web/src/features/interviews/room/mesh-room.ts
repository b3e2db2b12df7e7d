// The built-in RoomTransport: a WebRTC mesh. Every tab in the room holds one RTCPeerConnection
// per other tab. Who offers is fixed by comparing session ids (the larger one offers), so two
// people joining at once never offer to each other at the same time: a newcomer says `hello`,
// and the larger of each pair offers (after a `welcome` when the newcomer is the larger one).
// Every connection carries one audio and one video transceiver from the start, so muting, turning
// the camera off and sharing the screen swap tracks (`replaceTrack`) without renegotiating.
//
// Signals can be lost (the server rejects client events over its rate when it reads a burst, a
// websocket drops), and every signal is safe to receive twice, so a lost one is simply sent again:
// at once when the server reports a rejection, and otherwise from a check each second on every
// connection that is not up yet (the offerer sends its offer again, the answerer its answer, both
// their candidates; ICE restarts when nothing else helped). Someone on the presence channel we
// have no connection with hears our `hello` again; a connection whose person left the channel
// without a `bye` is closed.

import { createNegotiation } from './mesh-negotiation.ts';
import { createPeerEntry, type PeerEntry, postponeRetry } from './mesh-peer.ts';
import type { MediaState, RoomTransport } from './room-transport.ts';
import type { Signal, Signalling } from './signalling.ts';

/** How often connections are checked on while in the room. */
const CHECK_INTERVAL_MS = 1000;
/** How long someone may be off the presence channel (their websocket reconnecting) before we give up. */
const ABSENT_GRACE_MS = 5000;
/** Saying `hello` again to someone we have no connection with: first after, then at most every. */
const FIRST_HELLO_RETRY_MS = 5000;
const MAX_HELLO_RETRY_MS = 20_000;

export interface MeshRoomOptions {
  signalling: Signalling;
  iceServers: RTCIceServer[];
  /** User ids on the presence channel other than ours; null while we are not subscribed. */
  presentUsers?: () => string[] | null;
  sessionId?: string;
}

export function createMeshRoom({
  signalling,
  iceServers,
  presentUsers = () => null,
  sessionId,
}: MeshRoomOptions): RoomTransport & {
  sessionId: string;
  /** Say hello again (after the websocket came back): peers whose connection failed rebuild it. */
  rejoin(): void;
} {
  const self = sessionId ?? crypto.randomUUID();
  const peers = new Map<string, PeerEntry>();
  /** Newcomers we welcomed and who have not offered yet (their session → when). */
  const welcomed = new Map<string, number>();
  /** Signals of one sender are handled one at a time, in order. */
  const handling = new Map<string, Promise<void>>();
  const listeners = new Set<() => void>();
  let stream: MediaStream | null = null;
  let audioTrack: MediaStreamTrack | null = null;
  let videoTrack: MediaStreamTrack | null = null;
  let media: MediaState = { audioMuted: true, videoOff: true, sharingScreen: false, listener: true };
  let joined = false;
  let checkTimer: ReturnType<typeof setInterval> | null = null;
  let helloAt = 0;
  let helloDelay = 0;

  const negotiation = createNegotiation(signalling, self);
  const { offer, resend } = negotiation;

  const changed = () => {
    for (const listener of [...listeners]) listener();
  };

  function closePeer(id: string) {
    const entry = peers.get(id);
    if (!entry) return;
    if (entry.flushTimer) clearTimeout(entry.flushTimer);
    entry.pc.close();
    peers.delete(id);
    changed();
  }

  function attachLocalTracks(pc: RTCPeerConnection) {
    for (const transceiver of pc.getTransceivers()) {
      const kind = transceiver.receiver.track.kind;
      transceiver.direction = 'sendrecv';
      const track = kind === 'audio' ? audioTrack : videoTrack;
      void transceiver.sender.replaceTrack(track).catch(() => {});
      if (stream) transceiver.sender.setStreams?.(stream);
    }
  }

  function createPeer(id: string, userId: string, offerer: boolean): PeerEntry {
    welcomed.delete(id);
    const pc = new RTCPeerConnection({ iceServers });
    const entry = createPeerEntry(pc, { sessionId: id, userId }, offerer, {
      sendCandidates: negotiation.sendCandidates,
      changed,
      // The offerer restarts ICE after a dropped network; the other side answers as usual.
      failed: (failing) => {
        if (failing.offerer && peers.get(id) === failing) void offer(failing, true).catch(() => {});
      },
    });
    peers.set(id, entry);
    if (offerer) {
      pc.addTransceiver(audioTrack ?? 'audio', { direction: 'sendrecv', streams: stream ? [stream] : [] });
      pc.addTransceiver(videoTrack ?? 'video', { direction: 'sendrecv', streams: stream ? [stream] : [] });
    }
    changed();
    return entry;
  }

  function startWith(id: string, userId: string) {
    // Another session of the same person (a reload) replaces the old one.
    for (const [otherId, other] of peers)
      if (other.remote.userId === userId && otherId !== id) closePeer(otherId);
    const entry = createPeer(id, userId, true);
    void offer(entry)
      .then(() => signalling.send({ kind: 'media', from: self, media }))
      .catch((error: unknown) => console.error('Could not offer to a peer', error));
  }

  function welcome(to: string) {
    welcomed.set(to, Date.now());
    signalling.send({ kind: 'welcome', from: self, to });
  }

  async function handle(signal: Signal, userId: string) {
    const existing = peers.get(signal.from);
    switch (signal.kind) {
      case 'hello': {
        // A connection that is up or on its way survives the other side's websocket reconnecting
        // (and a `hello` sent again after a loss).
        if (
          existing &&
          existing.pc.connectionState !== 'failed' &&
          existing.pc.connectionState !== 'closed'
        ) {
          return;
        }
        if (existing) closePeer(signal.from);
        // The same person in a new tab (a reload): their old session is gone.
        for (const [otherId, other] of peers) if (other.remote.userId === userId) closePeer(otherId);
        if (self > signal.from) startWith(signal.from, userId);
        else welcome(signal.from);
        const entry = peers.get(signal.from);
        if (entry) entry.remote = { ...entry.remote, media: signal.media };
        return;
      }
      case 'welcome':
        if (!existing && self > signal.from) startWith(signal.from, userId);
        return;
      case 'description':
        if (signal.description.type === 'answer') {
          if (existing) await negotiation.acceptAnswer(existing, signal.description);
        } else {
          const entry = existing ?? createPeer(signal.from, userId, false);
          await negotiation.answer(entry, signal.description, () => attachLocalTracks(entry.pc));
          signalling.send({ kind: 'media', from: self, media });
        }
        return;
      case 'candidates':
        if (existing) await negotiation.addCandidates(existing, signal.candidates);
        return;
      case 'media':
        if (existing) {
          existing.remote = { ...existing.remote, media: signal.media };
          changed();
        }
        return;
      case 'bye':
        closePeer(signal.from);
        return;
    }
  }

  signalling.onSignal((signal, userId) => {
    if (signal.from === self) return;
    if ('to' in signal && signal.to !== self) return;
    const previous = handling.get(signal.from) ?? Promise.resolve();
    const next = previous
      .then(() => handle(signal, userId))
      .catch((error: unknown) => console.error('A room signal failed', error));
    handling.set(signal.from, next);
    void next.then(() => {
      if (handling.get(signal.from) === next) handling.delete(signal.from);
    });
  });

  /** Someone on the channel we hold no connection with (unknown while we are not subscribed). */
  function someoneWithoutPeer(present: string[] | null): boolean {
    const users = new Set([...peers.values()].map((entry) => entry.remote.userId));
    return present?.some((userId) => !users.has(userId)) ?? false;
  }

  /** The server rejected something we sent lately: send again all that may not have arrived. */
  signalling.onLoss(() => {
    if (!joined) return;
    const present = presentUsers();
    if (present === null || someoneWithoutPeer(present))
      signalling.send({ kind: 'hello', from: self, media });
    for (const to of welcomed.keys()) signalling.send({ kind: 'welcome', from: self, to });
    for (const entry of peers.values()) resend(entry);
    signalling.send({ kind: 'media', from: self, media });
  });

  function check() {
    const now = Date.now();
    const present = presentUsers();
    for (const [id, entry] of [...peers]) {
      if (present && !present.includes(entry.remote.userId)) {
        entry.absentSince ||= now;
        if (now - entry.absentSince > ABSENT_GRACE_MS && entry.pc.connectionState !== 'connected') {
          closePeer(id);
          continue;
        }
      } else {
        entry.absentSince = 0;
      }
      if (entry.pc.connectionState === 'connected' || now < entry.retryAt) continue;
      resend(entry);
      postponeRetry(entry);
    }
    for (const [id, at] of welcomed) if (now - at > 60_000) welcomed.delete(id);
    // Someone is on the channel and we have no connection with them: our `hello` or their
    // answer to it was lost. Say it again (people with a connection to us ignore it).
    if (!someoneWithoutPeer(present)) {
      helloAt = 0;
      return;
    }
    if (helloAt === 0) {
      helloDelay = FIRST_HELLO_RETRY_MS;
      helloAt = now + helloDelay;
    } else if (now >= helloAt) {
      signalling.send({ kind: 'hello', from: self, media });
      helloDelay = Math.min(helloDelay * 2, MAX_HELLO_RETRY_MS);
      helloAt = now + helloDelay;
    }
  }

  const replace = async (kind: 'audio' | 'video', track: MediaStreamTrack | null) => {
    for (const entry of peers.values()) {
      const transceiver = entry.pc
        .getTransceivers()
        .find(
          (candidate) => candidate.receiver.track.kind === kind && candidate.currentDirection !== 'stopped',
        );
      await transceiver?.sender.replaceTrack(track);
    }
  };

  return {
    sessionId: self,
    join(localStream, localMedia) {
      stream = localStream;
      audioTrack = localStream?.getAudioTracks()[0] ?? null;
      videoTrack = localStream?.getVideoTracks()[0] ?? null;
      media = localMedia;
      joined = true;
      signalling.send({ kind: 'hello', from: self, media });
      checkTimer ??= setInterval(check, CHECK_INTERVAL_MS);
    },
    rejoin() {
      if (joined) signalling.send({ kind: 'hello', from: self, media });
    },
    async setVideoTrack(track) {
      videoTrack = track;
      await replace('video', track);
    },
    async setAudioTrack(track) {
      audioTrack = track;
      await replace('audio', track);
    },
    setMediaState(next) {
      media = next;
      // Before joining, `hello` will carry it.
      if (joined) signalling.send({ kind: 'media', from: self, media });
    },
    peers: () => [...peers.values()].map((entry) => entry.remote),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    leave() {
      if (joined) signalling.send({ kind: 'bye', from: self });
      joined = false;
      if (checkTimer) clearInterval(checkTimer);
      checkTimer = null;
      welcomed.clear();
      for (const id of [...peers.keys()]) closePeer(id);
    },
  };
}
