// Being in the room: the presence channel (who is here), the mesh over it, the chat pushed on it,
// and coming back after a dropped connection. When the websocket returns, pusher-js re-subscribes;
// we then say hello again (peers whose media connection failed rebuild it) and fetch the chat
// again, so nothing said meanwhile is lost. Notes keep their own draft (notes-panel.tsx).

import { camelCaseKeys } from '@hireloop/shared/case';
import {
  RECORDING_CONSENT_EVENT,
  RECORDING_STARTED_EVENT,
  RECORDING_STOPPED_EVENT,
} from '@hireloop/shared/interview-recordings';
import { INTERVIEW_CHAT_EVENT } from '@hireloop/shared/interview-room';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { joinPresenceChannel, type PresenceChannelHandle } from '#web/lib/realtime.ts';
import { recordingStateKey } from '../api/interview-recordings.ts';
import { type ChatMessage, chatKey, type Room, useAppendChatMessage } from '../api/interview-room.ts';
import { createMeshRoom } from './mesh-room.ts';
import type { MediaState, RemotePeer, RoomTransport } from './room-transport.ts';
import { createSignalling } from './signalling.ts';

const RECORDING_EVENTS = [RECORDING_CONSENT_EVENT, RECORDING_STARTED_EVENT, RECORDING_STOPPED_EVENT];

export type RoomConnection = 'joining' | 'connected' | 'reconnecting' | 'failed';

export interface RoomSession {
  connection: RoomConnection;
  /** User ids present on the channel (ourselves included). */
  members: string[];
  peers: RemotePeer[];
  transport: RoomTransport | null;
  /** The screen being shared, if any. */
  screen: MediaStream | null;
  shareScreen(): Promise<void>;
  stopSharing(): Promise<void>;
  announce(media: MediaState): void;
}

const NO_PEERS: RemotePeer[] = [];

export function useRoomSession(
  room: Room,
  stream: MediaStream | null,
  media: MediaState,
  active: boolean,
): RoomSession {
  const queryClient = useQueryClient();
  const appendChat = useAppendChatMessage(room.interviewId);
  const [connection, setConnection] = useState<RoomConnection>('joining');
  const [members, setMembers] = useState<string[]>([]);
  const [transport, setTransport] = useState<ReturnType<typeof createMeshRoom> | null>(null);
  const [screen, setScreen] = useState<MediaStream | null>(null);
  const mediaRef = useRef(media);
  mediaRef.current = media;
  const streamRef = useRef(stream);
  streamRef.current = stream;
  const appendRef = useRef(appendChat);
  appendRef.current = appendChat;

  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    let channel: PresenceChannelHandle | null = null;
    let mesh: ReturnType<typeof createMeshRoom> | null = null;
    let signalling: ReturnType<typeof createSignalling> | null = null;
    let subscribed = false;
    let stopState = () => {};
    let subscribedOnce = false;
    void joinPresenceChannel(room.channel)
      .then((joined) => {
        if (cancelled) {
          joined.leave();
          return;
        }
        channel = joined;
        signalling = createSignalling(joined);
        mesh = createMeshRoom({
          signalling,
          iceServers: room.iceServers.map((server) => ({ ...server })) as RTCIceServer[],
          // Who else is here, as far as we know it: not while our own websocket is reconnecting.
          presentUsers: () =>
            subscribed ? joined.memberIds().filter((userId) => userId !== joined.myId()) : null,
        });
        const current = mesh;
        const refreshMembers = () => setMembers(joined.memberIds());
        joined.bind('pusher:subscription_succeeded', () => {
          subscribed = true;
          refreshMembers();
          setConnection('connected');
          if (!subscribedOnce) {
            subscribedOnce = true;
            current.join(streamRef.current, mediaRef.current);
          } else {
            current.rejoin();
            void queryClient.invalidateQueries({ queryKey: chatKey(room.interviewId) });
            void queryClient.invalidateQueries({ queryKey: recordingStateKey(room.interviewId) });
          }
        });
        joined.bind('pusher:subscription_error', () => setConnection('failed'));
        joined.bind('pusher:member_added', refreshMembers);
        joined.bind('pusher:member_removed', refreshMembers);
        joined.bind(INTERVIEW_CHAT_EVENT, (data) => {
          appendRef.current(camelCaseKeys(data) as ChatMessage);
        });
        // Consent answers and the start and stop of a recording: the indicator follows.
        for (const event of RECORDING_EVENTS)
          joined.bind(event, () => {
            void queryClient.invalidateQueries({ queryKey: recordingStateKey(room.interviewId) });
          });
        stopState = joined.onConnectionState((state) => {
          if (state === 'connected') return;
          subscribed = false;
          setConnection('reconnecting');
        });
        setTransport(current);
      })
      .catch(() => setConnection('failed'));
    return () => {
      cancelled = true;
      stopState();
      mesh?.leave();
      signalling?.close();
      channel?.leave();
      setTransport(null);
      setConnection('joining');
    };
  }, [active, room.channel, room.interviewId, room.iceServers, queryClient]);

  const subscribe = useCallback(
    (listener: () => void) => transport?.subscribe(listener) ?? (() => {}),
    [transport],
  );
  const peersRef = useRef<RemotePeer[]>(NO_PEERS);
  const getPeers = useCallback(() => {
    const next = transport?.peers() ?? NO_PEERS;
    const previous = peersRef.current;
    // A stable array while nothing changed (useSyncExternalStore compares snapshots).
    if (next.length === previous.length && next.every((peer, index) => peer === previous[index]))
      return previous;
    peersRef.current = next;
    return next;
  }, [transport]);
  const peers = useSyncExternalStore(subscribe, getPeers, getPeers);

  const stopSharing = useCallback(async () => {
    for (const track of screen?.getTracks() ?? []) track.stop();
    setScreen(null);
    await transport?.setVideoTrack(streamRef.current?.getVideoTracks()[0] ?? null);
  }, [screen, transport]);

  const shareScreen = useCallback(async () => {
    const display = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
    const track = display.getVideoTracks()[0] ?? null;
    if (!track) return;
    track.addEventListener('ended', () => {
      setScreen(null);
      void transport?.setVideoTrack(streamRef.current?.getVideoTracks()[0] ?? null);
    });
    setScreen(display);
    await transport?.setVideoTrack(track);
  }, [transport]);

  const announce = useCallback((next: MediaState) => transport?.setMediaState(next), [transport]);

  return { connection, members, peers, transport, screen, shareScreen, stopSharing, announce };
}
