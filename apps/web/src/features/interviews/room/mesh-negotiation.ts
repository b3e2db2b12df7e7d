// Our side of negotiating one mesh connection (mesh-room.ts): offering (again with an ICE restart
// after a failure), answering, taking their answer and candidates, and sending again what may have
// been lost. Every signal sent here is safe to receive twice: an offer that arrives again is
// answered again, an answer that finds the pair already stable is dropped, a candidate known
// already is refused by the browser.
import { forgetLocalCandidates, type PeerEntry, resetRetries } from './mesh-peer.ts';
import type { Signalling } from './signalling.ts';

/**
 * Checks on a connection that is still not up before the offerer restarts ICE (5 + 10 + 20 s):
 * a last resort, as sending the candidates again at every check is what mends lost candidates,
 * and a loaded machine can take ten seconds over a step.
 */
const RETRIES_BEFORE_ICE_RESTART = 3;

/**
 * An offer's identity: its `o=` line, whose version grows with every offer made. The browser
 * writes the candidates it gathered into `localDescription`, so the text of an offer sent again
 * differs from the first copy, but not this line.
 */
function offerVersion(sdp: string | undefined): string | null {
  return sdp?.match(/^o=.*$/m)?.[0] ?? null;
}

export interface Negotiation {
  sendCandidates(entry: PeerEntry, candidates: RTCIceCandidateInit[]): void;
  offer(entry: PeerEntry, iceRestart?: boolean): Promise<void>;
  /** Their offer: `attachTracks` puts our tracks on the transceivers it created. */
  answer(entry: PeerEntry, offer: RTCSessionDescriptionInit, attachTracks: () => void): Promise<void>;
  acceptAnswer(entry: PeerEntry, answer: RTCSessionDescriptionInit): Promise<void>;
  addCandidates(entry: PeerEntry, candidates: RTCIceCandidateInit[]): Promise<void>;
  /** Sends again our part of a negotiation that has not brought the connection up. */
  resend(entry: PeerEntry): void;
}

export function createNegotiation(signalling: Signalling, self: string): Negotiation {
  const sendCandidates = (entry: PeerEntry, candidates: RTCIceCandidateInit[]) => {
    if (candidates.length > 0)
      signalling.send({ kind: 'candidates', from: self, to: entry.remote.sessionId, candidates });
  };

  const sendDescription = (entry: PeerEntry) => {
    const description = entry.pc.localDescription;
    if (!description) return;
    signalling.send({
      kind: 'description',
      from: self,
      to: entry.remote.sessionId,
      description: { type: description.type, sdp: description.sdp },
    });
  };

  /** Their candidates that came before their description. */
  const addPending = async (entry: PeerEntry) => {
    for (const candidate of entry.pendingCandidates.splice(0))
      await entry.pc.addIceCandidate(candidate).catch(() => {});
  };

  const offer = async (entry: PeerEntry, iceRestart = false) => {
    // A loaded machine can take seconds to make one: a check meanwhile must not start another.
    if (entry.offering) return;
    entry.offering = true;
    try {
      if (iceRestart) forgetLocalCandidates(entry);
      const description = await entry.pc.createOffer(iceRestart ? { iceRestart: true } : {});
      await entry.pc.setLocalDescription(description);
      resetRetries(entry);
      sendDescription(entry);
    } finally {
      entry.offering = false;
    }
  };

  return {
    sendCandidates,
    offer,
    async answer(entry, remoteOffer, attachTracks) {
      const version = offerVersion(remoteOffer.sdp);
      if (
        version !== null &&
        version === entry.answeredOffer &&
        entry.pc.signalingState === 'stable' &&
        entry.pc.localDescription?.type === 'answer'
      ) {
        // The offer we answered, sent again: our answer was lost, or is merely slow. Answering
        // afresh would cost the browser a negotiation; the answer we have will do.
        sendDescription(entry);
        return;
      }
      await entry.pc.setRemoteDescription(remoteOffer);
      entry.answeredOffer = version;
      attachTracks();
      await entry.pc.setLocalDescription(await entry.pc.createAnswer());
      resetRetries(entry);
      sendDescription(entry);
      await addPending(entry);
    },
    async acceptAnswer(entry, answer) {
      // A second copy of an answer (sent again after a loss) finds the pair already stable.
      if (entry.pc.signalingState !== 'have-local-offer') return;
      await entry.pc.setRemoteDescription(answer);
      await addPending(entry);
    },
    async addCandidates(entry, candidates) {
      if (!entry.pc.remoteDescription) {
        entry.pendingCandidates.push(...candidates);
        return;
      }
      // Candidates sent again, or of an ICE generation gone, are refused: nothing to do.
      for (const candidate of candidates) await entry.pc.addIceCandidate(candidate).catch(() => {});
    },
    resend(entry) {
      const { pc } = entry;
      if (pc.connectionState === 'connected' || pc.signalingState === 'closed') return;
      if (entry.offering) return;
      if (entry.offerer && !pc.localDescription) {
        // Our offer was never made (making it failed): make it now.
        void offer(entry).catch((error: unknown) => console.error('Could not offer to a peer', error));
        return;
      }
      const stuck = ['new', 'failed', 'disconnected'].includes(pc.connectionState);
      if (
        entry.offerer &&
        pc.signalingState === 'stable' &&
        stuck &&
        entry.retries >= RETRIES_BEFORE_ICE_RESTART
      ) {
        // Descriptions went both ways and candidates were sent again, yet ICE never got going.
        void offer(entry, true).catch(() => {});
        return;
      }
      // The offer or its answer was lost: the answerer answers the same offer again.
      if (entry.offerer ? pc.signalingState === 'have-local-offer' : pc.localDescription?.type === 'answer')
        sendDescription(entry);
      sendCandidates(entry, entry.localCandidates);
    },
  };
}
