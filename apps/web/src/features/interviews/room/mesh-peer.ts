// One connection of the mesh (mesh-room.ts): an RTCPeerConnection to one other tab, and what it
// takes to negotiate it again after a lost signal: our candidates for the current local
// description (to send again), theirs that came before their description (added once it is set),
// and when to check on it next while it is not connected.
import type { RemotePeer } from './room-transport.ts';

export interface PeerEntry {
  pc: RTCPeerConnection;
  /** Of each pair, the larger session id offers, and offers again when something was lost. */
  offerer: boolean;
  remote: RemotePeer;
  /** Their candidates that arrived before their description. */
  pendingCandidates: RTCIceCandidateInit[];
  /** Ours for the current local description: sent in batches, sent again after a loss. */
  localCandidates: RTCIceCandidateInit[];
  outgoingCandidates: RTCIceCandidateInit[];
  flushTimer: ReturnType<typeof setTimeout> | null;
  /** Until connected: when to send our part of the negotiation again, and the next delay. */
  retryAt: number;
  retryDelay: number;
  retries: number;
  /** Since when their person is off the presence channel (0: on it). */
  absentSince: number;
  /** An offer of ours is being made (one at a time). */
  offering: boolean;
  /** The `o=` line of the offer we last answered: the same offer again only needs our answer again. */
  answeredOffer: string | null;
}

/** The first check on a connection that is not up yet; the delay doubles up to the maximum. */
export const FIRST_RETRY_MS = 5000;
export const MAX_RETRY_MS = 20_000;
/** ICE candidates are sent in batches, to stay within the channel's event rate. */
const CANDIDATE_BATCH_MS = 120;

export interface PeerEvents {
  /** Our candidates to send (a batch, or all of them again). */
  sendCandidates(entry: PeerEntry, candidates: RTCIceCandidateInit[]): void;
  /** The remote stream or the connection state changed. */
  changed(): void;
  /** The connection failed (the offerer restarts ICE). */
  failed(entry: PeerEntry): void;
}

export function createPeerEntry(
  pc: RTCPeerConnection,
  remote: Pick<RemotePeer, 'sessionId' | 'userId'>,
  offerer: boolean,
  events: PeerEvents,
): PeerEntry {
  const entry: PeerEntry = {
    pc,
    offerer,
    // Until they tell us (`hello` or `media`), assume they send both.
    remote: {
      ...remote,
      stream: null,
      state: 'connecting',
      media: { audioMuted: false, videoOff: false, sharingScreen: false, listener: false },
    },
    pendingCandidates: [],
    localCandidates: [],
    outgoingCandidates: [],
    flushTimer: null,
    retryAt: Date.now() + FIRST_RETRY_MS,
    retryDelay: FIRST_RETRY_MS,
    retries: 0,
    absentSince: 0,
    offering: false,
    answeredOffer: null,
  };
  pc.ontrack = (event) => {
    const remoteStream = event.streams[0] ?? entry.remote.stream ?? new MediaStream();
    if (!remoteStream.getTracks().includes(event.track)) remoteStream.addTrack(event.track);
    entry.remote = { ...entry.remote, stream: remoteStream };
    events.changed();
  };
  pc.onicecandidate = (event) => {
    if (!event.candidate) return;
    const candidate = event.candidate.toJSON();
    entry.localCandidates.push(candidate);
    entry.outgoingCandidates.push(candidate);
    entry.flushTimer ??= setTimeout(() => {
      entry.flushTimer = null;
      const batch = entry.outgoingCandidates.splice(0);
      if (batch.length > 0) events.sendCandidates(entry, batch);
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
    if (state === 'connected') resetRetries(entry);
    if (next !== entry.remote.state) {
      entry.remote = { ...entry.remote, state: next };
      events.changed();
    }
    if (state === 'failed') events.failed(entry);
  };
  return entry;
}

/** A new negotiation step (or the connection came up): the next check is a first one again. */
export function resetRetries(entry: PeerEntry): void {
  entry.retries = 0;
  entry.retryDelay = FIRST_RETRY_MS;
  entry.retryAt = Date.now() + FIRST_RETRY_MS;
}

/** The connection was checked on: the next check comes later. */
export function postponeRetry(entry: PeerEntry): void {
  entry.retries += 1;
  entry.retryDelay = Math.min(entry.retryDelay * 2, MAX_RETRY_MS);
  entry.retryAt = Date.now() + entry.retryDelay;
}

/** Before an ICE restart: candidates of the old local description are of no use any more. */
export function forgetLocalCandidates(entry: PeerEntry): void {
  entry.localCandidates = [];
  entry.outgoingCandidates = [];
}
