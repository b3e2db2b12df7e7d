// Stand-ins for the mesh's unit tests (mesh-room.test.ts): an RTCPeerConnection that follows the
// offer/answer state machine and counts as connected once it holds both descriptions and one of
// the other side's candidates, and an in-memory presence channel that can lose signals.
import { vi } from 'vitest';
import type { Signal, Signalling } from './signalling.ts';

class FakeTransceiver {
  direction = 'sendrecv';
  currentDirection: string | null = null;
  readonly receiver: { track: { kind: string } };
  readonly sender = {
    track: null as unknown,
    replaceTrack: async (track: unknown) => {
      this.sender.track = track;
    },
    setStreams: () => {},
  };
  constructor(kind: string) {
    this.receiver = { track: { kind } };
  }
}

let created = 0;

export class FakePeerConnection {
  static all: FakePeerConnection[] = [];
  readonly id = ++created;
  signalingState = 'stable';
  connectionState = 'new';
  localDescription: RTCSessionDescriptionInit | null = null;
  remoteDescription: RTCSessionDescriptionInit | null = null;
  remoteCandidates: RTCIceCandidateInit[] = [];
  transceivers: FakeTransceiver[] = [];
  generation = 0;
  offers = 0;
  /** How many remote descriptions were set (each one a negotiation for the browser). */
  negotiations = 0;
  ontrack: ((event: unknown) => void) | null = null;
  onicecandidate: ((event: unknown) => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;

  constructor() {
    FakePeerConnection.all.push(this);
  }

  addTransceiver(kind: string) {
    this.transceivers.push(new FakeTransceiver(kind));
  }

  getTransceivers() {
    return this.transceivers;
  }

  async createOffer(options?: { iceRestart?: boolean }) {
    if (options?.iceRestart) this.generation += 1;
    this.offers += 1;
    return {
      type: 'offer' as const,
      sdp: `o=- pc${this.id} ${this.offers} IN IP4 127.0.0.1\r\nice generation ${this.generation}`,
    };
  }

  async createAnswer() {
    if (this.signalingState !== 'have-remote-offer') throw new Error('InvalidStateError: no offer');
    return { type: 'answer' as const, sdp: `o=- pc${this.id} 1 IN IP4 127.0.0.1\r\nanswer` };
  }

  async setLocalDescription(description: RTCSessionDescriptionInit) {
    if (description.type === 'offer') this.signalingState = 'have-local-offer';
    else if (this.signalingState === 'have-remote-offer') this.signalingState = 'stable';
    else throw new Error(`InvalidStateError: answer in ${this.signalingState}`);
    this.localDescription = description;
    const candidate = { candidate: `candidate of pc${this.id}/${this.generation}`, sdpMid: '0' };
    setTimeout(() => this.onicecandidate?.({ candidate: { toJSON: () => candidate } }), 10);
    this.maybeConnect();
  }

  async setRemoteDescription(description: RTCSessionDescriptionInit) {
    this.negotiations += 1;
    if (description.type === 'offer') {
      if (this.signalingState !== 'stable' && this.signalingState !== 'have-remote-offer')
        throw new Error(`InvalidStateError: offer in ${this.signalingState}`);
      this.signalingState = 'have-remote-offer';
      if (this.transceivers.length === 0) {
        this.addTransceiver('audio');
        this.addTransceiver('video');
      }
    } else if (this.signalingState === 'have-local-offer') {
      this.signalingState = 'stable';
    } else {
      throw new Error(`InvalidStateError: answer in ${this.signalingState}`);
    }
    const first = this.remoteDescription === null;
    this.remoteDescription = description;
    if (first) {
      const tracks: unknown[] = [];
      const stream = { getTracks: () => tracks, addTrack: (track: unknown) => tracks.push(track) };
      for (const kind of ['audio', 'video']) {
        const track = { kind };
        tracks.push(track);
        this.ontrack?.({ track, streams: [stream] });
      }
    }
    this.maybeConnect();
  }

  async addIceCandidate(candidate: RTCIceCandidateInit) {
    if (!this.remoteDescription) throw new Error('InvalidStateError: no remote description');
    this.remoteCandidates.push(candidate);
    this.maybeConnect();
  }

  /** What the network does: the connection drops. */
  drop() {
    this.connectionState = 'disconnected';
    this.onconnectionstatechange?.();
  }

  close() {
    this.signalingState = 'closed';
    this.connectionState = 'closed';
  }

  /** The connection at the other end: the one whose description we hold. */
  private partner() {
    const id = Number(this.remoteDescription?.sdp?.match(/pc(\d+)/)?.[1]);
    return FakePeerConnection.all.find((pc) => pc.id === id);
  }

  private ready() {
    return (
      this.signalingState === 'stable' && this.localDescription !== null && this.remoteDescription !== null
    );
  }

  /** ICE checks go both ways, so one side knowing a candidate of the other is enough for both. */
  private maybeConnect() {
    const partner = this.partner();
    if (this.connectionState !== 'new' || !partner || partner.partner() !== this) return;
    if (!this.ready() || !partner.ready()) return;
    if (this.remoteCandidates.length === 0 && partner.remoteCandidates.length === 0) return;
    for (const pc of [this, partner]) {
      pc.connectionState = 'connected';
      pc.onconnectionstatechange?.();
    }
  }
}

export function installFakePeerConnection() {
  FakePeerConnection.all = [];
  vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
}

interface Tab {
  userId: string;
  present: boolean;
  onSignal: (signal: Signal, userId: string) => void;
  onLoss: () => void;
}

/** The presence channel: every signal reaches every other tab a moment later, unless lost. */
export function createFakeChannel() {
  const tabs: Tab[] = [];
  const sent: Signal[] = [];
  let lose: (signal: Signal) => boolean = () => false;
  return {
    sent,
    tabs,
    /** Decides which signals never arrive. */
    loseWhen(predicate: (signal: Signal) => boolean) {
      lose = predicate;
    },
    signallingFor(userId: string): Signalling & { tab: Tab } {
      const tab: Tab = { userId, present: true, onSignal: () => {}, onLoss: () => {} };
      tabs.push(tab);
      return {
        tab,
        send(signal) {
          const copy = JSON.parse(JSON.stringify(signal)) as Signal;
          sent.push(copy);
          if (lose(copy)) return;
          for (const other of tabs)
            if (other !== tab && other.present) setTimeout(() => other.onSignal(copy, userId), 5);
        },
        onSignal(handler) {
          tab.onSignal = handler;
        },
        onLoss(handler) {
          tab.onLoss = handler;
        },
        close() {},
      };
    },
    presentOtherThan(userId: string) {
      return tabs.filter((tab) => tab.present && tab.userId !== userId).map((tab) => tab.userId);
    },
  };
}
