// The built-in RoomTransport: a WebRTC mesh. Every tab in the room holds one RTCPeerConnection
// per other tab. Who offers is fixed by comparing session ids (the larger one offers), so two
// people joining at once never offer to each other at the same time: a newcomer says `hello`,
// and the larger of each pair offers (after a `welcome` when the newcomer is the larger one).
// Every connection carries one audio and one video transceiver from the start, so muting, turning
// the camera off and sharing the screen swap tracks (`replaceTrack`) without renegotiating.

import type { MediaState, RemotePeer, RoomTransport } from './room-transport.ts';
import type { Signal, Signalling } from './signalling.ts';

interface PeerEntry {
  pc: RTCPeerConnection;
  offerer: boolean;
  remote: RemotePeer;
  pendingCandidates: RTCIceCandidateInit[];
  outgoingCandidates: RTCIceCandidateInit[];
  flushTimer: ReturnType<typeof setTimeout> | null;
}

/** ICE candidates are sent in batches, to stay within the channel's event rate. */
const CANDIDATE_BATCH_MS = 120;

export interface MeshRoomOptions {
  signalling: Signalling;
  iceServers: RTCIceServer[];
  sessionId?: string;
}

export function createMeshRoom({ signalling, iceServers, sessionId }: MeshRoomOptions): RoomTransport & {
  sessionId: string;
  /** Say hello again (after the websocket came back): peers whose connection failed rebuild it. */
  rejoin(): void;
} {
  const self = sessionId ?? crypto.randomUUID();
  const peers = new Map<string, PeerEntry>();
  const listeners = new Set<() => void>();
  let stream: MediaStream | null = null;
  let audioTrack: MediaStreamTrack | null = null;
  let videoTrack: MediaStreamTrack | null = null;
  let media: MediaState = { audioMuted: true, videoOff: true, sharingScreen: false, listener: true };
  let joined = false;

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
    const pc = new RTCPeerConnection({ iceServers });
    const entry: PeerEntry = {
      pc,
      offerer,
      // Until they tell us (`hello` or `media`), assume they send both.
      remote: {
        sessionId: id,
        userId,
        stream: null,
        state: 'connecting',
        media: { audioMuted: false, videoOff: false, sharingScreen: false, listener: false },
      },
      pendingCandidates: [],
      outgoingCandidates: [],
      flushTimer: null,
    };
    peers.set(id, entry);
    pc.ontrack = (event) => {
      const remoteStream = event.streams[0] ?? entry.remote.stream ?? new MediaStream();
      if (!remoteStream.getTracks().includes(event.track)) remoteStream.addTrack(event.track);
      entry.remote = { ...entry.remote, stream: remoteStream };
      changed();
    };
    pc.onicecandidate = (event) => {
      if (!event.candidate) return;
      entry.outgoingCandidates.push(event.candidate.toJSON());
      entry.flushTimer ??= setTimeout(() => {
        entry.flushTimer = null;
        const candidates = entry.outgoingCandidates.splice(0);
        if (candidates.length > 0) signalling.send({ kind: 'candidates', from: self, to: id, candidates });
      }, CANDIDATE_BATCH_MS);
    };
    pc.onconnectionstatechange = () => {
      const state = pc.connectionState;
      const next =
        state === 'connected'
          ? 'connected'
          : state === 'disconnected' || state === 'failed'
            ? 'reconnecting'
            : entry.remote.state;
      if (next !== entry.remote.state) {
        entry.remote = { ...entry.remote, state: next };
        changed();
      }
      // The offerer restarts ICE after a dropped network; the other side answers as usual.
      if (state === 'failed' && entry.offerer) void offer(entry, true);
    };
    if (offerer) {
      pc.addTransceiver(audioTrack ?? 'audio', { direction: 'sendrecv', streams: stream ? [stream] : [] });
      pc.addTransceiver(videoTrack ?? 'video', { direction: 'sendrecv', streams: stream ? [stream] : [] });
    }
    changed();
    return entry;
  }

  async function offer(entry: PeerEntry, iceRestart = false) {
    const description = await entry.pc.createOffer(iceRestart ? { iceRestart: true } : {});
    await entry.pc.setLocalDescription(description);
    signalling.send({
      kind: 'description',
      from: self,
      to: entry.remote.sessionId,
      description: { type: description.type, sdp: description.sdp ?? '' },
    });
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

  async function handle(signal: Signal, userId: string) {
    if (signal.from === self) return;
    if ('to' in signal && signal.to !== self) return;
    const existing = peers.get(signal.from);
    switch (signal.kind) {
      case 'hello': {
        // A healthy connection survives the other side's websocket reconnecting.
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
        else signalling.send({ kind: 'welcome', from: self, to: signal.from });
        const entry = peers.get(signal.from);
        if (entry) entry.remote = { ...entry.remote, media: signal.media };
        return;
      }
      case 'welcome':
        if (!existing && self > signal.from) startWith(signal.from, userId);
        return;
      case 'description': {
        const entry = existing ?? createPeer(signal.from, userId, false);
        await entry.pc.setRemoteDescription(signal.description);
        if (signal.description.type === 'offer') {
          attachLocalTracks(entry.pc);
          const answer = await entry.pc.createAnswer();
          await entry.pc.setLocalDescription(answer);
          signalling.send({
            kind: 'description',
            from: self,
            to: signal.from,
            description: { type: answer.type, sdp: answer.sdp ?? '' },
          });
          signalling.send({ kind: 'media', from: self, media });
        }
        for (const candidate of entry.pendingCandidates.splice(0)) {
          await entry.pc.addIceCandidate(candidate).catch(() => {});
        }
        return;
      }
      case 'candidates': {
        if (!existing) return;
        if (!existing.pc.remoteDescription) {
          existing.pendingCandidates.push(...signal.candidates);
          return;
        }
        for (const candidate of signal.candidates)
          await existing.pc.addIceCandidate(candidate).catch(() => {});
        return;
      }
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
    handle(signal, userId).catch((error: unknown) => console.error('A room signal failed', error));
  });

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
      signalling.send({ kind: 'media', from: self, media });
    },
    peers: () => [...peers.values()].map((entry) => entry.remote),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    leave() {
      if (joined) signalling.send({ kind: 'bye', from: self });
      joined = false;
      for (const id of [...peers.keys()]) closePeer(id);
    },
  };
}
