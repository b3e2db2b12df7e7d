// The lobby's camera and microphone: the devices there are, the one chosen of each, a preview
// stream, mute toggles, and what went wrong in words a person can act on (permission denied, no
// device). Without a camera the lobby falls back to the microphone alone; without either, or
// without permission, the person can still join as a listener.
import { useCallback, useEffect, useRef, useState } from 'react';

export type MediaProblem = 'denied' | 'no-device' | 'in-use' | 'unsupported' | null;

export interface LocalMedia {
  stream: MediaStream | null;
  cameras: MediaDeviceInfo[];
  microphones: MediaDeviceInfo[];
  cameraId: string;
  microphoneId: string;
  audioMuted: boolean;
  videoOff: boolean;
  /** Why the camera and/or microphone are missing. */
  problem: MediaProblem;
  /** True while asking the browser for devices. */
  starting: boolean;
  chooseCamera(id: string): void;
  chooseMicrophone(id: string): void;
  toggleAudio(): void;
  toggleVideo(): void;
  /** Drops the camera for good (join with audio only). */
  dropVideo(): void;
  /** Stops every track (leaving, or joining as a listener). */
  stop(): void;
  retry(): void;
}

function problemOf(error: unknown): MediaProblem {
  const name = (error as { name?: string }).name;
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'no-device';
  if (name === 'NotReadableError' || name === 'AbortError') return 'in-use';
  return 'unsupported';
}

async function openDevices(cameraId: string, microphoneId: string) {
  const audio: MediaTrackConstraints | boolean = microphoneId ? { deviceId: { exact: microphoneId } } : true;
  const video: MediaTrackConstraints | boolean = cameraId
    ? { deviceId: { exact: cameraId }, width: { ideal: 640 }, height: { ideal: 360 } }
    : { width: { ideal: 640 }, height: { ideal: 360 } };
  try {
    return { stream: await navigator.mediaDevices.getUserMedia({ audio, video }), problem: null };
  } catch (error) {
    const problem = problemOf(error);
    if (problem === 'denied') return { stream: null, problem };
    // No camera (or it is busy): the microphone alone still makes an interview.
    try {
      return { stream: await navigator.mediaDevices.getUserMedia({ audio }), problem };
    } catch (audioError) {
      return { stream: null, problem: problemOf(audioError) };
    }
  }
}

export function useLocalMedia(enabled: boolean): LocalMedia {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  const [cameraId, setCameraId] = useState('');
  const [microphoneId, setMicrophoneId] = useState('');
  const [audioMuted, setAudioMuted] = useState(false);
  const [videoOff, setVideoOff] = useState(false);
  const [problem, setProblem] = useState<MediaProblem>(null);
  const [starting, setStarting] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const current = useRef<MediaStream | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: mute state is applied to new tracks but must not reopen the devices; `attempt` is the retry button
  useEffect(() => {
    if (!enabled) return;
    if (!navigator.mediaDevices?.getUserMedia) {
      setProblem('unsupported');
      return;
    }
    let cancelled = false;
    setStarting(true);
    void openDevices(cameraId, microphoneId).then(async (result) => {
      if (cancelled) {
        for (const track of result.stream?.getTracks() ?? []) track.stop();
        return;
      }
      for (const track of current.current?.getTracks() ?? []) track.stop();
      current.current = result.stream;
      for (const track of result.stream?.getAudioTracks() ?? []) track.enabled = !audioMuted;
      for (const track of result.stream?.getVideoTracks() ?? []) track.enabled = !videoOff;
      setStream(result.stream);
      setProblem(result.problem);
      setStarting(false);
      // Labels are only readable once permission was given.
      setDevices(await navigator.mediaDevices.enumerateDevices().catch(() => []));
    });
    return () => {
      cancelled = true;
    };
  }, [enabled, cameraId, microphoneId, attempt]);

  useEffect(
    () => () => {
      for (const track of current.current?.getTracks() ?? []) track.stop();
    },
    [],
  );

  const stop = useCallback(() => {
    for (const track of current.current?.getTracks() ?? []) track.stop();
    current.current = null;
    setStream(null);
  }, []);

  return {
    stream,
    cameras: devices.filter((device) => device.kind === 'videoinput' && device.deviceId),
    microphones: devices.filter((device) => device.kind === 'audioinput' && device.deviceId),
    cameraId: cameraId || (stream?.getVideoTracks()[0]?.getSettings().deviceId ?? ''),
    microphoneId: microphoneId || (stream?.getAudioTracks()[0]?.getSettings().deviceId ?? ''),
    audioMuted,
    videoOff: videoOff || !stream?.getVideoTracks().length,
    problem,
    starting,
    chooseCamera: setCameraId,
    chooseMicrophone: setMicrophoneId,
    toggleAudio() {
      const next = !audioMuted;
      for (const track of current.current?.getAudioTracks() ?? []) track.enabled = !next;
      setAudioMuted(next);
    },
    toggleVideo() {
      const next = !videoOff;
      for (const track of current.current?.getVideoTracks() ?? []) track.enabled = !next;
      setVideoOff(next);
    },
    dropVideo() {
      for (const track of current.current?.getVideoTracks() ?? []) {
        track.stop();
        current.current?.removeTrack(track);
      }
      setVideoOff(true);
      setStream(current.current ? new MediaStream(current.current.getTracks()) : null);
    },
    stop,
    retry: () => setAttempt((value) => value + 1),
  };
}
