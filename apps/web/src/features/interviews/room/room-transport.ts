// The interview room's media transport, as the page sees it. The built-in implementation is a
// WebRTC mesh (mesh-room.ts: everyone sends to everyone, fine up to 4 people). A larger panel
// would implement this same interface with an SFU client (LiveKit, mediasoup): join with local
// media, swap the outgoing video (camera ↔ screen), announce mute state, list remote peers.

/** What each person announces about their own media (the participants tab shows it). */
export interface MediaState {
  audioMuted: boolean;
  videoOff: boolean;
  sharingScreen: boolean;
  /** Joined without sending media. */
  listener: boolean;
}

export type PeerConnectionState = 'connecting' | 'connected' | 'reconnecting';

export interface RemotePeer {
  /** One browser tab in the room (a person reloading gets a new one). */
  sessionId: string;
  /** The presence member (user id) the tab belongs to. */
  userId: string;
  stream: MediaStream | null;
  state: PeerConnectionState;
  media: MediaState;
}

export interface RoomTransport {
  /** Starts talking to whoever is in the room; `stream` is null for a listener. */
  join(stream: MediaStream | null, media: MediaState): void;
  /** Replaces what we send as video (the camera, the shared screen, or nothing). */
  setVideoTrack(track: MediaStreamTrack | null): Promise<void>;
  setAudioTrack(track: MediaStreamTrack | null): Promise<void>;
  setMediaState(media: MediaState): void;
  peers(): RemotePeer[];
  /** Called after every change of `peers()`. */
  subscribe(listener: () => void): () => void;
  leave(): void;
}

export const NO_MEDIA: MediaState = {
  audioMuted: true,
  videoOff: true,
  sharingScreen: false,
  listener: true,
};
